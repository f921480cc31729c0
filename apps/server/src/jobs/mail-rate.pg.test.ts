// The sending rate across processes (ADR 074), PostgreSQL only (embedded PGlite is one process): two API/worker
// processes, each with its own connection pool, taking slots of the same minute at once get the limit between
// them, never more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createPostgresDatabase, onPostgres } from '../test/app';
import { takeSendSlot } from './mail';

describe.skipIf(!onPostgres)('the mail rate limit across two processes on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const processes: Database[] = [];
  beforeAll(async () => {
    pgDb = await createPostgresDatabase();
    for (let i = 0; i < 2; i++)
      processes.push(await openDatabase({ url: pgDb.url, dataDir: '/nonexistent' }));
  });
  afterAll(async () => {
    for (const database of processes) await database.close();
    await pgDb?.drop();
  });

  it('hands out exactly the limit of one minute to thirty concurrent takers from two processes', async () => {
    const minute = new Date('2026-11-28T11:00:00.000Z');
    const takes = await Promise.all(
      processes.flatMap((database) => Array.from({ length: 15 }, () => takeSendSlot(database.db, 7, minute))),
    );
    expect(takes.filter((next) => next === null)).toHaveLength(7);
  });
});
