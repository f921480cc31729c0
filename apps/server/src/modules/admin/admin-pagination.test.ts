import { describe, expect, it } from 'vitest';
import { newestFirstSlice, pageMeta } from './admin-pagination';

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
