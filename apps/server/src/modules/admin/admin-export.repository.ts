// The rows of the Omnisend export: confirmed newsletter subscribers in id order (keyset batches), each with the
// account of the same address and that account's latest paid order; and the export records themselves.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userExports } from '../../db/schema/index';

export interface ContactRow {
  id: number;
  email: string;
  locale: string;
  /** ISO 8601 in UTC, written by the database (no Date objects per row). */
  consent_at: string;
  unsubscribed_at: string | null;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  customer: boolean;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Up to `limit` contacts with an id above `afterId`: one index range each time, however far the export is. */
export async function contactBatch(db: Db, afterId: number, limit: number): Promise<ContactRow[]> {
  const result = (await db.execute(sql`
    select s.id, s.email, s.locale,
           to_char(s.consent_at at time zone 'UTC', ${sql.raw(ISO)}) as consent_at,
           to_char(s.unsubscribed_at at time zone 'UTC', ${sql.raw(ISO)}) as unsubscribed_at,
           u.name,
           paid.billing->>'phone' as phone, paid.billing->>'city' as city, paid.billing->>'country' as country,
           paid.id is not null as customer
    from newsletter_subscribers s
    left join users u on u.email = s.email
    left join lateral (
      select o.id, o.billing from orders o
      where o.user_id = u.id and o.status = 'paid'
      order by o.id desc limit 1
    ) paid on true
    where s.id > ${afterId} and s.confirmed_at is not null
    order by s.id
    limit ${limit}
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email),
    locale: String(row.locale),
    consent_at: String(row.consent_at),
    unsubscribed_at: (row.unsubscribed_at as string | null) ?? null,
    name: (row.name as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    customer: row.customer === true || row.customer === 't',
  }));
}

export type ExportRow = typeof userExports.$inferSelect;

export async function insertExport(db: Db, requestedBy: number): Promise<ExportRow> {
  const [row] = await db.insert(userExports).values({ requestedBy }).returning();
  return row!;
}

/** The administrator's newest export. */
export async function latestExport(db: Db, requestedBy: number): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(userExports)
    .where(eq(userExports.requestedBy, requestedBy))
    .orderBy(desc(userExports.id))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: number): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(userExports).where(eq(userExports.id, id));
  return row;
}

export async function markExport(
  db: Db,
  id: number,
  values: Partial<Pick<ExportRow, 'status' | 'storageKey' | 'rows' | 'error' | 'finishedAt'>>,
) {
  await db.update(userExports).set(values).where(eq(userExports.id, id));
}

/** Older finished exports of the same administrator that still hold a file. */
export async function olderFiles(db: Db, requestedBy: number, beforeId: number) {
  return db
    .select({ id: userExports.id, storageKey: userExports.storageKey })
    .from(userExports)
    .where(
      and(
        eq(userExports.requestedBy, requestedBy),
        lt(userExports.id, beforeId),
        sql`${userExports.storageKey} is not null`,
      ),
    );
}

export async function forgetFiles(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.update(userExports).set({ storageKey: null }).where(inArray(userExports.id, ids));
}
