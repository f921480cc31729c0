// Orders for the administrator: the paged table (newest first, totals from the trigger-kept counter) and one
// order with its lines, payment attempts and invoice.
import { asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminCounters, invoices, orderLines, orders, payments, users } from '../../db/schema/index';
import { anchorsOf, type PageSlice } from './admin-pagination.repository';

export async function orderTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${adminCounters.value})` })
    .from(adminCounters)
    .where(eq(adminCounters.name, 'orders'));
  return Number(row?.total ?? 0);
}

const rowColumns = {
  id: orders.id,
  number: orders.number,
  buyerName: sql<string>`coalesce(${orders.billing}->>'name', '')`,
  buyerEmail: sql<string>`coalesce(${orders.billing}->>'email', '')`,
  status: orders.status,
  totalPara: orders.totalPara,
  paymentMethod: orders.paymentMethod,
  createdAt: orders.createdAt,
};

export async function orderPage(db: Db, slice: PageSlice) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(slice.fromId === undefined ? undefined : gte(orders.id, slice.fromId))
    .orderBy(slice.order === 'desc' ? desc(orders.id) : asc(orders.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return db.select(rowColumns).from(orders).where(inArray(orders.id, ids)).orderBy(desc(orders.id));
}

/** The id at every `step`-th position from the oldest order, and the number of orders (one index scan). */
export async function orderAnchors(db: Db, step: number) {
  return anchorsOf(db, sql`orders`, step);
}

export async function findOrder(db: Db, id: number) {
  const [row] = await db
    .select({ order: orders, user: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

export async function orderDetails(db: Db, orderId: number) {
  const [lines, attempts, [invoice]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db.select().from(invoices).where(eq(invoices.orderId, orderId)),
  ]);
  return { lines, attempts, invoice };
}
