// The learner's side: where each lesson was left and whether it is completed, and certificates of completed courses.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, videos } from './catalog';
import { users } from './users';

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Where playback was left, whole seconds. */
    positionSeconds: integer('position_seconds').notNull().default(0),
    /** Length of the lesson as the player reported it, whole seconds. */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Set once 90 % of the lesson has been watched; never cleared. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_progress_unique').on(t.userId, t.videoId),
    index('lesson_progress_course_idx').on(t.userId, t.courseId),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    /** Public verification code, e.g. "ATL-7K2M-9QXD". */
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Names as printed, kept so the certificate stays as issued. */
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    storageKey: text('storage_key').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    uniqueIndex('certificates_user_course_unique').on(t.userId, t.courseId),
  ],
);
