import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { ensureAppSecret } from '../../config-secret';
import { type Database, openDatabase } from '../../db/client';
import { createJobQueue, waitForIdleQueue } from '../../jobs/queue';
import { isSafeRequestId } from '../../lib/request-id';

type Line = Record<string, unknown>;
const lines: Line[] = [];
const stream = { write: (text: string) => lines.push(JSON.parse(text) as Line) };

let app: FastifyInstance;
let database: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-logs-'));
  const config = ensureAppSecret(
    parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: 'memory://',
      SEED_DEMO: 'false',
      JOBS_IN_PROCESS: 'false',
    }),
  );
  database = await openDatabase({ url: config.databaseUrl, dataDir });
  app = await buildApp({ config, database, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

describe('request ids in the JSON logs', () => {
  it('keeps a safe x-request-id from the proxy on the response and on every log line of the request', async () => {
    const id = 'nginx-7f3a.42:1';
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': id } });
    expect(res.headers['x-request-id']).toBe(id);
    const mine = linesOf(id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  it('replaces an unsafe or overlong id with a new UUID', async () => {
    for (const bad of ['a b', '"}{"admin":true', 'x'.repeat(65), 'id<script>']) {
      const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': bad } });
      const given = res.headers['x-request-id'];
      expect(given).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(linesOf(String(given))).toHaveLength(2);
      expect(lines.some((line) => line.reqId === bad)).toBe(false);
    }
    expect(isSafeRequestId('x'.repeat(64))).toBe(true);
    expect(isSafeRequestId('')).toBe(false);
  });

  it('carries the id on the lines a route writes itself (a failing readiness check)', async () => {
    const mediaDir = path.join(dataDir, 'media');
    await rm(mediaDir, { recursive: true, force: true });
    await writeFile(mediaDir, 'not a directory');
    try {
      const res = await app.inject({ url: '/api/ready', headers: { 'x-request-id': 'probe-1' } });
      expect(res.statusCode).toBe(503);
      expect(linesOf('probe-1').map((line) => line.msg)).toEqual([
        'incoming request',
        'readiness check failed',
        'request completed',
      ]);
      expect(linesOf('probe-1')[1]).toMatchObject({ check: 'storage', level: 40 });
    } finally {
      await rm(mediaDir, { force: true });
    }
    const requestLines = lines.filter((line) => line.req || line.res);
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });
});

describe('job logs', () => {
  it('carry the queue name and the job id on every line, the handler’s own lines included', async () => {
    const jobLines: Line[] = [];
    const collect = (o: object | string, m?: string) =>
      jobLines.push(typeof o === 'string' ? { msg: o } : { ...o, msg: m });
    const queue = createJobQueue(database, { runWorkers: true, log: { info: collect, error: collect } });
    try {
      let seen = '';
      await queue.work<{ n: number }>('log-probe', async (data, job) => {
        seen = job.id;
        job.log.info({ n: data.n }, 'handling');
      });
      const id = await queue.send('log-probe', { n: 7 });
      await waitForIdleQueue(queue, 'log-probe');
      expect(seen).toBe(id);
      expect(jobLines).toEqual([
        { queue: 'log-probe', jobId: id, n: 7, msg: 'handling' },
        expect.objectContaining({ queue: 'log-probe', jobId: id, msg: 'job completed' }),
      ]);
    } finally {
      await queue.stop();
    }
  });
});
