// The learner's timestamped notes and bookmarks on lessons (issue 22 item 3, ADR 080): private to their author,
// removed with the account, the course or the lesson.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { courses, videos } from './catalog';
import { requiredRef, serialId, timestamps } from './columns';
import { users } from './users';

export const lessonNotes = pgTable(
  'lesson_notes',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    videoId: requiredRef('video_id', () => videos.id, 'cascade'),
    /** The second of the lesson the note belongs to. */
    positionSeconds: integer('position_seconds').notNull(),
    /** 'note' (text required) or 'bookmark' (text is an optional label, '' for none). */
    kind: text('kind').$type<'note' | 'bookmark'>().notNull(),
    text: text('text').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('lesson_notes_user_video_idx').on(t.userId, t.videoId, t.positionSeconds),
    index('lesson_notes_user_course_idx').on(t.userId, t.courseId),
    check('lesson_notes_kind_check', sql`${t.kind} in ('note', 'bookmark')`),
    check('lesson_notes_position_check', sql`${t.positionSeconds} >= 0`),
  ],
);
