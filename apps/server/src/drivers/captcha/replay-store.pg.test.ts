// Captcha replays between API processes: two database pools on one PostgreSQL database claiming the same solved
// challenge at the same moment (embedded PGlite is one session in one process: nothing to race there).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import type { createPostgresDatabase } from '../../test/app';
import { createDbReplayStore } from './replay-store';

// The database modules load only when the test runs: the PGlite run of the suite skips this file cheaply.
describe.skipIf(process.env.ATELJE_TEST_DB !== 'postgres')('captcha replay store on PostgreSQL', () => {
  let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const databases: Database[] = [];
  beforeAll(async () => {
    const [{ openDatabase }, { createPostgresDatabase }] = await Promise.all([
      import('../../db/client'),
      import('../../test/app'),
    ]);
    pgDb = await createPostgresDatabase();
    for (let i = 0; i < 2; i++)
      databases.push(await openDatabase({ url: pgDb.url, dataDir: '/nonexistent' }));
  });
  afterAll(async () => {
    for (const database of databases) await database.close();
    await pgDb?.drop();
  });

  it('lets exactly one of many simultaneous claims of a challenge from two processes win', async () => {
    const stores = databases.map((database) => createDbReplayStore(database.db));
    const expiresAt = new Date(Date.now() + 600_000);
    for (let round = 0; round < 3; round++) {
      const challenge = randomBytes(32).toString('hex');
      const claims = await Promise.all(
        Array.from({ length: 16 }, (_, i) => stores[i % 2]!.claim(challenge, expiresAt)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
    }
  });
});
