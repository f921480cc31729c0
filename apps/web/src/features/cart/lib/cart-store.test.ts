import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test-support/memory-storage';

const course = { id: 3, title: 'Kapsula garderobe', type: 'course' as const, price_para: 790_000 };

async function freshStore() {
  vi.resetModules();
  return (await import('./cart-store')).cartStore;
}

describe('cartStore', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('persists lines under the "cart" key', async () => {
    const store = await freshStore();
    store.add(course);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ id: 3, type: 'course' }]);
  });

  it('tells listeners about a new line but not about a duplicate', async () => {
    const store = await freshStore();
    const changed = vi.fn();
    const added = vi.fn();
    store.subscribe(changed);
    store.onAdded(added);
    expect(store.add(course).status).toBe('added');
    expect(store.add(course).status).toBe('duplicate');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(added).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('tells the first listener about a line added while nobody listened, within a few seconds only', async () => {
    vi.useFakeTimers();
    try {
      const store = await freshStore();
      store.add(course);
      const late = vi.fn();
      const stopLate = store.onAdded(late);
      expect(late).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(late).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
      stopLate();

      // Nobody listens again: a line added now is kept for five seconds, no longer.
      store.add({ ...course, id: 4 });
      vi.advanceTimersByTime(6000);
      const tooLate = vi.fn();
      store.onAdded(tooLate);
      vi.runAllTimers();
      expect(tooLate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns the same snapshot while storage is unchanged', async () => {
    const store = await freshStore();
    store.add(course);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('shows an empty cart once logout removed the stored one', async () => {
    const store = await freshStore();
    store.add(course);
    localStorage.removeItem('cart');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('removes and clears', async () => {
    const store = await freshStore();
    store.add(course);
    store.add({ id: 1, title: 'E-knjiga', type: 'ebook', price_para: 149_000 });
    store.remove('course:3');
    expect(store.getSnapshot().map((item) => item.id)).toEqual([1]);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});
