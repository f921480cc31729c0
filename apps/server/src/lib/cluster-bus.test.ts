import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { type ClusterBus, createLocalBus, createRedisBus } from './cluster-bus';
import { connectRedis, type SharedRedis } from './redis';

const errors: unknown[] = [];
const warnings: unknown[] = [];
const log = {
  warn: (object: unknown) => warnings.push(object),
  error: (object: unknown) => errors.push(object),
  info: () => undefined,
};

describe('the bus of one process', () => {
  it('runs every handler of the topic at once, goes on past a failing one, and stops after unsubscribe', async () => {
    const bus = createLocalBus(log);
    const seen: unknown[] = [];
    const stop = bus.subscribe('tokens.revoked', (message) => seen.push(message));
    bus.subscribe('tokens.revoked', () => {
      throw new Error('broken handler');
    });
    bus.subscribe('tokens.revoked', (message) => seen.push(['second', message]));
    await bus.publish('tokens.revoked', { tokenId: 7 });
    expect(seen).toEqual([{ tokenId: 7 }, ['second', { tokenId: 7 }]]);
    expect(errors).toHaveLength(1);
    stop();
    await bus.publish('tokens.revoked', { userId: 3 });
    expect(seen).toEqual([{ tokenId: 7 }, ['second', { tokenId: 7 }], ['second', { userId: 3 }]]);
    await expect(bus.check()).resolves.toBeUndefined();
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the bus through Redis', () => {
  const opened: { bus: ClusterBus; redis: SharedRedis }[] = [];
  const open = async (prefix: string) => {
    const redis = await connectRedis(redisUrl!, prefix, log);
    const bus = createRedisBus({ redis, prefix, log });
    opened.push({ bus, redis });
    return bus;
  };
  afterEach(async () => {
    for (const { bus, redis } of opened.splice(0)) {
      await bus.close();
      await redis.close();
    }
  });
  const until = async (condition: () => boolean | Promise<boolean>, what: string, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const ready = (bus: ClusterBus) =>
    until(
      () =>
        bus.check().then(
          () => true,
          () => false,
        ),
      'the subscription',
    );

  it('runs a message once in the process that sent it and once in every other process of the same prefix only', async () => {
    const prefix = `atelje:test:${randomUUID()}:`;
    const [a, b, elsewhere] = await Promise.all([open(prefix), open(prefix), open(`${prefix}other:`)]);
    await Promise.all([ready(a), ready(b), ready(elsewhere)]);
    const got = { a: [] as unknown[], b: [] as unknown[], elsewhere: [] as unknown[] };
    a.subscribe('catalog.changed', (m) => got.a.push(m));
    b.subscribe('catalog.changed', (m) => got.b.push(m));
    elsewhere.subscribe('catalog.changed', (m) => got.elsewhere.push(m));
    b.subscribe('tokens.revoked', (m) => got.b.push(m));

    await a.publish('catalog.changed', {});
    // The sender ran its handler before publish returned.
    expect(got.a).toEqual([{}]);
    await until(() => got.b.length === 1, 'the other process');
    await b.publish('tokens.revoked', { userId: 5 });
    await a.publish('catalog.changed', {});
    await until(() => got.b.length === 3, 'the second message');
    // Its own message did not come back to the sender a second time.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(got.a).toEqual([{}, {}]);
    expect(got.b).toEqual([{}, { userId: 5 }, {}]);
    expect(got.elsewhere).toEqual([]);
  });

  it('is unready while its subscription is lost, resyncs when it is back, and hears messages again', async () => {
    const prefix = `atelje:test:${randomUUID()}:`;
    const [a, b] = await Promise.all([open(prefix), open(prefix)]);
    await Promise.all([ready(a), ready(b)]);
    let resyncs = 0;
    const got: unknown[] = [];
    b.onResync(() => resyncs++);
    b.subscribe('tus.released', (m) => got.push(m));

    // Redis drops b's subscriber connection (a failover, a restart, a network cut).
    const admin = new Redis(redisUrl!);
    const clients = (await admin.client('LIST')) as string;
    const ids = clients
      .split('\n')
      .filter((line) => line.includes(` name=${prefix}bus `))
      .map((line) => /^id=(\d+)/.exec(line)![1]!);
    // a's and b's subscribers: both go, as in a Redis restart.
    expect(ids).toHaveLength(2);
    for (const id of ids) await admin.client('KILL', 'ID', id);
    await admin.quit();

    await until(() => resyncs === 1, 'the resync');
    await ready(b);
    await ready(a);
    await a.publish('tus.released', { id: 'x' });
    await until(() => got.length === 1, 'a message after the reconnection');
    expect(got).toEqual([{ id: 'x' }]);
  });

  it('publishes at once without throwing when Redis cannot be reached, having run the local handlers', async () => {
    const prefix = `atelje:test:${randomUUID()}:`;
    const warned = warnings.length;
    const redis = await connectRedis('redis://127.0.0.1:1', prefix, log, { timeoutMs: 200 });
    const bus = createRedisBus({ redis, prefix, log });
    opened.push({ bus, redis });
    expect(redis.up).toBe(false);
    const started = Date.now();
    const got: unknown[] = [];
    bus.subscribe('tokens.revoked', (m) => got.push(m));
    const before = errors.length;
    for (let i = 1; i <= 5; i++) await bus.publish('tokens.revoked', { tokenId: i });
    expect(got).toHaveLength(5);
    // The outage was logged once, when the connection was opened, not once per message (ADR 031).
    expect(errors.length).toBe(before);
    expect(warnings.length).toBe(warned + 1);
    await expect(bus.check()).rejects.toThrow('Redis is unavailable');
    expect(Date.now() - started).toBeLessThan(100);
  });
});
