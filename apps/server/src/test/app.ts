// Builds the real application for API tests, on in-memory PGlite or, with ATELJE_TEST_DB=postgres, on a fresh
// database of the PostgreSQL server at TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { type Config, parseConfig } from '../config';
import { ensureAppSecret } from '../config-secret';
import { type Database, openDatabase } from '../db/client';
import { mailMessages, mailOutbox } from '../db/schema/index';
import { createDatabaseOn } from './pg-database';
import { pgliteTemplateData } from './templates';

export const onPostgres = process.env.ATELJE_TEST_DB === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A database of its own on the test server: a copy of the run's migrated template, or `empty` (no tables). */
export async function createPostgresDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('ATELJE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `atelje_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated template of this run (test/templates.ts), when the global setup made one.
  const template = options.empty ? undefined : process.env.ATELJE_TEST_PG_TEMPLATE;
  return createDatabaseOn(adminUrl, name, [
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`,
    // A test database need not survive a crash of the server: commits return before their WAL is flushed.
    `ALTER DATABASE ${name} SET synchronous_commit = off`,
  ]);
}

/** A free TCP port on 127.0.0.1 (for apps whose simulators call back over HTTP). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Like buildTestApp, but listening on 127.0.0.1 with PUBLIC_URL pointing at itself, so the built-in payment
 * simulators can post their notifications and webhooks to it over real HTTP.
 */
export async function buildListeningTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({ PUBLIC_URL: baseUrl, PORT: String(port), ...env });
  await t.app.listen({ host: '127.0.0.1', port });
  return { ...t, baseUrl };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-test-'));
  const pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  const config = ensureAppSecret(
    parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb?.url ?? 'memory://',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      // No web build: the one in apps/web/dist is rebuilt beside the API tests (scripts/test.mjs), and its server
      // render (a bundle of chunks) must not be read half-written. Tests of the pages bring their own (seo.test.ts).
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      ...env,
    }),
  );
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    loadDataDir: config.databaseUrl === 'memory://' ? await pgliteTemplateData() : undefined,
  });
  // Silent unless a test reads the lines: then the production logger's options write to its stream.
  const app = await buildApp({
    config,
    database,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the newest outbox message to an address (the mail job runs asynchronously). */
export async function waitForMail(
  database: Database,
  to: string,
  options: { template?: string; since?: Date; timeoutMs?: number } = {},
) {
  const { template, since = new Date(0), timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(template ? and(eq(mailOutbox.to, to), eq(mailOutbox.template, template)) : eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (rows[0] && rows[0].createdAt >= since) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

/** The newest mail_messages row of a template to an address (the record the mail job keeps, with its props). */
export async function lastMailMessage(database: Database, to: string, template: string) {
  const [row] = await database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.template, template)))
    .orderBy(desc(mailMessages.id))
    .limit(1);
  return row;
}

/** An account createUser made, with its e-mail, password and bearer auth header. */
export type TestUser = Awaited<ReturnType<typeof createUser>>;

let userSeq = 0;
/** Creates an account directly in the database and signs it in through the API. */
export async function createUser(
  t: TestApp,
  options: { role?: 'admin' | 'user'; name?: string; email?: string; password?: string } = {},
) {
  const { hashPassword } = await import('../modules/auth/passwords');
  const { users } = await import('../db/schema/index');
  const email = options.email ?? `korisnik.${process.pid}.${Date.now()}.${++userSeq}@primer.rs`;
  const password = options.password ?? 'Probna#Lozinka7';
  await t.database.db.insert(users).values({
    name: options.name ?? 'Probni Korisnik',
    email,
    role: options.role ?? 'user',
    passwordHash: await hashPassword(password),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': `10.250.${userSeq % 250}.${(userSeq >> 8) % 250}` },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const body = res.json() as { token: string; user: { id: number } };
  return {
    email,
    password,
    token: body.token,
    id: body.user.id,
    auth: { authorization: `Bearer ${body.token}` },
  };
}
