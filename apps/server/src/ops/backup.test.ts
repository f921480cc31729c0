// npm run backup / npm run restore: an academy with buyers, paid orders (access grants, download rights,
// invoices) and media files is backed up and restored into an empty database and an empty media directory,
// and every row and file comes back. Runs on PGlite (a data directory) and, with ATELJE_TEST_DB=postgres, on
// PostgreSQL (pg_dump while the application runs; restored into a fresh database).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { orders, users } from '../db/schema/index';
import { buildTestApp, createPostgresDatabase, onPostgres, type TestApp } from '../test/app';
import { fixture } from '../test/fixtures';
import { createBackup, type DatabaseLocation } from './backup';
import { grantAdmin } from './grant-admin';
import { MEDIA_DIR, migrationJournal } from './manifest';
import { localMediaStore } from './media-store';
import { migrateDatabase } from './migrate';
import { assertClientFits } from './pg-tools';
import { restoreBackup } from './restore';
import { buildSalesAcademy, type SaleRows, saleRows } from './test-academy';

let t: TestApp;
let work: string;
const dropDatabases: Array<() => Promise<void>> = [];

/** SHA-256 of every file under a media directory, read straight from the disk (not through the code under test). */
async function mediaHashes(mediaDir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(mediaDir, full).split(path.sep).join('/');
    hashes[key] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return hashes;
}

/** An empty place to restore into: a fresh PostgreSQL database or a fresh PGlite data directory. */
async function emptyTarget(name: string): Promise<{ database: DatabaseLocation; mediaDir: string }> {
  const dataDir = path.join(work, name);
  if (onPostgres) {
    const created = await createPostgresDatabase({ empty: true });
    dropDatabases.push(created.drop);
    return { database: { kind: 'postgres', url: created.url }, mediaDir: path.join(dataDir, 'media') };
  }
  return { database: { kind: 'pglite', dataDir }, mediaDir: path.join(dataDir, 'media') };
}

async function openTarget(target: { database: DatabaseLocation }): Promise<Database> {
  return target.database.kind === 'postgres'
    ? openDatabase({ url: target.database.url, dataDir: '' })
    : openDatabase({ dataDir: target.database.dataDir });
}

let expected: SaleRows;
let expectedMedia: Record<string, string>;
let backupDir: string;
let tClosed = false;
/** The place the first restore wrote, holding the whole academy. */
let restored: Awaited<ReturnType<typeof emptyTarget>>;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'atelje-backup-test-'));
  // PGlite in a data directory (DATABASE_URL empty = unset), as `npm start` runs it; PostgreSQL: a fresh database.
  t = await buildTestApp(onPostgres ? {} : { DATABASE_URL: '' });
  expected = await buildSalesAcademy(t);
  expectedMedia = await mediaHashes(t.config.mediaDir);
  // A width of a picture the media route made (ADR 068) is made again from its original: not backed up.
  const variant = path.join(t.config.mediaDir, '_variants', 'courses', '1', 'cover.jpg');
  await mkdir(variant, { recursive: true });
  await writeFile(path.join(variant, '1f-19a-640.webp'), 'a width of the cover');

  backupDir = path.join(work, 'backup');
  if (onPostgres) {
    // pg_dump reads a consistent snapshot while the application keeps running.
    await createBackup({
      database: { kind: 'postgres', url: t.database.url as string },
      media: localMediaStore(t.config.mediaDir),
      out: backupDir,
    });
  } else {
    // PGlite has no lock on its data directory: the backup refuses while the server has it open.
    await expect(
      createBackup({
        database: { kind: 'pglite', dataDir: t.config.dataDir },
        media: localMediaStore(t.config.mediaDir),
        out: backupDir,
      }),
    ).rejects.toThrow(/the PGlite database in .* is open .*stop the server and workers first/);
    await t.app.close();
    await t.database.close();
    tClosed = true;
    await createBackup({
      database: { kind: 'pglite', dataDir: t.config.dataDir },
      media: localMediaStore(t.config.mediaDir),
      out: backupDir,
    });
  }
});

afterAll(async () => {
  if (t && !tClosed) await t.close();
  else if (t) await rm(t.config.dataDir, { recursive: true, force: true });
  for (const drop of dropDatabases) await drop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('backup', () => {
  it('holds the dump and every media file, described by the manifest', async () => {
    for (const invoice of expected.invoices) expect(expectedMedia[invoice.storageKey]).toBeDefined();
    expect(expectedMedia[fixture.keys.basicsLesson]).toBeDefined();

    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'));
    const journal = await migrationJournal();
    expect(manifest).toMatchObject({
      format: 1,
      database: { kind: onPostgres ? 'postgres' : 'pglite', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      migrations: { applied: journal.length, last: journal[journal.length - 1]?.tag },
      counts: {
        users: expected.users.length,
        orders: 2,
        order_lines: 3,
        access_grants: 2,
        download_rights: 1,
        invoices: 2,
      },
    });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 120_000);
    const listed = Object.fromEntries(
      manifest.media.files.map((f: { key: string; sha256: string }) => [f.key, f.sha256]),
    );
    expect(listed).toEqual(expectedMedia);
    const invoicePdf = await readFile(
      path.join(backupDir, MEDIA_DIR, ...expected.invoices[0]!.storageKey.split('/')),
    );
    expect(invoicePdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 240_000);
});

describe('restore', () => {
  it('restores into an empty database and media directory with every order, grant and file', async () => {
    const target = await emptyTarget('restored');
    const result = await restoreBackup({
      from: backupDir,
      database: target.database,
      media: localMediaStore(target.mediaDir),
    });
    const journal = await migrationJournal();
    expect(result.migrations).toEqual({ restored: journal.length, now: journal.length });

    const database = await openTarget(target);
    try {
      expect(await saleRows(database)).toEqual(expected);
    } finally {
      await database.close();
    }
    expect(await mediaHashes(target.mediaDir)).toEqual(expectedMedia);

    // A second restore into the same (now full) place is refused; the last test replaces it with --force.
    await writeFile(path.join(target.mediaDir, 'stray.txt'), 'not in the backup');
    await expect(
      restoreBackup({ from: backupDir, database: target.database, media: localMediaStore(target.mediaDir) }),
    ).rejects.toThrow(/^not empty: the database and the media store \(local:.*\); restore with --force/);
    restored = target;
  }, 240_000);

  it('refuses a backup whose files no longer match the manifest, before touching the target', async () => {
    const target = await emptyTarget('tampered');
    const key = expected.invoices[0]!.storageKey;
    const file = path.join(backupDir, MEDIA_DIR, ...key.split('/'));
    const original = await readFile(file);
    await writeFile(file, Buffer.concat([original, Buffer.from('x')]));
    try {
      await expect(
        restoreBackup({
          from: backupDir,
          database: target.database,
          media: localMediaStore(target.mediaDir),
        }),
      ).rejects.toThrow(`backup file ${key}: checksum differs from the manifest`);
      expect(await localMediaStore(target.mediaDir).isEmpty()).toBe(true);
    } finally {
      await writeFile(file, original);
    }
  });

  it('checks that pg_dump and pg_restore are not older than the server', () => {
    expect(() => assertClientFits('pg_dump', 15, 160_004)).toThrow(
      'pg_dump 15 is older than the PostgreSQL 16 server; install postgresql-client-16',
    );
    expect(() => assertClientFits('pg_restore', 15, 150_020)).not.toThrow();
    expect(() => assertClientFits('pg_restore', 17, 150_020)).not.toThrow();
  });

  it('refuses a backup of the other database kind', async () => {
    const other: DatabaseLocation = onPostgres
      ? { kind: 'pglite', dataDir: path.join(work, 'other') }
      : { kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' };
    await expect(
      restoreBackup({
        from: backupDir,
        database: other,
        media: localMediaStore(path.join(work, 'other-media')),
      }),
    ).rejects.toThrow(/the backup holds a .* database; the target is/);
  });
});

describe('an older backup', () => {
  it('replaces a full academy with --force and is migrated to this release', async () => {
    // A database at the previous release: every migration but the newest.
    const journal = await migrationJournal();
    const migrations = path.join(import.meta.dirname, '../db/migrations');
    const olderMigrations = path.join(work, 'older-migrations');
    await mkdir(path.join(olderMigrations, 'meta'), { recursive: true });
    const kept = journal.slice(0, -1);
    for (const entry of kept) {
      await copyFile(
        path.join(migrations, `${entry.tag}.sql`),
        path.join(olderMigrations, `${entry.tag}.sql`),
      );
    }
    const fullJournal = JSON.parse(await readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
    await writeFile(
      path.join(olderMigrations, 'meta/_journal.json'),
      JSON.stringify({ ...fullJournal, entries: kept }),
    );
    const insertUser = `INSERT INTO users (name, email) VALUES ('Stara Polaznica', 'stara@primer.rs')`;
    let source: { database: DatabaseLocation; mediaDir: string };
    if (onPostgres) {
      source = await emptyTarget('older-source');
      const client = new pg.Client({ connectionString: (source.database as { url: string }).url });
      await client.connect();
      await migratePg(drizzlePg(client), { migrationsFolder: olderMigrations });
      await client.query(insertUser);
      await client.end();
    } else {
      // The stopped academy's own PGlite directory, emptied (a fresh PGlite would spend seconds on initdb).
      const dataDir = t.config.dataDir;
      source = { database: { kind: 'pglite', dataDir }, mediaDir: path.join(work, 'older-media') };
      const client = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
      await client.exec('DROP SCHEMA public, drizzle, pgboss CASCADE; CREATE SCHEMA public;');
      await migratePglite(drizzlePglite(client), { migrationsFolder: olderMigrations });
      await client.query(insertUser);
      await client.close();
    }

    const out = path.join(work, 'older-backup');
    const manifest = await createBackup({
      database: source.database,
      media: localMediaStore(source.mediaDir),
      out,
    });
    expect(manifest.migrations).toEqual({ applied: kept.length, last: kept[kept.length - 1]?.tag });
    expect(manifest.media.files).toEqual([]);
    // `npm run migrate` brings the source itself to this release, reporting the level before and after.
    expect(await migrateDatabase(source.database)).toEqual({
      before: { applied: kept.length, last: kept[kept.length - 1]?.tag },
      after: { applied: journal.length, last: journal[journal.length - 1]?.tag },
      release: journal.length,
    });

    const result = await restoreBackup({
      from: out,
      database: restored.database,
      media: localMediaStore(restored.mediaDir),
      force: true,
    });
    expect(result.migrations).toEqual({ restored: kept.length, now: journal.length });
    // Only the older backup's data is left: nothing of the academy it replaced, no stray media file.
    expect(await mediaHashes(restored.mediaDir)).toEqual({});
    const database = await openTarget(restored);
    try {
      const rows = await database.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'stara@primer.rs' }]);
      expect(await database.db.select().from(orders)).toEqual([]);
      // `npm run grant-admin` gives the restored academy's owner the dashboard.
      expect(await grantAdmin(database, ' Stara@Primer.rs ')).toMatchObject({ already: false });
      expect(await database.db.select({ role: users.role }).from(users)).toEqual([{ role: 'admin' }]);
      expect(await grantAdmin(database, 'stara@primer.rs')).toMatchObject({ already: true });
      await expect(grantAdmin(database, 'niko@primer.rs')).rejects.toThrow(
        'no account with the e-mail niko@primer.rs: sign up on the site first',
      );
    } finally {
      await database.close();
    }
  }, 240_000);
});
