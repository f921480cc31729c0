// The catalog: categories, instructors, courses, lessons, e-books, templates, and site settings.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nowColumn, optionalRef, requiredRef, serialId, timestamps } from './columns';

export const courseTypeEnum = pgEnum('course_type', ['lifestyle', 'professional']);
export const courseLevelEnum = pgEnum('course_level', ['beginner', 'intermediate', 'advanced', 'all']);

/** Main categories have no parent (ids 1..4 in the demo: dizajn-enterijera = 1, modni-dizajn = 2); subcategories point to one. */
export const categories = pgTable(
  'categories',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    nameSr: text('name_sr').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    /** A main category is a membership zone when it has a yearly price (integer para, VAT included). */
    membershipPricePara: integer('membership_price_para'),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

/**
 * A category's former slugs (ADR 071): /category/{old} and GET /api/courses/category/{old} answer 301 to the
 * current slug. A slug is never both a category's and a redirect's: taking it for a category drops the redirect.
 */
export const categorySlugRedirects = pgTable(
  'category_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    categoryId: requiredRef('category_id', () => categories.id, 'cascade'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [index('category_slug_redirects_category_idx').on(t.categoryId)],
);

export const instructors = pgTable(
  'instructors',
  {
    id: serialId(),
    /** URL handle, e.g. the style landing pages' {name}. */
    slug: text('slug'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    field: text('field').notNull().default(''),
    specialty: text('specialty').notNull().default(''),
    bioSr: text('bio_sr').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    /** Storage keys under the media store. */
    imagePath: text('image_path'),
    trailerVideoPath: text('trailer_video_path'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('instructors_slug_unique').on(t.slug)],
);

export const courses = pgTable(
  'courses',
  {
    id: serialId(),
    /** Serbian title and description; the English ones below fall back to them when empty (ADR 042). */
    title: text('title').notNull(),
    description: text('description').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** One or two sentences under the title. */
    shortDescriptionSr: text('short_description_sr').notNull().default(''),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    /** Bullet points of the course page: what you'll learn, requirements, who it is for. */
    learnSr: text('learn_sr').array().notNull().default(sql`ARRAY[]::text[]`),
    learnEn: text('learn_en').array().notNull().default(sql`ARRAY[]::text[]`),
    requirementsSr: text('requirements_sr').array().notNull().default(sql`ARRAY[]::text[]`),
    requirementsEn: text('requirements_en').array().notNull().default(sql`ARRAY[]::text[]`),
    audienceSr: text('audience_sr').array().notNull().default(sql`ARRAY[]::text[]`),
    audienceEn: text('audience_en').array().notNull().default(sql`ARRAY[]::text[]`),
    level: courseLevelEnum('level').notNull().default('all'),
    type: courseTypeEnum('type').notNull(),
    /** Main category. */
    categoryId: requiredRef('category_id', () => categories.id),
    authorId: requiredRef('author_id', () => instructors.id),
    /** Current (discounted) price and regular price, integer para, VAT included. */
    pricePara: integer('price_para').notNull(),
    originalPricePara: integer('original_price_para').notNull(),
    currency: text('currency').notNull().default('RSD'),
    language: text('language').array().notNull().default(sql`ARRAY['sr']::text[]`),
    audioLanguage: text('audio_language').array().notNull().default(sql`ARRAY['sr']::text[]`),
    accessMonths: integer('access_months').notNull().default(12),
    comingSoon: boolean('coming_soon').notNull().default(false),
    published: boolean('published').notNull().default(true),
    coverPath: text('cover_path'),
    ebookPath: text('ebook_path'),
    templatePath: text('template_path'),
    /** Editorial popularity weight used until sales exist to rank by. */
    popularity: integer('popularity').notNull().default(0),
    /** Published reviews (ADR 041), kept with the review change in one transaction: lists read no review rows. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** Sum of the published reviews' stars; the average is rating_sum / rating_count. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('courses_category_idx').on(t.categoryId), index('courses_author_idx').on(t.authorId)],
);

export const courseSubcategories = pgTable(
  'course_subcategories',
  {
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    categoryId: requiredRef('category_id', () => categories.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.categoryId] })],
);

/** Groups of lessons inside a course ("video categories" of spec 001). */
export const videoCategories = pgTable('video_categories', {
  id: serialId(),
  courseId: optionalRef('course_id', () => courses.id, 'cascade'),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const videos = pgTable(
  'videos',
  {
    id: serialId(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    title: text('title').notNull(),
    /** Storage key; intros live under 'intros/'. */
    path: text('path').notNull(),
    order: integer('order').notNull().default(1),
    lessonNumber: integer('lesson_number'),
    isIntro: boolean('is_intro').notNull().default(false),
    /** For an intro: the lesson it belongs to. */
    mainVideoId: integer('main_video_id'),
    categoryId: optionalRef('category_id', () => videoCategories.id, 'set null'),
    /** Seconds; non-null means the file is intro + lesson concatenated. */
    introDuration: numeric('intro_duration', { precision: 10, scale: 3 }),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    thumbnailPath: text('thumbnail_path'),
    /**
     * Adaptive streaming (ADR 079): the key of the HLS master playlist made from the playable file, its renditions
     * and segments under the same folder (`hls/<folder>/`); null for videos processed before HLS existed.
     */
    hlsPath: text('hls_path'),
    /** A free preview: anyone may watch this lesson without buying the course (issue 16, ADR 038). */
    isPreview: boolean('is_preview').notNull().default(false),
    /**
     * 'processing' from upload until its job has probed (and converted or joined) the file, then 'ready' or
     * 'failed'. Learners see, count and play only 'ready' videos (issue 15); the administrator sees them all.
     */
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('ready'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [index('videos_course_idx').on(t.courseId, t.order), index('videos_hls_path_idx').on(t.hlsPath)],
);

export const ebooks = pgTable('ebooks', {
  id: serialId(),
  courseId: optionalRef('course_id', () => courses.id, 'set null'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  pricePara: integer('price_para').notNull(),
  filePath: text('file_path').notNull(),
  thumbnailPath: text('thumbnail_path'),
  authorId: optionalRef('author_id', () => instructors.id),
  categoryId: optionalRef('category_id', () => categories.id),
  createdAt: nowColumn('created_at'),
});

export const templates = pgTable('templates', {
  id: serialId(),
  courseId: optionalRef('course_id', () => courses.id, 'set null'),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** 0 = free for registered users. */
  pricePara: integer('price_para').notNull().default(0),
  filePath: text('file_path').notNull(),
  thumbnailPath: text('thumbnail_path'),
  authorId: optionalRef('author_id', () => instructors.id),
  createdAt: nowColumn('created_at'),
});

/** Key/value settings an administrator can change (free mini course id, landing course ids, landing slug, ...). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: nowColumn('updated_at'),
});

/**
 * A lesson's captions in one language (issue 22 item 1, ADR 078): the stored WebVTT file (an SRT upload is
 * converted), timed to the lesson itself; a CONCAT lesson's are served shifted by its intro. A replacement is a
 * new file under a new key with the version raised; the row is one per lesson and language.
 */
export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    id: serialId(),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    language: text('language', { enum: ['sr', 'en'] }).notNull(),
    /** Storage key of the WebVTT file, lesson-captions/<video id>/<language>-v<version>.vtt. */
    path: text('path').notNull(),
    version: integer('version').notNull().default(1),
    cueCount: integer('cue_count').notNull(),
    sourceFormat: text('source_format', { enum: ['vtt', 'srt'] })
      .notNull()
      .default('vtt'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('lesson_captions_video_language_unique').on(t.videoId, t.language)],
);
