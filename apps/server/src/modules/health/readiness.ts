// Readiness: can this process serve real requests? The database answers, the media store takes a write, a read
// and a delete, and the job queue's own connection reaches its tables. With REDIS_URL it also reports whether Redis
// answers and this process is subscribed to the cluster channel (ADR 018), but a process without Redis still
// serves, on its fallbacks (ADR 031): it is `degraded`, not unready, so a probe does not take every process out of
// rotation when Redis is away. Each check has a deadline, so a hung dependency makes the probe fail rather than
// hang.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Storage } from '../../drivers/storage/index';
import { jobCounts } from '../../jobs/queue';

export type CheckName = 'database' | 'storage' | 'queue' | 'redis';
export type CheckResult = 'ok' | 'failed';
/** Every check's result; `redis` only when REDIS_URL is set. */
export type CheckResults = Record<Exclude<CheckName, 'redis'>, CheckResult> & { redis?: CheckResult };

const CHECK_TIMEOUT_MS = 3000;
const PROBE = Buffer.from('atelje readiness probe');

function withDeadline<T>(work: Promise<T>, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} check timed out`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Writes, reads back and deletes a small object under _ready/ (a key no feature uses). */
export async function probeStorage(storage: Storage): Promise<void> {
  const key = `_ready/probe-${randomBytes(8).toString('hex')}`;
  await storage.put(key, PROBE);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.createReadStream(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    if (!Buffer.concat(chunks).equals(PROBE)) throw new Error('storage probe read back different bytes');
  } finally {
    await storage.delete(key);
  }
}

/** Checks whose failure leaves the process serving, on a fallback. */
const SOFT: ReadonlySet<CheckName> = new Set(['redis']);

/**
 * Runs every check at once; a failure is logged on `log` (the request's logger, so the line has its id). `ready`:
 * every check the process cannot serve without is ok; `degraded`: ready, but a soft one failed.
 */
export async function checkReadiness(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): Promise<{ ready: boolean; degraded: boolean; checks: CheckResults }> {
  const checks: Partial<Record<CheckName, () => Promise<unknown>>> = {
    database: () => app.db.execute(sql`select 1`),
    storage: () => probeStorage(app.storage),
    queue: () => jobCounts(app.jobs),
    // Only when configured: the embedded academy has no Redis to ask.
    ...(app.redis ? { redis: () => app.bus.check() } : {}),
  };
  const names = Object.keys(checks) as CheckName[];
  const settled = await Promise.allSettled(names.map((name) => withDeadline(checks[name]!(), name)));
  const results = {} as CheckResults;
  settled.forEach((outcome, index) => {
    const name = names[index] as CheckName;
    results[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
    // Redis away is logged once when it goes and once when it is back (lib/redis.ts), not at every probe.
    const known = name === 'redis' && app.redis?.up === false;
    if (outcome.status === 'rejected' && !known)
      log.warn({ err: outcome.reason, check: name }, 'readiness check failed');
  });
  const failed = (Object.keys(results) as CheckName[]).filter((name) => results[name] === 'failed');
  return {
    ready: failed.every((name) => SOFT.has(name)),
    degraded: failed.length > 0,
    checks: results,
  };
}
