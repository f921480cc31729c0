// Reviews and ratings of courses by their verified buyers (issue 16, ADR 041): one per buyer and course,
// editable; the administrator hides or publishes them. Published ones are summed into courses.rating_*.

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { users } from './users';

export const reviewStatusEnum = pgEnum('review_status', ['published', 'hidden']);

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    /** Optional words, trimmed; null when none. */
    text: text('text'),
    status: reviewStatusEnum('status').notNull().default('published'),
    /** Why a review is hidden: 'admin' (moderation) or 'refund' (the purchase was refunded or revoked). */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_user_unique').on(t.courseId, t.userId),
    index('course_reviews_course_status_idx').on(t.courseId, t.status, t.createdAt),
    index('course_reviews_status_idx').on(t.status, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
