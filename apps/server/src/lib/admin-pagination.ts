// Page-numbered lists over millions of rows, newest first (ADR 009). The total comes from a trigger-kept counter,
// not count(*). A page near either end is read with a short OFFSET over the primary key's index from that end;
// a page deep inside is read from an anchor: the id found at every ANCHOR_STEP-th position (oldest first), kept
// in memory and rebuilt in the background. Positions counted from the oldest row do not move when rows are
// added, so the anchors stay right until rows are deleted (seen as a total below the anchored one) or the
// rebuild comes round.
import type { AdminLengthAwarePage } from '@atelje/shared';

export function pageMeta(total: number, page: number, perPage: number): AdminLengthAwarePage {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * Which ids to read for a page of a newest-first list: `limit` ids after skipping `offset`, in `order` over the
 * whole table, or (with `fromId`) ascending from that id.
 */
export type PageSlice = { order: 'desc' | 'asc'; offset: number; limit: number; fromId?: number };

/** The slice of page `page` (from 1) of `total` rows listed newest first, read from the nearer end; null past the last page. */
export function newestFirstSlice(total: number, page: number, perPage: number): PageSlice | null {
  const start = (page - 1) * perPage;
  if (start >= total) return null;
  const end = Math.min(total, start + perPage);
  if (start <= total - end) return { order: 'desc', offset: start, limit: end - start };
  return { order: 'asc', offset: total - end, limit: end - start };
}

export const ANCHOR_STEP = 1000;
/** How long anchors are used before they are read again (added rows never make them wrong, deleted rows do). */
export const ANCHORS_TTL_MS = 10 * 60_000;

export interface Anchors {
  /** ids[k] is the id at position k × step, counting from the oldest row (position 0). */
  ids: number[];
  step: number;
  /** Rows when the anchors were read. */
  total: number;
  builtAt: number;
}

/**
 * The slice for a page using anchors where the nearer end is more than one step away: the skipped rows are then
 * fewer than `anchors.step` whatever the page. Without usable anchors, the plain two-ended slice.
 */
export function anchoredSlice(
  total: number,
  page: number,
  perPage: number,
  anchors: Anchors | null,
): PageSlice | null {
  const slice = newestFirstSlice(total, page, perPage);
  if (!slice || !anchors || slice.offset <= anchors.step || total < anchors.total) return slice;
  // The page's oldest row, as a position from the oldest end.
  const first = slice.order === 'asc' ? slice.offset : total - slice.offset - slice.limit;
  const index = Math.floor(first / anchors.step);
  const fromId = anchors.ids[index];
  if (fromId === undefined) return slice;
  return { order: 'asc', fromId, offset: first - index * anchors.step, limit: slice.limit };
}

/**
 * Anchors of one table, read by `load` at most once at a time and again when older than `ttlMs`. A page asked
 * for meanwhile uses the old anchors (or none): reading the anchors never delays a page.
 */
export function createAnchorCache(
  load: (step: number) => Promise<{ ids: number[]; total: number }>,
  options: { ttlMs: number; step?: number; now?: () => number; onError?: (error: unknown) => void },
) {
  const step = options.step ?? ANCHOR_STEP;
  const now = options.now ?? Date.now;
  let current: Anchors | null = null;
  let loading: Promise<void> | null = null;

  const refresh = () => {
    loading ??= load(step)
      .then(({ ids, total }) => {
        current = { ids, step, total, builtAt: now() };
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  return {
    /** The anchors to use now, asking for fresh ones in the background when they are missing, old or stale. */
    get(total: number): Anchors | null {
      if (!current || now() - current.builtAt > options.ttlMs || total < current.total) void refresh();
      return current;
    },
    /** Reads the anchors now (tests, and a warm start). */
    refresh,
  };
}

export type AnchorCache = ReturnType<typeof createAnchorCache>;
