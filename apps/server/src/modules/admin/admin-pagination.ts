// Page-numbered lists over millions of rows, newest first (ADR 009). The total comes from a trigger-kept counter,
// not count(*); a page is read from whichever end of the primary key is nearer, so no page skips more than half
// the table, and the skipping runs over the index alone before the page's rows are fetched.
import type { AdminLengthAwarePage } from '@atelje/shared';

export function pageMeta(total: number, page: number, perPage: number): AdminLengthAwarePage {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** Which ids to read for a page of a newest-first list: `limit` ids after skipping `offset`, in `order`. */
export type PageSlice = { order: 'desc' | 'asc'; offset: number; limit: number };

/** The slice of page `page` (from 1) of `total` rows listed newest first; null past the last page. */
export function newestFirstSlice(total: number, page: number, perPage: number): PageSlice | null {
  const start = (page - 1) * perPage;
  if (start >= total) return null;
  const end = Math.min(total, start + perPage);
  if (start <= total - end) return { order: 'desc', offset: start, limit: end - start };
  return { order: 'asc', offset: total - end, limit: end - start };
}
