// Accounts for the administrator: the paged list, one account with the courses it can open, and the writes of
// the user form (account, password, sessions, course access granted by an administrator).
import { and, asc, desc, eq, gte, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminCounters, courseAccess, courses, users } from '../../db/schema/index';
import { lockPersonsAccess } from '../commerce/grants';
import { anchorsOf, type PageSlice } from './admin-pagination.repository';

export type UserRow = typeof users.$inferSelect;

/** Every account, from the trigger-kept counters. */
export async function userTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${adminCounters.value})` })
    .from(adminCounters)
    .where(like(adminCounters.name, 'users:%'));
  return Number(row?.total ?? 0);
}

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  /** The language and script of the account's e-mails and documents (ADR 088), shown read-only on edit. */
  locale: users.locale,
  createdAt: users.createdAt,
};

/** One page, newest first: the ids are found on the primary key's index, then only their rows are read. */
export async function userPage(db: Db, slice: PageSlice) {
  const ids = db
    .select({ id: users.id })
    .from(users)
    .where(slice.fromId === undefined ? undefined : gte(users.id, slice.fromId))
    .orderBy(slice.order === 'desc' ? desc(users.id) : asc(users.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return db.select(columns).from(users).where(inArray(users.id, ids)).orderBy(desc(users.id));
}

/** The id at every `step`-th position from the oldest account, and the number of accounts (one index scan). */
export async function userAnchors(db: Db, step: number) {
  return anchorsOf(db, sql`users`, step);
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id));
  return row;
}

export async function emailOwner(db: Db, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function courseOptions(db: Db) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      type: courses.type,
      accessMonths: courses.accessMonths,
      coverPath: courses.coverPath,
    })
    .from(courses)
    .orderBy(asc(courses.title), asc(courses.id));
}

export async function courseMonths(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: courses.id, months: courses.accessMonths })
    .from(courses)
    .where(inArray(courses.id, ids));
  return new Map(rows.map((row) => [row.id, row.months]));
}

/** Courses the account can open at `now`, whatever granted them. */
export async function liveCourseIds(db: Db, userId: number, now: Date): Promise<number[]> {
  const rows = await db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.userId, userId),
        isNull(courseAccess.revokedAt),
        sql`(${courseAccess.expiresAt} is null or ${courseAccess.expiresAt} > ${now})`,
      ),
    )
    .orderBy(asc(courseAccess.courseId));
  return rows.map((row) => row.courseId);
}

export async function insertUser(
  db: Db,
  values: { name: string; email: string; role: 'admin' | 'user'; passwordHash: string },
): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(
  db: Db,
  id: number,
  values: { name: string; email: string; role: 'admin' | 'user'; passwordHash?: string },
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Makes exactly `wanted` the courses the account can open: a course it cannot open yet gets access from the
 * administrator until now + the course's access months; a course it can open that is not wanted is revoked.
 */
export async function setCourseAccess(
  tx: Db,
  userId: number,
  wanted: Map<number, number>,
  now: Date,
  expiry: (months: number) => Date,
) {
  // The same lock as a payment's grants: a course paid for while the administrator saves is not inserted twice.
  await lockPersonsAccess(tx, userId);
  const rows = await tx.select().from(courseAccess).where(eq(courseAccess.userId, userId)).for('update');
  const live = (row: (typeof rows)[number]) =>
    !row.revokedAt && (row.expiresAt === null || row.expiresAt > now);
  for (const [courseId, months] of wanted) {
    const row = rows.find((candidate) => candidate.courseId === courseId);
    if (row && live(row)) continue;
    const grant = {
      source: 'admin' as const,
      grantedAt: now,
      expiresAt: expiry(months),
      revokedAt: null,
      orderId: null,
    };
    if (row) await tx.update(courseAccess).set(grant).where(eq(courseAccess.id, row.id));
    else await tx.insert(courseAccess).values({ userId, courseId, ...grant });
  }
  const unwanted = rows.filter((row) => live(row) && !wanted.has(row.courseId)).map((row) => row.id);
  if (unwanted.length > 0) {
    await tx.update(courseAccess).set({ revokedAt: now }).where(inArray(courseAccess.id, unwanted));
  }
}
