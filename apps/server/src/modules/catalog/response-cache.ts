// The public catalog's answers as JSON text. The catalog is read far more often than it changes, and on the
// embedded database every query holds the event loop, so popular lists and course pages are served from here for
// a few seconds. Each process keeps its own copy; nothing depends on it being present. The entries live in a
// CatalogCache (catalog-cache.ts), so one clear() empties every response cache of the process (the catalog
// routes' and the server render's alike, since they hold the same data) and the course store's answers.
import type { z } from 'zod';
import { JsonBody } from '../../lib/json-body';
import { CatalogCache } from './catalog-cache';

export { catalogGeneration } from './catalog-cache';

export interface ResponseCache {
  /**
   * The JSON answer for key: cached, or computed once (concurrent callers share the work), checked and kept, with
   * its gzip once a client has asked for it (lib/json-body.ts).
   */
  body(key: string, schema: z.ZodType, compute: () => Promise<unknown>): Promise<JsonBody>;
  /** The kept answer for key, if there is one (body() without computing). */
  peek(key: string): JsonBody | undefined;
  /** Checks, serialises and keeps value, an answer computed now (synchronously), as body() would. */
  keep(key: string, schema: z.ZodType, value: unknown): JsonBody;
  /** The JSON text for key (body()'s text). */
  json(key: string, schema: z.ZodType, compute: () => Promise<unknown>): Promise<string>;
  /** Drops what this and every other catalog cache of the process holds. */
  clear(): void;
}

export function createResponseCache(options: {
  ttlMs: number;
  maxEntries: number;
  /** The JSON text kept at most, in bytes (the entries' gzip is smaller than their text). */
  maxBytes?: number;
  now?: () => number;
}): ResponseCache {
  const cache = new CatalogCache<JsonBody>({
    max: options.maxEntries,
    ttlMs: options.ttlMs,
    now: options.now,
    ...(options.maxBytes !== undefined && { maxSize: options.maxBytes, sizeOf: (body) => body.bytes }),
  });
  // Answer objects already checked and serialised (and gzipped, once asked for), per schema. The course store hands
  // out the same object for the same course page until it is dropped, so a page that fell out of the cache costs a
  // lookup, not a check nor a compression. Keyed by the object itself, this is no cache to invalidate: a changed
  // answer is a new object.
  const serialised = new WeakMap<z.ZodType, WeakMap<object, JsonBody>>();
  const serialise = (schema: z.ZodType, value: unknown) => {
    if (typeof value !== 'object' || value === null) return new JsonBody(JSON.stringify(schema.parse(value)));
    let bySchema = serialised.get(schema);
    if (!bySchema) {
      bySchema = new WeakMap();
      serialised.set(schema, bySchema);
    }
    let body = bySchema.get(value);
    if (body === undefined) {
      body = new JsonBody(JSON.stringify(schema.parse(value)));
      bySchema.set(value, body);
    }
    return body;
  };
  // The same check the route's response schema would make: only the contract's fields leave.
  const body = (key: string, schema: z.ZodType, compute: () => Promise<unknown>) =>
    cache.fetch(key, async () => serialise(schema, await compute()));
  return {
    body,
    peek: (key) => cache.get(key),
    keep: (key, schema, value) => {
      const kept = serialise(schema, value);
      cache.set(key, kept);
      return kept;
    },
    json: async (key, schema, compute) => (await body(key, schema, compute)).text,
    clear: () => cache.clear(),
  };
}
