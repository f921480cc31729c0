// The cart as a tiny external store over localStorage key `cart` (spec 000 §3). localStorage is the source of
// truth: the snapshot is re-read from it, so a cart removed elsewhere (logout's clearSession, another tab) shows
// as empty at the next read; `refresh()` tells React to read again.
import { CART_KEY } from '../../../lib/storage';
import {
  type AddResult,
  addItem,
  type CartItem,
  type CartItemInput,
  parseCart,
  removeItem as removeLine,
} from './cart';

type Listener = () => void;
type AddedListener = (item: CartItem) => void;

const listeners = new Set<Listener>();
const addedListeners = new Set<AddedListener>();
const EMPTY: readonly CartItem[] = Object.freeze([]);

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
      notify();
      for (const listener of addedListeners) listener(result.item);
    }
    return result;
  },

  remove(key: string): void {
    write(removeLine(getSnapshot(), key));
    notify();
  },

  clear(): void {
    write(EMPTY);
    notify();
  },

  /** Re-reads storage, e.g. after logout removed the cart. */
  refresh(): void {
    notify();
  },

  onAdded(listener: AddedListener): () => void {
    addedListeners.add(listener);
    return () => {
      addedListeners.delete(listener);
    };
  },
};
