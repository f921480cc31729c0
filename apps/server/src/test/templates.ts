// Set up once per run (issue 17): the API test files start from a copy of a database that is already migrated and
// already holds the job queue's schema, instead of migrating an empty one each time. Vitest's global setup
// (test/global-setup.ts) makes the templates; buildTestApp and createPostgresDatabase copy them.
//
// - PGlite: a dump of a migrated in-memory database (`dumpDataDir`), kept in the system's temporary folder under
//   a hash of the migrations and the engine's versions, so a second run skips even that.
// - PostgreSQL: a database `atelje_tpl_<hash>` on the test server, copied by `CREATE DATABASE … TEMPLATE`.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { createJobQueue } from '../jobs/queue';

const migrationsFolder = path.join(import.meta.dirname, '..', 'db', 'migrations');

/** What a template's contents depend on: the migrations and the versions of PGlite and pg-boss. */
export function templateHash(): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
      .sort();
  for (const file of files(migrationsFolder)) {
    hash.update(path.relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  for (const name of ['@electric-sql/pglite', 'pg-boss']) hash.update(`${name}@${versionOf(name)}`);
  return hash.digest('hex').slice(0, 12);
}

/** A package's version (packages whose exports hide their package.json included). */
function versionOf(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (json.name === name) return json.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`test/templates.ts: no package.json of ${name}`);
    dir = parent;
  }
}

const silent = { info() {}, error() {} };

/** Migrations, then the job queue's own schema (pg-boss installs it on its first start). */
async function prepare(database: Database) {
  const queue = createJobQueue(database, { runWorkers: false, log: silent });
  await queue.start();
  await queue.stop();
}

/** The PGlite template's file, made when missing. */
export async function pgliteTemplate(hash = templateHash()): Promise<string> {
  const file = path.join(os.tmpdir(), `atelje-test-template-${hash}.tar`);
  if (await stat(file).catch(() => null)) return file;
  const database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
  try {
    await prepare(database);
    const dump = await database.dump!();
    // Written whole, then renamed: a run started at the same moment never reads half a file.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

let loaded: Promise<Blob> | undefined;

/** The template's contents for a new in-memory database of this process, or undefined without a template. */
export function pgliteTemplateData(): Promise<Blob> | undefined {
  const file = process.env.ATELJE_TEST_PGLITE_TEMPLATE;
  if (!file) return undefined;
  loaded ??= readFile(file).then((bytes) => new Blob([bytes]));
  return loaded;
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL template's name, made when missing: migrated under a temporary name, then renamed, so a template
 * under the final name is always complete. Templates of other hashes (older migrations) are dropped.
 */
export async function postgresTemplate(adminUrl: string, hash = templateHash()): Promise<string> {
  // ATELJE_TEST_TPL_NS (letters only) keeps the templates of runs from several work trees on one server apart: a
  // run drops the older templates of its own namespace only, never a template another tree's run is copying.
  const namespace = (process.env.ATELJE_TEST_TPL_NS ?? '').replace(/[^a-z]/g, '');
  const prefix = namespace ? `atelje_tpl_${namespace}_` : 'atelje_tpl_';
  const name = `${prefix}${hash}`;
  const existing = await withAdmin(adminUrl, async (client) => {
    const rows = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'atelje\\_tpl\\_%'",
    );
    const ours = new RegExp(`^${prefix}[0-9a-f_]+$`);
    for (const { datname } of rows.rows) {
      if (datname !== name && ours.test(datname))
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    return rows.rows.some((row) => row.datname === name);
  });
  if (existing) return name;
  const building = `${name}_${process.pid}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ url: url.toString(), dataDir: os.tmpdir() });
  try {
    await prepare(database);
  } finally {
    await database.close();
  }
  await withAdmin(adminUrl, async (client) => {
    try {
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch (error) {
      // Another run made the same template at the same moment: keep theirs.
      if ((error as { code?: string }).code !== '42P04') throw error;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
  });
  return name;
}
