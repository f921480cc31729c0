// The one cache of the public catalog (ADR 056). Every answer the catalog keeps in memory (the routes' and the
// server render's JSON text, the answers shaped from the course store, the day's signed public URLs) is held
// in a CatalogCache: an LRU (lru-cache) bounded by a number of entries, with an optional time to live, whose
// entries also remember the catalog generation they were computed in. Writers of catalog data publish
// 'catalog.changed' on the cluster bus (ADR 018), whose handler calls clear() in every process; one clear() of
// any catalog cache moves the generation on, and an entry or a running computation of an older generation is
// never handed out again, in this cache or any other that follows the catalog.
import { LRUCache } from 'lru-cache';

let generation = 0;

/**
 * Counts clear() calls of every catalog cache in this process. Catalog data held elsewhere in memory (the course
 * store) remembers the count it was read at and is not used once the count has moved on.
 */
export function catalogGeneration(): number {
  return generation;
}

interface Entry<V> {
  value: V;
  generation: number;
}

export interface CatalogCacheOptions<V> {
  /** Entries kept at most; past this the least recently used goes. */
  max: number;
  /** How long an entry is served; without it, until evicted or the catalog changes. */
  ttlMs?: number;
  /**
   * False for values that do not come from catalog data (signed URLs): a catalog change leaves them alone.
   * Defaults to true.
   */
  followsCatalog?: boolean;
  /** The clock the time to live is measured with (tests). */
  now?: () => number;
  /** With sizeOf: the sum of the entries' sizes kept at most; past this the least recently used go. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
}

export class CatalogCache<V extends {}> {
  readonly #entries: LRUCache<string, Entry<V>>;
  readonly #pending = new Map<string, { work: Promise<V>; generation: number }>();
  readonly #followsCatalog: boolean;

  constructor(options: CatalogCacheOptions<V>) {
    this.#followsCatalog = options.followsCatalog ?? true;
    this.#entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
      ...(options.maxSize !== undefined && options.sizeOf
        ? {
            maxSize: options.maxSize,
            sizeCalculation: (entry: Entry<V>) => Math.max(1, options.sizeOf!(entry.value)),
          }
        : {}),
    });
  }

  #current(): number {
    return this.#followsCatalog ? generation : 0;
  }

  /** The kept value for key, unless it has expired or the catalog has changed since it was computed. */
  get(key: string): V | undefined {
    const hit = this.#entries.get(key);
    if (hit && hit.generation === this.#current()) return hit.value;
    return undefined;
  }

  /** Keeps value, unless it was computed in a generation the catalog has moved on from. */
  set(key: string, value: V, computedIn: number = this.#current()): void {
    if (computedIn === this.#current()) this.#entries.set(key, { value, generation: computedIn });
  }

  /** The kept value, or the one compute gives, kept. */
  getOrCompute(key: string, compute: () => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    this.set(key, value);
    return value;
  }

  /**
   * The kept value, or the one compute resolves to: computed once while it runs (concurrent callers share the
   * work) and kept only if the catalog did not change meanwhile. A caller after a clear() does not share a
   * computation started before it.
   */
  fetch(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const started = this.#current();
    const running = this.#pending.get(key);
    if (running && running.generation === started) return running.work;
    const work = compute().then((value) => {
      this.set(key, value, started);
      return value;
    });
    this.#pending.set(key, { work, generation: started });
    const forget = () => {
      if (this.#pending.get(key)?.work === work) this.#pending.delete(key);
    };
    work.then(forget, forget);
    return work;
  }

  /**
   * Drops what this cache holds. A cache that follows the catalog moves the generation on, so what every other
   * such cache of the process holds (and what they are computing) is not used either.
   */
  clear(): void {
    if (this.#followsCatalog) generation++;
    this.#entries.clear();
    this.#pending.clear();
  }
}
