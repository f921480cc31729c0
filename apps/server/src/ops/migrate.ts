// `npm run migrate`: applies the migrations this release has and the database lacks, prints the level before and
// after, and exits. Every process also migrates when it opens the database (server, worker, seed, restore; on
// PostgreSQL under an advisory lock, so processes starting together apply each migration once): this command lets
// an upgrade apply them, and stop on an error, before any process restarts on the new release.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { parseConfig } from '../config';
import { ensureAppSecret } from '../config-secret';
import { openDatabase } from '../db/client';
import { assertPgliteClosed, type DatabaseLocation } from './backup';
import { type BackupManifest, migrationJournal, migrationLevel, type Query } from './manifest';

type Level = BackupManifest['migrations'];

async function levelOf(database: DatabaseLocation): Promise<Level> {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await migrationLevel(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const dir = path.join(database.dataDir, 'db');
  if ((await readdir(dir).catch(() => [])).length === 0) return { applied: 0, last: null };
  const db = await PGlite.create({ dataDir: dir });
  try {
    const query: Query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
    return await migrationLevel(query);
  } finally {
    await db.close();
  }
}

export async function migrateDatabase(
  database: DatabaseLocation,
): Promise<{ before: Level; after: Level; release: number }> {
  // An embedded database open in a server would be written by two processes at once.
  if (database.kind === 'pglite') await assertPgliteClosed(path.join(database.dataDir, 'db'));
  const before = await levelOf(database);
  const opened = await openDatabase(
    database.kind === 'postgres' ? { url: database.url, dataDir: '' } : { dataDir: database.dataDir },
  );
  try {
    const after = await migrationLevel(async (text) => (await opened.sql.executeSql(text)).rows);
    return { before, after, release: (await migrationJournal()).length };
  } finally {
    await opened.close();
  }
}

async function main(): Promise<void> {
  const config = ensureAppSecret(parseConfig());
  const database: DatabaseLocation = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  const { before, after, release } = await migrateDatabase(database);
  const applied = after.applied - before.applied;
  console.log(
    applied > 0
      ? `Applied ${applied} migrations to the ${database.kind} database: ${before.last ?? 'empty'} -> ${after.last}.`
      : `The ${database.kind} database is up to date (${after.last}); nothing to apply.`,
  );
  if (after.applied !== release) {
    throw new Error(`the database has ${after.applied} migrations, this release ${release}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`migrate failed: ${error.message}`);
    process.exit(1);
  });
}
