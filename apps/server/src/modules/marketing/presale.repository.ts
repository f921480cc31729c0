// How many people signed up for the free courses of a funnel (rows of free_signups, one per person and page).
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { freeSignups } from '../../db/schema/index';

/** Distinct accounts with a free sign-up on any of the pages: one person on two pages of a funnel counts once. */
export async function countSignups(db: Db, pages: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ taken: sql<number>`count(distinct ${freeSignups.userId})::int` })
    .from(freeSignups)
    .where(inArray(freeSignups.page, [...pages]));
  return row?.taken ?? 0;
}
