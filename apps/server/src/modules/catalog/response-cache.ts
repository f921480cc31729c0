// A small in-process cache of public catalog answers as JSON text. The catalog is read far more often than it
// changes, and on the embedded database every query holds the event loop, so popular lists and course pages are
// served from here for a few seconds. Each process keeps its own copy; nothing depends on it being present.
// Writers of catalog data publish 'catalog.changed' on the cluster bus, whose handler calls clear() in every
// process. One clear() empties every response cache of the process (the catalog routes' and the first-screen
// data's alike), since they hold the same data.
import type { z } from 'zod';

let clears = 0;

/**
 * Counts clear() calls of every catalog cache in this process. Catalog data held elsewhere in memory (the course
 * store of catalog.service) remembers the count it was read at and is not used once the count has moved on.
 */
export function catalogGeneration(): number {
  return clears;
}

export interface ResponseCache {
  /** The JSON text for key: cached, or computed once (concurrent callers share the work), checked and kept. */
  json(key: string, schema: z.ZodType, compute: () => Promise<unknown>): Promise<string>;
  /** Drops what this and every other response cache of the process holds. */
  clear(): void;
}

export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ResponseCache {
  const now = options.now ?? Date.now;
  // Each entry and each running computation remembers the catalogGeneration() it started in; a clear() of any
  // cache since then makes it unusable.
  const entries = new Map<string, { body: string; expires: number; generation: number }>();
  const pending = new Map<string, { work: Promise<string>; generation: number }>();
  // Answer objects already checked and serialised, per schema. The course store hands out the same object for
  // the same course page until it is dropped, so a page that fell out of entries costs a lookup, not a check.
  const serialised = new WeakMap<z.ZodType, WeakMap<object, string>>();
  const serialise = (schema: z.ZodType, value: unknown) => {
    if (typeof value !== 'object' || value === null) return JSON.stringify(schema.parse(value));
    let bySchema = serialised.get(schema);
    if (!bySchema) {
      bySchema = new WeakMap();
      serialised.set(schema, bySchema);
    }
    let body = bySchema.get(value);
    if (body === undefined) {
      body = JSON.stringify(schema.parse(value));
      bySchema.set(value, body);
    }
    return body;
  };
  return {
    json(key, schema, compute) {
      const hit = entries.get(key);
      if (hit && hit.expires > now() && hit.generation === clears) return Promise.resolve(hit.body);
      const running = pending.get(key);
      if (running && running.generation === clears) return running.work;

      const started = clears;
      const work = (async () => {
        // The same check the route's response schema would make: only the contract's fields leave.
        const body = serialise(schema, await compute());
        if (started === clears) {
          entries.delete(key);
          entries.set(key, { body, expires: now() + options.ttlMs, generation: started });
          if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
        }
        return body;
      })();
      pending.set(key, { work, generation: started });
      const forget = () => {
        if (pending.get(key)?.work === work) pending.delete(key);
      };
      work.then(forget, forget);
      return work;
    },
    clear() {
      clears++;
      entries.clear();
      pending.clear();
    },
  };
}
