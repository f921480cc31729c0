// Reviews and ratings of courses by their verified buyers (issue 16, ADR 041): one per buyer and course,
// editable; the administrator hides or publishes them. Published ones are summed into courses.rating_*.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { requiredRef, serialId, timestamps } from './columns';
import { users } from './users';

export const reviewStatusEnum = pgEnum('review_status', ['published', 'hidden']);

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serialId(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    /** Optional words, trimmed; null when none. */
    text: text('text'),
    status: reviewStatusEnum('status').notNull().default('published'),
    /** Why a review is hidden: 'admin' (moderation) or 'refund' (the purchase was refunded or revoked). */
    hiddenReason: text('hidden_reason'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_user_unique').on(t.courseId, t.userId),
    index('course_reviews_course_status_idx').on(t.courseId, t.status, t.createdAt),
    index('course_reviews_status_idx').on(t.status, t.createdAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
