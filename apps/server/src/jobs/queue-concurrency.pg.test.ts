// Two processes creating the same new queues at once (PostgreSQL only: embedded PGlite is a single session).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { createPostgresDatabase, onPostgres } from '../test/app';
import { createJobQueue, type JobQueue } from './queue';

const silent = { info: () => undefined, error: () => undefined };

describe.skipIf(!onPostgres)('creating queues concurrently on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const databases: Database[] = [];
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    pgDb = await createPostgresDatabase();
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: pgDb.url, dataDir: '/nonexistent' });
      databases.push(database);
      queues.push(createJobQueue(database, { runWorkers: false, log: silent }));
    }
    await Promise.all(queues.map((queue) => queue.start()));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    for (const database of databases) await database.close();
    await pgDb?.drop();
  });

  it('sends to a dozen new queues from two processes without a deadlock reaching the caller', async () => {
    // pg-boss 10 creates a partition table per queue; without the retry some of these fail with 40P01.
    const names = Array.from({ length: 12 }, (_, i) => `race-${i}`);
    const results = await Promise.allSettled(
      queues.flatMap((queue) => names.map((name) => queue.send(name, { from: queues.indexOf(queue) }))),
    );
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    const { rows } = await databases[0]!.sql.executeSql(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name LIKE 'race-%'",
      [],
    );
    expect(rows[0]).toEqual({ n: 24 });
  });
});
