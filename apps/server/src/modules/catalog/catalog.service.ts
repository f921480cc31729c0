// The public catalog: course lists and details, lessons (metadata only), trailers and thumbnails, e-books,
// templates, instructors and categories, shaped as the spec's responses. Every file appears as a signed URL:
// public images and trailers with the day-long URL, gated files short-lived and only for those allowed.
import {
  BROWSE_PAGE_SIZE,
  type BrowseResponse,
  type CategoryCoursesResponse,
  type CategoryRef,
  type Course,
  type CourseInclude,
  type CourseType,
  type Ebook,
  formatDecimalAmount,
  formatDuration,
  type Instructor,
  type InstructorDetail,
  type Template,
  type Video,
} from '@atelje/shared';
import type { browseQuerySchema } from '@atelje/shared/catalog/browse';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Locale, localText } from '../../lib/i18n';
import { keysetBatches } from '../../lib/keyset';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS, mediaExpiry, signMediaUrl } from '../../lib/signed-url';
import type { AuthContext } from '../../types';
import { ratingAverage } from '../reviews/reviews.service';
import * as browseRepo from './browse.repository';
import * as repo from './catalog.repository';
import { catalogGeneration } from './response-cache';

type BrowseInput = z.output<typeof browseQuerySchema>;

export interface CatalogDeps {
  db: Db;
  /** databaseUrl tells an embedded database (this process is the only writer) from a shared server. */
  config: Pick<Config, 'appSecret' | 'databaseUrl'>;
}

const PUBLIC = { public: true } as const;

/** Signed public URLs by key, for the expiry they were signed with (see publicUrl). */
const publicUrls = new WeakMap<CatalogDeps['config'], { exp: number; urls: Map<string, string> }>();

/**
 * The signed URL of a public file. A public URL changes only when its expiry day does (mediaExpiry), so each
 * key is signed once a day: an HMAC per cover and thumbnail was a fifth of a course page's cost.
 */
function publicUrl(deps: CatalogDeps, key: string): string;
function publicUrl(deps: CatalogDeps, key: string | null | undefined): string | null;
function publicUrl(deps: CatalogDeps, key: string | null | undefined, now = Date.now()): string | null {
  if (!key) return null;
  const exp = mediaExpiry(PUBLIC, Math.floor(now / 1000));
  let signed = publicUrls.get(deps.config);
  if (!signed || signed.exp !== exp) {
    signed = { exp, urls: new Map() };
    publicUrls.set(deps.config, signed);
  }
  let url = signed.urls.get(key);
  if (url === undefined) {
    url = signMediaUrl(deps.config, key, PUBLIC, now);
    signed.urls.set(key, url);
  }
  return url;
}
/** Above this many courses the related rows are read for the whole catalog instead of by a list of ids. */
const MAX_ID_LIST = 500;

const courseNotFound = () => new AppError(404, 'catalog.courseNotFound');

const localName = (row: { nameSr: string; nameEn: string }, locale: Locale) =>
  locale === 'en' ? row.nameEn : row.nameSr;

/** The English list when asked in English and it has items, else the Serbian one. */
const localList = (sr: string[], en: string[], locale: Locale) =>
  locale === 'en' && en.length > 0 ? en : sr;

function toVideo(deps: CatalogDeps, row: repo.VideoRow): Video {
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
    thumbnail_url: publicUrl(deps, row.thumbnailPath),
    created_at: row.createdAt.toISOString(),
  };
}

function toEbook(deps: CatalogDeps, row: repo.EbookRow, locale: Locale): Ebook {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    description: row.description,
    price: formatDecimalAmount(row.pricePara),
    price_para: row.pricePara,
    thumbnail: publicUrl(deps, row.thumbnailPath),
    author: row.authorName,
    author_id: row.authorId,
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

function toTemplate(deps: CatalogDeps, row: repo.TemplateRow): Template {
  return {
    id: row.id,
    course_id: row.courseId,
    title: row.title,
    description: row.description,
    price: formatDecimalAmount(row.pricePara),
    price_para: row.pricePara,
    is_free: row.pricePara === 0,
    thumbnail: publicUrl(deps, row.thumbnailPath),
    author: row.authorName,
    author_id: row.authorId,
    created_at: row.createdAt.toISOString(),
  };
}

function groupBy<T extends { courseId: number | null }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    if (row.courseId === null) continue;
    const list = map.get(row.courseId);
    if (list) list.push(row);
    else map.set(row.courseId, [row]);
  }
  return map;
}

type SubcategoryRow = Awaited<ReturnType<typeof repo.findSubcategories>>[number];

/** A course's subcategories and, when asked for, its lessons, e-books and templates, by course id. */
interface Related {
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
    repo.findSubcategories(deps.db, scope),
    include.includes('videos') ? repo.findVideos(deps.db, scope) : null,
    include.includes('ebooks') ? repo.findEbooks(deps.db, { courseIds: ids }) : null,
    include.includes('templates') ? repo.findTemplates(deps.db, { courseIds: ids }) : null,
  ]);
  return {
    subcategoriesOf: groupBy(subcategories),
    videosOf: videos && groupBy(videos),
    ebooksOf: ebooks && groupBy(ebooks),
    templatesOf: templates && groupBy(templates),
  };
}

/** Turns course rows into the spec's course objects, with the related rows that `include` names. */
function shapeCourses(
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
      cover: { path: row.coverPath, url: publicUrl(deps, row.coverPath) },
    };
    if (videosOf) course.videos = (videosOf.get(row.id) ?? []).map((video) => toVideo(deps, video));
    if (ebooksOf) course.ebooks = (ebooksOf.get(row.id) ?? []).map((book) => toEbook(deps, book, locale));
    if (templatesOf) course.templates = (templatesOf.get(row.id) ?? []).map((item) => toTemplate(deps, item));
    return course;
  });
}

/** Turns course rows into the spec's course objects, reading subcategories and whatever `include` names. */
async function expandCourses(
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

// The course store: every published course with its subcategories, lessons, e-books and templates, in memory.
// On PGlite a course page costs ~7-14 ms of blocked event loop (three queries; PGlite hands rows over at ~3 µs a
// field), so with 10 000 courses an uncached page is slow and a page cache keyed by id mostly misses. The store
// is read once, in small batches that let requests through between them, and answers course pages and the
// popular list without the database. It is dropped by the catalog cache's clear() (writers call it), and read
// again when older than its age limit: with an embedded database this process is the only writer, so the limit
// is only a safety net; with a PostgreSQL server other processes may write, so it matches the search index's.
// Until the first read completes (and after a clear) answers come from the database as before.

/** Courses read per batch: each query then blocks PGlite for a few milliseconds at most. */
const STORE_BATCH = 50;
const STORE_MAX_AGE_EMBEDDED_MS = 15 * 60_000;
const STORE_MAX_AGE_SHARED_MS = 60_000;
/** After a failed read, the database answers alone for this long before the store is read again. */
const STORE_RETRY_MS = 30_000;

interface CourseStore {
  courses: Map<number, repo.CourseRow>;
  /** The popular order: popularity, then id. */
  byPopularity: repo.CourseRow[];
  related: Related;
  /**
   * Answers already shaped from this store, by language, what they include and course (or popular list). The
   * same object is handed out again, so the response cache can skip checking and serialising it once more.
   */
  shaped: Map<string, Course | Course[]>;
}

/** Shaped answers kept per store at most; past this the memory is given back and shaping starts over. */
const MAX_SHAPED = 30_000;

/** The store's answer for key, shaped once. */
function shapedOnce<T extends Course | Course[]>(store: CourseStore, key: string, shape: () => T): T {
  const kept = store.shaped.get(key);
  if (kept) return kept as T;
  const value = shape();
  if (store.shaped.size >= MAX_SHAPED) store.shaped.clear();
  store.shaped.set(key, value);
  return value;
}

/** What of include changes a course's shape (author and category are always there), in a fixed order. */
const includeKey = (include: readonly CourseInclude[]) =>
  (['videos', 'ebooks', 'templates'] as const).filter((part) => include.includes(part)).join(',');

interface StoreState {
  store: CourseStore | null;
  /** The catalogGeneration() the store was read in; a clear() since then makes it unusable. */
  generation: number;
  readAt: number;
  reading: Promise<void> | null;
  failedAt: number | null;
}

const stores = new WeakMap<Db, StoreState>();

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function appendGrouped<T extends { courseId: number | null }>(target: Map<number, T[]>, rows: T[]) {
  for (const [courseId, list] of groupBy(rows)) {
    const existing = target.get(courseId);
    if (existing) existing.push(...list);
    else target.set(courseId, list);
  }
}

async function readStore(db: Db): Promise<CourseStore> {
  const courses = new Map<number, repo.CourseRow>();
  const subcategoriesOf = new Map<number, SubcategoryRow[]>();
  const videosOf = new Map<number, repo.VideoRow[]>();
  const pages = keysetBatches(
    (afterId, limit) => repo.findCourses(db, { afterId }, { order: 'id', limit }),
    STORE_BATCH,
    (row) => row.id,
  );
  for await (const page of pages) {
    const ids = page.map((row) => row.id);
    await yieldToRequests();
    appendGrouped(subcategoriesOf, await repo.findSubcategories(db, ids));
    await yieldToRequests();
    appendGrouped(videosOf, await repo.findVideos(db, ids));
    for (const row of page) courses.set(row.id, row);
    await yieldToRequests();
  }
  const ebooks = await repo.findEbooks(db);
  await yieldToRequests();
  const templates = await repo.findTemplates(db);
  const byPopularity = [...courses.values()].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return {
    courses,
    byPopularity,
    related: { subcategoriesOf, videosOf, ebooksOf: groupBy(ebooks), templatesOf: groupBy(templates) },
    shaped: new Map(),
  };
}

/**
 * The course store when it may answer: read and not cleared since. A missing, cleared or aged store starts a
 * read in the background; an aged one keeps answering until the new one is in.
 */
function courseStore(deps: CatalogDeps, now = Date.now()): CourseStore | null {
  let state = stores.get(deps.db);
  if (!state) {
    state = { store: null, generation: -1, readAt: 0, reading: null, failedAt: null };
    stores.set(deps.db, state);
  }
  const generation = catalogGeneration();
  const embedded = !deps.config.databaseUrl || deps.config.databaseUrl === 'memory://';
  const maxAge = embedded ? STORE_MAX_AGE_EMBEDDED_MS : STORE_MAX_AGE_SHARED_MS;
  const current = state.store !== null && state.generation === generation;
  const fresh = current && now - state.readAt < maxAge;
  const mayRetry = state.failedAt === null || now - state.failedAt > STORE_RETRY_MS;
  if (!fresh && !state.reading && mayRetry) {
    const target = state;
    const reading = readStore(deps.db).then(
      (store) => {
        // A clear() during the read may have missed rows already read: that read is thrown away.
        if (catalogGeneration() === generation) {
          Object.assign(target, { store, generation, readAt: Date.now(), failedAt: null });
        }
      },
      () => {
        // The database answers every call itself meanwhile, so its errors still reach the callers.
        target.failedAt = Date.now();
      },
    );
    state.reading = reading;
    void reading.finally(() => {
      if (target.reading === reading) target.reading = null;
    });
  }
  return current ? state.store : null;
}

type ListOptions = { include: readonly CourseInclude[]; limit?: number; offset?: number };

export async function listCourses(deps: CatalogDeps, locale: Locale, options: ListOptions) {
  const rows = await repo.findCourses(
    deps.db,
    {},
    { order: 'id', limit: options.limit, offset: options.offset },
  );
  return expandCourses(deps, rows, locale, options.include);
}

/** Most popular first: by the editorial popularity weight, then id (paid orders will rank them once they exist). */
export async function popularCourses(deps: CatalogDeps, locale: Locale, options: ListOptions) {
  const limit = options.limit ?? 10;
  const store = courseStore(deps);
  if (store) {
    return shapedOnce(store, `${locale} ${includeKey(options.include)} popular ${limit}`, () =>
      shapeCourses(deps, store.byPopularity.slice(0, limit), store.related, locale, options.include),
    );
  }
  const rows = await repo.findCourses(deps.db, {}, { order: 'popularity', limit });
  return expandCourses(deps, rows, locale, options.include);
}

export async function coursesByType(
  deps: CatalogDeps,
  locale: Locale,
  type: CourseType,
  options: ListOptions,
) {
  const rows = await repo.findCourses(deps.db, { type }, { order: 'popularity', limit: options.limit });
  return expandCourses(deps, rows, locale, options.include);
}

/**
 * GET /courses/{id}: a number is a course; a word is the type list's path, so an unknown word is an unknown
 * type (404), while lifestyle and professional never reach here (their own routes match first).
 */
export async function courseDetail(
  deps: CatalogDeps,
  locale: Locale,
  ref: string,
  include: readonly CourseInclude[],
): Promise<Course> {
  if (!/^[0-9]+$/.test(ref)) throw new AppError(404, 'catalog.courseTypeNotFound');
  const store = courseStore(deps);
  if (store) {
    const stored = store.courses.get(Number(ref));
    if (!stored) throw courseNotFound();
    return shapedOnce(
      store,
      `${locale} ${includeKey(include)} ${stored.id}`,
      () => shapeCourses(deps, [stored], store.related, locale, include)[0]!,
    );
  }
  const row = await repo.findCourse(deps.db, Number(ref));
  if (!row) throw courseNotFound();
  const [course] = await expandCourses(deps, [row], locale, include);
  return course!;
}

/**
 * The catalogue's results page (GET /courses/browse): one page of cards for a text, filters and a sort. An
 * unknown category slug keeps nothing (an empty page, not an error: the address may be an old shared one).
 */
export async function browseCourses(
  deps: CatalogDeps,
  locale: Locale,
  query: BrowseInput,
): Promise<BrowseResponse> {
  const page = query.page ?? 1;
  const per = BROWSE_PAGE_SIZE;
  const categoryId = query.category ? await browseRepo.findCategoryId(deps.db, query.category) : undefined;
  const text = query.q ? browseRepo.foldText(query.q) : '';
  const found =
    categoryId === null
      ? { ids: [], total: 0 }
      : await browseRepo.browseCourseIds(
          deps.db,
          {
            text: text || undefined,
            categoryId,
            type: query.type,
            price: query.price,
            language: query.language,
            level: query.level,
          },
          query.sort ?? 'popular',
          { limit: per, offset: (page - 1) * per },
        );
  const rows = found.ids.length ? await repo.findCourses(deps.db, { ids: found.ids }, { order: 'id' }) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = found.ids.flatMap((id) => byId.get(id) ?? []);
  return {
    courses: await expandCourses(deps, ordered, locale, ['category', 'author']),
    total: found.total,
    page,
    per_page: per,
    pages: Math.max(1, Math.ceil(found.total / per)),
  };
}

export async function recommendedCourses(
  deps: CatalogDeps,
  locale: Locale,
  options: ListOptions & { exclude?: number },
) {
  const preferCategoryId =
    options.exclude !== undefined ? await repo.findCourseCategoryId(deps.db, options.exclude) : null;
  const rows = await repo.findCourses(
    deps.db,
    { excludeId: options.exclude },
    { order: { preferCategoryId }, limit: options.limit ?? 4 },
  );
  return expandCourses(deps, rows, locale, options.include);
}

export async function coursesByCategory(
  deps: CatalogDeps,
  locale: Locale,
  slug: string,
  include: readonly CourseInclude[],
): Promise<CategoryCoursesResponse> {
  const [category] = await repo.findCategories(deps.db, { slug });
  if (!category) throw new AppError(404, 'catalog.categoryNotFound');
  const rows = await repo.findCourses(
    deps.db,
    category.parentId === null ? { mainCategoryId: category.id } : { subcategoryId: category.id },
    { order: 'popularity' },
  );
  return {
    success: true,
    category: {
      id: category.id,
      slug: category.slug,
      name: localName(category, locale),
      parent_id: category.parentId,
      position: category.position,
    },
    courses: await expandCourses(deps, rows, locale, include),
  };
}

/** Main categories with their subcategories, in sidebar order. */
export async function categoryTree(deps: CatalogDeps, locale: Locale) {
  const rows = await repo.findCategories(deps.db);
  const shape = (row: repo.CategoryRow) => ({
    id: row.id,
    slug: row.slug,
    name: localName(row, locale),
    parent_id: row.parentId,
    position: row.position,
  });
  return rows
    .filter((row) => row.parentId === null)
    .map((main) => ({ ...shape(main), children: rows.filter((row) => row.parentId === main.id).map(shape) }));
}

async function requireCourse(deps: CatalogDeps, courseId: number) {
  const course = await repo.findCourseFiles(deps.db, courseId);
  if (!course) throw courseNotFound();
  return course;
}

/** The lesson list: metadata only, intros flagged, in play order. Playable URLs are granted to buyers elsewhere. */
export async function courseVideos(deps: CatalogDeps, courseId: number): Promise<Video[]> {
  await requireCourse(deps, courseId);
  const rows = await repo.findVideos(deps.db, [courseId]);
  return rows.map((row) => toVideo(deps, row));
}

export async function videoThumbnail(deps: CatalogDeps, courseId: number, videoId: number) {
  await requireCourse(deps, courseId);
  const video = await repo.findVideo(deps.db, courseId, videoId);
  if (!video) throw new AppError(404, 'catalog.videoNotFound');
  if (!video.thumbnailPath) throw new AppError(404, 'catalog.thumbnailNotFound');
  return { url: publicUrl(deps, video.thumbnailPath) };
}

async function requireTrailer(deps: CatalogDeps, courseId: number) {
  const course = await requireCourse(deps, courseId);
  const trailer = await repo.findTrailer(deps.db, courseId);
  if (!trailer) throw new AppError(404, 'catalog.trailerNotFound');
  return { course, trailer };
}

/** The public trailer: the course's video with order 1 that is not an intro. */
export async function trailer(deps: CatalogDeps, courseId: number) {
  const { trailer } = await requireTrailer(deps, courseId);
  return {
    url: publicUrl(deps, trailer.path),
    video_id: trailer.id,
    thumbnail_url: publicUrl(deps, trailer.thumbnailPath),
  };
}

/** The trailer's thumbnail, else the course cover. */
export async function trailerThumbnail(deps: CatalogDeps, courseId: number) {
  const { course, trailer } = await requireTrailer(deps, courseId);
  const key = trailer.thumbnailPath ?? course.coverPath;
  if (!key) throw new AppError(404, 'catalog.thumbnailNotFound');
  return { url: publicUrl(deps, key) };
}

/** A still for a video shown as a trailer: the video's thumbnail, else the course cover. */
export async function videoTrailerThumbnail(deps: CatalogDeps, courseId: number, videoId: number) {
  const course = await requireCourse(deps, courseId);
  const video = await repo.findVideo(deps.db, courseId, videoId);
  if (!video) throw new AppError(404, 'catalog.videoNotFound');
  const key = video.thumbnailPath ?? course.coverPath;
  if (!key) throw new AppError(404, 'catalog.thumbnailNotFound');
  return { url: publicUrl(deps, key) };
}

/**
 * The course's e-book as its supplemental PDF, described without the file: the lessons module checks access
 * and adds the user-bound URL (modules/lessons/lessons.service.ts).
 */
export async function supplementalMaterials(deps: CatalogDeps, courseId: number) {
  const course = await requireCourse(deps, courseId);
  if (!course.ebookPath) return { pdf: null };
  const [book] = await repo.findEbooks(deps.db, { filePath: course.ebookPath });
  return {
    pdf: {
      url: null,
      title: book?.title ?? course.title,
      thumbnail: publicUrl(deps, book?.thumbnailPath),
      ebook_id: book?.id ?? null,
    },
  };
}

export async function listEbooks(deps: CatalogDeps, locale: Locale) {
  const rows = await repo.findEbooks(deps.db);
  return rows.map((row) => toEbook(deps, row, locale));
}

export async function ebook(deps: CatalogDeps, locale: Locale, id: number, courseId?: number) {
  const [row] = await repo.findEbooks(deps.db, { id });
  if (!row || (courseId !== undefined && row.courseId !== courseId)) {
    throw new AppError(404, 'catalog.ebookNotFound');
  }
  return toEbook(deps, row, locale);
}

export async function listTemplates(deps: CatalogDeps) {
  const rows = await repo.findTemplates(deps.db);
  return rows.map((row) => toTemplate(deps, row));
}

export async function template(deps: CatalogDeps, id: number, courseId?: number) {
  const [row] = await repo.findTemplates(deps.db, { id });
  if (!row || (courseId !== undefined && row.courseId !== courseId)) {
    throw new AppError(404, 'catalog.templateNotFound');
  }
  return toTemplate(deps, row);
}

/** A short-lived link to a free template's file, for signed-in users. Paid templates come with a purchase. */
export async function templateDownload(
  deps: CatalogDeps,
  auth: AuthContext | null,
  id: number,
  now: number = Date.now(),
) {
  if (!auth) throw new AppError(401, 'catalog.templateLoginRequired');
  const [row] = await repo.findTemplates(deps.db, { id });
  if (!row) throw new AppError(404, 'catalog.templateNotFound');
  if (row.pricePara !== 0) throw new AppError(403, 'catalog.templateNotFree');
  // Bound to the user (the route opens their media session), like every download (ADR 026).
  const { url, expiresAt } = userMediaUrl(deps.config, row.filePath, auth.userId, now, GATED_TTL_SECONDS);
  return { url, expires_at: expiresAt.toISOString() };
}

function toInstructor(deps: CatalogDeps, row: repo.InstructorRow, locale: Locale): Instructor {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    field: row.field,
    specialty: row.specialty,
    bio: locale === 'en' && row.bioEn ? row.bioEn : row.bioSr,
    image: publicUrl(deps, row.imagePath),
    trailer_video: publicUrl(deps, row.trailerVideoPath),
    course_count: row.courseCount,
  };
}

export async function listInstructors(deps: CatalogDeps, locale: Locale) {
  const rows = await repo.findInstructors(deps.db);
  return rows.map((row) => toInstructor(deps, row, locale));
}

/** An instructor by id or slug, with the lifestyle courses the profile shows and all courses besides. */
export async function instructor(deps: CatalogDeps, locale: Locale, ref: string): Promise<InstructorDetail> {
  const [row] = await repo.findInstructors(
    deps.db,
    /^[0-9]+$/.test(ref) ? { id: Number(ref) } : { slug: ref },
  );
  if (!row) throw new AppError(404, 'catalog.instructorNotFound');
  const courseRows = await repo.findCourses(deps.db, { authorId: row.id }, { order: 'popularity' });
  const all = await expandCourses(deps, courseRows, locale, []);
  return {
    ...toInstructor(deps, row, locale),
    courses: all.filter((course) => course.type === 'lifestyle'),
    all_courses: all,
  };
}
