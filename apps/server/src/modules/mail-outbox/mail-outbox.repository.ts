// The mail-outbox module's queries: the outbox driver's kept e-mails and the outgoing e-mails' states, a page at a
// time, and putting failed e-mails back in the queue.
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailMessages, mailOutbox } from '../../db/schema/index';

type MailStatus = (typeof mailMessages.$inferSelect)['status'];

/** One page of a table's rows, newest (highest id) first, and how many rows match in all. */
async function newestFirst<T extends typeof mailOutbox | typeof mailMessages>(
  db: Db,
  table: T,
  where: SQL | undefined,
  page: number,
  perPage: number,
) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(table as typeof mailOutbox)
      .where(where)
      .orderBy(desc(table.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(table as typeof mailOutbox)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: count?.total ?? 0 };
}

export function outboxPage(db: Db, to: string | undefined, page: number, perPage: number) {
  return newestFirst(db, mailOutbox, to ? eq(mailOutbox.to, to) : undefined, page, perPage);
}

export function mailMessagesPage(db: Db, status: MailStatus | undefined, page: number, perPage: number) {
  return newestFirst(db, mailMessages, status ? eq(mailMessages.status, status) : undefined, page, perPage);
}

/** Queues failed e-mails (these, or all) again with a fresh schedule; returns their ids. */
export async function requeueDead(db: Db, ids?: number[]): Promise<number[]> {
  const rows = await db
    .update(mailMessages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      ids
        ? and(eq(mailMessages.status, 'dead'), inArray(mailMessages.id, ids))
        : eq(mailMessages.status, 'dead'),
    )
    .returning({ id: mailMessages.id });
  return rows.map((row) => row.id);
}

export async function mailMessageExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.id, id));
  return row !== undefined;
}
