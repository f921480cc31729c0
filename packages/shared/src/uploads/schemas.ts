// Request and response shapes of the administrator's uploads (spec 001 §5, §7, §9): standalone video, lesson with
// intro, course cover, e-book, template, video categories, the video gallery, processing jobs and generated
// trailers. Multipart forms are checked with these after their files are on disk; the web forms use them too.
import { z } from 'zod';
import { adminDataResponseSchema } from '../admin/fields';

/** Spec 001 §9: video titles are at most 255 characters. */
export const VIDEO_TITLE_MAX = 255;
/** Spec 001 §9: covers are at most 5 MB. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
/** Largest video accepted, by multipart or resumable (tus) upload. */
export const VIDEO_MAX_BYTES = 10 * 1024 * 1024 * 1024;
export const EBOOK_MAX_BYTES = 200 * 1024 * 1024;
export const TEMPLATE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Accepted video containers (spec 001 §5), as recognised from the file's content. */
export const VIDEO_KINDS = ['mp4', 'quicktime', 'avi', 'flv', 'webm'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];
/** What the file pickers offer; the server decides by content, never by these. */
export const VIDEO_ACCEPT =
  'video/mp4,video/quicktime,video/x-msvideo,video/x-flv,video/webm,.mp4,.mov,.avi,.flv,.webm';
export const IMAGE_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';
export const EBOOK_ACCEPT = '.pdf,.pptx';

const requiredText = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, message),
  );

/** For the document (ADR 030): a text with a character other than blanks, at most VIDEO_TITLE_MAX long. */
const requiredTitle = { type: 'string', pattern: '\\S' } as const;

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** The text fields of POST /admin/videos/upload/{courseId} (the file must be there too). */
export const videoUploadFieldsSchema = z
  .object({
    title: requiredText('upload.videoRequired')
      .pipe(z.string().max(VIDEO_TITLE_MAX, 'upload.titleMax'))
      .meta({ ...requiredTitle, maxLength: VIDEO_TITLE_MAX }),
    /** Also in the path; the path's course is the one used. */
    course_id: positiveId('upload.videoRequired').optional(),
    is_intro: z
      .enum(['1', '0', 'true', 'false'])
      .default('0')
      .transform((v) => v === '1' || v === 'true'),
  })
  .meta({ required: ['title'] });
export type VideoUploadFields = z.infer<typeof videoUploadFieldsSchema>;

/** The text fields of POST /videos/lesson-with-intro (main video as a file part or a finished tus upload id). */
export const lessonWithIntroFieldsSchema = z
  .object({
    course_id: positiveId('upload.lessonRequired'),
    title: requiredText('upload.lessonRequired')
      .pipe(z.string().max(VIDEO_TITLE_MAX, 'upload.titleMax'))
      .meta({ ...requiredTitle, maxLength: VIDEO_TITLE_MAX }),
    order: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: 'upload.orderMin' })
        .int('upload.orderMin')
        .min(1, 'upload.orderMin')
        .max(100_000, 'upload.orderMin')
        .optional(),
    ),
    category_id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      positiveId('upload.categoryNotFound').optional(),
    ),
    /** Ids of finished resumable uploads, instead of file parts. */
    main_upload_id: z
      .string()
      .regex(/^[a-f0-9]{32}$/, 'upload.uploadNotFound')
      .optional(),
    intro_upload_id: z
      .string()
      .regex(/^[a-f0-9]{32}$/, 'upload.uploadNotFound')
      .optional(),
  })
  .meta({ required: ['course_id', 'title'] });
export type LessonWithIntroFields = z.infer<typeof lessonWithIntroFieldsSchema>;

/** POST /admin/courses/{id}/cover. */
export const coverUploadFieldsSchema = z.object({
  title: z.string().max(VIDEO_TITLE_MAX, 'upload.titleMax').optional(),
});

/** POST /admin/ebook/upload/{courseId} and /admin/templates/upload/{courseId}. */
export const fileUploadFieldsSchema = z
  .object({
    title: requiredText('upload.fileRequired')
      .pipe(z.string().max(VIDEO_TITLE_MAX, 'upload.titleMax'))
      .meta({ ...requiredTitle, maxLength: VIDEO_TITLE_MAX }),
  })
  .meta({ required: ['title'] });

export const uploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const jobStatusSchema = z.enum(['queued', 'processing', 'ready', 'failed']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** GET /admin/video-jobs/{id}. */
export const videoJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['process', 'concat']),
  status: jobStatusSchema,
  course_id: z.number().int(),
  video_id: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VideoJob = z.infer<typeof videoJobSchema>;

/** Answer of the video uploads: the new video and the job that processes it. */
export const videoUploadResponseSchema = uploadResponseSchema.extend({
  video_id: z.number().int(),
  job: videoJobSchema,
});
export type VideoUploadResponse = z.infer<typeof videoUploadResponseSchema>;

export const coverUploadResponseSchema = uploadResponseSchema.extend({ url: z.string() });
export type CoverUploadResponse = z.infer<typeof coverUploadResponseSchema>;

/** GET /video/categories[?course_id=]. */
export const videoCategoriesQuerySchema = z.object({ course_id: positiveId('generic.invalidId').optional() });
export const videoCategoriesResponseSchema = z.object({
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), course_id: z.number().int().nullable() }),
  ),
});
export type VideoCategoriesResponse = z.infer<typeof videoCategoriesResponseSchema>;

/** GET /admin/videos: the gallery, newest first, optionally one course or a title search. */
export const adminVideosQuerySchema = z.object({
  course_id: positiveId('generic.invalidId').optional(),
  q: z.string().max(VIDEO_TITLE_MAX, 'upload.titleMax').optional(),
});
export const adminVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  course_id: z.number().int(),
  course_title: z.string(),
  order: z.number().int(),
  is_intro: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(['INTRO', 'CONCAT', 'REGULAR']),
  path: z.string(),
  category_id: z.number().int().nullable(),
  intro_duration: z.number().nullable(),
  duration_seconds: z.number().int(),
  /** Signed, expiring URLs (administrators only). */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** The latest processing job of the video, if any. */
  job: videoJobSchema.nullable(),
  /** 'ready': learners see it; 'processing' and 'failed' (replace the file): only administrators do. */
  status: z.enum(['processing', 'ready', 'failed']),
  /** A free preview lesson anyone may watch (never an intro). */
  is_preview: z.boolean(),
});
export type AdminVideo = z.infer<typeof adminVideoSchema>;
export const adminVideosResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminVideoSchema),
});
export type AdminVideosResponse = z.infer<typeof adminVideosResponseSchema>;

/** PATCH /admin/videos/{id}: marks a lesson as a free preview or takes the mark away. */
export const adminVideoUpdateSchema = z.object({ is_preview: z.boolean() }).strict();
export type AdminVideoUpdate = z.infer<typeof adminVideoUpdateSchema>;
export const adminVideoUpdateResponseSchema = adminDataResponseSchema(
  z.object({ id: z.number().int(), is_preview: z.boolean() }),
);
export type AdminVideoUpdateResponse = z.infer<typeof adminVideoUpdateResponseSchema>;

export const trailerStatusSchema = z.enum(['ready', 'generating', 'failed']);
export type TrailerStatus = z.infer<typeof trailerStatusSchema>;

/** GET /courses/{id}/generated-trailer and …/status. */
export const generatedTrailerResponseSchema = z.object({
  status: trailerStatusSchema,
  url: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type GeneratedTrailerResponse = z.infer<typeof generatedTrailerResponseSchema>;

/** The web polls the trailer status every 3 s and gives up after 5 minutes (issue 6). */
export const TRAILER_POLL_MS = 3000;
export const TRAILER_POLL_LIMIT_MS = 5 * 60 * 1000;
