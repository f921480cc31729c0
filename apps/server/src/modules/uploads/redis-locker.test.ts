// The tus locker on Redis, between two "processes" (each its own connections and cluster bus on one prefix).
import { randomUUID } from 'node:crypto';
import { ERRORS } from '@tus/server';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ClusterBus, createLocalBus, createRedisBus } from '../../lib/cluster-bus';
import { connectRedis, type SharedRedis } from '../../lib/redis';
import { createRedisLocker, type RedisLockerOptions, RedisLockUnavailable } from './redis-locker';

const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => undefined, error: () => undefined, info: () => undefined };
const prefix = `atelje:test:${randomUUID()}:`;

interface Process {
  redis: SharedRedis;
  bus: ClusterBus;
}
const processes: Process[] = [];
let admin: Redis;

async function startProcess(): Promise<Process> {
  const redis = await connectRedis(redisUrl!, prefix, log);
  const bus = createRedisBus({ redis, prefix, log });
  const deadline = Date.now() + 3000;
  while (
    !(await bus.check().then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('no subscription');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const started = { redis, bus };
  processes.push(started);
  return started;
}

const locker = (owner: Process, options: Partial<RedisLockerOptions> = {}) =>
  createRedisLocker({ redis: owner.redis, bus: owner.bus, prefix, ...options });
const never = () => new AbortController().signal;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean, what: string, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}
/** A promise with its state readable, to see that a lock() is still waiting. */
function watch<T>(promise: Promise<T>) {
  const state = { settled: false, value: undefined as T | undefined, error: undefined as unknown, at: 0 };
  promise.then(
    (value) => Object.assign(state, { settled: true, value, at: Date.now() }),
    (error: unknown) => Object.assign(state, { settled: true, error, at: Date.now() }),
  );
  return state;
}

// ADR 031: no Redis is needed to see that a lock is refused at once, with tus's 503, while Redis is away.
it('refuses a lock at once with 503 while Redis is unavailable', async () => {
  const redis = await connectRedis('redis://127.0.0.1:1', prefix, log, { timeoutMs: 200 });
  try {
    expect(redis.up).toBe(false);
    const lock = createRedisLocker({ redis, bus: createLocalBus(log), prefix }).newLock(randomUUID());
    const started = Date.now();
    const refusal = await lock.lock(never(), () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RedisLockUnavailable);
    expect(refusal).toMatchObject({ status_code: 503 });
    // Refused without waiting for the lock timeout (30 s) or for Redis.
    expect(Date.now() - started).toBeLessThan(1000);
  } finally {
    await redis.close();
  }
});

describe.skipIf(!redisUrl)('tus locks in Redis', () => {
  let one: Process;
  let two: Process;
  beforeAll(async () => {
    admin = new Redis(redisUrl!);
    [one, two] = await Promise.all([startProcess(), startProcess()]);
  });
  afterEach(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
  });
  afterAll(async () => {
    for (const { bus, redis } of processes) {
      await bus.close();
      await redis.close();
    }
    await admin?.quit();
  });

  it('takes a free lock as an expiring key holding its own token, and deletes it on unlock', async () => {
    const lockerOne = locker(one, { ttlMs: 5000 });
    const id = randomUUID();
    const lock = lockerOne.newLock(id);
    await lock.lock(never(), () => undefined);
    expect(await admin.get(lockerOne.keyOf(id))).toMatch(/^[0-9a-f]{32}$/);
    const ttl = await admin.pttl(lockerOne.keyOf(id));
    expect(ttl).toBeGreaterThan(4000);
    expect(ttl).toBeLessThanOrEqual(5000);
    await lock.unlock();
    expect(await admin.exists(lockerOne.keyOf(id))).toBe(0);
    await expect(lock.unlock()).rejects.toThrow('Releasing an unlocked lock!');
  });

  it('makes a second request wait and ask the holder to let go, and gives it the lock as soon as it is released', async () => {
    const id = randomUUID();
    const holder = locker(one).newLock(id);
    let asked = 0;
    await holder.lock(never(), () => {
      asked++;
    });
    // The waiter retries only every 10 s on its own: getting the lock sooner means the release woke it.
    const waiter = locker(two, { retryMs: 10_000 }).newLock(id);
    const waiting = watch(waiter.lock(never(), () => undefined));
    await until(() => asked > 0, 'the release request');
    await sleep(100);
    expect(waiting.settled).toBe(false);

    const releasedAt = Date.now();
    await holder.unlock();
    await until(() => waiting.settled, 'the waiter');
    expect(waiting.error).toBeUndefined();
    expect(waiting.at - releasedAt).toBeLessThan(1000);
    await waiter.unlock();
  });

  it('lets a holder that is asked to let go finish and unlock, after which the waiter holds the lock', async () => {
    const id = randomUUID();
    const holder = locker(one).newLock(id);
    const events: string[] = [];
    // As tus does: the request is cancelled, its stream ends, and the handler unlocks in its finally.
    await holder.lock(never(), () => {
      events.push('asked');
      setTimeout(() => {
        events.push('unlocked');
        void holder.unlock();
      }, 50);
    });
    const waiter = locker(two).newLock(id);
    await waiter.lock(never(), () => undefined);
    events.push('taken');
    expect(events).toEqual(['asked', 'unlocked', 'taken']);
    await waiter.unlock();
  });

  it('gives the lock of a crashed holder to a waiter once its TTL has run out', async () => {
    const id = randomUUID();
    const doomed = await startProcess();
    const crashed = locker(doomed, { ttlMs: 400 }).newLock(id);
    await crashed.lock(never(), () => undefined);
    // The process dies: no more renewals, no unlock.
    doomed.redis.client.disconnect();
    await doomed.bus.close();
    const started = Date.now();
    const waiter = locker(two, { retryMs: 50 }).newLock(id);
    await waiter.lock(never(), () => undefined);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(200);
    expect(waited).toBeLessThan(2000);
    await waiter.unlock();
  });

  it('renews a held lock past its TTL, and fails a waiter with the lock timeout or on abort', async () => {
    const id = randomUUID();
    const holder = locker(one, { ttlMs: 300 }).newLock(id);
    await holder.lock(never(), () => undefined);
    await sleep(700);
    expect(await admin.exists(locker(one).keyOf(id))).toBe(1);

    const impatient = locker(two, { acquireTimeoutMs: 300, retryMs: 50 }).newLock(id);
    await expect(impatient.lock(never(), () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const stop = new AbortController();
    const aborted = watch(
      locker(two)
        .newLock(id)
        .lock(stop.signal, () => undefined),
    );
    await sleep(50);
    expect(aborted.settled).toBe(false);
    stop.abort();
    await until(() => aborted.settled, 'the aborted waiter', 500);
    expect(aborted.error).toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await holder.unlock();
  });

  it('tells a holder whose lock is gone from Redis to let go', async () => {
    const id = randomUUID();
    const lost: string[] = [];
    const lockerOne = locker(one, { ttlMs: 300, onLost: (lostId) => lost.push(lostId) });
    const holder = lockerOne.newLock(id);
    let asked = 0;
    await holder.lock(never(), () => {
      asked++;
    });
    await admin.del(lockerOne.keyOf(id));
    await until(() => asked === 1, 'the holder to be told', 1000);
    expect(lost).toEqual([id]);
    // Someone else may hold it now; unlocking does not delete their key.
    await admin.set(lockerOne.keyOf(id), 'another holder');
    await holder.unlock();
    expect(await admin.get(lockerOne.keyOf(id))).toBe('another holder');
  });
});
