// Drizzle queries of vouchers and the uses pending orders hold (ADR 022). The caller's transaction decides the
// locks' order: the order's row first, then the voucher's, then a gift card's.
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, vouchers } from '../../db/schema/index';

export type VoucherRow = typeof vouchers.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

/** The voucher's row, locked until the transaction ends unless `lock` is false. */
export async function findVoucher(tx: Db, voucherId: number, lock: boolean): Promise<VoucherRow | null> {
  const query = tx.select().from(vouchers).where(eq(vouchers.id, voucherId));
  const [voucher] = lock ? await query.for('update') : await query;
  return voucher ?? null;
}

export async function findVoucherIdByCode(db: Db, code: string): Promise<number | null> {
  const [found] = await db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.code, code));
  return found?.id ?? null;
}

/** Uses held by pending orders whose hold is live at `now`, other than `exceptOrderId`'s. */
export async function countLiveHolds(
  tx: Db,
  voucherId: number,
  now: Date,
  exceptOrderId: number | undefined,
): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.voucherId, voucherId),
        eq(orders.status, 'pending'),
        gt(orders.voucherHeldUntil, now),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
      ),
    );
  return Number(held?.n ?? 0);
}

/** The order's row, locked until the transaction ends. */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

export async function setVoucherHeldUntil(tx: Db, orderId: number, heldUntil: Date): Promise<void> {
  await tx.update(orders).set({ voucherHeldUntil: heldUntil }).where(eq(orders.id, orderId));
}

/** Ends a pending order's hold. */
export async function clearPendingHold(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ voucherHeldUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** Counts one paid use of the voucher and ends the order's hold on it. */
export async function countUse(tx: Db, voucherId: number, orderId: number): Promise<void> {
  await tx
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(eq(vouchers.id, voucherId));
  await tx.update(orders).set({ voucherHeldUntil: null }).where(eq(orders.id, orderId));
}
