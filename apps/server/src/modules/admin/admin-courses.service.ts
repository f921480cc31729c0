// The course table, the edit form's data, and saving the course form (spec 001 §5, §7): references checked
// against the database, the e-book checked to be a PDF by its content, old files removed once replaced, and
// the public catalog's cache and search index refreshed.
import {
  type AdminCourse,
  type AdminCourseRow,
  adminCourseFormSchema,
  COURSE_EBOOK_MAX_BYTES,
  COURSE_TEMPLATE_MAX_BYTES,
  formatDecimalAmount,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import type { ClusterBus } from '../../lib/cluster-bus';
import { type MessageKey, notFound, validationError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS, signMediaUrl } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { type AuditActor, recordAudit } from '../activity/admin-audit';
import { courseAuditEntry } from './admin-audit-entries';
import * as repo from './admin-courses.repository';
import { type AdminForm, type FileRule, isPdf, parseForm, safeFileName, uniqueKey } from './admin-form';
import { assertPublishable, forgetRepublish, lockCourse, playableLessonCount } from './course-publishing';

export interface AdminCatalogDeps {
  db: Db;
  config: Config;
  storage: Storage;
  /** 'catalog.changed' after every change: every process drops its catalog answers and search index (ADR 018). */
  bus: ClusterBus;
}

export const courseFileRules: Record<string, FileRule> = {
  ebook: {
    maxBytes: COURSE_EBOOK_MAX_BYTES,
    accept: (head, filename) => {
      if (!isPdf(head)) return { error: 'admin.course.ebookPdf' };
      const name = safeFileName(filename, 'e-knjiga.pdf').replace(/(\.pdf)?$/i, '.pdf');
      return { key: uniqueKey('ebooks/courses', name) };
    },
  },
  template: {
    maxBytes: COURSE_TEMPLATE_MAX_BYTES,
    accept: (_head, filename) => ({ key: uniqueKey('templates/courses', safeFileName(filename, 'sablon')) }),
  },
};

const categoryRef = (row: repo.CategoryRow, locale: Locale) => ({
  id: row.id,
  slug: row.slug,
  name: locale === 'en' ? row.nameEn : row.nameSr,
});

export async function listCourses(db: Db, locale: Locale): Promise<AdminCourseRow[]> {
  const rows = await repo.listCourses(db);
  const subcategories = await repo.subcategoriesOf(
    db,
    rows.map((row) => row.course.id),
  );
  return rows.map(({ course, category, author, lessonsCount }) => ({
    id: course.id,
    title: course.title,
    type: course.type,
    category: categoryRef(category, locale),
    subcategories: (subcategories.get(course.id) ?? []).map((row) => categoryRef(row, locale)),
    author,
    lessons_count: lessonsCount,
    price_para: course.pricePara,
    published: course.published,
    coming_soon: course.comingSoon,
  }));
}

export async function courseForEdit(
  deps: Pick<AdminCatalogDeps, 'db' | 'config'>,
  id: number,
  locale: Locale,
  viewerId: number,
): Promise<AdminCourse> {
  const row = await repo.findCourse(deps.db, id);
  if (!row) throw notFound('catalog.courseNotFound');
  const [subcategories, videos] = await Promise.all([
    repo.subcategoriesOf(deps.db, [id]).then((map) => map.get(id) ?? []),
    repo.videosOf(deps.db, id),
  ]);
  const { course, category, author } = row;
  const file = (key: string | null) =>
    // Bound to this administrator's browser like every download (ADR 026), not a bearer link.
    key
      ? { path: key, url: userMediaUrl(deps.config, key, viewerId, Date.now(), GATED_TTL_SECONDS).url }
      : null;
  return {
    id: course.id,
    title: course.title,
    description: course.description,
    title_en: course.titleEn,
    description_en: course.descriptionEn,
    short_description_sr: course.shortDescriptionSr,
    short_description_en: course.shortDescriptionEn,
    level: course.level,
    learn_sr: course.learnSr,
    learn_en: course.learnEn,
    requirements_sr: course.requirementsSr,
    requirements_en: course.requirementsEn,
    audience_sr: course.audienceSr,
    audience_en: course.audienceEn,
    type: course.type,
    category_id: course.categoryId,
    category: categoryRef(category, locale),
    subcategory_ids: subcategories.map((sub) => sub.id),
    subcategories: subcategories.map((sub) => categoryRef(sub, locale)),
    author_id: course.authorId,
    author,
    price: formatDecimalAmount(course.pricePara),
    price_para: course.pricePara,
    original_price: formatDecimalAmount(course.originalPricePara),
    original_price_para: course.originalPricePara,
    language: course.language,
    audio_language: course.audioLanguage,
    access_months: course.accessMonths,
    coming_soon: course.comingSoon,
    published: course.published,
    ebook: file(course.ebookPath),
    template: file(course.templatePath),
    cover: course.coverPath
      ? { path: course.coverPath, url: signMediaUrl(deps.config, course.coverPath, { public: true }) }
      : null,
    videos: videos.map((video) => ({
      id: video.id,
      title: video.title,
      order: video.order,
      path: video.path,
      is_intro: video.isIntro ? (1 as const) : (0 as const),
    })),
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  };
}

/**
 * Creates (id null) or updates a course from its form. Files the form stored are removed again when the save
 * fails; files a save replaces are removed once it succeeded.
 */
export async function saveCourse(
  deps: AdminCatalogDeps,
  actor: AuditActor,
  id: number | null,
  form: AdminForm,
  locale: Locale,
): Promise<AdminCourse> {
  let written: { courseId: number; title: string; replaced: (string | null)[] };
  try {
    written = await writeCourse(deps, actor, id, form);
  } catch (error) {
    await form.discard();
    throw error;
  }
  await logActivity(deps.db, {
    actorUserId: actor.userId,
    type: id === null ? 'course.created' : 'course.updated',
    message: id === null ? `Dodat kurs: ${written.title}` : `Izmenjen kurs: ${written.title}`,
    data: { courseId: written.courseId },
  });
  await deps.bus.publish('catalog.changed', {});
  const stale = written.replaced.filter((key): key is string => Boolean(key));
  await Promise.all(stale.map((key) => deps.storage.delete(key)));
  return courseForEdit(deps, written.courseId, locale, actor.userId);
}

/** Validates the form against the database and writes the course; returns the files it replaced. */
async function writeCourse(deps: AdminCatalogDeps, actor: AuditActor, id: number | null, form: AdminForm) {
  const input = parseForm(adminCourseFormSchema, form.fields, form.fileErrors);
  const existing = id === null ? null : await repo.findCourse(deps.db, id);
  if (id !== null && !existing) throw notFound('catalog.courseNotFound');

  const [found, authorFound] = await Promise.all([
    repo.categoriesByIds(deps.db, [input.category_id, ...input.subcategory_ids]),
    repo.instructorExists(deps.db, input.author_id),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
  const fields: Record<string, MessageKey[]> = {};
  if (!authorFound) fields.author_id = ['admin.course.authorRequired'];
  const main = byId.get(input.category_id);
  if (!main || main.parentId !== null) fields.category_id = ['admin.course.categoryRequired'];
  const subs = input.subcategory_ids.map((subId) => byId.get(subId));
  if (subs.some((sub) => !sub || sub.parentId === null)) {
    fields.subcategory_ids = ['admin.course.subcategoryRequired'];
  } else if (main && subs.some((sub) => sub?.parentId !== main.id)) {
    fields.subcategory_ids = ['admin.course.subcategoryMismatch'];
  }
  // New courses start as drafts; an edit that does not say keeps the course's state (ADR 032).
  const published = input.published ?? existing?.course.published ?? false;
  if (published && (id === null || (await playableLessonCount(deps.db, id)) === 0)) {
    fields.published = ['admin.course.publishNeedsLesson'];
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const ebook = form.files.ebook?.key;
  const template = form.files.template?.key;
  // The course page's content (ADR 042): a field the form leaves out keeps what the course has.
  const kept = existing?.course;
  const values = {
    title: input.title,
    description: input.description,
    titleEn: input.title_en ?? kept?.titleEn ?? '',
    descriptionEn: input.description_en ?? kept?.descriptionEn ?? '',
    shortDescriptionSr: input.short_description_sr ?? kept?.shortDescriptionSr ?? '',
    shortDescriptionEn: input.short_description_en ?? kept?.shortDescriptionEn ?? '',
    level: input.level ?? kept?.level ?? 'all',
    learnSr: input.learn_sr ?? kept?.learnSr ?? [],
    learnEn: input.learn_en ?? kept?.learnEn ?? [],
    requirementsSr: input.requirements_sr ?? kept?.requirementsSr ?? [],
    requirementsEn: input.requirements_en ?? kept?.requirementsEn ?? [],
    audienceSr: input.audience_sr ?? kept?.audienceSr ?? [],
    audienceEn: input.audience_en ?? kept?.audienceEn ?? [],
    type: input.type,
    categoryId: input.category_id,
    authorId: input.author_id,
    pricePara: input.price,
    originalPricePara: input.original_price,
    language: input.language,
    audioLanguage: input.audio_language,
    accessMonths: input.access_months,
    comingSoon: input.coming_soon,
    published,
    updatedAt: new Date(),
    ...(ebook ? { ebookPath: ebook } : {}),
    ...(template ? { templatePath: template } : {}),
  };
  const subcategoryIds = [...new Set(input.subcategory_ids)];
  const subsBefore =
    id === null ? null : ((await repo.subcategoriesOf(deps.db, [id])).get(id) ?? []).map((sub) => sub.id);
  const courseId = await repo.saveCourse(deps.db, id, values, subcategoryIds, {
    beforeWrite: async (tx) => {
      if (id === null) return;
      // Checked again under the course's lock: a lesson's file replaced meanwhile cannot slip past it.
      await lockCourse(tx, id);
      if (published) await assertPublishable(tx, id);
      await forgetRepublish(tx, id);
    },
    afterWrite: (tx, savedId) =>
      recordAudit(
        tx,
        actor,
        courseAuditEntry(existing ? { ...existing.course, subcategoryIds: subsBefore } : null, savedId, {
          ...values,
          subcategoryIds,
        }),
      ),
  });
  const replaced = existing
    ? [ebook ? existing.course.ebookPath : null, template ? existing.course.templatePath : null]
    : [];
  return { courseId, title: input.title, replaced };
}
