// Drizzle queries of the administrator's bank-slip table (spec 001 §3).
import type { AdminSlipStatusFilter } from '@atelje/shared';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderLines, orders, payments, users } from '../../db/schema/index';

/** A page of bank-slip attempts with their orders and buyers, newest first, and how many there are in all. */
export async function findSlipPage(
  db: Db,
  query: { status: AdminSlipStatusFilter; page: number; perPage: number },
) {
  const { status, page, perPage } = query;
  const where =
    status === 'all'
      ? eq(payments.method, 'uplatnica')
      : status === 'cancelled'
        ? and(eq(payments.method, 'uplatnica'), eq(orders.status, 'cancelled'))
        : status === 'failed'
          ? and(
              eq(payments.method, 'uplatnica'),
              eq(payments.status, 'failed'),
              ne(orders.status, 'cancelled'),
            )
          : and(eq(payments.method, 'uplatnica'), eq(payments.status, status));
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: payments, order: orders, user: { name: users.name, email: users.email } })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The line titles of these orders, in the order they were written. */
export async function findLineTitles(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orderLines.orderId, title: orderLines.title })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(orderLines.id);
}
