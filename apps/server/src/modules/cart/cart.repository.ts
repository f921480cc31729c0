// Drizzle queries of the server cart (one row per account, item type and item id).
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import type { OrderItemRef } from '../commerce/pricing';

export type ItemType = typeof cartItems.$inferSelect.type;

/** The account's cart lines, oldest first. */
export async function findItems(db: Db, userId: number): Promise<{ type: ItemType; id: number }[]> {
  return db
    .select({ type: cartItems.type, id: cartItems.refId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt));
}

/** Deletes one line (its type as the pricing names it: a line no longer for sale). */
export async function deleteItem(db: Db, userId: number, ref: OrderItemRef): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.type, ref.type), eq(cartItems.refId, ref.id)));
}

export async function deleteAll(db: Db, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}

/** Adds lines that are not in the cart yet, each at its own time (`start` + its index, ms). */
export async function insertItems(
  db: Db,
  userId: number,
  refs: readonly OrderItemRef[],
  start: number,
): Promise<void> {
  await db
    .insert(cartItems)
    .values(
      refs.map((ref, index) => ({
        userId,
        type: ref.type,
        refId: ref.id,
        addedAt: new Date(start + index),
      })),
    )
    .onConflictDoNothing();
}

/** Deletes the lines of one type with these ids. */
export async function deleteByType(db: Db, userId: number, type: ItemType, ids: number[]): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.type, type), inArray(cartItems.refId, ids)));
}

/** Deletes these lines in one statement (at least one). */
export async function deleteLines(
  db: Db,
  userId: number,
  lines: { type: ItemType; refId: number }[],
): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        or(...lines.map((line) => and(eq(cartItems.type, line.type), eq(cartItems.refId, line.refId)))),
      ),
    );
}
