// `npm run restore -- <backup dir> [--force]`: checks the backup's checksums, refuses a database or media store
// that already holds anything (unless --force, which empties them first), restores the dump and the media into
// the configured store (the local media directory, or the bucket with STORAGE_DRIVER=s3), compares the restored
// row counts and every file's SHA-256 with the manifest, then runs the migrations the dump lacks (a backup taken
// by an older release). Stop the API server and workers while it runs.

import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { parseConfig } from '../config';
import { ensureAppSecret } from '../config-secret';
import { openDatabase } from '../db/client';
import { createStorage, S3Storage } from '../drivers/storage/index';
import { assertPgliteClosed, type DatabaseLocation } from './backup';
import {
  type BackupManifest,
  countRows,
  forEachLimit,
  MEDIA_COPIES_AT_ONCE,
  MEDIA_DIR,
  migrationLevel,
  parseArgs,
  type Query,
  readManifest,
  sha256OfFile,
  sha256OfStream,
} from './manifest';
import { type BackupMediaStore, mediaStoreOf } from './media-store';
import { assertClientFits, runTool, toolVersion } from './pg-tools';

export interface RestoreOptions {
  from: string;
  database: DatabaseLocation;
  media: BackupMediaStore;
  /** Empty a database or media store that already holds data instead of refusing. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied in the restored dump, and after migrating it to this release. */
  migrations: { restored: number; now: number };
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dir = path.resolve(options.from);
  const manifest = await readManifest(dir);
  const target = options.database;
  if (manifest.database.kind !== target.kind) {
    throw new Error(`the backup holds a ${manifest.database.kind} database; the target is ${target.kind}`);
  }

  // 1. The backup itself is intact.
  const dump = path.join(dir, manifest.database.file);
  const dumpSum = await sha256OfFile(dump);
  if (dumpSum.sha256 !== manifest.database.sha256)
    throw new Error(`${dump}: checksum differs from the manifest`);
  for (const file of manifest.media.files) {
    const sum = await sha256OfFile(path.join(dir, MEDIA_DIR, ...file.key.split('/')));
    if (sum.sha256 !== file.sha256)
      throw new Error(`backup file ${file.key}: checksum differs from the manifest`);
  }

  // 2. Nothing is overwritten by accident, nor under a running server.
  if (target.kind === 'pglite') await assertPgliteClosed(path.join(target.dataDir, 'db'));
  const databaseEmpty = await isDatabaseEmpty(target);
  const mediaEmpty = await options.media.isEmpty();
  if ((!databaseEmpty || !mediaEmpty) && !options.force) {
    const full = [
      databaseEmpty ? '' : 'the database',
      mediaEmpty ? '' : `the media store (${options.media.description})`,
    ];
    throw new Error(
      `not empty: ${full.filter(Boolean).join(' and ')}; restore with --force to replace the data`,
    );
  }

  // 3. The database, checked against the manifest before any migration changes it.
  const counts =
    target.kind === 'postgres'
      ? await restorePostgres(target.url, dump, manifest, databaseEmpty)
      : await restorePglite(path.join(target.dataDir, 'db'), dump, databaseEmpty);
  for (const [table, expected] of Object.entries(manifest.counts)) {
    if (counts.rows[table] !== expected) {
      throw new Error(`restored ${table} has ${counts.rows[table]} rows, the manifest says ${expected}`);
    }
  }

  // 4. The media, read back from the store and compared with the manifest.
  if (!mediaEmpty) await options.media.clear();
  const files = manifest.media.files;
  await forEachLimit(files, MEDIA_COPIES_AT_ONCE, (file) =>
    options.media.write(file.key, createReadStream(path.join(dir, MEDIA_DIR, ...file.key.split('/')))),
  );
  await forEachLimit(files, MEDIA_COPIES_AT_ONCE, async (file) => {
    const sum = await sha256OfStream(options.media.read(file.key));
    if (sum.sha256 !== file.sha256 || sum.size !== file.size) {
      throw new Error(`restored file ${file.key} differs from the manifest`);
    }
  });

  // 5. Bring an older dump up to this release (openDatabase runs the pending migrations).
  const database = await openDatabase(
    target.kind === 'postgres' ? { url: target.url, dataDir: '' } : { dataDir: target.dataDir },
  );
  const now = await migrationLevel(async (text) => (await database.sql.executeSql(text)).rows);
  await database.close();
  return { manifest, migrations: { restored: counts.migrations, now: now.applied } };
}

async function isDatabaseEmpty(target: DatabaseLocation): Promise<boolean> {
  if (target.kind === 'pglite') {
    return (await readdir(path.join(target.dataDir, 'db')).catch(() => [])).length === 0;
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`);
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

type Restored = { rows: Record<string, number>; migrations: number };

async function restorePostgres(
  url: string,
  dump: string,
  manifest: BackupManifest,
  empty: boolean,
): Promise<Restored> {
  const tool = await toolVersion('pg_restore');
  const dumpedBy = Number(/\(PostgreSQL\)\s+(\d+)/.exec(manifest.database.dumpTool)?.[1] ?? 0);
  if (tool.major < dumpedBy)
    throw new Error(`pg_restore ${tool.major} cannot read a dump of pg_dump ${dumpedBy}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    assertClientFits(
      'pg_restore',
      tool.major,
      Number((await client.query('SHOW server_version_num')).rows[0].server_version_num),
    );
    if (!empty) {
      // --force: drop every schema of ours (public, drizzle's, pg-boss's) so that nothing newer than the dump stays.
      const { rows } = await client.query(
        `SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('information_schema') AND nspname NOT LIKE 'pg\\_%'`,
      );
      for (const row of rows)
        await client.query(`DROP SCHEMA "${String(row.nspname).replace(/"/g, '""')}" CASCADE`);
      await client.query('CREATE SCHEMA IF NOT EXISTS public');
    }
    await runTool('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      dump,
    ]);
    const query: Query = async (text) => (await client.query(text)).rows;
    return { rows: await countRows(query), migrations: (await migrationLevel(query)).applied };
  } finally {
    await client.end();
  }
}

async function restorePglite(dbDir: string, dump: string, empty: boolean): Promise<Restored> {
  if (!empty) await rm(dbDir, { recursive: true, force: true });
  await mkdir(dbDir, { recursive: true });
  const db = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([await readFile(dump)]) });
  try {
    const query: Query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
    return { rows: await countRows(query), migrations: (await migrationLevel(query)).applied };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const from = args.rest[0];
  if (!from) throw new Error('usage: npm run restore -- <backup directory> [--force]');
  const config = ensureAppSecret(parseConfig());
  const storage = createStorage(config);
  try {
    const result = await restoreBackup({
      from,
      database: config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
      media: mediaStoreOf(storage),
      force: args.flags.has('force'),
    });
    const { manifest, migrations } = result;
    console.log(
      `Restored the backup of ${manifest.createdAt}: ${manifest.counts.orders} orders, ` +
        `${manifest.counts.access_grants} access grants, ${manifest.media.files.length} media files into ` +
        `${mediaStoreOf(storage).description}, all checksums match; migrations ${migrations.restored} -> ${migrations.now}.`,
    );
  } finally {
    if (storage instanceof S3Storage) await storage.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`restore failed: ${error.message}`);
    process.exit(1);
  });
}
