// The signed-in person's server cart (issue 4 "Cart"): kept per account, merged with the browser's cart at
// login, priced from the database on every read, emptied when an order is paid.
import type { ItemRef, PricedLine } from '@atelje/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { cartItems } from '../../db/schema/index';
import type { Locale } from '../../lib/i18n';
import { priceItems, uniqueRefs } from '../commerce/pricing';

export interface CartDeps {
  db: Db;
  config: Config;
}

/** The cart's lines; anything no longer for sale is dropped from it. */
export async function getCart(deps: CartDeps, userId: number, locale: Locale): Promise<PricedLine[]> {
  const rows = await deps.db
    .select({ type: cartItems.type, id: cartItems.refId })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt));
  const { lines, unavailable } = await priceItems(deps, rows, locale);
  for (const gone of unavailable) {
    await deps.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.type, gone.type), eq(cartItems.refId, gone.id)));
  }
  return lines;
}

async function insertRefs(db: Db, userId: number, refs: ItemRef[]): Promise<void> {
  const unique = uniqueRefs(refs);
  if (unique.length === 0) return;
  const start = Date.now();
  // Distinct timestamps keep the browser's order of lines.
  await db
    .insert(cartItems)
    .values(
      unique.map((ref, index) => ({
        userId,
        type: ref.type,
        refId: ref.id,
        addedAt: new Date(start + index),
      })),
    )
    .onConflictDoNothing();
}

export async function replaceCart(
  deps: CartDeps,
  userId: number,
  refs: ItemRef[],
  locale: Locale,
): Promise<PricedLine[]> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await insertRefs(tx as unknown as Db, userId, refs);
  });
  return getCart(deps, userId, locale);
}

export async function mergeCart(
  deps: CartDeps,
  userId: number,
  refs: ItemRef[],
  locale: Locale,
): Promise<PricedLine[]> {
  await insertRefs(deps.db, userId, refs);
  return getCart(deps, userId, locale);
}

/** Removes lines (used when an order for them is paid elsewhere). */
export async function removeFromCart(db: Db, userId: number, refs: ItemRef[]): Promise<void> {
  for (const type of new Set(refs.map((ref) => ref.type))) {
    const ids = refs.filter((ref) => ref.type === type).map((ref) => ref.id);
    await db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.type, type), inArray(cartItems.refId, ids)));
  }
}
