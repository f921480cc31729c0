// Opens the database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL access with the shape pg-boss expects from its `db` option. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface Database {
  db: Db;
  sql: SqlExecutor;
  kind: 'pglite' | 'postgres';
  /** The pg connection string when kind is 'postgres'. */
  url?: string;
  /** PGlite only: the whole database as a tar (tests start from a copy of a migrated one, test/templates.ts). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  /** An in-memory PGlite starts as a copy of this dump (Database.dump) instead of empty. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url && options.url !== 'memory://') return openPostgres(options.url);
  let dir: string | undefined;
  if (options.url !== 'memory://') {
    dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
  }
  const client = await PGlite.create(
    dir ? { dataDir: dir } : options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    sql: {
      async executeSql(text, values) {
        // PGlite's query() takes one statement; parameterless scripts (pg-boss DDL) go through exec(), inside a
        // transaction so that a script failing halfway cannot leave the single session in an aborted state.
        if (!values || values.length === 0) {
          const results = await client.transaction((tx) => tx.exec(text));
          const last = results[results.length - 1];
          return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
        }
        const result = await client.query(text, values as unknown[]);
        return { rows: result.rows as Record<string, unknown>[] };
      },
    },
    dump: async () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  retryReadsOnceOnConnectionError(pool);
  // An idle connection the server ends (a restart, a failover, a dropped test database) is replaced on the next
  // query; without a listener its error would crash the process.
  pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(lock, { schema }), { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    sql: {
      async executeSql(text, values) {
        const result = await pool.query(text, values as unknown[] | undefined);
        return { rows: result.rows };
      },
    },
    close: () => pool.end(),
  };
}

/** Errors that mean the connection died under the query (not that the query was wrong). */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

export function isConnectionError(error: unknown): boolean {
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: unknown };
  if (code && CONNECTION_ERROR_CODES.has(code)) return true;
  if (/Connection terminated|terminating connection/i.test(message ?? '')) return true;
  // Drizzle wraps the driver's error.
  return cause !== undefined && cause !== error && isConnectionError(cause);
}

/** A single SELECT that takes no row locks: safe to run again. Writes (and WITH … UPDATE) never match. */
export function isIdempotentRead(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\bfor\s+(update|no\s+key\s+update|share|key\s+share)\b/i.test(text);
}

/**
 * A read sent through the pool (outside a transaction: those run on a checked-out client, never retried here)
 * whose connection is killed under it (a failover, pg_terminate_backend, a restarted proxy) is run once more on
 * another connection instead of becoming a 500. Writes are never retried: the first may have committed.
 */
function retryReadsOnceOnConnectionError(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    // Callback style and anything not plainly a read go straight through.
    if (typeof args[args.length - 1] === 'function' || !text || !isIdempotentRead(text))
      return query(...args);
    return query(...args).catch((error: unknown) => {
      if (!isConnectionError(error)) throw error;
      return query(...args);
    });
  };
}
