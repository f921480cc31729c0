// Fixed-window counters for abuse limits: in memory for one process, Redis when several API processes share them.
import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within `limit` hits per window. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Reads the current window without counting. */
  peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /**
   * Takes back one hit counted by `hit` (an attempt that turned out not to count, e.g. a correct password), in the
   * same atomic way: never below zero, and the window keeps its end.
   */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, windowSeconds: number) => {
    const time = now();
    let entry = windows.get(key);
    if (!entry || entry.resetAt <= time) {
      entry = { count: 0, resetAt: time + windowSeconds * 1000 };
      windows.set(key, entry);
    }
    if (windows.size > 100_000) {
      for (const [k, v] of windows) if (v.resetAt <= time) windows.delete(k);
    }
    return entry;
  };
  const result = (entry: { count: number; resetAt: number }, limit: number): RateLimitResult => ({
    allowed: entry.count <= limit,
    count: entry.count,
    retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now()) / 1000)),
  });
  return {
    async hit(key, limit, windowSeconds) {
      const entry = current(key, windowSeconds);
      entry.count += 1;
      return result(entry, limit);
    },
    async peek(key, limit, windowSeconds) {
      const entry = current(key, windowSeconds);
      return { ...result(entry, limit), allowed: entry.count < limit };
    },
    async undo(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/**
 * Counters in Redis: on the app's shared connection (closed by the app), or on a connection of its own opened from a
 * URL and closed with the limiter. ioredis is loaded only when Redis is configured: the embedded academy starts
 * without it.
 */
/** DECR only an existing, positive counter (a plain DECR would create -1 for an expired window). */
const UNDO_SCRIPT = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export async function createRedisRateLimiter(
  connection: string | Redis,
  prefix = 'atelje:rl:',
): Promise<RateLimiter> {
  const owned = typeof connection === 'string';
  const redis = owned
    ? new (await import('ioredis')).Redis(connection, { maxRetriesPerRequest: 2 })
    : connection;
  const read = async (key: string) => {
    const [count, ttl] = await redis
      .multi()
      .get(prefix + key)
      .pttl(prefix + key)
      .exec()
      .then((replies) => {
        return [Number(replies?.[0]?.[1] ?? 0), Number(replies?.[1]?.[1] ?? -1)];
      });
    return { count, ttl };
  };
  return {
    async hit(key, limit, windowSeconds) {
      const replies = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowSeconds * 1000, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(replies?.[0]?.[1] ?? 0);
      const ttl = Number(replies?.[2]?.[1] ?? windowSeconds * 1000);
      return { allowed: count <= limit, count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    async peek(key, limit, windowSeconds) {
      const { count, ttl } = await read(key);
      return {
        allowed: count < limit,
        count,
        retryAfterSeconds: Math.max(1, Math.ceil((ttl > 0 ? ttl : windowSeconds * 1000) / 1000)),
      };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (owned) await redis.quit();
    },
  };
}
