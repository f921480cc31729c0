// The signed-in person's server cart (issue 4 "Cart"): kept per account, merged with the browser's cart at
// login, priced from the database on every read, emptied when an order is paid.
import type { ItemRef, PricedLine } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Locale } from '../../lib/i18n';
import { priceItems, uniqueRefs } from '../commerce/pricing';
import * as repo from './cart.repository';

export interface CartDeps {
  db: Db;
  config: Config;
}

/** The cart's lines; anything no longer for sale is dropped from it. */
export async function getCart(deps: CartDeps, userId: number, locale: Locale): Promise<PricedLine[]> {
  const rows = await repo.findItems(deps.db, userId);
  const { lines, unavailable } = await priceItems(deps, rows, locale);
  for (const gone of unavailable) await repo.deleteItem(deps.db, userId, gone);
  return lines;
}

async function insertRefs(db: Db, userId: number, refs: ItemRef[]): Promise<void> {
  const unique = uniqueRefs(refs);
  if (unique.length === 0) return;
  // Distinct timestamps keep the browser's order of lines.
  await repo.insertItems(db, userId, unique, Date.now());
}

export async function replaceCart(
  deps: CartDeps,
  userId: number,
  refs: ItemRef[],
  locale: Locale,
): Promise<PricedLine[]> {
  await deps.db.transaction(async (tx) => {
    await repo.deleteAll(tx as unknown as Db, userId);
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
    await repo.deleteByType(db, userId, type, ids);
  }
}

/**
 * What a paid order bought leaves the buyer's cart, in the payment's transaction (`tx`). Lines are order lines:
 * their item type and id.
 */
export async function removeBoughtLines(
  tx: Db,
  userId: number,
  lines: { type: repo.ItemType; refId: number }[],
): Promise<void> {
  if (lines.length > 0) await repo.deleteLines(tx, userId, lines);
}
