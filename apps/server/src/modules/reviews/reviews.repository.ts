// Queries of course reviews (ADR 041). Every change of a review locks its course row first, then recomputes the
// course's stored rating (courses.rating_count, rating_sum) from the published reviews in a new statement, so
// concurrent changes of one course's reviews are applied one after the other and the sums never go stale.
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessGrants, courseReviews, courses, users } from '../../db/schema/index';

export type ReviewRow = typeof courseReviews.$inferSelect;

/** Takes the course row's lock for the rest of the transaction (false: no such course). */
export async function lockCourse(tx: Db, courseId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return rows.length > 0;
}

/** Recomputes the course's stored rating from its published reviews. Call with the course row locked. */
export async function refreshRating(tx: Db, courseId: number): Promise<{ count: number; sum: number }> {
  const [totals] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${courseReviews.rating}), 0)::int`,
    })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, courseId), eq(courseReviews.status, 'published')));
  const result = { count: totals?.count ?? 0, sum: totals?.sum ?? 0 };
  await tx
    .update(courses)
    .set({ ratingCount: result.count, ratingSum: result.sum })
    .where(eq(courses.id, courseId));
  return result;
}

export async function readRating(db: Db, courseId: number): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({ count: courses.ratingCount, sum: courses.ratingSum })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? { count: 0, sum: 0 };
}

export async function findCourseForReviews(db: Db, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, published: courses.published, title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row;
}

/**
 * Whether the person bought the course: 'live' while a grant of a paid order stands, 'refunded' when every grant
 * they had was taken back (refund), 'none' without any.
 */
export async function purchaseState(
  db: Db,
  userId: number,
  courseId: number,
): Promise<'live' | 'refunded' | 'none'> {
  const rows = await db
    .select({ revokedAt: accessGrants.revokedAt })
    .from(accessGrants)
    .where(and(eq(accessGrants.userId, userId), eq(accessGrants.courseId, courseId)));
  if (rows.length === 0) return 'none';
  return rows.some((row) => row.revokedAt === null) ? 'live' : 'refunded';
}

export async function findOwn(db: Db, userId: number, courseId: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.userId, userId), eq(courseReviews.courseId, courseId)));
  return row;
}

/**
 * Creates or replaces the person's review in one statement (ON CONFLICT on the course and person): two
 * concurrent first saves end with one row. A review the administrator hid stays hidden when edited.
 */
export async function upsert(
  tx: Db,
  input: { userId: number; courseId: number; rating: number; text: string | null },
  now: Date,
): Promise<{ row: ReviewRow; created: boolean }> {
  const [row] = await tx
    .insert(courseReviews)
    .values({ ...input, status: 'published', createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [courseReviews.courseId, courseReviews.userId],
      set: { rating: input.rating, text: input.text, updatedAt: now },
    })
    .returning();
  // An update keeps created_at: only a row inserted by this statement carries this call's moment there.
  return { row: row!, created: row!.createdAt.getTime() === now.getTime() };
}

export async function removeOwn(tx: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await tx
    .delete(courseReviews)
    .where(and(eq(courseReviews.userId, userId), eq(courseReviews.courseId, courseId)))
    .returning({ id: courseReviews.id });
  return rows.length > 0;
}

const publicColumns = {
  id: courseReviews.id,
  rating: courseReviews.rating,
  text: courseReviews.text,
  createdAt: courseReviews.createdAt,
  updatedAt: courseReviews.updatedAt,
  userName: users.name,
};
export type PublicReviewRow = {
  id: number;
  rating: number;
  text: string | null;
  createdAt: Date;
  updatedAt: Date;
  userName: string;
};

export async function findPublished(db: Db, courseId: number, limit: number, offset: number) {
  const where = and(eq(courseReviews.courseId, courseId), eq(courseReviews.status, 'published'));
  const rows = await db
    .select(publicColumns)
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(where)
    .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

const adminColumns = {
  ...publicColumns,
  status: courseReviews.status,
  hiddenReason: courseReviews.hiddenReason,
  courseId: courseReviews.courseId,
  courseTitle: courses.title,
  userId: courseReviews.userId,
  userEmail: users.email,
};
export type AdminReviewRow = PublicReviewRow & {
  status: 'published' | 'hidden';
  hiddenReason: string | null;
  courseId: number;
  courseTitle: string;
  userId: number;
  userEmail: string;
};

export async function findForAdmin(
  db: Db,
  filter: { status?: 'published' | 'hidden'; courseId?: number },
  limit: number,
  offset: number,
): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(courseReviews.status, filter.status));
  if (filter.courseId !== undefined) where.push(eq(courseReviews.courseId, filter.courseId));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select(adminColumns)
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .where(condition)
    .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(courseReviews).where(condition);
  return { rows, total: total?.n ?? 0 };
}

export async function findOneForAdmin(db: Db, id: number): Promise<AdminReviewRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .where(eq(courseReviews.id, id));
  return row;
}

export async function findCourseOfReview(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ courseId: courseReviews.courseId })
    .from(courseReviews)
    .where(eq(courseReviews.id, id));
  return row?.courseId;
}

export async function setStatus(
  tx: Db,
  id: number,
  status: 'published' | 'hidden',
  now: Date,
): Promise<{ before: 'published' | 'hidden' } | undefined> {
  const [current] = await tx
    .select({ status: courseReviews.status })
    .from(courseReviews)
    .where(eq(courseReviews.id, id))
    .for('update');
  if (!current) return undefined;
  if (current.status !== status) {
    await tx
      .update(courseReviews)
      .set({ status, hiddenReason: status === 'hidden' ? 'admin' : null, updatedAt: now })
      .where(eq(courseReviews.id, id));
  }
  return { before: current.status };
}

/**
 * After a refund: the person's published reviews of these courses are hidden ('refund') where no paid grant of
 * theirs stands any more, and the courses' ratings recomputed. Returns the courses whose rating changed.
 */
export async function hideAfterRefund(
  tx: Db,
  userId: number,
  courseIds: number[],
  now: Date,
): Promise<number[]> {
  if (courseIds.length === 0) return [];
  const changed: number[] = [];
  for (const courseId of [...new Set(courseIds)].sort((a, b) => a - b)) {
    const live = await tx
      .select({ id: accessGrants.id })
      .from(accessGrants)
      .where(
        and(
          eq(accessGrants.userId, userId),
          eq(accessGrants.courseId, courseId),
          isNull(accessGrants.revokedAt),
        ),
      )
      .limit(1);
    if (live.length > 0) continue;
    const [review] = await tx
      .select({ id: courseReviews.id })
      .from(courseReviews)
      .where(
        and(
          eq(courseReviews.userId, userId),
          eq(courseReviews.courseId, courseId),
          eq(courseReviews.status, 'published'),
        ),
      );
    if (!review) continue;
    await lockCourse(tx, courseId);
    await tx
      .update(courseReviews)
      .set({ status: 'hidden', hiddenReason: 'refund', updatedAt: now })
      .where(inArray(courseReviews.id, [review.id]));
    await refreshRating(tx, courseId);
    changed.push(courseId);
  }
  return changed;
}
