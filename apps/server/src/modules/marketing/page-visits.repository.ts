// The page-visit counts (ADR 073): today's (Belgrade) count of a page, striped by database session like the
// admin counters so that concurrent visitors rarely wait on one row.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One more view of a landing or course page. */
export async function countVisit(db: Db, page: string): Promise<void> {
  await db.execute(
    sql`insert into stats_visits (day, page, slot, visits)
        values (stats_day(now()), ${page}, pg_backend_pid() % 8, 1)
        on conflict (day, page, slot) do update set visits = stats_visits.visits + 1`,
  );
}
