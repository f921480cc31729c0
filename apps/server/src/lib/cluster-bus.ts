// What every API process must hear when one of them changes shared state: a revoked session, an edited catalog, a
// tus lock that another request waits for. In one process the bus calls its handlers directly; with REDIS_URL a
// message is also published on one Redis channel, and every process (one subscriber connection each) runs the same
// handlers when it arrives. Handlers are idempotent: they evict or clear, so a message applied twice is harmless.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface ClusterMessages {
  /** Cached sessions of a token (logout) or of every token of a user (new password, role, e-mail) are stale. */
  'tokens.revoked': { tokenId: number } | { userId: number };
  /** Catalog data changed: cached catalog answers and the search index are dropped. */
  'catalog.changed': Record<string, never>;
  /** A request waits for the tus lock of upload `id`; the request holding it should finish soon and let go. */
  'tus.release-requested': { id: string };
  /** The tus lock of upload `id` was released: a waiting request can take it now. */
  'tus.released': { id: string };
}

export type ClusterTopic = keyof ClusterMessages;
type Handler<T extends ClusterTopic> = (message: ClusterMessages[T]) => void;
type Log = Pick<FastifyBaseLogger, 'warn' | 'error'>;

export interface ClusterBus {
  /** Runs the topic's handlers in this process at once and, with Redis, in every other process; never throws. */
  publish<T extends ClusterTopic>(topic: T, message: ClusterMessages[T]): Promise<void>;
  /** Calls handler for every message of topic from any process; returns the unsubscribe. */
  subscribe<T extends ClusterTopic>(topic: T, handler: Handler<T>): () => void;
  /**
   * Calls handler when the subscription came back after its connection was lost: messages of the gap are gone,
   * so what they would have evicted must be dropped whole.
   */
  onResync(handler: () => void): void;
  /** Readiness: Redis answers and this process's subscription is live (always fine in one process). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** The handlers of one process, shared by both buses. */
function localHandlers(log: Log) {
  const handlers = new Map<ClusterTopic, Set<(message: unknown) => void>>();
  const resync = new Set<() => void>();
  const run = (what: string, call: () => void) => {
    try {
      call();
    } catch (error) {
      log.error({ err: error, topic: what }, 'a cluster message handler failed');
    }
  };
  return {
    deliver(topic: ClusterTopic, message: unknown) {
      for (const handler of handlers.get(topic) ?? []) run(topic, () => handler(message));
    },
    subscribe<T extends ClusterTopic>(topic: T, handler: Handler<T>) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      const entry = handler as (message: unknown) => void;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    onResync(handler: () => void) {
      resync.add(handler);
    },
    resync() {
      for (const handler of resync) run('resync', handler);
    },
    isTopic(topic: unknown): topic is ClusterTopic {
      return typeof topic === 'string' && handlers.has(topic as ClusterTopic);
    },
  };
}

/** One process: publish is a direct call. */
export function createLocalBus(log: Log): ClusterBus {
  const local = localHandlers(log);
  return {
    async publish(topic, message) {
      local.deliver(topic, message);
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async check() {},
    async close() {},
  };
}

/**
 * The connection for commands (rate limits, locks, publishing), named `<prefix>commands` in Redis's CLIENT LIST.
 * ioredis is loaded only when Redis is configured.
 */
export async function connectRedis(url: string, prefix: string, log: Log): Promise<Redis> {
  const { Redis } = await import('ioredis');
  // A command waits through a couple of reconnection attempts, then fails instead of hanging its request.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectionName: `${prefix}commands` });
  redis.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  return redis;
}

/** QUIT lets replies in flight arrive; a connection that is down (or goes down meanwhile) is simply dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

/**
 * Several processes through Redis. `redis` is the command connection (owned by the caller); the bus opens its own
 * subscriber connection and closes it. Messages go on the channel `<prefix>bus` as JSON with the sender's id, so
 * a process skips its own (it ran the handlers when it published).
 */
export function createRedisBus(options: { redis: Redis; prefix: string; log: Log }): ClusterBus {
  const { redis, log } = options;
  const channel = `${options.prefix}bus`;
  const origin = randomBytes(8).toString('hex');
  const local = localHandlers(log);
  const subscriber = redis.duplicate({
    // Named after the channel, so an operator (or a test) finds the subscribers of one academy in CLIENT LIST.
    connectionName: channel,
    // Subscribed again by hand below, so the resync runs only once the subscription is live again.
    autoResubscribe: false,
    // Subscribing waits for Redis however long it is away (publishing and commands fail fast instead).
    maxRetriesPerRequest: null,
  });
  subscriber.on('error', (error: Error) => log.warn({ err: error }, 'redis subscriber connection error'));
  let subscribed = false;
  let closing = false;
  let connectedBefore = false;

  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        if (connectedBefore) local.resync();
        connectedBefore = true;
      },
      (error: unknown) => {
        if (!closing) log.error({ err: error }, 'could not subscribe to the cluster channel');
      },
    );
  subscriber.on('ready', () => {
    void subscribe();
  });
  subscriber.on('close', () => {
    subscribed = false;
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed: { o?: unknown; t?: unknown; m?: unknown };
    try {
      parsed = JSON.parse(text);
    } catch {
      log.warn({ channel }, 'a cluster message is not JSON');
      return;
    }
    if (parsed.o === origin || !local.isTopic(parsed.t)) return;
    local.deliver(parsed.t, parsed.m);
  });

  return {
    async publish(topic, message) {
      local.deliver(topic, message);
      // The change itself is saved; other processes' caches catch up within their own few seconds. While the
      // connection is being re-established the message is dropped at once rather than holding the request up
      // through the reconnection attempts.
      const lost = (error: unknown) =>
        log.error({ err: error, topic }, 'a cluster message could not be published');
      if (redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end') {
        lost(new Error(`the Redis connection is ${redis.status}`));
        return;
      }
      await redis.publish(channel, JSON.stringify({ o: origin, t: topic, m: message })).catch(lost);
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async check() {
      if (redis.status !== 'ready') throw new Error(`the Redis connection is ${redis.status}`);
      await redis.ping();
      if (!subscribed) throw new Error('the cluster channel is not subscribed');
    },
    async close() {
      closing = true;
      subscriber.removeAllListeners('ready');
      await closeRedis(subscriber);
    },
  };
}
