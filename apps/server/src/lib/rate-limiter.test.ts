import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

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
