// The searchable text of the catalog (published course titles with their author, instructor names), normalised
// once with the same function as the query and held in memory. Matching 10 000 titles in SQL costs PGlite about
// 40 ms per query (lower + translate on every row, no usable index); here a search is a scan of short strings.
// The snapshot is reloaded in the background when older than the TTL, courses a page at a time with the event
// loop free between pages (a single read of 10 000 rows holds PGlite, and so every request, for ~150 ms), and
// swapped in whole when complete; searches meanwhile use the old one. A 'catalog.changed' message on the cluster bus
// calls invalidate() in every process (search.routes.ts).
import { normalizeSearchText } from '@atelje/shared';
import type { JsonBody } from '../../lib/json-body';
import { keysetBatches } from '../../lib/keyset';

export interface IndexedCourse {
  id: number;
  title: string;
  author: string;
  key: string;
}
export interface IndexedAuthor {
  id: number;
  name: string;
  key: string;
}
export interface SearchSnapshot {
  courses: SearchList<IndexedCourse>;
  authors: SearchList<IndexedAuthor>;
  /** Answers already given from this snapshot, by normalised query (search.service keeps them). */
  answers: Map<string, JsonBody>;
}

export interface SearchSource {
  /** Published courses with ids above afterId, in id order, at most limit of them. */
  courses(afterId: number, limit: number): Promise<{ id: number; title: string; author: string }[]>;
  authors(): Promise<{ id: number; name: string }[]>;
}

/** Courses read per page while loading. */
export const SEARCH_PAGE = 500;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface SearchIndex {
  snapshot(): Promise<SearchSnapshot>;
  /** The snapshot in hand, as snapshot() would give it, or undefined while none is loaded. */
  current(): SearchSnapshot | undefined;
  /** The next search reads the database again. */
  invalidate(): void;
}

export function createSearchIndex(
  source: SearchSource,
  options: { ttlMs: number; now?: () => number; onError?: (error: unknown) => void },
): SearchIndex {
  const now = options.now ?? Date.now;
  let current: { snapshot: SearchSnapshot; loadedAt: number } | null = null;
  let loading: Promise<SearchSnapshot> | null = null;
  let generation = 0;

  const load = () => {
    const started = generation;
    const work = (async () => {
      const courses: IndexedCourse[] = [];
      for await (const page of keysetBatches(
        (afterId, limit) => source.courses(afterId, limit),
        SEARCH_PAGE,
        (c) => c.id,
      )) {
        for (const c of page) courses.push({ ...c, key: normalizeSearchText(c.title) });
        await yieldToRequests();
      }
      const authors = await source.authors();
      const snapshot: SearchSnapshot = {
        courses: toSearchList(courses),
        authors: toSearchList(authors.map((a) => ({ ...a, key: normalizeSearchText(a.name) }))),
        answers: new Map(),
      };
      if (started === generation) current = { snapshot, loadedAt: now() };
      return snapshot;
    })();
    loading = work;
    const done = () => {
      if (loading === work) loading = null;
    };
    work.then(done, done);
    return work;
  };

  const inHand = () => {
    if (!current) return undefined;
    if (now() - current.loadedAt > options.ttlMs && !loading) {
      // Serve the snapshot in hand; the fresh one is there for the next search.
      load().catch((error) => options.onError?.(error));
    }
    return current.snapshot;
  };

  return {
    async snapshot() {
      return inHand() ?? loading ?? load();
    },
    current: inHand,
    invalidate() {
      generation++;
      current = null;
      loading = null;
    },
  };
}

/** 0: the text starts with the query; 1: a later word does; 2: it is inside a word; null: no match. */
export function matchRank(key: string, query: string): 0 | 1 | 2 | null {
  const at = key.indexOf(query);
  if (at < 0) return null;
  if (at === 0) return 0;
  for (let from = at; from >= 0; from = key.indexOf(query, from + 1)) {
    if (from > 0 && !/[\p{L}\p{N}]/u.test(key[from - 1]!)) return 1;
  }
  return 2;
}

/**
 * Entries with their normalised keys also joined into one text, one key per line: a search is then a few
 * indexOf calls over that text instead of one per entry (10 000 short strings cost ~1 ms a query, the one text
 * a fraction of it). Normalised keys hold no line breaks (whitespace becomes one space), so no match spans two.
 */
export interface SearchList<T extends { id: number; key: string }> {
  entries: T[];
  text: string;
  /** Where each entry's key starts in text. */
  starts: number[];
}

export function toSearchList<T extends { id: number; key: string }>(entries: T[]): SearchList<T> {
  const starts: number[] = [];
  let at = 0;
  for (const entry of entries) {
    starts.push(at);
    at += entry.key.length + 1;
  }
  return { entries, text: entries.map((entry) => entry.key).join('\n'), starts };
}

/** The entry whose key holds position pos of the text: the last start at or before it. */
function entryAt(starts: number[], pos: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= pos) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The best `limit` entries: by rank, then normalised text, then id. */
export function topMatches<T extends { id: number; key: string }>(
  list: SearchList<T>,
  query: string,
  limit: number,
): T[] {
  const best: { entry: T; rank: number }[] = [];
  const before = (a: { entry: T; rank: number }, b: { entry: T; rank: number }) =>
    a.rank !== b.rank
      ? a.rank < b.rank
      : a.entry.key !== b.entry.key
        ? a.entry.key < b.entry.key
        : a.entry.id < b.entry.id;
  const { entries, text, starts } = list;
  for (let pos = text.indexOf(query); pos >= 0 && query; ) {
    const index = entryAt(starts, pos);
    const entry = entries[index]!;
    const rank = matchRank(entry.key, query);
    if (rank !== null) {
      const candidate = { entry, rank };
      if (best.length < limit || before(candidate, best[limit - 1]!)) {
        let i = best.length;
        while (i > 0 && before(candidate, best[i - 1]!)) i--;
        best.splice(i, 0, candidate);
        if (best.length > limit) best.pop();
      }
    }
    // The entry is ranked by its own key: go on from the next one.
    const next = starts[index + 1];
    pos = next === undefined ? -1 : text.indexOf(query, next);
  }
  return best.map((item) => item.entry);
}
