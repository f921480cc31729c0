// Redeemed captcha challenges in the used_captchas table, so every API process refuses a replay.
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedCaptchas } from '../../db/schema/index';
import type { ReplayStore } from './types';

const CLEANUP_INTERVAL_MS = 60_000;

export function createDbReplayStore(db: Db, now: () => number = Date.now): ReplayStore {
  let lastCleanup = 0;
  return {
    async claim(id, expiresAt) {
      // Rows past their challenge's expiry can never match again; dropping them keeps the table small.
      if (now() - lastCleanup > CLEANUP_INTERVAL_MS) {
        lastCleanup = now();
        await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date(now())));
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
