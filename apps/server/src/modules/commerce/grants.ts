// What a completed payment grants, applied in the payment's own transaction (issue 4 "Access"): course access
// until the paid date + the course's access months, 6 more months for an extension, every course of a zone for
// 12 months for a membership, download rights for e-books and templates. Each grant is written to the
// access_grants ledger so a refund can undo exactly what its order did.
import type { Db } from '../../db/client';
import { hideReviewsAfterRefund } from '../reviews/reviews.service';
import { extendExpiry, isLive } from './expiry';
import * as repo from './grants.repository';
import { zoneCourseIds } from './pricing';

type Line = repo.OrderLineRow;

/**
 * Adds `months` of access to one course for one person and records the change against the order line. True when
 * the person already had live access (the caller flags a course bought twice).
 */
async function grantCourse(
  tx: Db,
  input: {
    userId: number;
    courseId: number;
    line: Line;
    orderId: number;
    months: number;
    now: Date;
    source: 'purchase' | 'membership' | 'gift';
  },
): Promise<boolean> {
  const current = await repo.findAccess(tx, input.userId, input.courseId, true);
  const live = current && !current.revokedAt;
  const next = extendExpiry(
    { exists: Boolean(live), expiresAt: live ? current.expiresAt : null },
    input.months,
    input.now,
  );
  const hadLive = Boolean(live && isLive(current.expiresAt, input.now));
  // A course the person already has for good (a free course) needs nothing more.
  if (live && next === null) return hadLive;
  const newExpiresAt = next ?? input.now;
  const recorded = await repo.insertGrant(tx, {
    orderLineId: input.line.id,
    userId: input.userId,
    courseId: input.courseId,
    previousExpiresAt: live ? current.expiresAt : null,
    hadAccess: Boolean(live && isLive(current.expiresAt, input.now)),
    newExpiresAt,
  });
  // The ledger row is unique per line and course: a second run of the same grant changes nothing.
  if (!recorded) return false;
  if (current) {
    await repo.updateAccess(tx, current.id, {
      expiresAt: newExpiresAt,
      revokedAt: null,
      ...(live ? {} : { grantedAt: input.now, orderId: input.orderId, source: input.source }),
    });
  } else {
    await repo.insertAccess(tx, {
      userId: input.userId,
      courseId: input.courseId,
      source: input.source,
      orderId: input.orderId,
      grantedAt: input.now,
      expiresAt: newExpiresAt,
    });
  }
  return hadLive;
}

/**
 * Serialises changes to one person's course access until the transaction ends. Two orders for the same course paid
 * at the same moment (or a payment and an administrator's edit) would otherwise both find no access row and both
 * insert one (course_access_unique), failing the second: a `SELECT ... FOR UPDATE` locks no row that is missing.
 */
export async function lockPersonsAccess(tx: Db, userId: number): Promise<void> {
  await repo.lockPerson(tx, userId);
}

/**
 * Applies every line of a paid order. Call inside the transaction that marks the order paid. Returns the courses
 * bought (not extended) by someone who already had live access to them: the order is paid and extends the
 * access, and the caller flags the surplus for a refund.
 */
export async function grantOrder(
  tx: Db,
  order: { id: number; userId: number },
  lines: Line[],
  now: Date,
): Promise<{ alreadyOwned: number[] }> {
  await lockPersonsAccess(tx, order.userId);
  const alreadyOwned: number[] = [];
  for (const line of lines) {
    const base = { userId: order.userId, line, orderId: order.id, now };
    switch (line.type) {
      case 'course':
        if (
          await grantCourse(tx, {
            ...base,
            courseId: line.refId,
            months: line.months ?? 12,
            source: 'purchase',
          })
        )
          alreadyOwned.push(line.refId);
        break;
      case 'course_extension':
        await grantCourse(tx, {
          ...base,
          courseId: line.refId,
          months: line.months ?? 6,
          source: 'purchase',
        });
        break;
      case 'membership':
        for (const courseId of await zoneCourseIds(tx, line.refId)) {
          await grantCourse(tx, { ...base, courseId, months: line.months ?? 12, source: 'membership' });
        }
        break;
      case 'gift_course':
      case 'gift_card':
        // Nothing for the buyer: the gift is made for its recipient (modules/gifts), who redeems it.
        break;
      case 'ebook':
      case 'template':
        await repo.upsertDownloadRight(tx, {
          userId: order.userId,
          type: line.type,
          refId: line.refId,
          orderId: order.id,
          grantedAt: now,
        });
        break;
    }
  }
  return { alreadyOwned };
}

export type GiftGrant =
  | { outcome: 'granted' | 'extended'; expiresAt: Date }
  /** The person has the course for good: the gift would add nothing. */
  | { outcome: 'forever' };

/**
 * A redeemed course gift (ADR 044): the gift line's months of access for its recipient, from now (or added to a live
 * access, as buying a course one has does). Call inside the redemption's transaction; the ledger row is unique per
 * line and course, so a gift grants at most once.
 */
export async function grantGift(
  tx: Db,
  input: { userId: number; courseId: number; line: Line; months: number; now: Date },
): Promise<GiftGrant> {
  await lockPersonsAccess(tx, input.userId);
  const current = await repo.findAccess(tx, input.userId, input.courseId);
  if (current && !current.revokedAt && current.expiresAt === null) return { outcome: 'forever' };
  const hadLive = await grantCourse(tx, {
    userId: input.userId,
    courseId: input.courseId,
    line: input.line,
    orderId: input.line.orderId,
    months: input.months,
    now: input.now,
    source: 'gift',
  });
  const after = await repo.findAccessExpiry(tx, input.userId, input.courseId);
  return { outcome: hadLive ? 'extended' : 'granted', expiresAt: after?.expiresAt ?? input.now };
}

/**
 * Undoes what an order granted, newest first: where the access still ends when this order made it end, it
 * goes back to the expiry found before (or is revoked if there was none). Progress is kept: only access rows
 * change. Returns the courses touched.
 */
export async function revokeOrder(
  tx: Db,
  order: { id: number; userId: number },
  now: Date,
): Promise<number[]> {
  const lines = await repo.findLines(tx, order.id);
  const lineIds = lines.map((line) => line.id);
  if (lineIds.length === 0) return [];
  const grants = await repo.findLiveGrants(tx, lineIds);
  const touched: number[] = [];
  // A gift's access belongs to its recipient, not to the buyer: each person's reviews are checked for their courses.
  const byPerson = new Map<number, number[]>();
  for (const grant of grants) {
    const access = await repo.findAccess(tx, grant.userId, grant.courseId, true);
    if (access && access.expiresAt?.getTime() === grant.newExpiresAt.getTime()) {
      const restore = grant.previousExpiresAt;
      await repo.updateAccess(tx, access.id, restore ? { expiresAt: restore } : { revokedAt: now });
    } else if (access?.expiresAt && access.expiresAt > grant.newExpiresAt) {
      // A later grant built on this one: take this order's share off the end.
      const share =
        grant.newExpiresAt.getTime() - (grant.previousExpiresAt?.getTime() ?? grant.createdAt.getTime());
      await repo.updateAccess(tx, access.id, {
        expiresAt: new Date(access.expiresAt.getTime() - Math.max(0, share)),
      });
    }
    await repo.revokeGrant(tx, grant.id, now);
    touched.push(grant.courseId);
    byPerson.set(grant.userId, [...(byPerson.get(grant.userId) ?? []), grant.courseId]);
  }
  // A refunded buyer is no longer a verified buyer: their review leaves the course page and its rating (ADR 041).
  await hideReviewsAfterRefund(tx, order.userId, byPerson.get(order.userId) ?? [], now);
  for (const [userId, courseIds] of byPerson) {
    if (userId !== order.userId) await hideReviewsAfterRefund(tx, userId, courseIds, now);
  }
  await repo.revokeDownloadsOfOrder(tx, order.id, now);
  return touched;
}
