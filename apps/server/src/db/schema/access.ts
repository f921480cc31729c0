// What a payment grants: course access (with the ledger of the changes orders made to it) and downloads.
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { itemTypeEnum, orderLines, orders } from './commerce';
import { users } from './users';

export const accessSourceEnum = pgEnum('access_source', ['purchase', 'membership', 'free', 'admin', 'gift']);

/** One row per person and course: what the lesson pages check. */
export const courseAccess = pgTable(
  'course_access',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: accessSourceEnum('source').notNull(),
    /** The order that first granted it (for the purchases list). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: never expires (free courses). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    freeExtensionUsedAt: timestamp('free_extension_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('course_access_unique').on(t.userId, t.courseId),
    index('course_access_course_idx').on(t.courseId),
  ],
);

/**
 * The ledger of access changes made by orders: a refund undoes exactly what its order did (the expiry it
 * found and the one it set), and the unique line id makes a grant happen at most once.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
    /** Whether the person had live access before this grant. */
    hadAccess: boolean('had_access').notNull(),
    newExpiresAt: timestamp('new_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('access_grants_line_course_unique').on(t.orderLineId, t.courseId),
    index('access_grants_user_idx').on(t.userId),
  ],
);

/** Bought e-books and templates. */
export const downloadRights = pgTable(
  'download_rights',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: itemTypeEnum('type').notNull(),
    refId: integer('ref_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('download_rights_unique').on(t.userId, t.type, t.refId)],
);
