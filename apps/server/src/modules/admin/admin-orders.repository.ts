// Orders for the administrator: the paged table (newest first, totals from the trigger-kept counter), the table of
// the orders in one state (ADR 032), and one order with its lines, payment attempts and invoice.
import type { AdminOrderState } from '@atelje/shared';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminCounters, invoices, orderLines, orders, payments, users } from '../../db/schema/index';
import { BUYER_CANCELLED } from '../payments/fulfilment';
import { anchorsOf, type PageSlice } from './admin-pagination.repository';

export async function orderTotal(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${adminCounters.value})` })
    .from(adminCounters)
    .where(eq(adminCounters.name, 'orders'));
  return Number(row?.total ?? 0);
}

/**
 * The order's real state (ADR 032), from its status and its latest payment attempt. A failed attempt the buyer
 * cancelled (PayPal's cancel link, the bank's TranCode 501) reads cancelled; a pending card or PayPal attempt
 * older than the online hold window (`abandonedBefore`) reads abandoned; a PayPal payment approved and waiting
 * for its capture stays pending whatever its age. An order without an attempt reads from its method.
 */
export function orderState(abandonedBefore: Date): SQL<AdminOrderState> {
  const cutoff = sql`${abandonedBefore.toISOString()}::timestamptz`;
  // Columns named with their table: drizzle leaves a one-table select's columns bare, and a bare "id" or
  // "created_at" inside the payments subquery would be the payment's.
  return sql<AdminOrderState>`case
    when orders.status <> 'pending' then orders.status::text
    else coalesce(
      (select case
          when p.status = 'failed'
            and (p.failure_reason = ${BUYER_CANCELLED} or (p.method = 'upc' and p.provider_data->>'tranCode' = '501'))
            then 'cancelled'
          when p.status = 'failed' then 'failed'
          when p.method = 'uplatnica' then 'awaiting_slip'
          when p.status = 'pending' and p.created_at < ${cutoff} then 'abandoned'
          else 'pending'
        end
        from payments p where p.order_id = orders.id
        order by p.created_at desc, p.id desc limit 1),
      case
        when orders.payment_method = 'uplatnica' then 'awaiting_slip'
        when orders.created_at < ${cutoff} then 'abandoned'
        else 'pending'
      end)
  end`;
}

const rowColumns = (abandonedBefore: Date) => ({
  id: orders.id,
  number: orders.number,
  buyerName: sql<string>`coalesce(${orders.billing}->>'name', '')`,
  buyerEmail: sql<string>`coalesce(${orders.billing}->>'email', '')`,
  status: orders.status,
  state: orderState(abandonedBefore),
  totalPara: orders.totalPara,
  paymentMethod: orders.paymentMethod,
  createdAt: orders.createdAt,
});

export async function orderPage(db: Db, slice: PageSlice, abandonedBefore: Date) {
  const ids = db
    .select({ id: orders.id })
    .from(orders)
    .where(slice.fromId === undefined ? undefined : gte(orders.id, slice.fromId))
    .orderBy(slice.order === 'desc' ? desc(orders.id) : asc(orders.id))
    .limit(slice.limit)
    .offset(slice.offset);
  return db
    .select(rowColumns(abandonedBefore))
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(desc(orders.id));
}

/** Orders in one state: paid, refunded and the order-cancelled ones by the status index, the rest among pending. */
function inState(state: AdminOrderState, abandonedBefore: Date): SQL {
  const byStatus =
    state === 'paid' || state === 'refunded'
      ? eq(orders.status, state)
      : state === 'cancelled'
        ? inArray(orders.status, ['cancelled', 'pending'])
        : eq(orders.status, 'pending');
  return and(byStatus, sql`${orderState(abandonedBefore)} = ${state}`)!;
}

/** A page of the orders in one state, newest first, and how many there are. */
export async function orderPageInState(
  db: Db,
  state: AdminOrderState,
  page: number,
  perPage: number,
  abandonedBefore: Date,
) {
  const where = inState(state, abandonedBefore);
  const [rows, [counted]] = await Promise.all([
    db
      .select(rowColumns(abandonedBefore))
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The id at every `step`-th position from the oldest order, and the number of orders (one index scan). */
export async function orderAnchors(db: Db, step: number) {
  return anchorsOf(db, sql`orders`, step);
}

export async function findOrder(db: Db, id: number, abandonedBefore: Date) {
  const [row] = await db
    .select({
      order: orders,
      state: orderState(abandonedBefore),
      user: { id: users.id, name: users.name, email: users.email },
    })
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
