// Background jobs on pg-boss 10, the same code on embedded PGlite and on a PostgreSQL server.
import PgBoss from 'pg-boss';
import type { Database, SqlExecutor } from '../db/client';

export interface JobLog {
  info(o: object | string, m?: string): void;
  error(o: object | string, m?: string): void;
}

/** What a job handler knows about the job it runs. */
export interface JobContext {
  id: string;
  /** Every line carries { queue, jobId }. */
  log: JobLog;
}

/** A log whose every line carries the given fields. */
function withFields(log: JobLog, fields: Record<string, unknown>): JobLog {
  const line = (o: object | string, m?: string): [object, string | undefined] =>
    typeof o === 'string' ? [fields, o] : [{ ...fields, ...o }, m];
  return {
    info: (o, m) => log.info(...line(o, m)),
    error: (o, m) => log.error(...line(o, m)),
  };
}

export interface SendOptions {
  /**
   * At most one job per key in each clock minute; a second send in the same minute returns null. (pg-boss 10
   * ignores a key alone on a standard queue, so the key is paired with a 60 s throttling slot.)
   */
  singletonKey?: string;
  startAfterSeconds?: number;
  retryLimit?: number;
  /** For jobs that run long (video): how long one may stay active before it counts as abandoned. */
  expireInSeconds?: number;
}

export interface JobQueue {
  start(): Promise<void>;
  stop(): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** The handler gets the job's data and its context (id and a log whose lines carry queue and job id). */
  work<T extends object>(name: string, handler: (data: T, job: JobContext) => Promise<void>): Promise<void>;
  /**
   * Runs a task every `seconds` (first run after one period) in processes that run workers, until the queue
   * stops. For sweepers whose work is idempotent: several worker processes may run the same task.
   */
  every(name: string, seconds: number, task: () => Promise<void>): void;
}

/** Defaults of every queue this application creates; a job may lower or raise retryLimit when sent. */
export const QUEUE_DEFAULTS = {
  // Five retries with exponential backoff from 5 s: after 5–10 s, 10–20 s, 20–40 s, 40–80 s and 80–160 s,
  // enough to ride out an SMTP server restart without hammering it.
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  // A job still 'active' after this long (a worker died mid-job) is failed and retried. Handlers are idempotent,
  // so a slow job run twice does no harm; long jobs (video) set their own. With maintenance every 10 s and the
  // first retry after 5–10 s, a killed worker's job runs again within 30 + 10 + 10 s (issue 15).
  expireInSeconds: 30,
} satisfies Omit<PgBoss.Queue, 'name'>;

/** How often pg-boss fails expired jobs (and archives old ones); it coordinates across processes. */
export const MAINTENANCE_INTERVAL_SECONDS = 10;

/** The expiry of jobs that may legitimately run for minutes (video encoding, exports). */
export const LONG_JOB_EXPIRE_SECONDS = 300;

/** How often an idle worker asks for new jobs: a reset e-mail is sent within about a second. */
export const POLLING_INTERVAL_SECONDS = 1;
const SINGLETON_SECONDS = 60;
const STOP_TIMEOUT_MS = 15_000;

const bosses = new WeakMap<JobQueue, PgBoss>();

export function createJobQueue(
  database: Database,
  options: {
    runWorkers: boolean;
    log: JobLog;
    /** Tests: a shorter job expiry and maintenance interval than the defaults above. */
    expireInSeconds?: number;
    maintenanceIntervalSeconds?: number;
  },
): JobQueue {
  const { runWorkers, log } = options;
  const queueDefaults = {
    ...QUEUE_DEFAULTS,
    expireInSeconds: options.expireInSeconds ?? QUEUE_DEFAULTS.expireInSeconds,
  };
  const executor = database.kind === 'pglite' ? new PgliteExecutor(database.sql) : undefined;
  // Maintenance (expiring stuck jobs, archiving, deleting old ones) and the cron scheduler run where the
  // workers run; an API process that only sends jobs keeps no timers of its own. Both coordinate through
  // a row in pgboss.version, so any number of worker processes may have them on.
  const shared: PgBoss.ConstructorOptions = {
    schema: 'pgboss',
    supervise: runWorkers,
    schedule: runWorkers,
    pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
  };
  const boss = new PgBoss(
    executor
      ? // PGlite is one session inside this process. pg-boss 10 needs no LISTEN/NOTIFY (it polls), and the
        // advisory locks of its maintenance and migrations (pg_advisory_xact_lock) are granted at once in a
        // single session, so supervise and schedule need no switch here.
        { ...shared, db: executor }
      : {
          ...shared,
          connectionString: database.url,
          max: runWorkers ? 5 : 3,
          application_name: 'atelje-jobs',
        },
  );

  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));

  // pg-boss 10 creates a partition table per queue, and two connections creating queues at the same moment can
  // deadlock on PostgreSQL (40P01). This process creates one queue at a time; against another process (an API
  // process sending while a worker registers its handlers) the loser's statement is rolled back whole and run
  // again after a random pause.
  let creating: Promise<unknown> = Promise.resolve();
  const createQueueRetrying = (name: string): Promise<void> => {
    const run = async (): Promise<void> => {
      for (let attempt = 1; ; attempt++) {
        try {
          await boss.createQueue(name, { name, ...queueDefaults });
          // createQueue leaves an existing queue as it was: a queue made by an older version keeps its old
          // expiry (300 s) unless updated.
          await boss.updateQueue(name, { name, ...queueDefaults });
          return;
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt >= 8) throw error;
          await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
        }
      }
    };
    const next = creating.then(run, run);
    creating = next.catch(() => undefined);
    return next;
  };

  const created = new Map<string, Promise<void>>();
  // createQueue is idempotent in pg-boss 10 (INSERT ... ON CONFLICT DO NOTHING), so a lost race between
  // two processes is harmless; the map only saves the round trip after the first call.
  const ensureQueue = (name: string): Promise<void> => {
    let pending = created.get(name);
    if (!pending) {
      pending = createQueueRetrying(name);
      pending.catch(() => created.delete(name));
      created.set(name, pending);
    }
    return pending;
  };

  let started: Promise<unknown> | undefined;
  let inFlightHandlers = 0;
  /**
   * This process's pg-boss workers by queue. pg-boss 10 fetches one batch a poll and then waits out the polling
   * interval even when more jobs wait, so a worker took one e-mail a second and a burst of them queued up (the
   * journeys saw a welcome e-mail 20 s late). A worker that ran a job, and a queue that was just sent a job, wake
   * the worker at once: a queue is emptied as fast as its handler runs, and a job sent here starts without the poll.
   */
  const localWorkers = new Map<string, string[]>();
  const wake = (name: string) => {
    for (const workerId of localWorkers.get(name) ?? []) boss.notifyWorker(workerId);
  };
  const timers = new Set<NodeJS.Timeout>();

  const queue: JobQueue = {
    async start() {
      started ??= boss.start();
      await started;
    },

    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      if (!started) return;
      await started.catch(() => undefined);
      // graceful: workers stop fetching, jobs already running may finish (up to the timeout), and
      // pg-boss closes the pool it opened (PostgreSQL); the PGlite database belongs to the caller.
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while ((inFlightHandlers > 0 || (executor?.inFlight ?? 0) > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      started = undefined;
      created.clear();
      localWorkers.clear();
    },

    async send(name, data, sendOptions = {}) {
      await queue.start();
      await ensureQueue(name);
      const jobOptions: PgBoss.SendOptions = {};
      if (sendOptions.singletonKey !== undefined) {
        jobOptions.singletonKey = sendOptions.singletonKey;
        jobOptions.singletonSeconds = SINGLETON_SECONDS;
      }
      if (sendOptions.startAfterSeconds !== undefined) jobOptions.startAfter = sendOptions.startAfterSeconds;
      if (sendOptions.retryLimit !== undefined) jobOptions.retryLimit = sendOptions.retryLimit;
      if (sendOptions.expireInSeconds !== undefined) jobOptions.expireInSeconds = sendOptions.expireInSeconds;
      const id = await boss.send(name, data, jobOptions);
      // A job this process's own workers can run now wakes them instead of waiting for their next poll.
      if (id !== null && jobOptions.startAfter === undefined) wake(name);
      return id;
    },

    every(name, seconds, task) {
      if (!runWorkers) return;
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        inFlightHandlers += 1;
        task()
          .catch((error: unknown) => log.error({ err: error, task: name }, 'periodic task failed'))
          .finally(() => {
            running = false;
            inFlightHandlers -= 1;
          });
      }, seconds * 1000);
      timer.unref();
      timers.add(timer);
    },

    async work(name, handler) {
      if (!runWorkers) return;
      await queue.start();
      await ensureQueue(name);
      const workerId = await boss.work<Parameters<typeof handler>[0]>(
        name,
        { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
        async (jobs) => {
          inFlightHandlers += 1;
          try {
            for (const job of jobs) {
              const jobLog = withFields(log, { queue: name, jobId: job.id });
              const startedAt = Date.now();
              try {
                await handler(job.data, { id: job.id, log: jobLog });
                jobLog.info({ ms: Date.now() - startedAt }, 'job completed');
              } catch (error) {
                // Thrown on so pg-boss marks the job failed and schedules the retry.
                jobLog.error({ err: error, ms: Date.now() - startedAt }, 'job failed');
                throw error;
              }
            }
          } finally {
            inFlightHandlers -= 1;
            // More may be waiting: fetch again without the pause.
            if (jobs.length > 0) wake(name);
          }
        },
      );
      localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
    },
  };

  bosses.set(queue, boss);
  return queue;
}

export interface JobCount {
  queue: string;
  /** pg-boss's state: created, retry, active, completed, cancelled or failed. */
  state: string;
  count: number;
}

/**
 * Jobs per queue and state, read through the queue's own connection (so it also proves the queue reaches its
 * database): readiness and the /metrics endpoint use it. Every created queue is listed, with no counts when it
 * holds no job. Archived jobs (completed long ago) are not counted.
 */
export async function jobCounts(queue: JobQueue): Promise<{ queues: string[]; counts: JobCount[] }> {
  const boss = bosses.get(queue);
  if (!boss) throw new Error('jobCounts needs a queue made by createJobQueue');
  await queue.start();
  const { rows } = await boss
    .getDb()
    .executeSql(
      'SELECT q.name, j.state, count(j.id)::int AS count FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name GROUP BY q.name, j.state',
      [],
    );
  const queues = [...new Set(rows.map((row) => String(row.name)))].sort();
  const counts = rows
    .filter((row) => row.state !== null)
    .map((row) => ({ queue: String(row.name), state: String(row.state), count: Number(row.count) }));
  return { queues, counts };
}

/**
 * Resolves once no job of `name` is waiting, retrying or running (tests). Failed jobs that have used up
 * their retries do not count.
 */
export async function waitForIdleQueue(queue: JobQueue, name: string, timeoutMs = 15_000): Promise<void> {
  const boss = bosses.get(queue);
  if (!boss) throw new Error('waitForIdleQueue needs a queue made by createJobQueue');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // 'before: completed' counts created, retry and active jobs.
    const pending = await boss.getQueueSize(name, { before: 'completed' });
    if (pending === 0) return;
    if (Date.now() > deadline) throw new Error(`queue ${name} still has ${pending} unfinished jobs`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * pg-boss's `db` option on PGlite. PGlite has a single session: when one of pg-boss's parameterless
 * scripts (`BEGIN; …; COMMIT;`) fails half way, that session stays in an aborted transaction and every
 * later statement of the whole application would fail, so a ROLLBACK follows any failed script (a no-op
 * when no transaction is open).
 */
class PgliteExecutor implements PgBoss.Db {
  inFlight = 0;

  constructor(private readonly sql: SqlExecutor) {}

  async executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> {
    this.inFlight += 1;
    try {
      return await this.sql.executeSql(text, values);
    } catch (error) {
      if (!values || values.length === 0) await this.sql.executeSql('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      this.inFlight -= 1;
    }
  }
}
