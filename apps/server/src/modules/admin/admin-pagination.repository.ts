// The anchors of a newest-first list (admin-pagination.ts): one pass over the primary key's index that keeps
// the id at every step-th position and the position of the last row, in one snapshot.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type { PageSlice } from '../../lib/admin-pagination';

export async function anchorsOf(db: Db, table: SQL, step: number): Promise<{ ids: number[]; total: number }> {
  const result = (await db.execute(sql`
    select id, n from (select id, row_number() over (order by id) as n from ${table}) ranked
    where n % ${step} = 1 or id = (select max(id) from ${table})
    order by id
  `)) as unknown as { rows: { id: number | string; n: number | string }[] };
  const ids: number[] = [];
  let total = 0;
  for (const row of result.rows) {
    const position = Number(row.n);
    if (position % step === 1 || step === 1) ids.push(Number(row.id));
    total = Math.max(total, position);
  }
  return { ids, total };
}
