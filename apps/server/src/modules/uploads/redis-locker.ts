// tus upload locks shared by every API process through Redis (with REDIS_URL), so a PATCH resumed on another
// process behind the proxy waits for the one still writing, and can ask it to let go, as @tus/server's
// MemoryLocker does within one process:
// - the lock is the key `<prefix>tus:lock:<id>`, set with NX and a random token, expiring after `ttlMs` unless
//   its holder renews it (every third of that), so a crashed process blocks an upload for seconds, not for ever;
// - a waiter publishes 'tus.release-requested' on the cluster bus; the process holding the lock calls the
//   holder's requestRelease (tus then ends that request within its lockDrainTimeout, 3 s, and it unlocks);
// - unlock deletes the key only while it still holds this lock's token (a Lua compare-and-delete) and publishes
//   'tus.released', which wakes the waiters at once; they also retry every `retryMs` in case that was missed.
// While Redis is away (ADR 031) no lock can be shared, and a lock of this process alone would let two processes
// append to one upload: lock() refuses at once with RedisLockUnavailable (503 with Retry-After), and the client's
// tus library tries again. An unlock that cannot reach Redis leaves the key to expire by its TTL.
import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { ClusterBus } from '../../lib/cluster-bus';
import { RedisUnavailableError, type SharedRedis } from '../../lib/redis';

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end
return 0`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end
return 0`;

/** What lock() throws while Redis is away; tus.ts answers it with 503, Retry-After and a translated message. */
export class RedisLockUnavailable extends Error {
  readonly status_code = 503;
  readonly body = 'Service unavailable\n';
  constructor() {
    super('upload locks need Redis, which is unavailable');
  }
}

export interface RedisLockerOptions {
  redis: SharedRedis;
  bus: ClusterBus;
  /** Key prefix of the academy (REDIS_PREFIX). */
  prefix: string;
  /** How long a lock outlives a holder that stopped renewing it (crashed). */
  ttlMs?: number;
  /** How long lock() waits before it fails with ERR_LOCK_TIMEOUT (MemoryLocker's default: 30 s). */
  acquireTimeoutMs?: number;
  /** Retry interval of a waiter that heard no release. */
  retryMs?: number;
  /** A holder found its lock gone (expired while Redis was away, or taken): told to let go, and reported here. */
  onLost?: (id: string) => void;
}

export interface RedisLocker extends Locker {
  /** The Redis key of upload id's lock. */
  keyOf(id: string): string;
}

export function createRedisLocker(options: RedisLockerOptions): RedisLocker {
  const { redis, bus, prefix } = options;
  const ttlMs = options.ttlMs ?? 10_000;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
  const retryMs = options.retryMs ?? 250;
  const keyOf = (id: string) => `${prefix}tus:lock:${id}`;
  /** Locks this process holds, by upload id: whom to ask when a release is requested. */
  const held = new Map<string, Set<() => void>>();
  /** Waiters of this process, by upload id: whom to wake when a lock is released. */
  const waiting = new Map<string, Set<() => void>>();

  const add = (map: Map<string, Set<() => void>>, id: string, call: () => void) => {
    let set = map.get(id);
    if (!set) {
      set = new Set();
      map.set(id, set);
    }
    set.add(call);
    return () => {
      set.delete(call);
      if (set.size === 0 && map.get(id) === set) map.delete(id);
    };
  };
  const callAll = (map: Map<string, Set<() => void>>, id: string) => {
    for (const call of [...(map.get(id) ?? [])]) call();
  };
  bus.subscribe('tus.release-requested', ({ id }) => callAll(held, id));
  bus.subscribe('tus.released', ({ id }) => callAll(waiting, id));

  /** Resolves after ms, on a release of id, or on abort, whichever comes first. */
  const pause = (id: string, ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopWaiting();
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      const stopWaiting = add(waiting, id, done);
      signal.addEventListener('abort', done);
    });

  const newLock = (id: string): Lock => {
    const key = keyOf(id);
    const token = randomBytes(16).toString('hex');
    let release: (() => void) | null = null;

    const hold = (requestRelease: RequestRelease) => {
      const ask = () => {
        void Promise.resolve(requestRelease()).catch(() => undefined);
      };
      const forget = add(held, id, ask);
      let renewedAt = Date.now();
      let lost = false;
      const loseIt = () => {
        if (lost) return;
        lost = true;
        clearInterval(renew);
        options.onLost?.(id);
        ask();
      };
      const renew: NodeJS.Timeout = setInterval(
        () => {
          redis
            .run((client) => client.eval(RENEW, 1, key, token, ttlMs))
            .then(
              (result) => {
                if (Number(result) === 1) renewedAt = Date.now();
                else loseIt();
              },
              () => {
                // Redis away: past the TTL the key may be gone, and someone else may hold the lock.
                if (Date.now() - renewedAt >= ttlMs) loseIt();
              },
            );
        },
        Math.max(10, Math.floor(ttlMs / 3)),
      );
      renew.unref();
      release = () => {
        clearInterval(renew);
        forget();
      };
    };

    const take = () =>
      redis
        .run((client) => client.set(key, token, 'PX', ttlMs, 'NX'))
        .catch((error: unknown) => {
          if (error instanceof RedisUnavailableError) {
            throw new RedisLockUnavailable();
          }
          throw error;
        });

    return {
      async lock(stopSignal, requestRelease) {
        const deadline = Date.now() + acquireTimeoutMs;
        let askedAt = 0;
        for (;;) {
          if (stopSignal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
          if ((await take()) === 'OK') {
            hold(requestRelease);
            return;
          }
          const now = Date.now();
          if (now >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
          // Asked again every second: the holder may have taken the lock after an earlier request.
          if (now - askedAt >= 1000) {
            askedAt = now;
            await bus.publish('tus.release-requested', { id });
          }
          await pause(id, Math.min(retryMs, deadline - now), stopSignal);
        }
      },
      async unlock() {
        if (!release) throw new Error('Releasing an unlocked lock!');
        release();
        release = null;
        // 0: the lock had expired (and may be someone else's now); that holder is not disturbed. Redis away: the
        // key expires by itself within the TTL.
        const deleted = await redis
          .run((client) => client.eval(RELEASE, 1, key, token))
          .then(Number, () => 0);
        if (deleted === 1) await bus.publish('tus.released', { id });
      },
    };
  };

  return { newLock, keyOf };
}
