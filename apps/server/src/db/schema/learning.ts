// The learner's side: where each lesson was left and whether it is completed, and certificates of completed courses.
import { doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, videos } from './catalog';
import { nowColumn, requiredRef, serialId, tz } from './columns';
import { users } from './users';

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    /** Where playback was left, whole seconds. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** Length of the lesson as stored by video processing when the position was saved, whole seconds. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Distinct parts of the lesson's timeline credited as watched: sorted `[start, end)` pairs (ADR 025). */
    watchedRanges: jsonb('watched_ranges').$type<[number, number][]>().notNull().default([]),
    /** Total length of `watched_ranges`, seconds. */
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    /** Set once the credited watch time reaches 90 % of the stored length; never cleared. */
    completedAt: tz('completed_at'),
    /** When the learner first opened the lesson (ADR 073: the funnel's "lesson started"). */
    startedAt: nowColumn('started_at'),
    updatedAt: nowColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('lesson_progress_unique').on(t.userId, t.videoId),
    index('lesson_progress_course_idx').on(t.userId, t.courseId),
    index('lesson_progress_started_idx').on(t.startedAt),
    index('lesson_progress_course_user_idx').on(t.courseId, t.userId),
  ],
);

/**
 * The watch session of a learner and lesson, opened (and restarted) by the lesson-URL call: a bucket of watch
 * time that fills at the fastest playback speed, spent by the progress reports (ADR 025).
 */
export const lessonWatchSessions = pgTable(
  'lesson_watch_sessions',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    openedAt: tz('opened_at').notNull(),
    /** Seconds of video the bucket held at `tokens_at`. */
    tokens: doublePrecision('tokens').notNull().default(0),
    tokensAt: tz('tokens_at').notNull(),
    /** Where the player was at its last report, or the position the lesson was opened to resume from. */
    lastPosition: doublePrecision('last_position').notNull().default(0),
  },
  (t) => [uniqueIndex('lesson_watch_sessions_unique').on(t.userId, t.videoId)],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serialId(),
    /** Public verification code, e.g. "ATL-7K2M-9QXD". */
    code: text('code').notNull(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    /** Names as printed, kept so the certificate stays as issued. */
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The score printed as "passed with N %": the mean of the best passes of the course's required quizzes. */
    quizScore: integer('quiz_score'),
    issuedAt: nowColumn('issued_at'),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
    index('certificates_issued_idx').on(t.issuedAt),
    index('certificates_course_idx').on(t.courseId),
  ],
);
