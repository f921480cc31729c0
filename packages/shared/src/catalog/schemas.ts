// Response shapes of the public catalog calls of spec 000 §7 (courses, lessons, e-books, templates,
// instructors, search). Field names are the spec's; amounts are RSD strings with 2 decimals plus integer para.
import { z } from 'zod';

export const courseTypeSchema = z.enum(['lifestyle', 'professional']);
export type CourseType = z.infer<typeof courseTypeSchema>;

export const categorySlugSchema = z.string().regex(/^[a-z0-9-]{1,80}$/);

/** A positive integer id from a path parameter; anything else is a 422 with a message, never a 500. */
export const idParam = z.coerce
  .number({ error: 'generic.invalidId' })
  .int('generic.invalidId')
  .positive('generic.invalidId')
  .max(2_147_483_647, 'generic.invalidId');

export const includeQuerySchema = z
  .string()
  .max(200)
  .optional()
  .transform(
    (value) =>
      new Set(
        (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
  );

export const categoryRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export const authorRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const videoSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  /** Storage key (intros under 'intros/'); not a playable URL: the url call hands those out to buyers. */
  path: z.string(),
  order: z.number().int(),
  lesson_number: z.number().int().nullable(),
  is_intro: z.union([z.literal(0), z.literal(1)]),
  main_video_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  /** Seconds; non-null means the file is intro + lesson concatenated. */
  intro_duration: z.number().nullable(),
  duration_seconds: z.number().int(),
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

export const ebookSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  price_para: z.number().int(),
  thumbnail: z.string().nullable(),
  author: z.string().nullable(),
  author_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  category: categoryRefSchema.nullable(),
});
export type Ebook = z.infer<typeof ebookSchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  price_para: z.number().int(),
  is_free: z.boolean(),
  thumbnail: z.string().nullable(),
  author: z.string().nullable(),
});
export type Template = z.infer<typeof templateSchema>;

export const courseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Current price, RSD with 2 decimals ("9800.00"); price_para is the same in para. */
  price: z.string(),
  price_para: z.number().int(),
  original_price: z.string(),
  original_price_para: z.number().int(),
  currency: z.literal('RSD'),
  type: courseTypeSchema,
  /** Human duration of all lessons, e.g. "1h 20min"; null when the course has no lessons. */
  duration: z.string().nullable(),
  duration_seconds: z.number().int(),
  lessons_count: z.number().int(),
  access_months: z.number().int(),
  coming_soon: z.boolean(),
  language: z.array(z.string()),
  audio_language: z.array(z.string()),
  updated_at: z.string(),
  author: authorRefSchema,
  category: categoryRefSchema,
  category_name: z.string(),
  subcategories: z.array(categoryRefSchema),
  cover: z.object({ path: z.string().nullable(), url: z.string().nullable() }),
  /** Present with include=videos (list) or always on the detail call. */
  videos: z.array(videoSchema).optional(),
  ebooks: z.array(ebookSchema).optional(),
  templates: z.array(templateSchema).optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseListSchema = z.array(courseSchema);
export const categoryCoursesResponseSchema = z.object({
  success: z.literal(true),
  category: categoryRefSchema,
  courses: z.array(courseSchema),
});

export const instructorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  field: z.string(),
  specialty: z.string(),
  bio: z.string(),
  image: z.string().nullable(),
  trailer_video: z.string().nullable(),
  course_count: z.number().int(),
  courses: z.array(courseSchema).optional(),
});
export type Instructor = z.infer<typeof instructorSchema>;

export const searchQuerySchema = z.object({
  query: z
    .string({ error: 'search.queryRequired' })
    .trim()
    .min(1, 'search.queryRequired')
    .max(100, 'search.queryTooLong'),
});
export const searchResponseSchema = z.object({
  authors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  courses: z.array(z.object({ id: z.number().int(), title: z.string(), author: z.string() })),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const urlResponseSchema = z.object({ url: z.string() });
