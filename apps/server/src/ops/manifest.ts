// What a backup holds (manifest.json) and the checks shared by `npm run backup` and `npm run restore`.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { normalizeKey } from '../drivers/storage/storage';

export const MANIFEST_FILE = 'manifest.json';
export const MEDIA_DIR = 'media';
/** Media files copied, written or read back at the same time: object storage answers each after a round trip. */
export const MEDIA_COPIES_AT_ONCE = 4;

/** Tables whose row counts the manifest records and a restore checks. */
export const COUNTED_TABLES = [
  'users',
  'courses',
  'videos',
  'orders',
  'order_lines',
  'payments',
  'course_access',
  'access_grants',
  'download_rights',
  'invoices',
  'mail_outbox',
] as const;

export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    /** File name inside the backup directory. */
    file: string;
    size: number;
    sha256: string;
    /** PostgreSQL: `SHOW server_version` and the pg_dump that wrote the dump; PGlite: the package version. */
    serverVersion: string;
    dumpTool: string;
  };
  /** Drizzle migrations applied when the backup was taken. */
  migrations: { applied: number; last: string | null };
  counts: Record<string, number>;
  media: {
    store: string;
    files: { key: string; size: number; sha256: string }[];
    /** Listed, then deleted before they could be copied (a live backup while media are removed). */
    vanished?: string[];
  };
}

/** Runs one SQL statement and returns its rows (pg.Client or PGlite). */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

export async function countRows(query: Query): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    // A dump taken before the migration that created a table simply lacks it.
    const [exists] = await query(`SELECT to_regclass('public.${table}') IS NOT NULL AS ok`);
    if (!exists?.ok) continue;
    const [row] = await query(`SELECT count(*)::int AS n FROM public.${table}`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export async function migrationJournal(): Promise<JournalEntry[]> {
  const file = path.join(import.meta.dirname, '../db/migrations/meta/_journal.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** How many of our migrations the database has, and the tag of the newest (drizzle records its timestamp). */
export async function migrationLevel(query: Query): Promise<BackupManifest['migrations']> {
  const [exists] = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ok`);
  if (!exists?.ok) return { applied: 0, last: null };
  const [row] = await query(
    'SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
  );
  const journal = await migrationJournal();
  const last = journal.find((entry) => String(entry.when) === String(row?.last));
  return { applied: Number(row?.n ?? 0), last: last?.tag ?? (row?.last ? String(row.last) : null) };
}

export async function sha256OfStream(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

export const sha256OfFile = (file: string) => sha256OfStream(createReadStream(file));

export async function readManifest(backupDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(backupDir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  // Keys become paths inside the backup and the store: only the media driver's normal form is accepted.
  for (const file of manifest.media.files) {
    if (normalizeKey(file.key) !== file.key) throw new Error(`invalid media key ${JSON.stringify(file.key)}`);
  }
  return manifest;
}

/** Runs fn over items, at most `limit` at a time. After a failure no new item starts; the first error is thrown. */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        await fn(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure.error;
}

/** Parses `--flag`, `--key value` and positional arguments. */
export function parseArgs(argv: string[]): {
  flags: Set<string>;
  values: Map<string, string>;
  rest: string[];
} {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--out') values.set('out', argv[++i] ?? '');
    else if (arg.startsWith('--')) flags.add(arg.slice(2));
    else rest.push(arg);
  }
  return { flags, values, rest };
}
