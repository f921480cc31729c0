// Graceful shutdown, as `npm start` (close-with-grace → app.close) and `npm run worker` (queue.stop) do it.

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { ensureAppSecret } from '../../config-secret';
import { type Database, openDatabase } from '../../db/client';
import { createJobQueue } from '../../jobs/queue';
import { createPostgresDatabase, onPostgres } from '../../test/app';
import { pgliteTemplateData } from '../../test/templates';

let database: Database;
let dataDir: string;
let dropPg: (() => Promise<void>) | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-shutdown-'));
  const pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  dropPg = pgDb?.drop;
  // On PGlite a copy of the run's migrated template (test/templates.ts).
  database = await openDatabase({
    url: pgDb?.url ?? 'memory://',
    dataDir,
    loadDataDir: pgDb ? undefined : await pgliteTemplateData(),
  });
});
afterAll(async () => {
  await database?.close();
  await dropPg?.();
  await rm(dataDir, { recursive: true, force: true });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A GET on a fresh connection (no keep-alive pool), resolving with status and body. */
function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

function connect(port: number): Promise<'connected' | string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, refuses new connections, and closes the app only after', async () => {
    const config = ensureAppSecret(
      parseConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url ?? 'memory://',
        SEED_DEMO: 'false',
        JOBS_IN_PROCESS: 'false',
      }),
    );
    const app = await buildApp({ config, database, logger: false });
    const events: string[] = [];
    const entered = deferred();
    const release = deferred();
    // A request that is still being handled when the shutdown starts; it uses the database when let go.
    app.get('/slow-probe', async () => {
      entered.resolve();
      await release.promise;
      await app.db.execute(sql`select 1`);
      events.push('request finished');
      return { finished: true };
    });
    app.addHook('onClose', async () => {
      events.push('app closed');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = get(port, '/slow-probe');
    await entered.promise;
    const closing = app.close();

    // The listening socket goes away while the request is still running: a new client is refused. (A connection
    // that raced the close may be reset instead; the probe goes on until the port refuses.)
    const deadline = Date.now() + 5000;
    let outcome = await connect(port);
    while (outcome !== 'ECONNREFUSED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      outcome = await connect(port);
    }
    expect(outcome).toBe('ECONNREFUSED');
    expect(events).toEqual([]);

    release.resolve();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ finished: true });
    await closing;
    // The app's own onClose work (stopping the queue, closing what it opened) ran after the request ended.
    expect(events).toEqual(['request finished', 'app closed']);
  });

  it('lets a running job finish before the worker’s queue stops, and the job is completed, not retried', async () => {
    const silent = { info: () => undefined, error: () => undefined };
    const queue = createJobQueue(database, { runWorkers: true, log: silent });
    const entered = deferred();
    let finished = false;
    await queue.work('shutdown-probe', async () => {
      entered.resolve();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      finished = true;
    });
    const id = await queue.send('shutdown-probe', {});
    await entered.promise;
    const stoppedAt = Date.now();
    await queue.stop();
    expect(finished).toBe(true);
    expect(Date.now() - stoppedAt).toBeGreaterThan(1000);
    const { rows } = await database.sql.executeSql(
      'SELECT state, retry_count FROM pgboss.job WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});
