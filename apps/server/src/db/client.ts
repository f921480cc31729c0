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
  close(): Promise<void>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url && options.url !== 'memory://') return openPostgres(options.url);
  let dir: string | undefined;
  if (options.url !== 'memory://') {
    dir = path.join(options.dataDir, 'db');
    await mkdir(dir, { recursive: true });
  }
  const client = await PGlite.create(dir ? { dataDir: dir } : {});
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
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
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
