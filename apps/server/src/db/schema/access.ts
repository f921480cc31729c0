// What a payment grants: course access (with the ledger of the changes orders made to it) and downloads.
import { boolean, index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { nowColumn, optionalRef, requiredRef, serialId, tz } from './columns';
import { itemTypeEnum, orderLines, orders } from './commerce';
import { users } from './users';

export const accessSourceEnum = pgEnum('access_source', ['purchase', 'membership', 'free', 'admin', 'gift']);

/** One row per person and course: what the lesson pages check. */
export const courseAccess = pgTable(
  'course_access',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    source: accessSourceEnum('source').notNull(),
    /** The order that first granted it (for the purchases list). */
    orderId: optionalRef('order_id', () => orders.id, 'set null'),
    grantedAt: nowColumn('granted_at'),
    /** Null: never expires (free courses). */
    expiresAt: tz('expires_at'),
    freeExtensionUsedAt: tz('free_extension_used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('course_access_unique').on(t.userId, t.courseId),
    index('course_access_course_idx').on(t.courseId),
    index('course_access_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The ledger of access changes made by orders: a refund undoes exactly what its order did (the expiry it
 * found and the one it set), and the unique line id makes a grant happen at most once.
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: serialId(),
    orderLineId: requiredRef('order_line_id', () => orderLines.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    previousExpiresAt: tz('previous_expires_at'),
    /** Whether the person had live access before this grant. */
    hadAccess: boolean('had_access').notNull(),
    newExpiresAt: tz('new_expires_at').notNull(),
    createdAt: nowColumn('created_at'),
    revokedAt: tz('revoked_at'),
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
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    type: itemTypeEnum('type').notNull(),
    refId: integer('ref_id').notNull(),
    orderId: optionalRef('order_id', () => orders.id, 'set null'),
    grantedAt: nowColumn('granted_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [uniqueIndex('download_rights_unique').on(t.userId, t.type, t.refId)],
);
