// Background video work the administrator can follow: processing of uploaded videos (probe, thumbnail,
// conversion, joining an intro) and the trailers generated from a course's lessons.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { courses, videos } from './catalog';
import { nowColumn, optionalRef, requiredRef, serialId, timestamps } from './columns';

/** One processing job of one video. status: queued → processing → ready | failed. */
export const videoJobs = pgTable(
  'video_jobs',
  {
    id: serialId(),
    /** 'process' (probe, thumbnail, conversion to MP4 when needed) or 'concat' (intro + lesson into one file). */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('queued'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    videoId: optionalRef('video_id', () => videos.id, 'cascade'),
    /** Storage keys the job reads (e.g. { intro: 'intros/x.mp4' }). */
    input: jsonb('input').notNull().default({}),
    /** Why the job failed (ffmpeg's last lines), for the administrator. */
    error: text('error'),
    ...timestamps(),
  },
  (t) => [index('video_jobs_video_idx').on(t.videoId, t.id)],
);

/** The trailer cut from a course's lessons. status: generating → ready | failed. */
export const generatedTrailers = pgTable('generated_trailers', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  /** Storage key of the trailer once ready. */
  path: text('path'),
  durationSeconds: integer('duration_seconds'),
  error: text('error'),
  requestedAt: nowColumn('requested_at'),
  updatedAt: nowColumn('updated_at'),
});
