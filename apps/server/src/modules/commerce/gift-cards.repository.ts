// Drizzle queries of gift cards and the amounts orders hold, spend and get back on them (ADR 044).
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCards, giftCardUses, orders } from '../../db/schema/index';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type GiftCardUseRow = typeof giftCardUses.$inferSelect;

export async function findCardByHash(db: Db, codeHash: string): Promise<GiftCardRow | null> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.codeHash, codeHash));
  return card ?? null;
}

/** The card's row, locked until the transaction ends unless `lock` is false. */
export async function findCard(tx: Db, cardId: number, lock: boolean): Promise<GiftCardRow | null> {
  const query = tx.select().from(giftCards).where(eq(giftCards.id, cardId));
  const [card] = lock ? await query.for('update') : await query;
  return card ?? null;
}

/** What pending orders other than `exceptOrderId` hold on the card with a hold live at `now`, in para. */
export async function sumLiveHolds(
  tx: Db,
  cardId: number,
  now: Date,
  exceptOrderId: number | undefined,
): Promise<number> {
  const [held] = await tx
    .select({ para: sql<number>`coalesce(sum(${giftCardUses.amountPara}), 0)::int` })
    .from(giftCardUses)
    .innerJoin(orders, eq(orders.id, giftCardUses.orderId))
    .where(
      and(
        eq(giftCardUses.giftCardId, cardId),
        eq(giftCardUses.status, 'held'),
        gt(giftCardUses.heldUntil, now),
        eq(orders.status, 'pending'),
        exceptOrderId === undefined ? undefined : ne(giftCardUses.orderId, exceptOrderId),
      ),
    );
  return Number(held?.para ?? 0);
}

/** The order's use of a card in this state, if any; `lock` locks its row until the transaction ends. */
export async function findUse(
  tx: Db,
  orderId: number,
  status: 'held' | 'spent',
  lock = false,
): Promise<GiftCardUseRow | null> {
  const query = tx
    .select()
    .from(giftCardUses)
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, status)));
  const [use] = lock ? await query.for('update') : await query;
  return use ?? null;
}

/** Takes the amount off the card's balance when the balance covers it; false when it does not. */
export async function debitCard(tx: Db, cardId: number, amountPara: number): Promise<boolean> {
  const spent = await tx
    .update(giftCards)
    .set({ balancePara: sql`${giftCards.balancePara} - ${amountPara}` })
    .where(and(eq(giftCards.id, cardId), sql`${giftCards.balancePara} >= ${amountPara}`))
    .returning({ id: giftCards.id });
  return spent.length > 0;
}

export async function creditCard(tx: Db, cardId: number, amountPara: number): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balancePara: sql`${giftCards.balancePara} + ${amountPara}` })
    .where(eq(giftCards.id, cardId));
}

export async function settleUse(
  tx: Db,
  useId: number,
  status: 'spent' | 'returned',
  settledAt: Date,
): Promise<void> {
  await tx.update(giftCardUses).set({ status, settledAt }).where(eq(giftCardUses.id, useId));
}

/** Releases the order's held amount (idempotent: only a held use changes). */
export async function releaseUse(db: Db, orderId: number, now: Date): Promise<void> {
  await db
    .update(giftCardUses)
    .set({ status: 'released', settledAt: now })
    .where(and(eq(giftCardUses.orderId, orderId), eq(giftCardUses.status, 'held')));
}

export async function setUseHeldUntil(tx: Db, useId: number, heldUntil: Date): Promise<void> {
  await tx.update(giftCardUses).set({ heldUntil }).where(eq(giftCardUses.id, useId));
}

/** The hold an order being created places on a card. */
export async function insertHold(
  tx: Db,
  values: { giftCardId: number; orderId: number; amountPara: number; heldUntil: Date },
): Promise<void> {
  await tx.insert(giftCardUses).values(values);
}
