// The catalog's read models: course, lesson, e-book, template and instructor rows turned into the spec's
// objects. Every file appears as a signed URL: public images and trailers with the day-long URL (signed once a
// day per key), gated files short-lived and only for those allowed (catalog-media.service.ts).
import {
  type CategoryRef,
  type Course,
  type CourseInclude,
  type Ebook,
  formatDecimalAmount,
  formatDuration,
  type Instructor,
  type Template,
  type Video,
} from '@atelje/shared';
import { imageSrcSet } from '@atelje/shared/catalog/images';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Locale, localText } from '../../lib/i18n';
import { mediaExpiry, signMediaUrl } from '../../lib/signed-url';
import { ratingAverage } from '../reviews/reviews.service';
import type * as repo from './catalog.repository';
import { findEbooks, findSubcategories, findTemplates, findVideos } from './catalog.repository';
import { CatalogCache } from './catalog-cache';

export interface CatalogDeps {
  db: Db;
  /** databaseUrl tells an embedded database (this process is the only writer) from a shared server. */
  config: Pick<Config, 'appSecret' | 'databaseUrl'>;
}

const PUBLIC = { public: true } as const;

/** Public keys whose signed URL is kept per secret; a course page names a cover and its lessons' thumbnails. */
const MAX_SIGNED_URLS = 100_000;

/** Signed public URLs by expiry and key, per configuration (see publicUrl). Not catalog data: a change keeps them. */
const publicUrls = new WeakMap<CatalogDeps['config'], CatalogCache<string>>();

/**
 * The signed URL of a public file. A public URL changes only when its expiry day does (mediaExpiry), so each
 * key is signed once a day: an HMAC per cover and thumbnail was a fifth of a course page's cost.
 */
export function publicUrl(deps: CatalogDeps, key: string): string;
export function publicUrl(deps: CatalogDeps, key: string | null | undefined): string | null;
export function publicUrl(
  deps: CatalogDeps,
  key: string | null | undefined,
  now = Date.now(),
): string | null {
  if (!key) return null;
  const exp = mediaExpiry(PUBLIC, Math.floor(now / 1000));
  let signed = publicUrls.get(deps.config);
  if (!signed) {
    signed = new CatalogCache({ max: MAX_SIGNED_URLS, followsCatalog: false });
    publicUrls.set(deps.config, signed);
  }
  return signed.getOrCompute(`${exp} ${key}`, () => signMediaUrl(deps.config, key, PUBLIC, now));
}

/** Above this many courses the related rows are read for the whole catalog instead of by a list of ids. */
const MAX_ID_LIST = 500;

export const courseNotFound = () => new AppError(404, 'catalog.courseNotFound');

export const localName = (row: { nameSr: string; nameEn: string }, locale: Locale) =>
  locale === 'en' ? row.nameEn : row.nameSr;

/** The English list when asked in English and it has items, else the Serbian one. */
const localList = (sr: string[], en: string[], locale: Locale) =>
  locale === 'en' && en.length > 0 ? en : sr;

export function toVideo(deps: CatalogDeps, row: repo.VideoRow): Video {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    path: row.path,
    order: row.order,
    lesson_number: row.lessonNumber,
    is_intro: row.isIntro ? 1 : 0,
    main_video_id: row.mainVideoId,
    category_id: row.categoryId,
    video_category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName, position: row.categoryPosition ?? 0 }
        : null,
    intro_duration: row.introDuration === null ? null : Number(row.introDuration),
    duration_seconds: row.durationSeconds,
    is_trailer: row.order === 1 && !row.isIntro,
    is_preview: row.isPreview && !row.isIntro,
    ...thumbnailOf(deps, row.thumbnailPath),
    created_at: row.createdAt.toISOString(),
  };
}

/** A lesson's thumbnail: its URL and the srcset of its widths. */
function thumbnailOf(deps: CatalogDeps, key: string | null) {
  const url = publicUrl(deps, key);
  return { thumbnail_url: url, thumbnail_srcset: imageSrcSet(url) };
}

/** What an e-book and a template both say first. */
function downloadHead(row: repo.EbookRow | repo.TemplateRow) {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    description: row.description,
    price: formatDecimalAmount(row.pricePara),
    price_para: row.pricePara,
  };
}

/** A download's cover and author. */
function downloadByline(deps: CatalogDeps, row: repo.EbookRow | repo.TemplateRow) {
  const thumbnail = publicUrl(deps, row.thumbnailPath);
  return {
    thumbnail,
    thumbnail_srcset: imageSrcSet(thumbnail),
    author: row.authorName,
    author_id: row.authorId,
  };
}

export function toEbook(deps: CatalogDeps, row: repo.EbookRow, locale: Locale): Ebook {
  return {
    ...downloadHead(row),
    ...downloadByline(deps, row),
    category_id: row.categoryId,
    category:
      row.categoryId !== null && row.categorySlug !== null && row.categoryNameSr !== null
        ? {
            id: row.categoryId,
            slug: row.categorySlug,
            name: locale === 'en' ? (row.categoryNameEn ?? row.categoryNameSr) : row.categoryNameSr,
          }
        : null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toTemplate(deps: CatalogDeps, row: repo.TemplateRow): Template {
  return {
    ...downloadHead(row),
    is_free: row.pricePara === 0,
    ...downloadByline(deps, row),
    created_at: row.createdAt.toISOString(),
  };
}

export function groupBy<T extends { courseId: number | null }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    if (row.courseId === null) continue;
    const list = map.get(row.courseId);
    if (list) list.push(row);
    else map.set(row.courseId, [row]);
  }
  return map;
}

export type SubcategoryRow = Awaited<ReturnType<typeof findSubcategories>>[number];

/** A course's subcategories and, when asked for, its lessons, e-books and templates, by course id. */
export interface Related {
  subcategoriesOf: Map<number, SubcategoryRow[]>;
  videosOf: Map<number, repo.VideoRow[]> | null;
  ebooksOf: Map<number, repo.EbookRow[]> | null;
  templatesOf: Map<number, repo.TemplateRow[]> | null;
}

/** Reads what `include` names (and the subcategories) for these courses from the database. */
async function readRelated(
  deps: CatalogDeps,
  ids: number[],
  include: readonly CourseInclude[],
): Promise<Related> {
  const scope = ids.length > MAX_ID_LIST ? 'all' : ids;
  const [subcategories, videos, ebooks, templates] = await Promise.all([
    findSubcategories(deps.db, scope),
    include.includes('videos') ? findVideos(deps.db, scope) : null,
    include.includes('ebooks') ? findEbooks(deps.db, { courseIds: ids }) : null,
    include.includes('templates') ? findTemplates(deps.db, { courseIds: ids }) : null,
  ]);
  return {
    subcategoriesOf: groupBy(subcategories),
    videosOf: videos && groupBy(videos),
    ebooksOf: ebooks && groupBy(ebooks),
    templatesOf: templates && groupBy(templates),
  };
}

/** A course's cover: its storage key, its URL and the srcset of its widths. */
export function coverOf(deps: CatalogDeps, key: string | null): Course['cover'] {
  const url = publicUrl(deps, key);
  return { path: key, url, srcset: imageSrcSet(url) };
}

/** Turns course rows into the spec's course objects, with the related rows that `include` names. */
export function shapeCourses(
  deps: CatalogDeps,
  rows: repo.CourseRow[],
  related: Related,
  locale: Locale,
  include: readonly CourseInclude[],
): Course[] {
  const videosOf = include.includes('videos') ? related.videosOf : null;
  const ebooksOf = include.includes('ebooks') ? related.ebooksOf : null;
  const templatesOf = include.includes('templates') ? related.templatesOf : null;
  return rows.map((row) => {
    const category: CategoryRef = {
      id: row.categoryId,
      slug: row.categorySlug,
      name: locale === 'en' ? row.categoryNameEn : row.categoryNameSr,
    };
    const course: Course = {
      id: row.id,
      title: localText(row.title, row.titleEn, locale),
      description: localText(row.description, row.descriptionEn, locale),
      short_description: localText(row.shortDescriptionSr, row.shortDescriptionEn, locale),
      level: row.level,
      what_you_learn: localList(row.learnSr, row.learnEn, locale),
      requirements: localList(row.requirementsSr, row.requirementsEn, locale),
      audience: localList(row.audienceSr, row.audienceEn, locale),
      price: formatDecimalAmount(row.pricePara),
      price_para: row.pricePara,
      original_price: formatDecimalAmount(row.originalPricePara),
      original_price_para: row.originalPricePara,
      currency: row.currency,
      is_free: row.pricePara === 0,
      type: row.type,
      duration: formatDuration(row.durationSeconds),
      duration_seconds: row.durationSeconds,
      lessons_count: row.lessonsCount,
      access_months: row.accessMonths,
      coming_soon: row.comingSoon,
      rating_average: ratingAverage(row.ratingCount, row.ratingSum),
      rating_count: row.ratingCount,
      language: row.language,
      audio_language: row.audioLanguage,
      caption_languages: row.captionLanguages,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      author: { id: row.authorId, name: row.authorName, slug: row.authorSlug },
      category,
      category_name: category.name,
      subcategories: (related.subcategoriesOf.get(row.id) ?? []).map((sub) => ({
        id: sub.id,
        slug: sub.slug,
        name: localName(sub, locale),
      })),
      cover: coverOf(deps, row.coverPath),
    };
    if (videosOf) course.videos = (videosOf.get(row.id) ?? []).map((video) => toVideo(deps, video));
    if (ebooksOf) course.ebooks = (ebooksOf.get(row.id) ?? []).map((book) => toEbook(deps, book, locale));
    if (templatesOf) course.templates = (templatesOf.get(row.id) ?? []).map((item) => toTemplate(deps, item));
    return course;
  });
}

/** Turns course rows into the spec's course objects, reading subcategories and whatever `include` names. */
export async function expandCourses(
  deps: CatalogDeps,
  rows: repo.CourseRow[],
  locale: Locale,
  include: readonly CourseInclude[],
): Promise<Course[]> {
  if (rows.length === 0) return [];
  const related = await readRelated(
    deps,
    rows.map((row) => row.id),
    include,
  );
  return shapeCourses(deps, rows, related, locale, include);
}

export function toInstructor(deps: CatalogDeps, row: repo.InstructorRow, locale: Locale): Instructor {
  const image = publicUrl(deps, row.imagePath);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    field: row.field,
    specialty: row.specialty,
    bio: locale === 'en' && row.bioEn ? row.bioEn : row.bioSr,
    image,
    image_srcset: imageSrcSet(image),
    trailer_video: publicUrl(deps, row.trailerVideoPath),
    course_count: row.courseCount,
  };
}
