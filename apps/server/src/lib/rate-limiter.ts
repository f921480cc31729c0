// Fixed-window counters for abuse limits: in memory for one process, Redis when several API processes share them.
import { connectRedis, RedisUnavailableError, type SharedRedis } from './redis';

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

/** DECR only an existing, positive counter (a plain DECR would create -1 for an expired window). */
const UNDO_SCRIPT = `local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

const silent = { warn() {}, error() {}, info() {} };

/**
 * Counters in Redis only: on the app's shared connection (closed by the app), or on a connection of its own opened
 * from a URL and closed with the limiter. Every call has the connection's deadline and throws
 * RedisUnavailableError while Redis is away (lib/redis.ts); the app wraps it in createSharedRateLimiter.
 */
export async function createRedisRateLimiter(
  connection: string | SharedRedis,
  prefix = 'atelje:rl:',
): Promise<RateLimiter> {
  const owned = typeof connection === 'string';
  const shared = owned ? await connectRedis(connection, prefix, silent) : connection;
  const read = async (key: string) => {
    const replies = await shared.run((redis) =>
      redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec(),
    );
    return { count: Number(replies?.[0]?.[1] ?? 0), ttl: Number(replies?.[1]?.[1] ?? -1) };
  };
  return {
    async hit(key, limit, windowSeconds) {
      const replies = await shared.run((redis) =>
        redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowSeconds * 1000, 'NX')
          .pttl(prefix + key)
          .exec(),
      );
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
      await shared.run((redis) => redis.eval(UNDO_SCRIPT, 1, prefix + key));
    },
    async reset(key) {
      await shared.run((redis) => redis.del(prefix + key));
    },
    async close() {
      if (owned) await shared.close();
    },
  };
}

/**
 * The app's limiter with REDIS_URL (ADR 031): the Redis counters while Redis answers; while it is away (or a call
 * fails or misses the deadline) a conservative count in this process's memory, so sign-in, registration and the
 * forms keep working and stay limited. With `processes` API processes behind the proxy, each allows 1/processes
 * of every limit (at least 1), so together they allow about the usual total; the count it reports is its
 * estimate for the whole academy (this process's count times `processes`), which thresholds such as
 * "captcha after N registrations" compare with. Undo goes where the hit most likely went (Redis if it answers);
 * reset clears both.
 */
export function createSharedRateLimiter(options: {
  redis: RateLimiter;
  shared: Pick<SharedRedis, 'up'>;
  processes: number;
  memory?: RateLimiter;
}): RateLimiter {
  const { redis, shared, processes } = options;
  const memory = options.memory ?? createMemoryRateLimiter();
  const share = (limit: number) => Math.max(1, Math.ceil(limit / processes));
  const estimate = (result: RateLimitResult): RateLimitResult => ({
    ...result,
    count: result.count * processes,
  });
  const either = async <T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> => {
    if (shared.up) {
      try {
        return await viaRedis();
      } catch (error) {
        if (!(error instanceof RedisUnavailableError)) throw error;
      }
    }
    return viaMemory();
  };
  return {
    hit: (key, limit, windowSeconds) =>
      either(
        () => redis.hit(key, limit, windowSeconds),
        async () => estimate(await memory.hit(key, share(limit), windowSeconds)),
      ),
    peek: (key, limit, windowSeconds) =>
      either(
        () => redis.peek(key, limit, windowSeconds),
        async () => estimate(await memory.peek(key, share(limit), windowSeconds)),
      ),
    undo: (key) =>
      either(
        () => redis.undo(key),
        () => memory.undo(key),
      ),
    async reset(key) {
      await memory.reset(key);
      await either(
        () => redis.reset(key),
        async () => undefined,
      );
    },
    async close() {
      await memory.close();
      await redis.close();
    },
  };
}
