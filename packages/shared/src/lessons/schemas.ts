// Request and response shapes of the learner's lesson calls: access, playable lesson URLs, progress, the
// learner's courses ("My progress"), the lesson gallery and supplemental materials (spec 000 §3, §4, §7; issue 5).
import { z } from 'zod';
import { captionLanguageSchema, captionTrackSchema } from './captions';

export const accessReasonSchema = z.enum(['admin', 'free', 'purchase', 'none', 'expired']);
export type AccessReason = z.infer<typeof accessReasonSchema>;

/** GET /courses/{id}/access: whether the caller may watch the course's lessons. */
export const courseAccessResponseSchema = z.object({
  allowed: z.boolean(),
  reason: accessReasonSchema,
  /** ISO date when a purchase runs out; null for never (free courses, administrators) or no access. */
  expires_at: z.string().nullable(),
});
export type CourseAccessResponse = z.infer<typeof courseAccessResponseSchema>;

/**
 * How the player treats a video (spec 001 §4): INTRO is an intro row played as it is; CONCAT is one file with the
 * intro joined in front (intro_duration seconds long); REGULAR is a lesson, optionally preceded by a separate
 * intro file (intro_url).
 */
export const videoTypeSchema = z.enum(['INTRO', 'CONCAT', 'REGULAR']);
export type VideoType = z.infer<typeof videoTypeSchema>;

/** GET /courses/{courseId}/videos/{videoId}/url. */
export const lessonUrlResponseSchema = z.object({
  /** Signed, user-bound, expiring URL of the video file. */
  url: z.string(),
  /** Seconds of intro at the start of a CONCAT file; null otherwise. */
  intro_duration: z.number().nullable(),
  /** For a REGULAR lesson with a separate intro: that intro's URL, played first. */
  intro_url: z.string().nullable(),
  /**
   * Signed, user-bound URL of the lesson's HLS master playlist (adaptive streaming, ADR 079); null for videos
   * processed before HLS existed (the player then plays `url`, which stays the fallback).
   */
  hls_url: z.string().nullable(),
  type: videoTypeSchema,
  /** Where the learner left this lesson (0 when never played). */
  position_seconds: z.number().int(),
  completed: z.boolean(),
  /** When the URLs stop working (ISO); the page asks again after that. */
  expires_at: z.string(),
  /** The lesson's caption tracks (sr, en), timed to the file `url` plays (ADR 078); empty when it has none. */
  captions: z.array(captionTrackSchema),
});
export type LessonUrlResponse = z.infer<typeof lessonUrlResponseSchema>;

/** GET /courses/{id}/videos/{videoId}/preview: a free preview lesson for anyone, signed but not bound to a user. */
export const previewLessonResponseSchema = z.object({
  video_id: z.number().int(),
  title: z.string(),
  /** Signed, expiring URL of the video file (not bound to a user: previews are for visitors too). */
  url: z.string(),
  intro_duration: z.number().nullable(),
  intro_url: z.string().nullable(),
  /** Signed (not bound) URL of the lesson's HLS master playlist; null without one (`url` plays then). */
  hls_url: z.string().nullable(),
  type: videoTypeSchema,
  duration_seconds: z.number().int(),
  expires_at: z.string(),
  /** The lesson's caption tracks, signed like `url` (ADR 078). */
  captions: z.array(captionTrackSchema),
});
export type PreviewLessonResponse = z.infer<typeof previewLessonResponseSchema>;

/** Fastest playback speed the player offers; the server credits watch time at most this fast (ADR 025). */
export const MAX_PLAYBACK_RATE = 2;

/** Longest lesson the API keeps a position for: 24 hours. */
export const MAX_LESSON_SECONDS = 86_400;

const seconds = (message: string, min = 0) =>
  z
    .number({ error: message })
    .refine(Number.isFinite, message)
    .min(min, message)
    .max(MAX_LESSON_SECONDS, message);

/**
 * PUT /courses/{courseId}/videos/{videoId}/progress: where the player is, in seconds (fractions allowed).
 * `duration_seconds` is checked but not believed: the server uses the lesson's stored length (ADR 025).
 */
export const progressRequestSchema = z.object({
  position_seconds: seconds('progress.invalidPosition'),
  // At least a second, and the API document says so (minimum 1).
  duration_seconds: seconds('progress.invalidDuration', 1),
});
export type ProgressRequest = z.infer<typeof progressRequestSchema>;

/** One lesson's saved state. */
export const lessonProgressSchema = z.object({
  video_id: z.number().int(),
  position_seconds: z.number().int(),
  duration_seconds: z.number().int(),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

/** Counts over a course's lessons (intros are not lessons). */
export const courseProgressSummarySchema = z.object({
  course_id: z.number().int(),
  completed_lessons: z.number().int(),
  total_lessons: z.number().int(),
  /** 0..100, rounded down, 100 only when every lesson is completed. */
  percent: z.number().int(),
  completed: z.boolean(),
  /**
   * The code of the learner's certificate of this course (issued when every lesson is completed, kept if lessons
   * are added later), for the link to /certificates/{code}; null while there is none.
   */
  certificate_code: z.string().nullable(),
});
export type CourseProgressSummary = z.infer<typeof courseProgressSummarySchema>;

/** GET /courses/{courseId}/progress. */
export const courseProgressResponseSchema = courseProgressSummarySchema.extend({
  lessons: z.array(lessonProgressSchema),
  /** The lesson played most recently, to continue with; null before the first. */
  last_video_id: z.number().int().nullable(),
});
export type CourseProgressResponse = z.infer<typeof courseProgressResponseSchema>;

/** PUT …/progress answers with the lesson's state and the course's counts after the update. */
export const progressUpdateResponseSchema = lessonProgressSchema.extend({
  course: courseProgressSummarySchema,
});
export type ProgressUpdateResponse = z.infer<typeof progressUpdateResponseSchema>;

/** GET /my-progress: one entry per course the learner has (or had) access to or has started. */
export const myCourseProgressSchema = courseProgressSummarySchema.extend({
  title: z.string(),
  author: z.string().nullable(),
  /** Signed public image URL. */
  cover_url: z.string().nullable(),
  /** `srcset` of the cover's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  cover_srcset: z.string().nullable(),
  access: courseAccessResponseSchema,
  /** The lesson to continue with: the last one played, or the first lesson when none was. */
  continue_video_id: z.number().int().nullable(),
  continue_title: z.string().nullable(),
  continue_position_seconds: z.number().int(),
  /** When the learner last played a lesson of the course (ISO); null before the first. */
  last_activity_at: z.string().nullable(),
});
export type MyCourseProgress = z.infer<typeof myCourseProgressSchema>;
export const myProgressResponseSchema = z.array(myCourseProgressSchema);

/** GET /my-videos: every lesson the learner may watch now, for the /videos gallery. */
export const galleryVideoSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  title: z.string(),
  lesson_number: z.number().int().nullable(),
  duration_seconds: z.number().int(),
  /** Signed public image URL. */
  thumbnail_url: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnail_srcset: z.string().nullable(),
  created_at: z.string(),
  position_seconds: z.number().int(),
  completed: z.boolean(),
});
export type GalleryVideo = z.infer<typeof galleryVideoSchema>;
export const galleryResponseSchema = z.array(galleryVideoSchema);

/**
 * GET /user/continue-watching: the lesson to go back to in each course the learner has started and may still
 * watch, most recently watched first (at most CONTINUE_WATCHING_LIMIT). Finished courses and courses whose access
 * expired or was refunded are left out (ADR 039).
 */
export const CONTINUE_WATCHING_LIMIT = 4;
export const continueWatchingItemSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  /** The lesson played last, or the next unfinished one once that one is completed. */
  video_id: z.number().int(),
  lesson_title: z.string(),
  lesson_number: z.number().int().nullable(),
  /** Where the player will resume this lesson (0: from the start), in whole seconds. */
  position_seconds: z.number().int(),
  /** The lesson's stored length in seconds (0 when unknown). */
  duration_seconds: z.number().int(),
  /** Signed public image URL: the lesson's thumbnail, else the course's cover. */
  thumbnail_url: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnail_srcset: z.string().nullable(),
  /** The course's completed lessons, 0..100 rounded down. */
  course_percent: z.number().int(),
  /** When the learner last played a lesson of this course (ISO). */
  last_watched_at: z.string(),
});
export type ContinueWatchingItem = z.infer<typeof continueWatchingItemSchema>;
export const continueWatchingResponseSchema = z.array(continueWatchingItemSchema);

/** One caption file of a lesson in the administrator's list (GET /admin/videos/{id}/captions). */
export const adminCaptionSchema = z.object({
  language: captionLanguageSchema,
  /** Raised by each replacement (1 for the first upload). */
  version: z.number().int(),
  cue_count: z.number().int(),
  /** The uploaded file's format: an SRT upload is stored converted to WebVTT. */
  source_format: z.enum(['vtt', 'srt']),
  updated_at: z.string(),
  /** Signed URL of the stored WebVTT file as learners get it (shifted past a joined intro), bound to the caller. */
  url: z.string(),
});
export type AdminCaption = z.infer<typeof adminCaptionSchema>;

export const adminCaptionsResponseSchema = z.object({
  video_id: z.number().int(),
  captions: z.array(adminCaptionSchema),
});
export type AdminCaptionsResponse = z.infer<typeof adminCaptionsResponseSchema>;

export const captionUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  caption: adminCaptionSchema,
});
export type CaptionUploadResponse = z.infer<typeof captionUploadResponseSchema>;
