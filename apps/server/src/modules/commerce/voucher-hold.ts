// Voucher uses held by pending orders (ADR 022). An order made with a voucher holds one of its uses from the
// moment it is created until its payment fails, the hold expires, or the payment counts the use; the uses paid
// (`used_count`) and the live holds of pending orders together never exceed `max_uses`. Every step that commits
// a use locks the voucher's row first, so parallel checkouts and payments are counted one after the other.
import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, vouchers } from '../../db/schema/index';
import { renewHeldAmount } from './gift-card-hold';

/** How long an order paid online (card, PayPal) holds its voucher use: longer than the gateways' sessions. */
export const ONLINE_HOLD_MS = 60 * 60 * 1000;
/** How long a bank-slip order holds it: the days a transfer takes, as the slip e-mail asks. */
export const SLIP_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
/** A PayPal capture about to run renews the hold by this much, so it cannot lapse during the capture. */
export const CAPTURE_HOLD_MS = 15 * 60 * 1000;

export function holdUntil(method: 'upc' | 'paypal' | 'uplatnica', now: Date): Date {
  return new Date(now.getTime() + (method === 'uplatnica' ? SLIP_HOLD_MS : ONLINE_HOLD_MS));
}

export type VoucherRow = typeof vouchers.$inferSelect;

/**
 * Locks the voucher's row (until the transaction ends) and counts its uses: those paid plus the live holds of
 * other pending orders. Returns the row with `usedCount` standing for both, for the shared voucher rules.
 */
export async function lockVoucherUses(
  tx: Db,
  voucherId: number,
  input: { now: Date; exceptOrderId?: number; lock?: boolean },
): Promise<VoucherRow | null> {
  const query = tx.select().from(vouchers).where(eq(vouchers.id, voucherId));
  // A quote only reads (lock: false); whatever commits a use locks.
  const [voucher] = input.lock === false ? await query : await query.for('update');
  if (!voucher) return null;
  const [held] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.voucherId, voucherId),
        eq(orders.status, 'pending'),
        gt(orders.voucherHeldUntil, input.now),
        input.exceptOrderId === undefined ? undefined : ne(orders.id, input.exceptOrderId),
      ),
    );
  return { ...voucher, usedCount: voucher.usedCount + Number(held?.n ?? 0) };
}

/** Whether a use is free for this order: its own hold is live, or another use is left. */
export function hasUseFor(order: { voucherHeldUntil: Date | null }, voucher: VoucherRow, now: Date): boolean {
  if (order.voucherHeldUntil && order.voucherHeldUntil > now) return true;
  return voucher.maxUses === null || voucher.usedCount < voucher.maxUses;
}

/**
 * Before money is taken for an order whose hold may have lapsed (a PayPal capture): renews the hold when a use
 * is still free for it. False when the last use went to someone else; the caller then takes no money.
 */
export async function renewHold(db: Db, orderId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // The order's row first, then the voucher's: the same order as completePayment takes them.
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (order?.status !== 'pending') return true;
    // The gift card's part (ADR 044) is renewed the same way, after the voucher's: the order of locks stays.
    if (!order.voucherId) return renewHeldAmount(tx, order.id, now);
    const voucher = await lockVoucherUses(tx, order.voucherId, { now, exceptOrderId: order.id });
    if (!voucher || !hasUseFor(order, voucher, now)) return false;
    const renewed = new Date(now.getTime() + CAPTURE_HOLD_MS);
    if (!order.voucherHeldUntil || order.voucherHeldUntil < renewed) {
      await tx.update(orders).set({ voucherHeldUntil: renewed }).where(eq(orders.id, order.id));
    }
    return renewHeldAmount(tx, order.id, now);
  });
}

/** Gives the order's held use back (its payment failed or was cancelled). Idempotent. */
export async function releaseHold(db: Db, orderId: number): Promise<void> {
  await db
    .update(orders)
    .set({ voucherHeldUntil: null })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}
