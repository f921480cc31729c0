// Drizzle queries of the public catalog: published courses with author, category and lesson totals, their
// lessons, subcategories, e-books, templates, instructors and categories.
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  courseSubcategories,
  courses,
  ebooks,
  instructors,
  lessonCaptions,
  templates,
  videoCategories,
  videos,
} from '../../db/schema/index';
import { pastCursor } from '../../lib/keyset';
import { categoryNameColumns, lessonVideoColumns } from '../../lib/select-columns';
import { inCategory } from './category-filter';

// Drizzle writes a column without its table when a query reads one table; the correlated subqueries below
// name the outer column with its table so it can never bind to the subquery's own table.
const outerCourseId = sql`${courses}.${sql.identifier('id')}`;
const outerInstructorId = sql`${instructors}.${sql.identifier('id')}`;

const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  titleEn: courses.titleEn,
  descriptionEn: courses.descriptionEn,
  shortDescriptionSr: courses.shortDescriptionSr,
  shortDescriptionEn: courses.shortDescriptionEn,
  learnSr: courses.learnSr,
  learnEn: courses.learnEn,
  requirementsSr: courses.requirementsSr,
  requirementsEn: courses.requirementsEn,
  audienceSr: courses.audienceSr,
  audienceEn: courses.audienceEn,
  level: courses.level,
  type: courses.type,
  pricePara: courses.pricePara,
  originalPricePara: courses.originalPricePara,
  currency: courses.currency,
  language: courses.language,
  audioLanguage: courses.audioLanguage,
  accessMonths: courses.accessMonths,
  comingSoon: courses.comingSoon,
  popularity: courses.popularity,
  ratingCount: courses.ratingCount,
  ratingSum: courses.ratingSum,
  coverPath: courses.coverPath,
  ebookPath: courses.ebookPath,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  authorId: instructors.id,
  authorName: instructors.name,
  authorSlug: instructors.slug,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryNameSr: categories.nameSr,
  categoryNameEn: categories.nameEn,
  // Correlated subqueries run only for the rows a LIMIT keeps; both use videos_course_idx.
  lessonsCount: sql<number>`(select count(*)::int from ${videos} v where v.course_id = ${outerCourseId} and not v.is_intro and v.status = 'ready')`,
  durationSeconds: sql<number>`(select coalesce(sum(v.duration_seconds), 0)::int from ${videos} v where v.course_id = ${outerCourseId} and not v.is_intro and v.status = 'ready')`,
  // The languages some ready lesson has captions in (ADR 078); 'sr' sorts before 'en' by the descending order.
  captionLanguages: sql<
    ('sr' | 'en')[]
  >`array(select distinct c.language from ${lessonCaptions} c join ${videos} v on v.id = c.video_id where v.course_id = ${outerCourseId} and not v.is_intro and v.status = 'ready' order by c.language desc)`,
};

export type CourseRow = Awaited<ReturnType<typeof findCourses>>[number];

export interface CourseFilter {
  ids?: number[];
  type?: 'lifestyle' | 'professional';
  authorId?: number;
  /** A main category: its own courses and those with a subcategory under it. */
  mainCategoryId?: number;
  /** A subcategory: courses tagged with it (or whose main category it is). */
  subcategoryId?: number;
  excludeId?: number;
  /** Keyset paging over the whole catalog (with order 'id' and a limit): only ids above this one. */
  afterId?: number;
}

export type CourseOrder = 'id' | 'popularity' | { preferCategoryId: number | null };

export async function findCourses(
  db: Db,
  filter: CourseFilter,
  options: { order: CourseOrder; limit?: number; offset?: number },
) {
  const where: SQL[] = [eq(courses.published, true)];
  if (filter.ids) where.push(inArray(courses.id, filter.ids.length ? filter.ids : [0]));
  if (filter.type) where.push(eq(courses.type, filter.type));
  if (filter.authorId !== undefined) where.push(eq(courses.authorId, filter.authorId));
  if (filter.excludeId !== undefined) where.push(ne(courses.id, filter.excludeId));
  const past = pastCursor(courses.id, filter.afterId, 'asc');
  if (past) where.push(past);
  if (filter.mainCategoryId !== undefined) where.push(inCategory(db, filter.mainCategoryId, 'child'));
  if (filter.subcategoryId !== undefined) where.push(inCategory(db, filter.subcategoryId, 'self'));

  const order = options.order;
  const orderBy =
    order === 'id'
      ? [asc(courses.id)]
      : order === 'popularity'
        ? [desc(courses.popularity), asc(courses.id)]
        : [
            desc(sql`(${courses.categoryId} = ${order.preferCategoryId ?? 0})`),
            desc(courses.popularity),
            asc(courses.id),
          ];

  let query = db
    .select(courseColumns)
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(...where))
    .orderBy(...orderBy)
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  return query;
}

export async function findCourse(db: Db, id: number) {
  const rows = await findCourses(db, { ids: [id] }, { order: 'id', limit: 1 });
  return rows[0];
}

/** Category of a published course (recommendations prefer it). */
export async function findCourseCategoryId(db: Db, id: number): Promise<number | null> {
  const rows = await db
    .select({ categoryId: courses.categoryId })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .limit(1);
  return rows[0]?.categoryId ?? null;
}

export async function findSubcategories(db: Db, courseIds: number[] | 'all') {
  return db
    .select({
      courseId: courseSubcategories.courseId,
      ...categoryNameColumns,
    })
    .from(courseSubcategories)
    .innerJoin(categories, eq(categories.id, courseSubcategories.categoryId))
    .where(courseIds === 'all' ? undefined : inArray(courseSubcategories.courseId, courseIds))
    .orderBy(asc(categories.position), asc(categories.id));
}

const videoColumns = {
  ...lessonVideoColumns,
  categoryId: videos.categoryId,
  categoryName: videoCategories.name,
  categoryPosition: videoCategories.position,
  isPreview: videos.isPreview,
};
export type VideoRow = Awaited<ReturnType<typeof findVideos>>[number];

/** Lessons in play order: by order, an intro before its lesson. Only processed ones (issue 15). */
export async function findVideos(db: Db, courseIds: number[] | 'all') {
  return db
    .select(videoColumns)
    .from(videos)
    .leftJoin(videoCategories, eq(videoCategories.id, videos.categoryId))
    .where(
      and(eq(videos.status, 'ready'), courseIds === 'all' ? undefined : inArray(videos.courseId, courseIds)),
    )
    .orderBy(asc(videos.courseId), asc(videos.order), desc(videos.isIntro), asc(videos.id));
}

export async function findVideo(db: Db, courseId: number, videoId: number) {
  const rows = await db
    .select({ id: videos.id, thumbnailPath: videos.thumbnailPath, isIntro: videos.isIntro })
    .from(videos)
    .innerJoin(courses, eq(courses.id, videos.courseId))
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.courseId, courseId),
        eq(videos.status, 'ready'),
        eq(courses.published, true),
      ),
    )
    .limit(1);
  return rows[0];
}

/** The course's trailer: its video with order 1 that is not an intro. */
export async function findTrailer(db: Db, courseId: number) {
  const rows = await db
    .select({ id: videos.id, path: videos.path, thumbnailPath: videos.thumbnailPath })
    .from(videos)
    .where(
      and(
        eq(videos.courseId, courseId),
        eq(videos.order, 1),
        eq(videos.isIntro, false),
        eq(videos.status, 'ready'),
      ),
    )
    .orderBy(asc(videos.id))
    .limit(1);
  return rows[0];
}

/** Path and cover of a published course, for the calls that need no more. */
export async function findCourseFiles(db: Db, id: number) {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      coverPath: courses.coverPath,
      ebookPath: courses.ebookPath,
    })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .limit(1);
  return rows[0];
}

const ebookColumns = {
  id: ebooks.id,
  courseId: ebooks.courseId,
  title: ebooks.title,
  description: ebooks.description,
  pricePara: ebooks.pricePara,
  filePath: ebooks.filePath,
  thumbnailPath: ebooks.thumbnailPath,
  authorId: ebooks.authorId,
  authorName: instructors.name,
  categoryId: ebooks.categoryId,
  categorySlug: categories.slug,
  categoryNameSr: categories.nameSr,
  categoryNameEn: categories.nameEn,
  createdAt: ebooks.createdAt,
};
export type EbookRow = Awaited<ReturnType<typeof findEbooks>>[number];

export async function findEbooks(
  db: Db,
  filter: { id?: number; courseIds?: number[]; filePath?: string } = {},
) {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(ebooks.id, filter.id));
  if (filter.courseIds)
    where.push(inArray(ebooks.courseId, filter.courseIds.length ? filter.courseIds : [0]));
  if (filter.filePath !== undefined) where.push(eq(ebooks.filePath, filter.filePath));
  return db
    .select(ebookColumns)
    .from(ebooks)
    .leftJoin(instructors, eq(instructors.id, ebooks.authorId))
    .leftJoin(categories, eq(categories.id, ebooks.categoryId))
    .where(and(...where))
    .orderBy(asc(categories.position), asc(ebooks.id));
}

const templateColumns = {
  id: templates.id,
  courseId: templates.courseId,
  title: templates.title,
  description: templates.description,
  pricePara: templates.pricePara,
  filePath: templates.filePath,
  thumbnailPath: templates.thumbnailPath,
  authorId: templates.authorId,
  authorName: instructors.name,
  createdAt: templates.createdAt,
};
export type TemplateRow = Awaited<ReturnType<typeof findTemplates>>[number];

export async function findTemplates(db: Db, filter: { id?: number; courseIds?: number[] } = {}) {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(templates.id, filter.id));
  if (filter.courseIds) {
    where.push(inArray(templates.courseId, filter.courseIds.length ? filter.courseIds : [0]));
  }
  return db
    .select(templateColumns)
    .from(templates)
    .leftJoin(instructors, eq(instructors.id, templates.authorId))
    .where(and(...where))
    .orderBy(asc(templates.id));
}

const instructorColumns = {
  id: instructors.id,
  slug: instructors.slug,
  name: instructors.name,
  field: instructors.field,
  specialty: instructors.specialty,
  bioSr: instructors.bioSr,
  bioEn: instructors.bioEn,
  imagePath: instructors.imagePath,
  trailerVideoPath: instructors.trailerVideoPath,
  courseCount: sql<number>`(select count(*)::int from ${courses} c where c.author_id = ${outerInstructorId} and c.published)`,
};
export type InstructorRow = Awaited<ReturnType<typeof findInstructors>>[number];

export async function findInstructors(db: Db, filter: { id?: number; slug?: string } = {}) {
  const where =
    filter.id !== undefined
      ? eq(instructors.id, filter.id)
      : filter.slug !== undefined
        ? eq(instructors.slug, filter.slug)
        : undefined;
  return db.select(instructorColumns).from(instructors).where(where).orderBy(asc(instructors.id));
}

export async function findCategories(db: Db, filter: { slug?: string } = {}) {
  return db
    .select({
      ...categoryNameColumns,
      parentId: categories.parentId,
      position: categories.position,
    })
    .from(categories)
    .where(filter.slug !== undefined ? eq(categories.slug, filter.slug) : undefined)
    .orderBy(asc(categories.position), asc(categories.id));
}
export type CategoryRow = Awaited<ReturnType<typeof findCategories>>[number];
