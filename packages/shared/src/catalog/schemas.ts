// Request and response shapes of the public catalog calls of spec 000 §7 (courses, lessons, e-books,
// templates, instructors, categories, search). Field names are the spec's and are never renamed; extra fields
// only extend. Amounts are RSD strings with 2 decimals ("9800.00") plus integer para; dates are ISO 8601.
// Messages are keys of locales/*.json, translated by the server.
import { z } from 'zod';
import { captionLanguageSchema } from '../lessons/captions';
import { integerRangePattern } from '../validation/range-pattern';
import { MAX_DB_INT } from '../validation/safe-input';

export const courseTypeSchema = z.enum(['lifestyle', 'professional']);
export type CourseType = z.infer<typeof courseTypeSchema>;

/** Who a course is pitched at; 'all' when the administrator has not said (ADR 042). */
export const courseLevelSchema = z.enum(['beginner', 'intermediate', 'advanced', 'all']);
export type CourseLevel = z.infer<typeof courseLevelSchema>;

/** The largest id of an integer column (validation/safe-input.ts). */
export const MAX_ID = MAX_DB_INT;

/** What the OpenAPI document says an id in a path or query is: exactly 1..MAX_ID in decimal (ADR 030). */
export const ID_PATTERN = integerRangePattern(1, MAX_ID);
const ID_ALTERNATIVE = ID_PATTERN.slice(1, -1);

/**
 * A positive integer id from a path or query parameter (always a string on the wire). Negative, decimal,
 * non-numeric and out-of-range values are a 422 with a message, never a 500.
 */
export const idParam = z
  .string({ error: 'generic.invalidId' })
  .regex(/^[0-9]{1,10}$/, 'generic.invalidId')
  .meta({ pattern: ID_PATTERN })
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_ID, 'generic.invalidId');

/**
 * GET /courses/{id} shares its path with GET /courses/{type}: a number is a course id (422 when out of range),
 * a lower-case word is a course type, and a word other than lifestyle or professional is a 404.
 */
export const courseRefParam = z
  .string({ error: 'generic.invalidId' })
  .regex(/^(?:[0-9]{1,10}|[a-z][a-z-]{0,39})$/, 'generic.invalidId')
  .meta({ pattern: `^(?:${ID_ALTERNATIVE}|[a-z][a-z-]{0,39})$` })
  .refine((ref) => !/^[0-9]/.test(ref) || (Number(ref) >= 1 && Number(ref) <= MAX_ID), 'generic.invalidId');

/** An instructor by id or by slug (/instructors/12 or /instructors/milica). */
export const instructorRefParam = z
  .string({ error: 'generic.invalidId' })
  .regex(/^(?:[0-9]{1,10}|(?![0-9]+$)[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'generic.invalidId')
  .max(80, 'generic.invalidId')
  .meta({ pattern: `^(?:${ID_ALTERNATIVE}|(?![0-9]+$)[a-z0-9]+(?:-[a-z0-9]+)*)$` })
  .refine((ref) => !/^[0-9]+$/.test(ref) || (Number(ref) >= 1 && Number(ref) <= MAX_ID), 'generic.invalidId');

/** A category slug as in /category/{slug}. */
export const categorySlugSchema = z
  .string({ error: 'catalog.invalidSlug' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'catalog.invalidSlug')
  .max(80, 'catalog.invalidSlug');

/** An integer query parameter in [min, max]; absent stays undefined (the service applies the default). */
export const intQueryParam = (min: number, max: number, message = 'catalog.invalidLimit') =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,10}$/, message)
    .meta({ pattern: integerRangePattern(min, max) })
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .optional();

export const courseIncludes = ['author', 'category', 'videos', 'ebooks', 'templates'] as const;
export type CourseInclude = (typeof courseIncludes)[number];

/**
 * `include=author,videos,category` (comma separated). author and category are always present; videos,
 * ebooks and templates are added only when named. Unknown names are ignored.
 */
export const includeQuerySchema = z
  .string({ error: 'catalog.invalidInclude' })
  .max(200, 'catalog.invalidInclude')
  .optional()
  .transform((value) => {
    const wanted = new Set((value ?? '').split(',').map((part) => part.trim().toLowerCase()));
    return courseIncludes.filter((name) => wanted.has(name));
  });

export const coursesQuerySchema = z.object({
  include: includeQuerySchema,
  /** Optional paging of GET /courses; without limit every published course is returned. */
  limit: intQueryParam(1, 100),
  offset: intQueryParam(0, 1_000_000, 'catalog.invalidOffset'),
});
export const popularCoursesQuerySchema = z.object({
  include: includeQuerySchema,
  /** Default 10. */
  limit: intQueryParam(1, 50),
});
export const courseTypeQuerySchema = z.object({
  include: includeQuerySchema,
  /** Default: all courses of the type. */
  limit: intQueryParam(1, 50),
});
export const recommendedCoursesQuerySchema = z.object({
  include: includeQuerySchema,
  /** Default 4. */
  limit: intQueryParam(1, 20),
  /** The course being viewed: left out, and its category preferred. */
  exclude: idParam.optional(),
});
export const courseDetailQuerySchema = z.object({ include: includeQuerySchema });

export const categoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;
export const authorRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
});

export const videoSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  /** Storage key (intros under 'intros/'); NOT a playable URL: lesson URLs are granted to buyers elsewhere. */
  path: z.string(),
  order: z.number().int(),
  lesson_number: z.number().int().nullable(),
  is_intro: z.union([z.literal(0), z.literal(1)]),
  /** For an intro: the lesson it plays before. */
  main_video_id: z.number().int().nullable(),
  /** Lesson group ("video category") id, see video_category. */
  category_id: z.number().int().nullable(),
  video_category: z.object({ id: z.number().int(), name: z.string(), position: z.number().int() }).nullable(),
  /** Seconds; non-null means the file is intro + lesson concatenated. */
  intro_duration: z.number().nullable(),
  duration_seconds: z.number().int(),
  /** The video with order 1 that is not an intro: the public trailer. */
  is_trailer: z.boolean(),
  /** A free preview lesson: anyone may watch it (GET /courses/{id}/videos/{videoId}/preview). */
  is_preview: z.boolean(),
  /** Signed public image URL. */
  thumbnail_url: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnail_srcset: z.string().nullable(),
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/** What an e-book and a template (a course's downloads) both say first. */
const downloadHead = {
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  price_para: z.number().int(),
};

/** A download's cover and author. */
const downloadByline = {
  /** Signed public image URL of the cover thumbnail. */
  thumbnail: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnail_srcset: z.string().nullable(),
  /** Author name. */
  author: z.string().nullable(),
  author_id: z.number().int().nullable(),
};

export const ebookSchema = z.object({
  ...downloadHead,
  ...downloadByline,
  category_id: z.number().int().nullable(),
  /** For grouping the e-book list. */
  category: categoryRefSchema.nullable(),
  created_at: z.string(),
});
export type Ebook = z.infer<typeof ebookSchema>;

export const templateSchema = z.object({
  ...downloadHead,
  /** Free templates are downloadable by every registered user (GET /templates/{id}/download). */
  is_free: z.boolean(),
  ...downloadByline,
  created_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  /** Title and description in the request's language (?lng or Accept-Language); Serbian when no English. */
  title: z.string(),
  description: z.string(),
  /** One or two sentences under the title, in the request's language ('' when none). */
  short_description: z.string(),
  level: courseLevelSchema,
  /** Bullet points of the course page in the request's language (Serbian ones when the English are empty). */
  what_you_learn: z.array(z.string()),
  requirements: z.array(z.string()),
  /** "Who it is for". */
  audience: z.array(z.string()),
  /** Current price, RSD with 2 decimals ("9800.00"); price_para is the same in para. */
  price: z.string(),
  price_para: z.number().int(),
  original_price: z.string(),
  original_price_para: z.number().int(),
  /** Always "RSD". */
  currency: z.string(),
  is_free: z.boolean(),
  type: courseTypeSchema,
  /** Length of all lessons (intros left out): "45 min" under an hour, else "1h 05min"; null without lessons. */
  duration: z.string().nullable(),
  duration_seconds: z.number().int(),
  /** Videos that are not intros. */
  lessons_count: z.number().int(),
  access_months: z.number().int(),
  /** Show "Uskoro u prodaji" instead of a price. */
  coming_soon: z.boolean(),
  /** Average stars of the published reviews, one decimal; null without reviews (ADR 041). */
  rating_average: z.number().nullable(),
  /** Published reviews. */
  rating_count: z.number().int(),
  language: z.array(z.string()),
  audio_language: z.array(z.string()),
  /** Languages some lesson of the course has captions in, sr before en (ADR 078). */
  caption_languages: z.array(captionLanguageSchema),
  created_at: z.string(),
  updated_at: z.string(),
  author: authorRefSchema,
  /** Main category, name in the request's language. */
  category: categoryRefSchema,
  category_name: z.string(),
  subcategories: z.array(categoryRefSchema),
  /**
   * path: storage key; url: signed public image URL (use this one); srcset: its widths (ADR 068),
   * `<url>&w=320 320w, …`, null when it has none.
   */
  cover: z.object({ path: z.string().nullable(), url: z.string().nullable(), srcset: z.string().nullable() }),
  /** Only with include=videos: lesson metadata ordered by order, intros flagged; no playable URLs. */
  videos: z.array(videoSchema).optional(),
  /** Only with include=ebooks. */
  ebooks: z.array(ebookSchema).optional(),
  /** Only with include=templates. */
  templates: z.array(templateSchema).optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListSchema = z.array(courseSchema);
export const videoListSchema = z.array(videoSchema);

export const categorySchema = categoryRefSchema.extend({
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
});
export const categoryTreeSchema = z.array(categorySchema.extend({ children: z.array(categorySchema) }));
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const categoryCoursesResponseSchema = z.object({
  success: z.literal(true),
  category: categorySchema,
  courses: courseListSchema,
});
export type CategoryCoursesResponse = z.infer<typeof categoryCoursesResponseSchema>;

export const instructorSchema = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  name: z.string(),
  field: z.string(),
  specialty: z.string(),
  /** In the request's language. */
  bio: z.string(),
  /** Signed public portrait URL. */
  image: z.string().nullable(),
  /** `srcset` of the portrait's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  image_srcset: z.string().nullable(),
  /** Signed public trailer video URL. */
  trailer_video: z.string().nullable(),
  /** Published courses. */
  course_count: z.number().int(),
});
export type Instructor = z.infer<typeof instructorSchema>;
export const instructorListSchema = z.array(instructorSchema);
export const instructorDetailSchema = instructorSchema.extend({
  /** The instructor's lifestyle courses (as the spec's profile page shows). */
  courses: courseListSchema,
  /** Every published course of the instructor, both types. */
  all_courses: courseListSchema,
});
export type InstructorDetail = z.infer<typeof instructorDetailSchema>;

export const ebookListSchema = z.array(ebookSchema);
export const templateListSchema = z.array(templateSchema);

export const urlResponseSchema = z.object({ url: z.string() });
/** A picture's signed URL and the `srcset` of its widths (ADR 068; null when it has none). */
export const imageUrlResponseSchema = z.object({ url: z.string(), srcset: z.string().nullable() });
export const trailerResponseSchema = z.object({
  url: z.string(),
  video_id: z.number().int(),
  thumbnail_url: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnail_srcset: z.string().nullable(),
});
export const templateDownloadResponseSchema = z.object({ url: z.string(), expires_at: z.string() });

export const supplementalMaterialsResponseSchema = z.object({
  pdf: z
    .object({
      /** Gated: null until the caller owns the course (access comes with the purchase issue). */
      url: z.string().nullable(),
      title: z.string(),
      /** Signed public image URL. */
      thumbnail: z.string().nullable(),
      /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
      thumbnail_srcset: z.string().nullable(),
      ebook_id: z.number().int().nullable(),
    })
    .nullable(),
});

export const searchQuerySchema = z.object({
  query: z
    .string({ error: 'search.queryRequired' })
    .trim()
    .min(1, 'search.queryRequired')
    .max(100, 'search.queryTooLong'),
});
export const SEARCH_MAX_AUTHORS = 8;
export const SEARCH_MAX_COURSES = 10;
export const searchResponseSchema = z.object({
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  courses: z.array(z.object({ id: z.number().int(), title: z.string(), author: z.string() })),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
