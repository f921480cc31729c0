// What the administrator dashboard reads without scanning millions of rows: row counters and sales totals kept
// by database triggers (migration 0005_admin, ADR 009), and the Omnisend CSV exports.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nowColumn, optionalRef, requiredRef, serialId, tz } from './columns';
import { users } from './users';

/**
 * Striped counters ('users:admin', 'users:user', 'orders'): a writer adds to the slot of its database session,
 * so concurrent sign-ups or checkouts rarely wait for one another; a reader sums the slots.
 */
export const adminCounters = pgTable(
  'admin_counters',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/** Paid orders per calendar month of their payment in Belgrade time ('2026-11'), striped like the counters. */
export const adminRevenueMonths = pgTable(
  'admin_revenue_months',
  {
    month: text('month').notNull(),
    slot: smallint('slot').notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
    totalPara: bigint('total_para', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.slot] })],
);

/** Course lines of paid orders per course, striped like the counters. */
export const adminCourseSales = pgTable(
  'admin_course_sales',
  {
    courseId: integer('course_id').notNull(),
    slot: smallint('slot').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    totalPara: bigint('total_para', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.slot] })],
);

/** One Omnisend CSV export an administrator started. status: queued → running → ready | failed. */
export const userExports = pgTable(
  'user_exports',
  {
    id: serialId(),
    requestedBy: requiredRef('requested_by', () => users.id, 'cascade'),
    status: text('status').notNull().default('queued'),
    /** The CSV in the media store, once ready. */
    storageKey: text('storage_key'),
    rows: integer('rows'),
    /** Contacts not exported, by reason (ADR 035): { not_confirmed, withdrawn, no_consent }. */
    leftOut: jsonb('left_out').$type<{ not_confirmed: number; withdrawn: number; no_consent: number }>(),
    error: text('error'),
    createdAt: nowColumn('created_at'),
    finishedAt: tz('finished_at'),
  },
  (t) => [index('user_exports_requested_idx').on(t.requestedBy, t.id)],
);

/**
 * Every saved version of a site document (ADR 070): drafts and published versions of the landing pages' content
 * and the FAQs, numbered per document from 1. The latest published one is also written to site_settings (what the
 * public pages read); restoring publishes a copy of an older version. `author_id` is null for the content the
 * document had before its first edit (the seed's or an earlier release's).
 */
export const siteDocumentVersions = pgTable(
  'site_document_versions',
  {
    id: serialId(),
    documentKey: text('document_key').notNull(),
    version: integer('version').notNull(),
    content: jsonb('content').notNull(),
    published: boolean('published').notNull().default(false),
    authorId: optionalRef('author_id', () => users.id, 'set null'),
    authorEmail: text('author_email'),
    /** The version this one restored, when it is a restore. */
    restoredFrom: integer('restored_from'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [uniqueIndex('site_document_versions_key_version_uq').on(t.documentKey, t.version)],
);
