// The searchable text of the catalog (published course titles with their author, instructor names), normalised
// once with the same function as the query and held in memory. Matching 10 000 titles in SQL costs PGlite about
// 40 ms per query (lower + translate on every row, no usable index); here a search is a scan of short strings.
// The snapshot is reloaded in the background when older than the TTL; writers call invalidate().
import { normalizeSearchText } from '@atelje/shared';

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
  courses: IndexedCourse[];
  authors: IndexedAuthor[];
}

export interface SearchSource {
  courses(): Promise<{ id: number; title: string; author: string }[]>;
  authors(): Promise<{ id: number; name: string }[]>;
}

export interface SearchIndex {
  snapshot(): Promise<SearchSnapshot>;
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
      const [courses, authors] = await Promise.all([source.courses(), source.authors()]);
      const snapshot: SearchSnapshot = {
        courses: courses.map((c) => ({ ...c, key: normalizeSearchText(c.title) })),
        authors: authors.map((a) => ({ ...a, key: normalizeSearchText(a.name) })),
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

  return {
    async snapshot() {
      if (!current) return loading ?? load();
      if (now() - current.loadedAt > options.ttlMs && !loading) {
        // Serve the snapshot in hand; the fresh one is there for the next search.
        load().catch((error) => options.onError?.(error));
      }
      return current.snapshot;
    },
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

/** The best `limit` entries: by rank, then normalised text, then id. */
export function topMatches<T extends { id: number; key: string }>(
  entries: T[],
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
  for (const entry of entries) {
    const rank = matchRank(entry.key, query);
    if (rank === null) continue;
    const candidate = { entry, rank };
    if (best.length === limit && !before(candidate, best[limit - 1]!)) continue;
    let i = best.length;
    while (i > 0 && before(candidate, best[i - 1]!)) i--;
    best.splice(i, 0, candidate);
    if (best.length > limit) best.pop();
  }
  return best.map((item) => item.entry);
}
