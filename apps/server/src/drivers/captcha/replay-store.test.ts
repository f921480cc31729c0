// Captcha replays between API processes: two database pools (on PostgreSQL; the one embedded session otherwise)
// claiming the same solved challenge at the same moment.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { createPostgresDatabase, onPostgres } from '../../test/app';
import { createDbReplayStore } from './replay-store';

let pgDb: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
const databases: Database[] = [];
beforeAll(async () => {
  pgDb = onPostgres ? await createPostgresDatabase() : undefined;
  const first = await openDatabase({ url: pgDb?.url ?? 'memory://', dataDir: '/nonexistent' });
  databases.push(first, pgDb ? await openDatabase({ url: pgDb.url, dataDir: '/nonexistent' }) : first);
});
afterAll(async () => {
  for (const database of new Set(databases)) await database.close();
  await pgDb?.drop();
});

describe('captcha replay store', () => {
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
