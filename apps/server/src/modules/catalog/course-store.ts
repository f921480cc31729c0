import type { Course, CourseInclude } from '@atelje/shared';
import type { Db } from '../../db/client';
import { keysetBatches } from '../../lib/keyset';
import * as repo from './catalog.repository';
import { CatalogCache, catalogGeneration } from './catalog-cache';
import { type CatalogDeps, groupBy, type Related, type SubcategoryRow } from './course-shape';

// The course store: every published course with its subcategories, lessons, e-books and templates, in memory.
// On PGlite a course page costs ~7-14 ms of blocked event loop (three queries; PGlite hands rows over at ~3 µs a
// field), so with 10 000 courses an uncached page is slow and a page cache keyed by id mostly misses. The store
// is read once, in small batches that let requests through between them, and answers course pages and the
// popular list without the database. It is dropped by the catalog cache's clear() (writers call it), and read
// again when older than its age limit: with an embedded database this process is the only writer, so the limit
// is only a safety net; with a PostgreSQL server other processes may write, so it matches the search index's.
// Until the first read completes (and after a clear) answers come from the database as before.

/** Courses read per batch: each query then blocks PGlite for a few milliseconds at most. */
const STORE_BATCH = 50;
const STORE_MAX_AGE_EMBEDDED_MS = 15 * 60_000;
const STORE_MAX_AGE_SHARED_MS = 60_000;
/** After a failed read, the database answers alone for this long before the store is read again. */
const STORE_RETRY_MS = 30_000;
/**
 * How long a course page or the popular list waits for the store being read, on the embedded database, before the
 * database answers it. Each page the database answers holds PGlite, and so the read, for ~10 ms: under load, pages
 * asked of the database while 10 000 courses were read made the read last 30 s and more (ADR 069).
 */
const STORE_WAIT_EMBEDDED_MS = 5_000;

export interface CourseStore {
  courses: Map<number, repo.CourseRow>;
  /** The popular order: popularity, then id. */
  byPopularity: repo.CourseRow[];
  related: Related;
  /**
   * Answers already shaped from this store, by language, what they include and course (or popular list). The
   * same object is handed out again, so the response cache can skip checking and serialising it once more.
   */
  shaped: CatalogCache<Course | Course[]>;
}

/** Shaped answers kept per store at most; past this the least recently used are given back. */
const MAX_SHAPED = 30_000;

/** The store's answer for key, shaped once. */
export function shapedOnce<T extends Course | Course[]>(store: CourseStore, key: string, shape: () => T): T {
  return store.shaped.getOrCompute(key, shape) as T;
}

/** What of include changes a course's shape (author and category are always there), in a fixed order. */
export const includeKey = (include: readonly CourseInclude[]) =>
  (['videos', 'ebooks', 'templates'] as const).filter((part) => include.includes(part)).join(',');

interface StoreState {
  store: CourseStore | null;
  /** The catalogGeneration() the store was read in; a clear() since then makes it unusable. */
  generation: number;
  readAt: number;
  reading: Promise<void> | null;
  failedAt: number | null;
}

const stores = new WeakMap<Db, StoreState>();

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

function appendGrouped<T extends { courseId: number | null }>(target: Map<number, T[]>, rows: T[]) {
  for (const [courseId, list] of groupBy(rows)) {
    const existing = target.get(courseId);
    if (existing) existing.push(...list);
    else target.set(courseId, list);
  }
}

async function readStore(db: Db): Promise<CourseStore> {
  const courses = new Map<number, repo.CourseRow>();
  const subcategoriesOf = new Map<number, SubcategoryRow[]>();
  const videosOf = new Map<number, repo.VideoRow[]>();
  const pages = keysetBatches(
    (afterId, limit) => repo.findCourses(db, { afterId }, { order: 'id', limit }),
    STORE_BATCH,
    (row) => row.id,
  );
  for await (const page of pages) {
    const ids = page.map((row) => row.id);
    await yieldToRequests();
    appendGrouped(subcategoriesOf, await repo.findSubcategories(db, ids));
    await yieldToRequests();
    appendGrouped(videosOf, await repo.findVideos(db, ids));
    for (const row of page) courses.set(row.id, row);
    await yieldToRequests();
  }
  const ebooks = await repo.findEbooks(db);
  await yieldToRequests();
  const templates = await repo.findTemplates(db);
  const byPopularity = [...courses.values()].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  return {
    courses,
    byPopularity,
    related: { subcategoriesOf, videosOf, ebooksOf: groupBy(ebooks), templatesOf: groupBy(templates) },
    shaped: new CatalogCache({ max: MAX_SHAPED }),
  };
}

const isEmbedded = (deps: CatalogDeps) => !deps.config.databaseUrl || deps.config.databaseUrl === 'memory://';

/**
 * The course store when it may answer: read and not cleared since. A missing, cleared or aged store starts a
 * read in the background; an aged one keeps answering until the new one is in.
 */
export function courseStore(deps: CatalogDeps, now = Date.now()): CourseStore | null {
  let state = stores.get(deps.db);
  if (!state) {
    state = { store: null, generation: -1, readAt: 0, reading: null, failedAt: null };
    stores.set(deps.db, state);
  }
  const generation = catalogGeneration();
  const maxAge = isEmbedded(deps) ? STORE_MAX_AGE_EMBEDDED_MS : STORE_MAX_AGE_SHARED_MS;
  const current = state.store !== null && state.generation === generation;
  const fresh = current && now - state.readAt < maxAge;
  const mayRetry = state.failedAt === null || now - state.failedAt > STORE_RETRY_MS;
  if (!fresh && !state.reading && mayRetry) {
    const target = state;
    const reading = readStore(deps.db).then(
      (store) => {
        // A clear() during the read may have missed rows already read: that read is thrown away.
        if (catalogGeneration() === generation) {
          Object.assign(target, { store, generation, readAt: Date.now(), failedAt: null });
        }
      },
      () => {
        // The database answers every call itself meanwhile, so its errors still reach the callers.
        target.failedAt = Date.now();
      },
    );
    state.reading = reading;
    void reading.finally(() => {
      if (target.reading === reading) target.reading = null;
    });
  }
  return current ? state.store : null;
}

/**
 * courseStore, or on the embedded database, while the store is being read, the store once it is in (waiting
 * STORE_WAIT_EMBEDDED_MS at most): a read in progress is far cheaper than the same courses asked one page at a time.
 * Null when there is no store to wait for (a PostgreSQL server answers a page without holding this process), the
 * read failed, a clear() made it useless, or it took longer.
 */
export async function courseStoreOrWait(deps: CatalogDeps): Promise<CourseStore | null> {
  const store = courseStore(deps);
  const reading = stores.get(deps.db)?.reading;
  if (store || !reading || !isEmbedded(deps)) return store;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, STORE_WAIT_EMBEDDED_MS);
  });
  try {
    await Promise.race([reading, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return courseStore(deps);
}
