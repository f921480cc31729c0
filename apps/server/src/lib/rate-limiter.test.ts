import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startSilentServer } from '../test/redis-proxy';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  createSharedRateLimiter,
  type RateLimiter,
} from './rate-limiter';
import { connectRedis, type SharedRedis } from './redis';

const quiet = { warn: () => undefined, error: () => undefined, info: () => undefined };

function behaves(name: string, make: () => Promise<{ limiter: RateLimiter }> | { limiter: RateLimiter }) {
  describe(name, () => {
    it('allows up to the limit in one window, then refuses with a retry time', async () => {
      const { limiter } = await make();
      const key = randomUUID();
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit(key, 3, 60));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0);
      expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
      await limiter.close();
    });

    it('peeks without counting and forgets a key on reset', async () => {
      const { limiter } = await make();
      const key = randomUUID();
      await limiter.hit(key, 2, 60);
      expect((await limiter.peek(key, 2, 60)).allowed).toBe(true);
      await limiter.hit(key, 2, 60);
      expect((await limiter.peek(key, 2, 60)).allowed).toBe(false);
      await limiter.reset(key);
      expect((await limiter.peek(key, 2, 60)).count).toBe(0);
      await limiter.close();
    });

    it('counts 30 parallel hits exactly once each: only the first `limit` are allowed', async () => {
      const { limiter } = await make();
      const key = randomUUID();
      const results = await Promise.all(Array.from({ length: 30 }, () => limiter.hit(key, 5, 60)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 30 }, (_, i) => i + 1),
      );
      await limiter.close();
    });

    it('takes back a hit with undo, atomically and never below zero', async () => {
      const { limiter } = await make();
      const key = randomUUID();
      await Promise.all(Array.from({ length: 20 }, () => limiter.hit(key, 50, 60)));
      await Promise.all(Array.from({ length: 15 }, () => limiter.undo(key)));
      expect((await limiter.peek(key, 50, 60)).count).toBe(5);
      await Promise.all(Array.from({ length: 10 }, () => limiter.undo(key)));
      expect((await limiter.peek(key, 50, 60)).count).toBe(0);
      await limiter.undo(randomUUID());
      expect((await limiter.hit(key, 1, 60)).allowed).toBe(true);
      await limiter.close();
    });
  });
}

let now = 1_000_000;
behaves('memory rate limiter', () => ({ limiter: createMemoryRateLimiter(() => now) }));

describe('memory rate limiter window', () => {
  it('starts a new window after the old one ends', async () => {
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', 1, 10);
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(false);
    now += 10_001;
    expect((await limiter.hit('k', 1, 10)).allowed).toBe(true);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl)
  behaves('redis rate limiter', async () => ({
    limiter: await createRedisRateLimiter(redisUrl, `atelje:test:${randomUUID()}:`),
  }));

/** The app's limiter (ADR 031) on a Redis connection: `processes` share each limit while Redis is away. */
async function shared(url: string, processes: number, timeoutMs = 200) {
  const redis = await connectRedis(url, 'atelje:test:', quiet, { timeoutMs });
  const prefix = `atelje:test:${randomUUID()}:`;
  const limiter = createSharedRateLimiter({
    redis: await createRedisRateLimiter(redis, prefix),
    shared: redis,
    processes,
  });
  return { redis, limiter, prefix };
}

/** A shared limiter whose close() also closes its Redis connection. */
async function sharedClosing(url: string, processes: number, timeoutMs?: number) {
  const { redis, limiter } = await shared(url, processes, timeoutMs);
  return {
    ...limiter,
    async close() {
      await limiter.close();
      await redis.close();
    },
  };
}

const unreachable = await closedPort();
// One process: while Redis is away, the counts in memory behave exactly like the memory limiter.
behaves('shared rate limiter while Redis is away (one process)', async () => {
  return { limiter: await sharedClosing(unreachable, 1) };
});

describe('shared rate limiter while Redis is away (ADR 031)', () => {
  let silent: { url: string; close(): Promise<void> };
  const opened: SharedRedis[] = [];
  beforeAll(async () => {
    silent = await startSilentServer();
  });
  afterAll(async () => {
    for (const redis of opened) await redis.close();
    await silent.close();
  });

  it('allows each of 3 processes a third of a limit (at least 1) and reports its estimate for the academy', async () => {
    const { redis, limiter } = await shared(unreachable, 3);
    opened.push(redis);
    expect(redis.up).toBe(false);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', 7, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([3, 6, 9, 12]);
    expect((await limiter.hit('once', 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('once', 1, 60)).allowed).toBe(false);
    expect((await limiter.peek('k', 7, 60)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.peek('k', 7, 60)).count).toBe(0);
  });

  it('falls back when Redis accepts the connection and never answers: one call waits the deadline, the next ones not at all', async () => {
    const { redis, limiter } = await shared(silent.url, 2, 150);
    opened.push(redis);
    const started = Date.now();
    expect((await limiter.hit('k', 4, 60)).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(redis.up).toBe(false);
    const results = await Promise.all(Array.from({ length: 4 }, () => limiter.hit('k', 4, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
  });
});

if (redisUrl) {
  behaves('shared rate limiter while Redis answers', async () => {
    // A deadline no busy test machine misses: these checks are about Redis's own counting.
    return { limiter: await sharedClosing(redisUrl, 2, 5000) };
  });
}
