import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { mailMessages, mailOutbox } from '../db/schema/users';
import { createOutboxMailDriver } from '../drivers/mail/outbox';
import type { MailDriver } from '../drivers/mail/types';
import { enqueueMail, MAIL_JOB, recordMail, registerMailWorker, sweepDueMail } from './mail';
import { createJobQueue, type JobQueue, POLLING_INTERVAL_SECONDS, waitForIdleQueue } from './queue';

const silent = { info: () => undefined, error: () => undefined };
const from = 'Atelje <no-reply@atelje.rs>';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`nothing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const outboxRow = (database: Database, to: string) => async () =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

/** The same behaviour on embedded PGlite and on a PostgreSQL server. */
function jobQueueSuite(open: () => Promise<{ database: Database; dispose(): Promise<void> }>) {
  let database: Database;
  let dispose: () => Promise<void>;
  const queues: JobQueue[] = [];
  const newQueue = (runWorkers: boolean) => {
    const queue = createJobQueue(database, { runWorkers, log: silent });
    queues.push(queue);
    return queue;
  };

  beforeAll(async () => {
    ({ database, dispose } = await open());
  }, 120_000);

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await dispose?.();
  }, 60_000);

  it('renders and delivers a queued password-reset e-mail to the outbox', async () => {
    const queue = newQueue(true);
    await registerMailWorker(queue, createOutboxMailDriver(database.db, from), database.db);
    const resetUrl = 'http://localhost:3000/reset-password?token=abc&email=vera%40example.com';

    const id = await enqueueMail(
      { db: database.db, jobs: queue },
      {
        template: 'password-reset',
        locale: 'sr',
        to: 'vera@example.com',
        props: { name: 'Vera', resetUrl },
      },
    );
    const row = await waitFor(outboxRow(database, 'vera@example.com'));

    expect(id).toEqual(expect.any(Number));
    expect(row.subject).toBe('Promena lozinke za Atelje');
    expect(row.from).toBe(from);
    expect(row.template).toBe('password-reset');
    expect(row.text).toContain(resetUrl);
  });

  it('runs no handler in a queue without workers; a worker queue on the same database runs the job', async () => {
    const handled: string[] = [];
    const api = newQueue(false);
    await api.work<{ who: string }>('api-only-test', async (job) => {
      handled.push(`api:${job.who}`);
    });
    const names = Array.from({ length: 5 }, (_, i) => `Ivo ${i}`);
    for (const who of names) await api.send('api-only-test', { who });

    // Both queues registered a handler; only the worker queue fetches, so every job is the worker's, none the
    // API process's (a fetching API queue would take some of the five while the worker runs them one by one).
    const worker = newQueue(true);
    await worker.work<{ who: string }>('api-only-test', async (job) => {
      handled.push(`worker:${job.who}`);
    });
    await waitForIdleQueue(worker, 'api-only-test', 60_000);
    expect(handled.sort()).toEqual(names.map((who) => `worker:${who}`).sort());
  });

  it('empties a waiting queue job after job, not one job a polling interval', async () => {
    // Twenty jobs wait before any worker runs (an API process sent them). pg-boss alone takes one a poll, so twenty
    // would need at least nineteen polling intervals; the worker wakes itself after each job instead.
    const api = newQueue(false);
    const name = 'burst-test';
    for (let n = 0; n < 20; n++) await api.send(name, { n });
    const handled: number[] = [];
    const worker = newQueue(true);
    const started = Date.now();
    await worker.work<{ n: number }>(name, async (job) => {
      handled.push(job.n);
    });
    await waitFor(async () => (handled.length === 20 ? true : undefined), 60_000);
    expect(Date.now() - started).toBeLessThan(10 * POLLING_INTERVAL_SECONDS * 1000);
    expect(handled.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it('sweeps up e-mails whose nudge was lost and retries that are due, not e-mails whose nudge still waits', async () => {
    const nudged: number[] = [];
    const jobs = {
      async send(_name: string, data: { mailId: number }) {
        nudged.push(data.mailId);
        return 'job';
      },
    } as unknown as JobQueue;
    const to = `sweep.${randomBytes(4).toString('hex')}@example.com`;
    const props = { name: 'Sava', loginUrl: 'http://x/login' };
    const fresh = (await recordMail(database.db, { template: 'welcome', locale: 'sr', to, props }))!;
    const retry = (await recordMail(database.db, {
      template: 'welcome',
      locale: 'sr',
      to: `r.${to}`,
      props,
    }))!;
    await database.db
      .update(mailMessages)
      .set({ status: 'retrying', attempts: 1 })
      .where(eq(mailMessages.id, retry));

    // Within the grace, the never-tried e-mail waits for its own nudge; the due retry is nudged.
    await sweepDueMail({ db: database.db, jobs }, 600);
    expect(nudged).toContain(retry);
    expect(nudged).not.toContain(fresh);
    // Past the grace (none here), the never-tried e-mail counts as one whose nudge was lost.
    nudged.length = 0;
    await sweepDueMail({ db: database.db, jobs }, 0);
    expect(nudged).toEqual(expect.arrayContaining([fresh, retry]));
  });

  it('keeps a failed mail job for a retry with backoff', async () => {
    const queue = newQueue(true);
    const failing: MailDriver = {
      async send() {
        throw new Error('SMTP server unreachable');
      },
    };
    const name = `${MAIL_JOB}.failing-test`;
    await queue.work<{ to: string }>(name, async (job) =>
      failing.send({ to: job.to, subject: '', html: '', text: '', template: 'x' }),
    );
    const id = await queue.send(name, { to: 'nobody@example.com' });

    const job = await waitFor(async () => {
      const { rows } = await database.sql.executeSql(
        'SELECT state, retry_count, retry_limit, retry_backoff, start_after > now() AS later FROM pgboss.job WHERE id = $1',
        [id],
      );
      return rows[0]?.state === 'retry' ? rows[0] : undefined;
    });
    expect(job).toMatchObject({ retry_limit: 5, retry_backoff: true, later: true });
  });

  it('sends one job per singleton key within a minute', async () => {
    const queue = newQueue(false);
    const key = `reset:${randomBytes(4).toString('hex')}`;
    const first = await queue.send('singleton-test', { n: 1 }, { singletonKey: key, startAfterSeconds: 600 });
    const second = await queue.send(
      'singleton-test',
      { n: 2 },
      { singletonKey: key, startAfterSeconds: 600 },
    );

    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
  });

  it('refuses to enqueue an e-mail whose props the template cannot render', async () => {
    const queue = newQueue(false);
    await expect(
      enqueueMail(
        { db: database.db, jobs: queue },
        { template: 'welcome', locale: 'sr', to: 'x@example.com', props: { name: 'X' } },
      ),
    ).rejects.toThrow();
  });
}

describe('job queue on PGlite', () => {
  jobQueueSuite(async () => {
    const database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
    return { database, dispose: () => database.close() };
  });
});

// Belongs to the PostgreSQL pass of `npm test` (the PGlite pass covers the embedded queue above): defined there
// only, not skipped here.
const serverUrl = process.env.ATELJE_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

if (serverUrl)
  describe('job queue on PostgreSQL', () => {
    jobQueueSuite(async () => {
      const name = `atelje_jobs_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), dataDir: os.tmpdir() });
      return {
        database,
        async dispose() {
          await database.close();
          const cleanup = new pg.Client({ connectionString: serverUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    });
  });
