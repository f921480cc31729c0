// The business dashboard's daily rollups (issue 20, ADR 073): one row per Belgrade day and dimension, so a chart
// over a year reads a few hundred rows instead of millions of orders. Database triggers mark the days (and
// courses) a write touched; `stats_refresh()` (migration 0013) recomputes exactly those from the raw tables before
// a chart is read. Visits are the one figure with no raw table: they are counted straight into their rollup.
import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { paymentMethodEnum } from './commerce';

/** Orders paid that day (also those refunded later) and refunds made that day, per payment method. */
export const statsSalesDaily = pgTable(
  'stats_sales_daily',
  {
    day: date('day').notNull(),
    method: paymentMethodEnum('method').notNull(),
    orders: integer('orders').notNull(),
    revenuePara: bigint('revenue_para', { mode: 'number' }).notNull(),
    refunds: integer('refunds').notNull(),
    refundedPara: bigint('refunded_para', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);

/** Course lines of the orders paid that day, and of the orders refunded that day, per course. */
export const statsCourseDaily = pgTable(
  'stats_course_daily',
  {
    day: date('day').notNull(),
    courseId: integer('course_id').notNull(),
    sold: integer('sold').notNull(),
    revenuePara: bigint('revenue_para', { mode: 'number' }).notNull(),
    refunds: integer('refunds').notNull(),
    refundedPara: bigint('refunded_para', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.courseId] })],
);

/** Orders paid that day with a voucher, per voucher: what they paid and the discount the voucher gave. */
export const statsVoucherDaily = pgTable(
  'stats_voucher_daily',
  {
    day: date('day').notNull(),
    voucherId: integer('voucher_id').notNull(),
    orders: integer('orders').notNull(),
    revenuePara: bigint('revenue_para', { mode: 'number' }).notNull(),
    discountPara: bigint('discount_para', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.voucherId] })],
);

/** Learner accounts (role user) made that day. */
export const statsLearnersDaily = pgTable('stats_learners_daily', {
  day: date('day').primaryKey(),
  learners: integer('learners').notNull(),
});

/**
 * The funnel's steps reached that day per page: 'landing:<key>' (the free sign-up pages) or 'course:<id>'. See
 * ADR 073 for what each step counts.
 */
export const statsFunnelDaily = pgTable(
  'stats_funnel_daily',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    signups: integer('signups').notNull(),
    purchases: integer('purchases').notNull(),
    starts: integer('starts').notNull(),
    completions: integer('completions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page] })],
);

/**
 * Page views of a landing or course page by people (not bots), per day and page, striped like the admin counters
 * so concurrent visitors rarely wait for one another. No address, no cookie, no visitor id: only the count.
 */
export const statsVisits = pgTable(
  'stats_visits',
  {
    day: date('day').notNull(),
    page: text('page').notNull(),
    slot: smallint('slot').notNull(),
    visits: bigint('visits', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.slot] })],
);

/** Learners of a course now: live (not revoked) access, certificates among them, lessons they completed. */
export const statsCourseProgress = pgTable('stats_course_progress', {
  courseId: integer('course_id').primaryKey(),
  lessons: integer('lessons').notNull(),
  learners: integer('learners').notNull(),
  completed: integer('completed').notNull(),
  completedLessons: bigint('completed_lessons', { mode: 'number' }).notNull(),
});

/**
 * Days a write touched since the last refresh, striped by database session (`slot`) so that concurrent writers
 * marking today rarely wait for one another's commit.
 */
export const statsDirtyDays = pgTable(
  'stats_dirty_days',
  { day: date('day').notNull(), slot: smallint('slot').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.slot] })],
);

/** Courses whose learners or progress changed since the last refresh, striped like the days. */
export const statsDirtyCourses = pgTable(
  'stats_dirty_courses',
  { courseId: integer('course_id').notNull(), slot: smallint('slot').notNull() },
  (t) => [primaryKey({ columns: [t.courseId, t.slot] })],
);
