// What a gift card pays of an order, held like a voucher use (ADR 022, ADR 044): the order holds its amount from the
// moment it is created until its payment fails, the hold lapses, or the payment spends it. The balance less the live
// holds of other pending orders is what a card can still pay; every step that commits an amount locks the card's
// row first, so parallel checkouts with one card are counted one after the other and the balance never goes below
// zero (a CHECK on the column stands behind that).
import type { Db } from '../../db/client';
import { AppError, type MessageKey } from '../../lib/errors';
import * as repo from './gift-cards.repository';
import { typedCodeHash } from './gift-codes';
import { CAPTURE_HOLD_MS } from './hold-times';

export type GiftCardRow = repo.GiftCardRow;

/** A refusal under the checkout's gift card field. */
export function giftCardRefused(key: MessageKey) {
  return new AppError(422, key, { fields: { gift_card: [key] } });
}

/** The card a typed code names, or null. */
export async function cardByCode(db: Db, typed: string): Promise<GiftCardRow | null> {
  const hash = typedCodeHash('card', typed);
  if (!hash) return null;
  return repo.findCardByHash(db, hash);
}

/**
 * The card's row (locked until the transaction ends, unless `lock` is false) and what it can still pay: its balance
 * less the live holds of pending orders other than `exceptOrderId`.
 */
export async function cardAvailable(
  tx: Db,
  cardId: number,
  input: { now: Date; exceptOrderId?: number; lock?: boolean },
): Promise<{ card: GiftCardRow; availablePara: number } | null> {
  const card = await repo.findCard(tx, cardId, input.lock !== false);
  if (!card) return null;
  const held = await repo.sumLiveHolds(tx, cardId, input.now, input.exceptOrderId);
  const availablePara = card.status === 'active' ? Math.max(0, card.balancePara - held) : 0;
  return { card, availablePara };
}

/**
 * Spends an order's held amount, in the payment's transaction: under the card's lock, when the order's own hold is
 * live or the amount is still free on the card. False when it is not (the payment must then take no money).
 */
export async function spendHeldAmount(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const use = await repo.findUse(tx, orderId, 'held');
  if (!use) return true;
  const found = await cardAvailable(tx, use.giftCardId, { now, exceptOrderId: orderId });
  if (found?.card.status !== 'active') return false;
  const ownLive = use.heldUntil > now;
  if (!ownLive && found.availablePara < use.amountPara) return false;
  if (!(await repo.debitCard(tx, use.giftCardId, use.amountPara))) return false;
  await repo.settleUse(tx, use.id, 'spent', now);
  return true;
}

/** Gives an order's held amount back to the card (its payment failed or was cancelled). Idempotent. */
export async function releaseHeldAmount(db: Db, orderId: number, now = new Date()): Promise<void> {
  await repo.releaseUse(db, orderId, now);
}

/**
 * Before money is taken for an order whose hold may have lapsed (a PayPal capture): renews the hold when the amount
 * is still free. Call inside a transaction that holds the order's row. False when the card cannot pay it any more.
 */
export async function renewHeldAmount(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const use = await repo.findUse(tx, orderId, 'held');
  if (!use) return true;
  const found = await cardAvailable(tx, use.giftCardId, { now, exceptOrderId: orderId });
  if (found?.card.status !== 'active') return false;
  if (use.heldUntil <= now && found.availablePara < use.amountPara) return false;
  const renewed = new Date(now.getTime() + CAPTURE_HOLD_MS);
  if (use.heldUntil < renewed) await repo.setUseHeldUntil(tx, use.id, renewed);
  return true;
}

/**
 * A refund gives what the card paid of the order back to the card (ADR 044: the buyer's money was the card's, so it
 * goes back there, not to a bank account). Call inside the refund's transaction. Returns the amount returned.
 */
export async function returnSpentAmount(tx: Db, orderId: number, now: Date): Promise<number> {
  const use = await repo.findUse(tx, orderId, 'spent', true);
  if (!use) return 0;
  await repo.creditCard(tx, use.giftCardId, use.amountPara);
  await repo.settleUse(tx, use.id, 'returned', now);
  return use.amountPara;
}

/** The hold a new order places on the card's amount, in the order's transaction (under the card's lock). */
export async function holdAmount(
  tx: Db,
  values: { giftCardId: number; orderId: number; amountPara: number; heldUntil: Date },
): Promise<void> {
  await repo.insertHold(tx, values);
}
