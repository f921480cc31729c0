// The rows of the Omnisend export: the addresses whose marketing consent is in force (ADR 035: given and, for
// the newsletter form, confirmed; not withdrawn), one row per address in id order (keyset batches), each with the
// account of the same address and that account's latest paid order; the contacts left out, counted by reason;
// and the export records themselves.
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userExports } from '../../db/schema/index';

export interface ContactRow {
  id: number;
  email: string;
  locale: string;
  /** Where the consent was given: 'newsletter-home', 'landing:<page>', 'registration', 'checkout', 'profile'. */
  source: string;
  /** ISO 8601 in UTC, written by the database (no Date objects per row). */
  consent_at: string;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  customer: boolean;
  /** Marketing categories the contact turned off (ADR 074). */
  opted_out: string[];
  /** When the contact turned off `news` (the newsletter and promotions Omnisend sends), ISO 8601; else null. */
  news_opt_out_at: string | null;
}

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Up to `limit` contacts with an id above `afterId`: one index range each time, however far the export is. */
export async function contactBatch(db: Db, afterId: number, limit: number): Promise<ContactRow[]> {
  const result = (await db.execute(sql`
    select s.id, s.email, s.locale, s.consent_source,
           to_char(s.consent_at at time zone 'UTC', ${sql.raw(ISO)}) as consent_at,
           u.name,
           paid.billing->>'phone' as phone, paid.billing->>'city' as city, paid.billing->>'country' as country,
           paid.id is not null as customer,
           s.opted_out,
           (select to_char(max(l.created_at) at time zone 'UTC', ${sql.raw(ISO)})
              from marketing_consent_log l
              where l.email = s.email and l.event = 'withdrawn' and l.category = 'news') as news_opt_out_at
    from newsletter_subscribers s
    left join users u on u.email = s.email
    left join lateral (
      select o.id, o.billing from orders o
      where o.user_id = u.id and o.status = 'paid'
      order by o.id desc limit 1
    ) paid on true
    where s.id > ${afterId} and s.confirmed_at is not null and s.unsubscribed_at is null
    order by s.id
    limit ${limit}
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => ({
    id: Number(row.id),
    email: String(row.email),
    locale: String(row.locale),
    source: String(row.consent_source),
    consent_at: String(row.consent_at),
    name: (row.name as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    city: (row.city as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    customer: row.customer === true || row.customer === 't',
    opted_out: parseTextArray(row.opted_out),
    news_opt_out_at: (row.news_opt_out_at as string | null) ?? null,
  }));
}

/** A text[] as the driver gives it: an array (pg, PGlite) or its literal '{a,b}'. */
function parseTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string')
    return value
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
  return [];
}

export interface LeftOut {
  not_confirmed: number;
  withdrawn: number;
  no_consent: number;
}

/**
 * The contacts an export leaves out, each address once: newsletter sign-ups waiting for their e-mailed link,
 * withdrawn consents, and learner accounts whose address never agreed (administrators are not contacts).
 */
export async function leftOutCounts(db: Db): Promise<LeftOut> {
  const result = (await db.execute(sql`
    select
      (select count(*) from newsletter_subscribers
        where confirmed_at is null and unsubscribed_at is null)::int as not_confirmed,
      (select count(*) from newsletter_subscribers where unsubscribed_at is not null)::int as withdrawn,
      (select count(*) from users u
        where u.role = 'user'
          and not exists (select 1 from newsletter_subscribers s where s.email = u.email))::int as no_consent
  `)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return {
    not_confirmed: Number(row.not_confirmed ?? 0),
    withdrawn: Number(row.withdrawn ?? 0),
    no_consent: Number(row.no_consent ?? 0),
  };
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
  values: Partial<Pick<ExportRow, 'status' | 'storageKey' | 'rows' | 'leftOut' | 'error' | 'finishedAt'>>,
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
