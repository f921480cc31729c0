// Drizzle queries of the administrator's categories (ADR 071): the list with course counts and former slugs,
// create, update, order, delete, and the slug redirects a changed slug leaves behind.
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, categorySlugRedirects, courseSubcategories, courses } from '../../db/schema/index';

export interface CategoryValues {
  slug: string;
  nameSr: string;
  nameEn: string;
  membershipPricePara: number | null;
}

const columns = {
  id: categories.id,
  slug: categories.slug,
  nameSr: categories.nameSr,
  nameEn: categories.nameEn,
  parentId: categories.parentId,
  position: categories.position,
  membershipPricePara: categories.membershipPricePara,
};

// Drizzle writes a column without its table when a query reads one table: the subquery names the outer column
// with its table so it never binds to the subquery's own.
const outerCategoryId = sql`${categories}.${sql.identifier('id')}`;

/** Courses whose main category or one of whose subcategories is this category. */
const courseCount = sql<number>`(
  select count(*)::int from ${courses} c
  where c.category_id = ${outerCategoryId}
     or exists (select 1 from ${courseSubcategories} s where s.course_id = c.id and s.category_id = ${outerCategoryId})
)`;

export async function listCategories(db: Db) {
  const [rows, redirects] = await Promise.all([
    db
      .select({ ...columns, courseCount })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ oldSlug: categorySlugRedirects.oldSlug, categoryId: categorySlugRedirects.categoryId })
      .from(categorySlugRedirects)
      .orderBy(asc(categorySlugRedirects.createdAt), asc(categorySlugRedirects.oldSlug)),
  ]);
  return { rows, redirects };
}
export type AdminCategoryRow = Awaited<ReturnType<typeof listCategories>>['rows'][number];

/** One category, locked for the change when `lock` (the transaction's). */
export async function findCategory(db: Db, id: number, lock = false) {
  const query = db.select(columns).from(categories).where(eq(categories.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Who holds a slug: another category (`category`), or another category's former slug (`redirect`). */
export async function slugHolder(db: Db, slug: string, exceptId: number | null) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, slug), exceptId === null ? undefined : ne(categories.id, exceptId)));
  if (category) return 'category' as const;
  const [redirect] = await db
    .select({ categoryId: categorySlugRedirects.categoryId })
    .from(categorySlugRedirects)
    .where(eq(categorySlugRedirects.oldSlug, slug));
  if (redirect && redirect.categoryId !== exceptId) return 'redirect' as const;
  return null;
}

/** The next position among a parent's categories (after the last). */
async function nextPosition(db: Db, parentId: number | null) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${categories.position})` })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  return (row?.max ?? -1) + 1;
}

export async function insertCategory(db: Db, parentId: number | null, values: CategoryValues) {
  const position = await nextPosition(db, parentId);
  const [row] = await db
    .insert(categories)
    .values({ ...values, parentId, position })
    .returning({ id: categories.id });
  return row!.id;
}

/**
 * Writes a category's names, slug and price. A changed slug leaves the old one as a redirect to this category, and a
 * former slug of this category taken back stops redirecting.
 */
export async function updateCategory(db: Db, id: number, oldSlug: string, values: CategoryValues) {
  await db.update(categories).set(values).where(eq(categories.id, id));
  if (values.slug === oldSlug) return;
  await db
    .delete(categorySlugRedirects)
    .where(and(eq(categorySlugRedirects.oldSlug, values.slug), eq(categorySlugRedirects.categoryId, id)));
  await db
    .insert(categorySlugRedirects)
    .values({ oldSlug, categoryId: id })
    .onConflictDoUpdate({ target: categorySlugRedirects.oldSlug, set: { categoryId: id } });
}

/** The ids of one parent's categories (null: the main ones), locked in order. */
export async function siblingIds(db: Db, parentId: number | null): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
    .orderBy(asc(categories.position), asc(categories.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setPositions(db: Db, ids: number[]) {
  for (const [position, id] of ids.entries()) {
    await db.update(categories).set({ position }).where(eq(categories.id, id));
  }
}

/** What keeps a category from being deleted: its subcategories and its courses. */
export async function categoryUse(db: Db, id: number) {
  const [children] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(categories)
    .where(eq(categories.parentId, id));
  const [used] = await db
    .select({ count: sql<number>`count(distinct ${courses.id})::int` })
    .from(courses)
    .leftJoin(courseSubcategories, eq(courseSubcategories.courseId, courses.id))
    .where(or(eq(courses.categoryId, id), eq(courseSubcategories.categoryId, id)));
  return { children: children?.count ?? 0, courses: used?.count ?? 0 };
}

export async function deleteCategory(db: Db, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

/** Whether the ids are all main categories (the parent of a new subcategory must be one). */
export async function mainCategoryIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, ids), isNull(categories.parentId)));
  return rows.map((row) => row.id);
}

/** Every course (published or not) an id setting may name, by title. */
export async function courseChoices(db: Db) {
  return db
    .select({ id: courses.id, title: courses.title, published: courses.published })
    .from(courses)
    .orderBy(asc(courses.title), asc(courses.id));
}

/** The ids among these that are courses. */
export async function existingCourseIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return rows.map((row) => row.id);
}
