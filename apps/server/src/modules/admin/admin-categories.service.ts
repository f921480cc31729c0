// The administrator's categories (issue 20 item 2, ADR 071): create, rename, change the slug (the old one
// redirects), order, set a main category's membership price, delete an empty one. Every change is one transaction
// with its audit entry, then 'catalog.changed' so every process drops its cached pages and prices (ADR 018).
import type {
  AdminCategory,
  adminCategoryCreateSchema,
  adminCategoryOrderSchema,
  adminCategoryUpdateSchema,
} from '@atelje/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError, notFound, validationError } from '../../lib/errors';
import { type AuditActor, diffFields, recordAudit } from '../activity/admin-audit';
import * as repo from './admin-categories.repository';

export interface CategoryDeps {
  db: Db;
  bus: Pick<ClusterBus, 'publish'>;
}

export async function listCategories(db: Db): Promise<AdminCategory[]> {
  const { rows, redirects } = await repo.listCategories(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name_sr: row.nameSr,
    name_en: row.nameEn,
    parent_id: row.parentId,
    position: row.position,
    membership_price_para: row.membershipPricePara,
    course_count: row.courseCount,
    old_slugs: redirects.filter((item) => item.categoryId === row.id).map((item) => item.oldSlug),
  }));
}

async function categoryById(db: Db, id: number): Promise<AdminCategory> {
  const found = (await listCategories(db)).find((row) => row.id === id);
  if (!found) throw notFound('catalogue.categoryNotFound');
  return found;
}

/** 409 when another category has the slug, or had it and still redirects from it. */
async function checkSlugFree(db: Db, slug: string, exceptId: number | null) {
  const holder = await repo.slugHolder(db, slug, exceptId);
  if (holder === 'category')
    throw new AppError(409, 'catalogue.slugTaken', { fields: { slug: ['catalogue.slugTaken'] } });
  if (holder === 'redirect')
    throw new AppError(409, 'catalogue.slugRedirects', { fields: { slug: ['catalogue.slugRedirects'] } });
}

/** Two requests raced for one slug: the unique index refused the second, which gets the same 409. */
function slugRace(error: unknown): never {
  const codes = [error, (error as { cause?: unknown })?.cause].map(
    (item) => (item as { code?: string })?.code,
  );
  if (codes.includes('23505'))
    throw new AppError(409, 'catalogue.slugTaken', { fields: { slug: ['catalogue.slugTaken'] } });
  throw error;
}

const audited = (
  category: Pick<AdminCategory, 'slug' | 'name_sr' | 'name_en' | 'membership_price_para'>,
) => ({
  slug: category.slug,
  name_sr: category.name_sr,
  name_en: category.name_en,
  membership_price_para: category.membership_price_para,
});

export async function createCategory(
  deps: CategoryDeps,
  actor: AuditActor,
  input: z.output<typeof adminCategoryCreateSchema>,
): Promise<AdminCategory> {
  const id = await deps.db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (input.parent_id !== null) {
        const [parent] = await repo.mainCategoryIds(tx, [input.parent_id]);
        if (!parent) throw validationError({ parent_id: ['catalogue.parentInvalid'] });
        // A subcategory is never a membership zone (ADR 071): only main categories are sold as one.
        if (input.membership_price !== null)
          throw validationError({ membership_price: ['catalogue.priceOnlyMain'] });
      }
      await checkSlugFree(tx, input.slug, null);
      const created = await repo.insertCategory(tx, input.parent_id, {
        slug: input.slug,
        nameSr: input.name_sr,
        nameEn: input.name_en,
        membershipPricePara: input.membership_price,
      });
      await recordAudit(tx, actor, {
        action: 'category.created',
        entityType: 'category',
        entityId: created,
        summary: `Dodata kategorija: ${input.name_sr}`,
        changes: diffFields(null, {
          ...audited({ ...input, membership_price_para: input.membership_price }),
          parent_id: input.parent_id,
        }),
      });
      return created;
    })
    .catch(slugRace);
  await deps.bus.publish('catalog.changed', {});
  return categoryById(deps.db, id);
}

export async function updateCategory(
  deps: CategoryDeps,
  actor: AuditActor,
  id: number,
  input: z.output<typeof adminCategoryUpdateSchema>,
): Promise<AdminCategory> {
  await deps.db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const before = await repo.findCategory(tx, id, true);
      if (!before) throw notFound('catalogue.categoryNotFound');
      if (before.parentId !== null && input.membership_price !== null)
        throw validationError({ membership_price: ['catalogue.priceOnlyMain'] });
      if (input.slug !== before.slug) await checkSlugFree(tx, input.slug, id);
      await repo.updateCategory(tx, id, before.slug, {
        slug: input.slug,
        nameSr: input.name_sr,
        nameEn: input.name_en,
        membershipPricePara: input.membership_price,
      });
      await recordAudit(tx, actor, {
        action: 'category.updated',
        entityType: 'category',
        entityId: id,
        summary: `Izmenjena kategorija: ${input.name_sr}`,
        changes: diffFields(
          audited({
            slug: before.slug,
            name_sr: before.nameSr,
            name_en: before.nameEn,
            membership_price_para: before.membershipPricePara,
          }),
          audited({ ...input, membership_price_para: input.membership_price }),
        ),
      });
    })
    .catch(slugRace);
  await deps.bus.publish('catalog.changed', {});
  return categoryById(deps.db, id);
}

/** Puts one parent's categories in the given order; the list must name each of them exactly once. */
export async function orderCategories(
  deps: CategoryDeps,
  actor: AuditActor,
  input: z.output<typeof adminCategoryOrderSchema>,
): Promise<AdminCategory[]> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    if (input.parent_id !== null && (await repo.mainCategoryIds(tx, [input.parent_id])).length === 0)
      throw validationError({ parent_id: ['catalogue.parentInvalid'] });
    const current = await repo.siblingIds(tx, input.parent_id);
    const same =
      input.ids.length === current.length &&
      new Set(input.ids).size === input.ids.length &&
      input.ids.every((id) => current.includes(id));
    if (!same) throw validationError({ ids: ['catalogue.orderInvalid'] });
    await repo.setPositions(tx, input.ids);
    await recordAudit(tx, actor, {
      action: 'category.reordered',
      entityType: 'category',
      entityId: input.parent_id,
      summary:
        input.parent_id === null ? 'Promenjen redosled kategorija' : 'Promenjen redosled potkategorija',
      changes: { order: { from: current, to: input.ids } },
    });
  });
  await deps.bus.publish('catalog.changed', {});
  return listCategories(deps.db);
}

/** Deletes a category without subcategories and courses (409 otherwise: move its courses first). */
export async function deleteCategory(deps: CategoryDeps, actor: AuditActor, id: number): Promise<void> {
  await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const before = await repo.findCategory(tx, id, true);
    if (!before) throw notFound('catalogue.categoryNotFound');
    const use = await repo.categoryUse(tx, id);
    if (use.children > 0) throw new AppError(409, 'catalogue.hasSubcategories');
    if (use.courses > 0) throw new AppError(409, 'catalogue.hasCourses', { params: { count: use.courses } });
    await repo.deleteCategory(tx, id);
    await recordAudit(tx, actor, {
      action: 'category.deleted',
      entityType: 'category',
      entityId: id,
      summary: `Obrisana kategorija: ${before.nameSr}`,
      changes: { slug: { from: before.slug, to: null }, name_sr: { from: before.nameSr, to: null } },
    });
  });
  await deps.bus.publish('catalog.changed', {});
}
