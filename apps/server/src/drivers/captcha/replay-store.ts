// Redeemed captcha challenges in the used_captchas table, so every API process refuses a replay. The claim is one
// INSERT … ON CONFLICT DO NOTHING on the primary key: of two processes claiming the same challenge at once, the
// second waits for the first's row and inserts nothing, so exactly one wins (captcha-replay.test.ts).
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedCaptchas } from '../../db/schema/index';
import type { ReplayStore } from './types';

const CLEANUP_INTERVAL_MS = 60_000;
/**
 * Rows are kept this long past their challenge's expiry: the expiry check runs on the clock of the process that
 * verifies, the cleanup on another's, and a replay must not slip through the difference between two hosts' clocks.
 */
const CLOCK_MARGIN_MS = 10 * 60_000;

export function createDbReplayStore(db: Db, now: () => number = Date.now): ReplayStore {
  let lastCleanup = 0;
  return {
    async claim(id, expiresAt) {
      // Rows well past their challenge's expiry can never match again; dropping them keeps the table small.
      if (now() - lastCleanup > CLEANUP_INTERVAL_MS) {
        lastCleanup = now();
        await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date(now() - CLOCK_MARGIN_MS)));
      }
      const rows = await db
        .insert(usedCaptchas)
        .values({ challengeHash: id, expiresAt })
        .onConflictDoNothing({ target: usedCaptchas.challengeHash })
        .returning({ id: usedCaptchas.challengeHash });
      return rows.length === 1;
    },
  };
}
