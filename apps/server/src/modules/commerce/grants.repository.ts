// Drizzle queries of course access, its ledger (access_grants) and download rights, as paid orders, gifts and
// refunds change them. Every function runs inside the caller's transaction.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessGrants, courseAccess, downloadRights, orderLines } from '../../db/schema/index';

export type CourseAccessRow = typeof courseAccess.$inferSelect;
export type AccessGrantRow = typeof accessGrants.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
type AccessSource = CourseAccessRow['source'];

/** The person's access row to a course (revoked or not); `lock` locks it until the transaction ends. */
export async function findAccess(
  tx: Db,
  userId: number,
  courseId: number,
  lock = false,
): Promise<CourseAccessRow | null> {
  const query = tx
    .select()
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));
  const [access] = lock ? await query.for('update') : await query;
  return access ?? null;
}

export async function findAccessExpiry(tx: Db, userId: number, courseId: number) {
  const [after] = await tx
    .select({ expiresAt: courseAccess.expiresAt })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));
  return after ?? null;
}

/** Records a grant in the ledger; false when this line already granted this course (nothing is written). */
export async function insertGrant(
  tx: Db,
  values: {
    orderLineId: number;
    userId: number;
    courseId: number;
    previousExpiresAt: Date | null;
    hadAccess: boolean;
    newExpiresAt: Date;
  },
): Promise<boolean> {
  const recorded = await tx
    .insert(accessGrants)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: accessGrants.id });
  return recorded.length > 0;
}

export async function updateAccess(
  tx: Db,
  accessId: number,
  values: Partial<Pick<CourseAccessRow, 'expiresAt' | 'revokedAt' | 'grantedAt' | 'orderId' | 'source'>>,
): Promise<void> {
  await tx.update(courseAccess).set(values).where(eq(courseAccess.id, accessId));
}

export async function insertAccess(
  tx: Db,
  values: {
    userId: number;
    courseId: number;
    source: AccessSource;
    orderId: number;
    grantedAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.insert(courseAccess).values(values);
}

/** Serialises changes to one person's course access until the transaction ends (an advisory lock). */
export async function lockPerson(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`grants:${userId}`}))`);
}

/** Grants (or grants again) the right to download an e-book or a template. */
export async function upsertDownloadRight(
  tx: Db,
  values: { userId: number; type: 'ebook' | 'template'; refId: number; orderId: number; grantedAt: Date },
): Promise<void> {
  await tx
    .insert(downloadRights)
    .values(values)
    .onConflictDoUpdate({
      target: [downloadRights.userId, downloadRights.type, downloadRights.refId],
      set: { revokedAt: null, orderId: values.orderId, grantedAt: values.grantedAt },
    });
}

export async function findLines(tx: Db, orderId: number): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** The ledger rows of these lines not yet revoked, newest first. */
export async function findLiveGrants(tx: Db, lineIds: number[]): Promise<AccessGrantRow[]> {
  return tx
    .select()
    .from(accessGrants)
    .where(and(inArray(accessGrants.orderLineId, lineIds), isNull(accessGrants.revokedAt)))
    .orderBy(sql`${accessGrants.id} desc`);
}

export async function revokeGrant(tx: Db, grantId: number, now: Date): Promise<void> {
  await tx.update(accessGrants).set({ revokedAt: now }).where(eq(accessGrants.id, grantId));
}

export async function revokeDownloadsOfOrder(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(downloadRights)
    .set({ revokedAt: now })
    .where(and(eq(downloadRights.orderId, orderId), isNull(downloadRights.revokedAt)));
}
