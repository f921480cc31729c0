// What a gift card pays of an order, held like a voucher use (ADR 022, ADR 044): the order holds its amount from the
// moment it is created until its payment fails, the hold lapses, or the payment spends it. The balance less the live
// holds of other pending orders is what a card can still pay; every step that commits an amount locks the card's
// row first, so parallel checkouts with one card are counted one after the other and the balance never goes below
// zero (a CHECK on the column stands behind that).
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCards, giftCardUses, orders } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { typedCodeHash } from './gift-codes';
import { CAPTURE_HOLD_MS } from './voucher-hold';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** A refusal under the checkout's gift card field. */
export function giftCardRefused(key: string) {
  return new AppError(422, key, { fields: { gift_card: [key] } });
}

/** The card a typed code names, or null. */
export async function cardByCode(db: Db, typed: string): Promise<GiftCardRow | null> {
  const hash = typedCodeHash('card', typed);
  if (!hash) return null;
  const [card] = await db.select().from(giftCards).where(eq(giftCards.codeHash, hash));
  return card ?? null;
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
  const query = tx.select().from(giftCards).where(eq(giftCards.id, cardId));
  const [card] = input.lock === false ? await query : await query.for('update');
  if (!card) return null;
  const [held] = await tx
    .select({ para: sql<number>`coalesce(sum(${giftCardUses.amountPara}), 0)::int` })
    .from(giftCardUses)
    .innerJoin(orders, eq(orders.id, giftCardUses.orderId))
    .where(
      and(
        eq(giftCardUses.giftCardId, cardId),
        eq(giftCardUses.status, 'held'),
        gt(giftCardUses.heldUntil, input.now),
        eq(orders.status, 'pending'),
        input.exceptOrderId === undefined ? undefined : ne(giftCardUses.orderId, input.exceptOrderId),
      ),
    );
  const availablePara =
    card.status === 'active' ? Math.max(0, card.balancePara - Number(held?.para ?? 0)) : 0;
  return { card, availablePara };
}

/**
 * Spends an order's held amount, in the payment's transaction: under the card's lock, when the order's own hold is
 * live or the amount is still free on the card. False when it is not (the payment must then take no money).
 */
export async function spendHeldAmount(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .select()
    .from(giftCardUses)
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'held')));
  if (!use) return true;
  const found = await cardAvailable(tx, use.giftCardId, { now, exceptOrderId: orderId });
  if (found?.card.status !== 'active') return false;
  const ownLive = use.heldUntil > now;
  if (!ownLive && found.availablePara < use.amountPara) return false;
  const spent = await tx
    .update(giftCards)
    .set({ balancePara: sql`${giftCards.balancePara} - ${use.amountPara}` })
    .where(and(eq(giftCards.id, use.giftCardId), sql`${giftCards.balancePara} >= ${use.amountPara}`))
    .returning({ id: giftCards.id });
  if (spent.length === 0) return false;
  await tx.update(giftCardUses).set({ status: 'spent', settledAt: now }).where(eq(giftCardUses.id, use.id));
  return true;
}

/** Gives an order's held amount back to the card (its payment failed or was cancelled). Idempotent. */
export async function releaseHeldAmount(db: Db, orderId: number, now = new Date()): Promise<void> {
  await db
    .update(giftCardUses)
    .set({ status: 'released', settledAt: now })
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'held')));
}

/**
 * Before money is taken for an order whose hold may have lapsed (a PayPal capture): renews the hold when the amount
 * is still free. Call inside a transaction that holds the order's row. False when the card cannot pay it any more.
 */
export async function renewHeldAmount(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const [use] = await tx
    .select()
    .from(giftCardUses)
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'held')));
  if (!use) return true;
  const found = await cardAvailable(tx, use.giftCardId, { now, exceptOrderId: orderId });
  if (found?.card.status !== 'active') return false;
  if (use.heldUntil <= now && found.availablePara < use.amountPara) return false;
  const renewed = new Date(now.getTime() + CAPTURE_HOLD_MS);
  if (use.heldUntil < renewed)
    await tx.update(giftCardUses).set({ heldUntil: renewed }).where(eq(giftCardUses.id, use.id));
  return true;
}

/**
 * A refund gives what the card paid of the order back to the card (ADR 044: the buyer's money was the card's, so it
 * goes back there, not to a bank account). Call inside the refund's transaction. Returns the amount returned.
 */
export async function returnSpentAmount(tx: Db, orderId: number, now: Date): Promise<number> {
  const [use] = await tx
    .select()
    .from(giftCardUses)
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'spent')))
    .for('update');
  if (!use) return 0;
  await tx
    .update(giftCards)
    .set({ balancePara: sql`${giftCards.balancePara} + ${use.amountPara}` })
    .where(eq(giftCards.id, use.giftCardId));
  await tx
    .update(giftCardUses)
    .set({ status: 'returned', settledAt: now })
    .where(eq(giftCardUses.id, use.id));
  return use.amountPara;
}
