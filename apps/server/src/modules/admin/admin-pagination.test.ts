import { describe, expect, it } from 'vitest';
import { anchoredSlice, createAnchorCache, newestFirstSlice, pageMeta } from '../../lib/admin-pagination';

describe('newestFirstSlice', () => {
  it('reads early pages from the newest end', () => {
    expect(newestFirstSlice(1_000_000, 1, 15)).toEqual({ order: 'desc', offset: 0, limit: 15 });
    expect(newestFirstSlice(1_000_000, 2, 15)).toEqual({ order: 'desc', offset: 15, limit: 15 });
  });

  it('reads late pages from the oldest end, the last one short', () => {
    // 1 000 000 / 15: 66 667 pages, the last holding 10 rows.
    expect(newestFirstSlice(1_000_000, 66_667, 15)).toEqual({ order: 'asc', offset: 0, limit: 10 });
    expect(newestFirstSlice(1_000_000, 66_666, 15)).toEqual({ order: 'asc', offset: 10, limit: 15 });
  });

  it('never skips more than half of the rows', () => {
    const total = 2_000_000;
    for (let page = 1; page <= Math.ceil(total / 10); page += 997) {
      const slice = newestFirstSlice(total, page, 10)!;
      expect(slice.offset).toBeLessThanOrEqual(total / 2);
    }
  });

  it('covers every row once, in order, across all pages', () => {
    const total = 47;
    const ids = Array.from({ length: total }, (_, index) => index + 1);
    const listed: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const slice = newestFirstSlice(total, page, 10)!;
      const read =
        slice.order === 'desc'
          ? [...ids].reverse().slice(slice.offset, slice.offset + slice.limit)
          : ids.slice(slice.offset, slice.offset + slice.limit).reverse();
      listed.push(...read);
    }
    expect(listed).toEqual([...ids].reverse());
  });

  it('has nothing past the last page or in an empty list', () => {
    expect(newestFirstSlice(47, 6, 10)).toBeNull();
    expect(newestFirstSlice(0, 1, 15)).toBeNull();
    expect(pageMeta(0, 1, 15)).toEqual({ current_page: 1, last_page: 1, per_page: 15, total: 0 });
    expect(pageMeta(31, 2, 15)).toEqual({ current_page: 2, last_page: 3, per_page: 15, total: 31 });
  });
});

describe('anchoredSlice', () => {
  // ids 10, 20, … 470 (47 rows); anchors every 5 positions from the oldest.
  const ids = Array.from({ length: 47 }, (_, index) => (index + 1) * 10);
  const anchors = { ids: ids.filter((_, index) => index % 5 === 0), step: 5, total: 47, builtAt: 0 };
  const read = (slice: NonNullable<ReturnType<typeof anchoredSlice>>) => {
    if (slice.fromId === undefined) {
      return slice.order === 'desc'
        ? [...ids].reverse().slice(slice.offset, slice.offset + slice.limit)
        : ids.slice(slice.offset, slice.offset + slice.limit).reverse();
    }
    const from = ids.indexOf(slice.fromId);
    return ids.slice(from + slice.offset, from + slice.offset + slice.limit).reverse();
  };

  it('reads the same rows as the two-ended offsets, skipping fewer than a step', () => {
    for (let page = 1; page <= 16; page++) {
      const plain = newestFirstSlice(47, page, 3)!;
      const anchored = anchoredSlice(47, page, 3, anchors)!;
      expect(read(anchored), `page ${page}`).toEqual(read(plain));
      expect(anchored.offset).toBeLessThanOrEqual(5);
    }
  });

  it('keeps working after rows were added, and falls back after rows were deleted', () => {
    const grown = [...ids, 480, 490];
    const slice = anchoredSlice(49, 8, 3, anchors)!;
    expect(slice.fromId).toBeDefined();
    const from = grown.indexOf(slice.fromId!);
    expect(grown.slice(from + slice.offset, from + slice.offset + slice.limit).reverse()).toEqual(
      [...grown].reverse().slice(21, 24),
    );
    expect(anchoredSlice(40, 8, 3, anchors)?.fromId).toBeUndefined();
    expect(anchoredSlice(47, 8, 3, null)?.fromId).toBeUndefined();
  });
});

describe('createAnchorCache', () => {
  it('loads in the background once at a time and again after its lifetime', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createAnchorCache(
      async (step) => {
        loads += 1;
        return { ids: [1, 1 + step], total: 2 * step };
      },
      { ttlMs: 1000, step: 5, now: () => clock },
    );
    expect(cache.get(10)).toBeNull();
    expect(cache.get(10)).toBeNull();
    await cache.refresh();
    expect(loads).toBe(1);
    expect(cache.get(10)).toMatchObject({ ids: [1, 6], total: 10, step: 5 });
    clock = 2000;
    cache.get(10);
    await cache.refresh();
    expect(loads).toBe(2);
    // fewer rows than anchored: rows were deleted, read again
    cache.get(9);
    await cache.refresh();
    expect(loads).toBe(3);
  });
});
