// Issue 15, item 5: a read whose connection is killed under it (pg_terminate_backend, a failover) is run once
// more instead of becoming a 500; a write is never run twice.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, onPostgres } from '../test/app';
import { type Database, isConnectionError, isIdempotentRead, openDatabase } from './client';

describe('which queries are retried', () => {
  it('only plain reads without row locks', () => {
    expect(isIdempotentRead('select "id" from "users" where "id" = $1')).toBe(true);
    expect(isIdempotentRead('  SELECT 1')).toBe(true);
    expect(isIdempotentRead('select "id" from "orders" where "id" = $1 for update')).toBe(false);
    expect(isIdempotentRead('select 1 for no key update')).toBe(false);
    expect(isIdempotentRead('insert into "counters" ("name") values ($1)')).toBe(false);
    expect(isIdempotentRead('update "orders" set "status" = $1')).toBe(false);
    expect(isIdempotentRead('with x as (delete from t returning *) select * from x')).toBe(false);
  });

  it('only on connection errors', () => {
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isConnectionError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});

// Needs a server whose backends can be killed: defined in the PostgreSQL pass of `npm test` only.
if (onPostgres)
  describe('a killed connection on PostgreSQL', () => {
    let pgDb: { url: string; drop(): Promise<void> };
    let database: Database;
    let admin: pg.Client;

    beforeAll(async () => {
      pgDb = await createPostgresDatabase();
      database = await openDatabase({ url: pgDb.url, dataDir: '/tmp' });
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await database?.close();
      await pgDb?.drop();
    });

    /** Terminates the backend running a query that contains `marker`, once it is running. */
    async function killWhenRunning(marker: string): Promise<void> {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const { rows } = await admin.query(
          `SELECT pid FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid() AND state = 'active'`,
          [`%${marker}%`],
        );
        if (rows[0]) {
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no running query with ${marker}`);
    }

    it('answers a read whose connection is terminated mid-query', { timeout: 30_000 }, async () => {
      // then() starts the query (a drizzle query runs when awaited).
      const read = database.db
        .execute(sql`select 42 as answer, 'read-marker' as m from pg_sleep(3)`)
        .then((result) => result);
      await killWhenRunning('read-marker');
      const result = await read;
      expect((result as unknown as { rows: { answer: number }[] }).rows[0]?.answer).toBe(42);
    });

    it('never runs a write twice', { timeout: 30_000 }, async () => {
      const write = database.db.execute(
        sql`insert into counters (name, value) select 'write-marker', 1 from pg_sleep(3)`,
      );
      const settled = write.then(
        () => 'resolved',
        (error: unknown) => error,
      );
      await killWhenRunning('write-marker');
      const outcome = await settled;
      expect(isConnectionError(outcome)).toBe(true);
      const { rows } = await database.sql.executeSql(
        `select count(*)::int as n from counters where name = 'write-marker'`,
      );
      expect(rows[0]?.n).toBe(0);
    });
  });
