import { rm, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

const opened: TestApp[] = [];
async function app(): Promise<TestApp> {
  const t = await buildTestApp();
  opened.push(t);
  return t;
}
afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

describe('GET /api/ready', () => {
  it('is ready when the database, the media store and the queue answer, and leaves no probe behind', async () => {
    const t = await app();
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(`${t.config.mediaDir}/_ready`)).toEqual([]);
  });

  it('answers 503 naming the media store when it cannot be written', async () => {
    const t = await app();
    // A file where the media directory should be: no object can be written under it.
    await rm(t.config.mediaDir, { recursive: true, force: true });
    await writeFile(t.config.mediaDir, 'not a directory');
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failed', queue: 'ok' },
    });
    // Liveness does not depend on the store (nor on the database).
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 naming the database and the queue when the database is gone, while /health stays 200', async () => {
    const t = await app();
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await t.app.jobs.stop();
    const realClose = t.database.close.bind(t.database);
    await realClose();
    t.database.close = async () => undefined;
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'failed', storage: 'ok', queue: 'failed' },
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: t.database.kind });
  });
});
