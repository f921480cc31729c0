// The cart as a tiny external store over localStorage key `cart` (spec 000 §3). localStorage is the source of
// truth: the snapshot is re-read from it, so a cart removed elsewhere (logout's clearSession, another tab) shows
// as empty at the next read; `refresh()` tells React to read again. Changes made by the reader (add, remove,
// clear) are also announced to `onChange`, which the server sync (cart-sync.ts) listens to; `replace` and
// `applyPrices` are the sync's own writes and are not announced, so they never echo back to the server.
import { CART_KEY } from '../../../lib/storage';
import {
  type AddResult,
  addItem,
  type CartItem,
  type CartItemInput,
  type PricedLine,
  parseCart,
  removeItem as removeLine,
  samePricedLines,
  withServerPrices,
} from './cart';

type Listener = () => void;
/** Hears an added line; returns true when it showed it to the person (a cart menu on screen). */
type AddedListener = (item: CartItem) => boolean | undefined;

const listeners = new Set<Listener>();
const addedListeners = new Set<AddedListener>();
const changeListeners = new Set<Listener>();
const EMPTY: readonly CartItem[] = Object.freeze([]);

/** A line added while nobody listened, for the next listener (see onAdded). */
let unheard: { item: CartItem; at: number } | null = null;
const UNHEARD_FOR_MS = 5000;

let lastRaw: string | null = null;
let lastItems: readonly CartItem[] = EMPTY;

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_KEY);
  } catch {
    return null;
  }
}

function write(items: readonly CartItem[]): void {
  try {
    if (items.length === 0) localStorage.removeItem(CART_KEY);
    else localStorage.setItem(CART_KEY, JSON.stringify(items));
  } catch {
    // Storage blocked or full: the cart then lives only as long as this page.
    lastRaw = JSON.stringify(items);
    lastItems = items;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function changed(): void {
  notify();
  for (const listener of changeListeners) listener();
}

function getSnapshot(): readonly CartItem[] {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = raw === null ? EMPTY : parseCart(raw);
  }
  return lastItems;
}

function getServerSnapshot(): readonly CartItem[] {
  return EMPTY;
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === CART_KEY) notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

export const cartStore = {
  subscribe,
  getSnapshot,
  getServerSnapshot,

  /** Adds a line; a duplicate changes nothing. Listeners of `onAdded` hear about new lines. */
  add(input: CartItemInput): AddResult {
    const result = addItem(getSnapshot(), input);
    if (result.status === 'added') {
      write(result.items);
      changed();
      // Shown by nobody yet (the cart menu on screen still on its way): the next listener hears it.
      let shown = false;
      for (const listener of addedListeners) if (listener(result.item) === true) shown = true;
      unheard = shown ? null : { item: result.item, at: Date.now() };
    }
    return result;
  },

  remove(key: string): void {
    write(removeLine(getSnapshot(), key));
    changed();
  },

  clear(): void {
    write(EMPTY);
    changed();
  },

  /** Replaces every line, e.g. with the server's priced cart after a merge. */
  replace(items: readonly CartItem[]): void {
    if (samePricedLines(getSnapshot(), items)) return;
    write(items);
    notify();
  },

  /** Puts server prices on the lines in the cart without changing which lines are in it. */
  applyPrices(lines: readonly PricedLine[]): void {
    const current = getSnapshot();
    const priced = withServerPrices(current, lines);
    if (samePricedLines(current, priced)) return;
    write(priced);
    notify();
  },

  /** Re-reads storage, e.g. after logout removed the cart. */
  refresh(): void {
    notify();
  },

  /** Hears every change the reader makes (add, remove, clear). */
  onChange(listener: Listener): () => void {
    changeListeners.add(listener);
    return () => {
      changeListeners.delete(listener);
    };
  },

  /**
   * Hears every line added from now on, and one added in the last few seconds that no listener heard (a tap made
   * before the cart menu had arrived), after the listener's own start-up (a timer, so it comes after the effects
   * that subscribed).
   */
  onAdded(listener: AddedListener): () => void {
    addedListeners.add(listener);
    const missed = unheard;
    if (missed && Date.now() - missed.at < UNHEARD_FOR_MS) {
      setTimeout(() => {
        if (unheard === missed && addedListeners.has(listener) && listener(missed.item) === true)
          unheard = null;
      }, 0);
    }
    return () => {
      addedListeners.delete(listener);
    };
  },
};
