// Voucher uses held by pending orders (ADR 022). An order made with a voucher holds one of its uses from the
// moment it is created until its payment fails, the hold expires, or the payment counts the use; the uses paid
// (`used_count`) and the live holds of pending orders together never exceed `max_uses`. Every step that commits
// a use locks the voucher's row first, so parallel checkouts and payments are counted one after the other.
import type { Db } from '../../db/client';
import { renewHeldAmount } from './gift-card-hold';
import { CAPTURE_HOLD_MS } from './hold-times';
import * as repo from './vouchers.repository';

export type VoucherRow = repo.VoucherRow;

/**
 * Locks the voucher's row (until the transaction ends) and counts its uses: those paid plus the live holds of
 * other pending orders. Returns the row with `usedCount` standing for both, for the shared voucher rules.
 */
export async function lockVoucherUses(
  tx: Db,
  voucherId: number,
  input: { now: Date; exceptOrderId?: number; lock?: boolean },
): Promise<VoucherRow | null> {
  // A quote only reads (lock: false); whatever commits a use locks.
  const voucher = await repo.findVoucher(tx, voucherId, input.lock !== false);
  if (!voucher) return null;
  const held = await repo.countLiveHolds(tx, voucherId, input.now, input.exceptOrderId);
  return { ...voucher, usedCount: voucher.usedCount + held };
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
    const order = await repo.lockOrder(tx, orderId);
    if (order?.status !== 'pending') return true;
    // The gift card's part (ADR 044) is renewed the same way, after the voucher's: the order of locks stays.
    if (!order.voucherId) return renewHeldAmount(tx, order.id, now);
    const voucher = await lockVoucherUses(tx, order.voucherId, { now, exceptOrderId: order.id });
    if (!voucher || !hasUseFor(order, voucher, now)) return false;
    const renewed = new Date(now.getTime() + CAPTURE_HOLD_MS);
    if (!order.voucherHeldUntil || order.voucherHeldUntil < renewed) {
      await repo.setVoucherHeldUntil(tx, order.id, renewed);
    }
    return renewHeldAmount(tx, order.id, now);
  });
}

/** Gives the order's held use back (its payment failed or was cancelled). Idempotent. */
export async function releaseHold(db: Db, orderId: number): Promise<void> {
  await repo.clearPendingHold(db, orderId);
}

/** A payment counts the use, in its transaction, under the voucher's lock: the order's hold on it ends. */
export async function countVoucherUse(tx: Db, voucherId: number, orderId: number): Promise<void> {
  await repo.countUse(tx, voucherId, orderId);
}

/** The voucher a typed (normalised) code names, by id. */
export async function voucherIdByCode(db: Db, code: string): Promise<number | null> {
  return repo.findVoucherIdByCode(db, code);
}
