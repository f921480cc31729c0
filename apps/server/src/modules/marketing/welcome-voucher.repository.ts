// Drizzle queries of welcome vouchers: personal codes (assigned_email) that a learner (created_by_user_id) sent.
import { and, count, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, vouchers } from '../../db/schema/index';

export type VoucherRow = typeof vouchers.$inferSelect;

export function findSender(db: Db, userId: number) {
  return db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { id: true, name: true, email: true },
  });
}

/**
 * Serialises welcome-voucher requests on one key (a sender, a friend) until the transaction ends, so two sends at
 * once cannot both create a code for one friend or both pass a sender's daily limit.
 */
export async function lock(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`welcome-voucher:${key}`}))`);
}

/** A welcome voucher for this e-mail that can still be redeemed (active, not expired, not used up). */
export async function findLiveVoucher(db: Db, email: string, now: Date): Promise<VoucherRow | undefined> {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.assignedEmail, email),
        isNotNull(vouchers.createdByUserId),
        eq(vouchers.active, true),
        or(isNull(vouchers.validUntil), gt(vouchers.validUntil, now)),
        or(isNull(vouchers.maxUses), lt(vouchers.usedCount, vouchers.maxUses)),
      ),
    )
    .orderBy(sql`${vouchers.id} desc`)
    .limit(1);
  return row;
}

/** Whether this e-mail has already redeemed a welcome voucher. */
export async function hasRedeemedWelcomeVoucher(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(eq(vouchers.assignedEmail, email), isNotNull(vouchers.createdByUserId), gt(vouchers.usedCount, 0)),
    )
    .limit(1);
  return row !== undefined;
}

/** Welcome vouchers a sender created since a moment. */
export async function countCreatedSince(db: Db, senderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.createdByUserId, senderId), gte(vouchers.createdAt, since)));
  return Number(row?.n ?? 0);
}

/** Inserts the code, or returns undefined when the code is taken (the caller draws another). */
export async function insertVoucher(
  db: Db,
  values: {
    code: string;
    percent: number;
    validFrom: Date;
    validUntil: Date;
    assignedEmail: string;
    createdByUserId: number;
  },
): Promise<VoucherRow | undefined> {
  const [row] = await db
    .insert(vouchers)
    .values({
      code: values.code,
      kind: 'percent',
      value: values.percent,
      validFrom: values.validFrom,
      validUntil: values.validUntil,
      maxUses: 1,
      assignedEmail: values.assignedEmail,
      createdByUserId: values.createdByUserId,
      createdAt: values.validFrom,
    })
    .onConflictDoNothing({ target: vouchers.code })
    .returning();
  return row;
}
