// What every API process must hear when one of them changes shared state: a revoked session, an edited catalog, a
// tus lock that another request waits for. In one process the bus calls its handlers directly; with REDIS_URL a
// message is also published on one Redis channel, and every process (one subscriber connection each) runs the same
// handlers when it arrives. Handlers are idempotent: they evict or clear, so a message applied twice is harmless.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { closeRedis, type SharedRedis } from './redis';

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
 * Several processes through Redis. `redis` is the command connection (owned by the caller); the bus opens its own
 * subscriber connection and closes it. Messages go on the channel `<prefix>bus` as JSON with the sender's id, so
 * a process skips its own (it ran the handlers when it published).
 */
export function createRedisBus(options: { redis: SharedRedis; prefix: string; log: Log }): ClusterBus {
  const { redis, log } = options;
  const channel = `${options.prefix}bus`;
  const origin = randomBytes(8).toString('hex');
  const local = localHandlers(log);
  // The command connection's options (lib/redis.ts): a server that accepts and never answers is dialled again
  // rather than waited for. ioredis reconnects however long Redis is away, and subscribes when it is ready.
  const subscriber = redis.client.duplicate({
    // Named after the channel, so an operator (or a test) finds the subscribers of one academy in CLIENT LIST.
    connectionName: channel,
    // Subscribed again by hand below, so the resync runs only once the subscription is live again.
    autoResubscribe: false,
  });
  // Its failures come once per reconnection attempt; the outage is logged once, by the command connection, and
  // readiness reports a lost subscription.
  subscriber.on('error', () => undefined);
  let subscribed = false;
  let closing = false;
  let connectedBefore = false;

  /** Set while subscribing fails, so it is logged once and tried again every second. */
  let failing = false;
  const subscribe = (): Promise<void> =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        failing = false;
        if (connectedBefore) local.resync();
        connectedBefore = true;
      },
      (error: unknown) => {
        if (closing) return;
        if (!failing)
          log.error({ err: error }, 'could not subscribe to the cluster channel; trying every second');
        failing = true;
        setTimeout(() => {
          if (!closing && !subscribed && subscriber.status === 'ready') void subscribe();
        }, 1000).unref();
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
      // The change itself is saved; other processes' caches catch up within their own few seconds (ADR 018).
      // While Redis is away the message is dropped at once, and a publish that fails or is late marks it away;
      // the outage is logged once (lib/redis.ts), not once per message.
      if (!redis.up) return;
      await redis
        .run((client) => client.publish(channel, JSON.stringify({ o: origin, t: topic, m: message })))
        .catch(() => undefined);
    },
    subscribe: local.subscribe,
    onResync: local.onResync,
    async check() {
      if (!redis.up) throw new Error('Redis is unavailable');
      await redis.run((client) => client.ping());
      if (!subscribed) throw new Error('the cluster channel is not subscribed');
    },
    async close() {
      closing = true;
      subscriber.removeAllListeners('ready');
      await closeRedis(subscriber);
    },
  };
}
