// Keeps a signed-in user's cart on the server too (issue 4): at login or session restore the browser's lines are
// merged into the server cart and the browser takes the priced result; afterwards every add, remove and clear
// replaces the server cart. Signed out, the browser cart is the only cart. Logout forgets the browser copy only.
import { mergeCart } from '../api/merge-cart';
import { putCart } from '../api/put-cart';
import { type CartItem, fromPricedLines, hasItem, toItemRefs } from './cart';
import { cartStore } from './cart-store';

let userId: number | null = null;
let merged: Promise<void> | null = null;
let queue: Promise<void> = Promise.resolve();
/** Counts the reader's changes, so an answer that arrives after a newer change is not applied over it. */
let edits = 0;

async function merge(forUser: number): Promise<void> {
  const editsAtStart = edits;
  const sent = cartStore.getSnapshot();
  const { items } = await mergeCart(toItemRefs(sent));
  if (userId !== forUser) return;
  const current = cartStore.getSnapshot();
  let priced = fromPricedLines(items, current);
  if (edits !== editsAtStart) {
    // The reader changed the cart while the merge was on its way: drop what they removed, keep what they added;
    // the push queued by that change then sends this union to the server.
    priced = priced.filter((line) => hasItem(current, line) || !hasItem(sent, line));
    for (const item of current) if (!hasItem(priced, item)) priced.push(item);
  }
  cartStore.replace(priced);
}

function ensureMerged(): Promise<void> {
  if (userId === null) return Promise.resolve();
  if (!merged) {
    const forUser = userId;
    merged = merge(forUser).catch((error: unknown) => {
      // Let the next caller try again rather than remember a failed merge.
      if (userId === forUser) merged = null;
      throw error;
    });
  }
  return merged;
}

function push(): void {
  edits += 1;
  if (userId === null) return;
  const forUser = userId;
  const mine = edits;
  queue = queue
    .then(() => ensureMerged())
    .then(async () => {
      // Only the newest change talks to the server; it carries every earlier one.
      if (userId !== forUser || mine !== edits) return;
      const { items } = await putCart(toItemRefs(cartStore.getSnapshot()));
      if (userId === forUser && mine === edits) {
        cartStore.replace(fromPricedLines(items, cartStore.getSnapshot()));
      }
    })
    .catch(() => {
      // Nothing to show: the browser cart stays as the reader left it and the next change or login sends it all.
    });
}

cartStore.onChange(push);

export const cartSync = {
  /** Tells the sync who is signed in (null after logout); a new user's carts are merged right away. */
  setUser(id: number | null): void {
    if (id === userId) return;
    userId = id;
    merged = null;
    if (id !== null) ensureMerged().catch(() => undefined);
  },

  /** Resolves once the browser and server carts are merged (at once when signed out); rejects when it failed. */
  ensureMerged,

  /** Resolves when the last change has reached the server (or failed to). */
  async settled(): Promise<void> {
    await queue;
  },

  /** The lines right now, for callers outside React. */
  items(): readonly CartItem[] {
    return cartStore.getSnapshot();
  },
};
