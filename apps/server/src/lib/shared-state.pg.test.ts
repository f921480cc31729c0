// Two API processes behind one proxy, sharing PostgreSQL, Redis and the data directory: this test process is A
// (the app built in-process), B is `src/server.ts` started as a child process, as `npm start` runs it. Whatever
// one process changes, the other must act on at once (ADR 018).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { TestApp } from '../test/app';

const redisUrl = process.env.TEST_REDIS_URL;
const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const onPostgres = process.env.ATELJE_TEST_DB === 'postgres';

// The app's modules load only when the test runs: the PGlite run of the suite skips this file cheaply.
describe.skipIf(!onPostgres || !redisUrl)('two API processes sharing PostgreSQL and Redis', () => {
  let support: typeof import('../test/app');
  let fixture: typeof import('../test/fixtures')['fixture'];
  const createUser = (...args: Parameters<(typeof support)['createUser']>) => support.createUser(...args);
  const prefix = `atelje:test:${randomUUID()}:`;
  let pgDb: Awaited<ReturnType<(typeof support)['createPostgresDatabase']>>;
  let dataDir: string;
  let database: Database;
  let config: Config;
  let a: FastifyInstance;
  let aUrl: string;
  let bUrl: string;
  let b: ChildProcess;
  let bOutput = '';
  let bExit: Promise<number | null>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let t: TestApp;

  beforeAll(async () => {
    const [{ buildApp }, { parseConfig }, { ensureAppSecret }, { openDatabase }, fixtures] =
      await Promise.all([
        import('../app'),
        import('../config'),
        import('../config-secret'),
        import('../db/client'),
        import('../test/fixtures'),
      ]);
    support = await import('../test/app');
    fixture = fixtures.fixture;
    const { createPostgresDatabase, freePort } = support;
    pgDb = await createPostgresDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-shared-'));
    const [aPort, bPort] = [await freePort(), await freePort()];
    aUrl = `http://127.0.0.1:${aPort}`;
    bUrl = `http://127.0.0.1:${bPort}`;
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb.url,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      SEED_DEMO: 'false',
      JOBS_IN_PROCESS: 'false',
      APP_SECRET: randomBytes(24).toString('hex'),
    };
    // B starts (tsx compiles the server) while A is built here.
    b = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(bPort),
        PUBLIC_URL: bUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    b.stdout!.on('data', (chunk: Buffer) => {
      bOutput += chunk.toString();
    });
    b.stderr!.on('data', (chunk: Buffer) => {
      bOutput += chunk.toString();
    });
    bExit = new Promise((resolve) => b.once('exit', (code) => resolve(code)));

    config = ensureAppSecret(
      parseConfig({ ...env, LOG_LEVEL: 'silent', PORT: String(aPort), PUBLIC_URL: aUrl }),
    );
    database = await openDatabase({ url: config.databaseUrl, dataDir });
    a = await buildApp({ config, database, logger: false });
    await a.listen({ host: '127.0.0.1', port: aPort });
    t = { app: a, database, config, close: async () => undefined };
    await fixtures.insertCatalogFixture(t);
    admin = await createUser(t, { role: 'admin' });

    const deadline = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${bUrl}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      if (b.exitCode !== null || Date.now() > deadline) throw new Error(`B did not start:\n${bOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    if (b && b.exitCode === null) {
      b.kill('SIGKILL');
      await bExit;
    }
    if (a?.server.listening) await a.close();
    await database?.close();
    await pgDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const call = (base: string, url: string, init: RequestInit & { auth?: Record<string, string> } = {}) =>
    fetch(`${base}${url}`, {
      ...init,
      headers: { ...init.auth, ...(init.headers as Record<string, string>) },
    });
  const json = (body: unknown) => ({
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

  it('reports Redis as a readiness check on both', async () => {
    for (const base of [aUrl, bUrl]) {
      const res = await call(base, '/api/ready');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', storage: 'ok', queue: 'ok', redis: 'ok' },
      });
    }
  });

  it('refuses on B, at once, a token signed out on A, and an admin role taken away on A', async () => {
    const person = await createUser(t);
    // B resolves the session and keeps it for a few seconds.
    expect((await call(bUrl, '/api/user', { auth: person.auth })).status).toBe(200);
    expect((await call(aUrl, '/api/logout', { method: 'POST', auth: person.auth })).status).toBe(204);
    expect((await call(bUrl, '/api/user', { auth: person.auth })).status).toBe(401);

    const boss = await createUser(t, { role: 'admin', name: 'Privremeni Admin' });
    expect((await call(bUrl, '/api/admin/dashboard/stats', { auth: boss.auth })).status).toBe(200);
    const demoted = await call(aUrl, `/api/admin/users/${boss.id}`, {
      ...json({ name: 'Privremeni Admin', email: boss.email, role: 'user', password: '', _method: 'POST' }),
      auth: admin.auth,
    });
    expect(demoted.status).toBe(200);
    expect((await call(bUrl, '/api/admin/dashboard/stats', { auth: boss.auth })).status).toBe(403);
  });

  it('shows on B’s public catalog and search, at once, a course edited on A', async () => {
    const id = fixture.courses.basics;
    const before = await call(bUrl, `/api/courses/${id}`);
    expect(before.status).toBe(200);
    const original = (await before.json()) as { title: string };
    const title = `Osnove uređenja ${randomBytes(3).toString('hex')}`;
    expect(original.title).not.toBe(title);
    const searchB = async () =>
      (
        (await (await call(bUrl, `/api/search?query=${encodeURIComponent(title)}`)).json()) as {
          courses: { id: number }[];
        }
      ).courses.map((course) => course.id);
    expect(await searchB()).toEqual([]);

    const saved = await call(aUrl, `/api/admin/courses/${id}`, {
      ...json({
        title,
        description: 'Kurs o osnovama uređenja prostora.',
        type: 'professional',
        category_id: fixture.categories.interior,
        subcategory_ids: [fixture.categories.living],
        author_id: fixture.instructors.ana,
        price: '4990',
        original_price: '6990',
        language: ['sr'],
        audio_language: ['sr'],
        access_months: 6,
        coming_soon: 0,
      }),
      auth: admin.auth,
    });
    expect(saved.status).toBe(200);
    const after = await call(bUrl, `/api/courses/${id}`);
    expect(((await after.json()) as { title: string }).title).toBe(title);
    expect(await searchB()).toEqual([id]);
  });

  it('refuses a login on B once A has counted the failed attempts of the account', async () => {
    const email = `niko.${randomUUID()}@primer.rs`;
    const attempt = (base: string) =>
      call(base, '/api/login', json({ email, password: 'Pogresna#Lozinka1' }));
    for (let i = 0; i < config.loginRateLimit.perAccount; i++) expect((await attempt(aUrl)).status).toBe(401);
    expect((await attempt(bUrl)).status).toBe(429);
  });

  it('lets a PATCH resumed on B take the upload lock from a stalled PATCH on A', async () => {
    const SIZE = 1024 * 1024;
    const HALF = SIZE / 2;
    const content = Buffer.alloc(SIZE, 7);
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(content);
    const tus = { 'tus-resumable': '1.0.0' };
    const created = await call(aUrl, '/api/admin/uploads/tus', {
      method: 'POST',
      auth: admin.auth,
      headers: { ...tus, 'upload-length': String(SIZE) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const uploadId = location.split('/').pop()!;

    // A receives half the bytes, then the client's connection stalls with the rest announced.
    const stalled = http.request(`${aUrl}${location}`, {
      method: 'PATCH',
      headers: {
        ...admin.auth,
        ...tus,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(SIZE),
      },
    });
    const stalledAnswer = new Promise<number>((resolve) => {
      stalled.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      stalled.on('error', () => resolve(0));
    });
    stalled.write(content.subarray(0, HALF));
    try {
      await resumeOnB();
    } finally {
      stalled.destroy();
    }

    async function resumeOnB() {
      const file = path.join(dataDir, 'uploads', 'tus', uploadId);
      const deadline = Date.now() + 5000;
      while ((await stat(file).catch(() => ({ size: 0 }))).size < HALF) {
        if (Date.now() > deadline) throw new Error('A did not write the first half');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const redis = new Redis(redisUrl!);
      expect(await redis.exists(`${prefix}tus:lock:${uploadId}`)).toBe(1);
      await redis.quit();

      // The client resumes through the proxy, which sends it to B: B asks A to let go and waits for the lock.
      const head = await call(bUrl, location, { method: 'HEAD', auth: admin.auth, headers: tus });
      // B answers only once A has let go: A's half is counted, and A ended the stalled PATCH with a 204. (Which
      // of the two answers reaches this process first is up to the two sockets, not the servers.)
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe(String(HALF));
      expect(await stalledAnswer).toBe(204);

      const rest = await call(bUrl, location, {
        method: 'PATCH',
        auth: admin.auth,
        headers: { ...tus, 'upload-offset': String(HALF), 'content-type': 'application/offset+octet-stream' },
        body: content.subarray(HALF),
      });
      expect(rest.status).toBe(204);
      expect(rest.headers.get('upload-offset')).toBe(String(SIZE));
      expect(rest.headers.get('upload-video-kind')).toBe('mp4');
    }
  });

  it('closes its Redis connections when it shuts down', async () => {
    const redis = new Redis(redisUrl!);
    const ours = async () =>
      ((await redis.client('LIST')) as string)
        .split('\n')
        .map((line) => / name=(\S*)/.exec(line)?.[1] ?? '')
        .filter((name) => name.startsWith(prefix))
        .sort();
    // Each process: one connection for commands, one subscribed to the bus.
    expect(await ours()).toEqual([`${prefix}bus`, `${prefix}bus`, `${prefix}commands`, `${prefix}commands`]);
    b.kill('SIGTERM');
    expect(await bExit).toBe(0);
    await a.close();
    const deadline = Date.now() + 2000;
    while ((await ours()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(await ours()).toEqual([]);
    await redis.quit();
  });
});
