// `npm run backup [-- --out <dir>]`: writes one directory holding the database dump, the media files (the local
// media directory, or every media object of the bucket with STORAGE_DRIVER=s3, streamed) and manifest.json
// (time, migration level, row counts of key tables, every file with its size and SHA-256).
// PostgreSQL is dumped live by pg_dump (custom format) inside one exported snapshot, which the row counts read
// too. Embedded PGlite takes no lock on its data directory, so the API server and workers must be stopped
// first; the data directory is then written as a tarball by PGlite's own dumpDataDir.
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { parseConfig } from '../config';
import { ensureAppSecret } from '../config-secret';
import { createStorage, S3Storage } from '../drivers/storage/index';
import {
  type BackupManifest,
  countRows,
  forEachLimit,
  MANIFEST_FILE,
  MEDIA_COPIES_AT_ONCE,
  MEDIA_DIR,
  migrationLevel,
  parseArgs,
  type Query,
  sha256OfFile,
} from './manifest';
import { type BackupMediaStore, isMissingObject, mediaStoreOf } from './media-store';
import { assertClientFits, runTool, toolVersion } from './pg-tools';

/** Where the database lives: a PostgreSQL URL, or DATA_DIR of an embedded PGlite (its database is DATA_DIR/db). */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface BackupOptions {
  database: DatabaseLocation;
  media: BackupMediaStore;
  /** The backup directory to create; it must not exist or be empty. */
  out: string;
}

export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const out = path.resolve(options.out);
  if (options.database.kind === 'pglite') await assertPgliteClosed(path.join(options.database.dataDir, 'db'));
  await mkdir(out, { recursive: true });
  if ((await readdir(out)).length > 0) throw new Error(`${out} is not empty`);

  const database =
    options.database.kind === 'postgres'
      ? await dumpPostgres(options.database.url, out)
      : await dumpPglite(path.join(options.database.dataDir, 'db'), out);

  // Media after the database: every file the dumped rows refer to was written before them.
  const listed: { key: string; size: number }[] = [];
  for await (const object of options.media.list()) listed.push(object);
  const copied: (BackupManifest['media']['files'][number] | undefined)[] = new Array(listed.length);
  const vanished: string[] = [];
  await forEachLimit(listed, MEDIA_COPIES_AT_ONCE, async ({ key }, index) => {
    const target = path.join(out, MEDIA_DIR, ...key.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    const hash = createHash('sha256');
    let size = 0;
    try {
      await pipeline(
        options.media.read(key),
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target),
      );
    } catch (error) {
      await rm(target, { force: true });
      // Deleted since it was listed (a converted upload's original, a removed lesson): its row is gone too, or
      // goes soon; a later backup would not list it at all.
      if (isMissingObject(error)) {
        vanished.push(key);
        return;
      }
      throw error;
    }
    copied[index] = { key, size, sha256: hash.digest('hex') };
  });
  const files = copied.filter((file) => file !== undefined);

  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: database.info,
    migrations: database.migrations,
    counts: database.counts,
    media: {
      store: options.media.description,
      files,
      ...(vanished.length > 0 ? { vanished: vanished.sort() } : {}),
    },
  };
  await writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

interface DumpedDatabase {
  info: BackupManifest['database'];
  migrations: BackupManifest['migrations'];
  counts: Record<string, number>;
}

async function dumpPostgres(url: string, out: string): Promise<DumpedDatabase> {
  const file = 'database.dump';
  const tool = await toolVersion('pg_dump');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [version] = (await client.query('SHOW server_version_num')).rows;
    const serverVersion = (await client.query('SHOW server_version')).rows[0].server_version as string;
    assertClientFits('pg_dump', tool.major, Number(version.server_version_num));
    // The counts and pg_dump read the same snapshot, so the manifest describes exactly what was dumped.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string;
    const query: Query = async (text) => (await client.query(text)).rows;
    const counts = await countRows(query);
    const migrations = await migrationLevel(query);
    await runTool('pg_dump', url, [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${path.join(out, file)}`,
    ]);
    await client.query('COMMIT');
    const { sha256, size } = await sha256OfFile(path.join(out, file));
    return {
      info: { kind: 'postgres', file, size, sha256, serverVersion, dumpTool: tool.text },
      migrations,
      counts,
    };
  } finally {
    await client.end();
  }
}

/**
 * PGlite writes postmaster.pid into its data directory while it is open and removes it on close: refuse to copy
 * (or replace) a database that a running server or worker holds.
 */
export async function assertPgliteClosed(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new Error(
      `the PGlite database in ${dir} is open (${path.join(dir, 'postmaster.pid')} exists): stop the server and workers first (after a crash, start and stop the server once)`,
    );
  }
}

async function dumpPglite(dir: string, out: string): Promise<DumpedDatabase> {
  const file = 'database.tar.gz';
  if ((await readdir(dir).catch(() => [])).length === 0) throw new Error(`no PGlite database in ${dir}`);
  await assertPgliteClosed(dir);
  const db = await PGlite.create({ dataDir: dir });
  try {
    const query: Query = async (text) => (await db.query<Record<string, unknown>>(text)).rows;
    const counts = await countRows(query);
    const migrations = await migrationLevel(query);
    const [version] = await query('SELECT version() AS v');
    const tarball = await db.dumpDataDir('gzip');
    await writeFile(path.join(out, file), new Uint8Array(await tarball.arrayBuffer()));
    const { sha256, size } = await sha256OfFile(path.join(out, file));
    return {
      info: {
        kind: 'pglite',
        file,
        size,
        sha256,
        serverVersion: String(version?.v),
        dumpTool: 'PGlite dumpDataDir',
      },
      migrations,
      counts,
    };
  } finally {
    await db.close();
  }
}

function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const config = ensureAppSecret(parseConfig());
  const out = args.values.get('out') || path.resolve('backups', `atelje-${timestamp()}`);
  const database: DatabaseLocation = config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
  if (database.kind === 'pglite') {
    console.log('Embedded PGlite: the API server and workers must be stopped while the backup runs.');
  }
  const storage = createStorage(config);
  try {
    const manifest = await createBackup({ database, media: mediaStoreOf(storage), out });
    const bytes = manifest.media.files.reduce((sum, f) => sum + f.size, 0);
    console.log(
      `Backup written to ${out}: ${manifest.database.kind} database (${manifest.database.size} bytes, ` +
        `migration ${manifest.migrations.last}), ${manifest.media.files.length} media files (${bytes} bytes) ` +
        `from ${manifest.media.store}, ${manifest.counts.orders} orders, ${manifest.counts.access_grants} access grants.`,
    );
    if (manifest.media.vanished) {
      console.log(
        `${manifest.media.vanished.length} media files were deleted while the backup ran and are not in it.`,
      );
    }
  } finally {
    if (storage instanceof S3Storage) await storage.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: Error) => {
    console.error(`backup failed: ${error.message}`);
    process.exit(1);
  });
}
