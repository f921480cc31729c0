// The Redis connection an API process shares with the others (ADR 018), and what it does while Redis cannot serve
// (ADR 031). No request waits for Redis longer than REDIS_TIMEOUT_MS: connecting and every command have that
// deadline, commands are never queued while the connection is down, and the first command that fails or is late
// marks Redis away for the whole process. While it is away, callers do not ask it at all: rate limits count in the
// process's memory, cache invalidations stay in the process, upload locks answer 503 (see each caller). The outage
// is logged once when it starts and once when it ends; a PING every second (once ioredis has reconnected) finds
// the end. ioredis is loaded only when Redis is configured: the embedded academy starts without it.
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis, RedisOptions } from 'ioredis';

export type RedisLog = Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;

/** Thrown by SharedRedis.run while Redis is away, or when a command failed or missed its deadline. */
export class RedisUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RedisUnavailableError';
  }
}

export interface SharedRedis {
  /** The command connection, named `<prefix>commands` in Redis's CLIENT LIST. Use it through run(). */
  readonly client: Redis;
  /** True while Redis answers; false from the first failed or late command until a probe gets an answer. */
  readonly up: boolean;
  /** The deadline of connecting and of every command (REDIS_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /**
   * Runs Redis commands within the deadline. Throws RedisUnavailableError at once while Redis is away, and when
   * the commands fail or are late (which marks it away).
   */
  run<T>(work: (redis: Redis) => Promise<T>): Promise<T>;
  /** Closes the connection: QUIT when connected, a plain disconnect when Redis is away. */
  close(): Promise<void>;
}

export const DEFAULT_REDIS_TIMEOUT_MS = 500;
/** What a client refused for want of Redis is told to wait (Retry-After): a few probes and reconnections. */
export const REDIS_RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 1000;

/** ioredis's own command timeout, and how long a starting process waits for its first connection. */
const backstopMs = (timeoutMs: number) => Math.max(4 * timeoutMs, 1000);

/**
 * ioredis options that make a command fail instead of waiting: connecting has the deadline; a command sent while
 * the connection is down is refused at once instead of queued; one in flight when the connection drops fails
 * instead of being sent again after the reconnection (an INCR must not count twice). Every command, the
 * connection's own handshake included, also has a backstop of a few deadlines, so a server that accepts and never
 * answers is dropped and dialled again. The deadline a request waits for is SharedRedis.run's (see `late`).
 */
export function failFastOptions(timeoutMs: number): RedisOptions {
  return {
    connectTimeout: timeoutMs,
    commandTimeout: backstopMs(timeoutMs),
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
  };
}

/**
 * Rejects after `ms`, unless the reply is already there: the timer's callback runs before the event loop reads
 * sockets, so after a stall of the loop (a long synchronous task, a GC pause) a reply that arrived in time would
 * lose to it; deciding one turn later (setImmediate runs after the loop has read its sockets) lets that reply win,
 * and only a Redis that really did not answer is taken for away.
 */
function late(ms: number, message: string): { promise: Promise<never>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  let turn: NodeJS.Immediate | undefined;
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      turn = setImmediate(() => reject(new RedisUnavailableError(message)));
    }, ms);
  });
  return {
    promise,
    cancel() {
      clearTimeout(timer);
      if (turn) clearImmediate(turn);
    },
  };
}

/** QUIT lets replies in flight arrive; a connection that is down (or goes down meanwhile) is simply dropped. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Opens the command connection and waits for it a little (no request is waiting yet; a refused connection ends the
 * wait at once): an academy whose Redis is away starts all the same, on its fallbacks, and says so once.
 */
export async function connectRedis(
  url: string,
  prefix: string,
  log: RedisLog,
  options: { timeoutMs?: number; probeMs?: number } = {},
): Promise<SharedRedis> {
  const { Redis } = await import('ioredis');
  const timeoutMs = options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  const probeMs = options.probeMs ?? PROBE_EVERY_MS;
  const client = new Redis(url, { ...failFastOptions(timeoutMs), connectionName: `${prefix}commands` });

  let up = false;
  /** When the outage now logged began (null: none is). */
  let downSince: number | null = null;
  let closing = false;
  let probing = false;
  let probeTimer: NodeJS.Timeout | undefined;

  const markDown = (error: unknown) => {
    if (closing || downSince !== null) return;
    up = false;
    downSince = Date.now();
    log.warn(
      { err: error },
      'Redis is unavailable: until it answers again, rate limits are counted in this process only, other processes miss its cache invalidations and resumable uploads are refused with 503',
    );
    probeTimer = setInterval(() => void probe(), probeMs);
    probeTimer.unref();
  };
  const markUp = () => {
    if (closing) return;
    up = true;
    if (downSince === null) return;
    const seconds = Math.round((Date.now() - downSince) / 1000);
    downSince = null;
    clearInterval(probeTimer);
    log.info(
      { outageSeconds: seconds },
      'Redis answers again: rate limits and cache invalidations are shared again',
    );
  };
  const ping = async () => {
    const deadline = late(timeoutMs, `Redis did not answer within ${timeoutMs} ms`);
    try {
      await Promise.race([client.ping(), deadline.promise]);
    } finally {
      deadline.cancel();
    }
  };
  const probe = async () => {
    if (probing || closing || client.status !== 'ready') return;
    probing = true;
    try {
      await ping();
      markUp();
    } catch {
      // A connection that looks open and does not answer (a hung server, a cut network) is dialled again; the
      // next probe asks the new one.
      if (client.status === 'ready') client.disconnect(true);
    } finally {
      probing = false;
    }
  };

  // Connection errors come once per reconnection attempt: only the first one of an outage is logged.
  client.on('error', (error: Error) => {
    if (up) markDown(error);
  });
  client.on('close', () => {
    if (up) markDown(new Error('the connection to Redis closed'));
  });
  // Reconnected during an outage: asked at once rather than at the next probe.
  client.on('ready', () => {
    if (downSince !== null) void probe();
  });

  const ready = once(client, 'ready').then(
    () => true,
    () => false,
  );
  let startTimer: NodeJS.Timeout | undefined;
  const started = await Promise.race([
    ready,
    new Promise<false>((resolve) => {
      startTimer = setTimeout(() => resolve(false), backstopMs(timeoutMs));
    }),
  ]);
  clearTimeout(startTimer);
  if (started) up = true;
  else markDown(new Error(`Redis did not answer within ${backstopMs(timeoutMs)} ms of starting`));

  return {
    client,
    get up() {
      return up;
    },
    timeoutMs,
    async run(work) {
      if (!up) throw new RedisUnavailableError('Redis is unavailable');
      const deadline = late(timeoutMs, `Redis did not answer within ${timeoutMs} ms`);
      try {
        return await Promise.race([work(client), deadline.promise]);
      } catch (error) {
        // Any failure counts: a refused or late command, and replies such as LOADING, READONLY or OOM alike.
        markDown(error);
        throw error instanceof RedisUnavailableError
          ? error
          : new RedisUnavailableError(`Redis failed: ${describe(error)}`, { cause: error });
      } finally {
        deadline.cancel();
      }
    },
    async close() {
      closing = true;
      clearInterval(probeTimer);
      await closeRedis(client);
    },
  };
}
