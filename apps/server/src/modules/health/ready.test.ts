import { randomUUID } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

const opened: TestApp[] = [];
async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp(env);
  opened.push(t);
  return t;
}
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

describe('GET /api/ready', () => {
  it('is ready when the database, the media store and the queue answer; 503 naming the store when it cannot be written', async () => {
    const t = await app();
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await readdir(`${t.config.mediaDir}/_ready`)).toEqual([]);

    // Then the media store breaks: a file where the media directory should be, so no object can be written.
    await rm(t.config.mediaDir, { recursive: true, force: true });
    await writeFile(t.config.mediaDir, 'not a directory');
    const broken = await t.app.inject({ url: '/api/ready' });
    expect(broken.statusCode).toBe(503);
    expect(broken.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failed', queue: 'ok' },
    });
    // Liveness does not depend on the store (nor on the database).
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // Ready again as soon as the store is back.
    await rm(t.config.mediaDir, { force: true });
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 naming the database and the queue when the database is gone, while /health stays 200', async () => {
    const t = await app();
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    if (t.database.kind === 'postgres') {
      // The database disappears under both pools (the app's and the queue's own).
      const name = new URL(t.database.url ?? '').pathname.slice(1);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    } else {
      // Embedded PGlite is one session shared by the app and the queue: closing it takes both away.
      await t.app.jobs.stop();
      await t.database.close();
      t.database.close = async () => undefined;
    }
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'failed', storage: 'ok', queue: 'failed' },
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  // With a reachable Redis the check is 'ok': lib/shared-state.pg.test.ts asks both of its processes.
  it('checks Redis when REDIS_URL is set: still 200 but degraded, naming it, while it cannot be reached (ADR 031)', async () => {
    const t = await app({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: `atelje:test:${randomUUID()}:` });
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', storage: 'ok', queue: 'ok', redis: 'failed' },
    });
  });

  it('is unavailable, not degraded, when the media store fails as well', async () => {
    const t = await app({ REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: `atelje:test:${randomUUID()}:` });
    await rm(t.config.mediaDir, { recursive: true, force: true });
    await writeFile(t.config.mediaDir, 'not a directory');
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failed', queue: 'ok', redis: 'failed' },
    });
    await rm(t.config.mediaDir, { force: true });
  });
});
