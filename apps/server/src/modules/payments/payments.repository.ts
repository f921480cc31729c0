// Drizzle queries of payment attempts, the orders they pay, provider events and invoices. Functions that take `tx`
// run inside the caller's transaction; the caller decides the transaction and the order of its row locks.
import type { PaymentMethod } from '@atelje/shared';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessGrants,
  clientErrors,
  counters,
  invoices,
  orderLines,
  orders,
  paymentEvents,
  payments,
  users,
} from '../../db/schema/index';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The attempt and its order. */
export interface Attempt {
  payment: PaymentRow;
  order: OrderRow;
}

export async function findPayment(db: Db, paymentId: string): Promise<PaymentRow | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment ?? null;
}

export async function findAttempt(db: Db, paymentId: string): Promise<Attempt | null> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

/** The attempt a provider knows by its own order id (UPC OrderID, PayPal order id). */
export async function findAttemptByProviderId(
  db: Db,
  method: PaymentMethod,
  providerOrderId: string,
): Promise<Attempt | null> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.method, method), eq(payments.providerOrderId, providerOrderId)));
  return row ?? null;
}

/** The id of the attempt a provider knows by its own order id. */
export async function findPaymentIdByProviderId(
  db: Db,
  method: PaymentMethod,
  providerOrderId: string,
): Promise<string | null> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerOrderId, providerOrderId)));
  return payment?.id ?? null;
}

/** Records the provider's id of the attempt; `updatedAt` is touched only when given. */
export async function setProviderOrderId(
  db: Db,
  paymentId: string,
  providerOrderId: string,
  updatedAt?: Date,
): Promise<void> {
  await db
    .update(payments)
    .set(updatedAt ? { providerOrderId, updatedAt } : { providerOrderId })
    .where(eq(payments.id, paymentId));
}

/** A capture the provider reports as pending: the attempt waits approved (only from pending). */
export async function markApproved(db: Db, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'approved', updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/**
 * Completes a still-open attempt. The status condition makes one caller the winner: a concurrent call waits on
 * the row, then updates nothing. Returns the completed attempt, or null when it was not open.
 */
export async function completeOpenAttempt(
  tx: Db,
  paymentId: string,
  input: { now: Date; confirmedBy: number | null; providerData: Record<string, unknown> },
): Promise<PaymentRow | null> {
  const [payment] = await tx
    .update(payments)
    .set({
      status: 'completed',
      completedAt: input.now,
      updatedAt: input.now,
      confirmedBy: input.confirmedBy,
      providerData: sql`${payments.providerData} || ${JSON.stringify(input.providerData)}::jsonb`,
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'approved'])))
    .returning();
  return payment ?? null;
}

/** Fails a still-open attempt (a completed one is never downgraded); its order id when it was open. */
export async function failOpenAttempt(
  db: Db,
  paymentId: string,
  reason: string,
  providerData: Record<string, unknown>,
): Promise<{ id: string; orderId: number } | null> {
  const rows = await db
    .update(payments)
    .set({
      status: 'failed',
      failureReason: reason,
      updatedAt: new Date(),
      providerData: sql`${payments.providerData} || ${JSON.stringify(providerData)}::jsonb`,
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'approved'])))
    .returning({ id: payments.id, orderId: payments.orderId });
  return rows[0] ?? null;
}

/** Marks a pending order paid (only a pending one: a second attempt paying it finds none). */
export async function markOrderPaid(tx: Db, orderId: number, now: Date): Promise<OrderRow | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return order ?? null;
}

export async function findOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** What a payment's status answer says of its order's lines. */
export async function findOrderLineRefs(db: Db, orderId: number) {
  return db
    .select({
      type: orderLines.type,
      refId: orderLines.refId,
      title: orderLines.title,
      gift: orderLines.gift,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
}

export async function findUserEmail(db: Db, userId: number): Promise<string | null> {
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return owner?.email ?? null;
}

export async function noteFulfilmentQueued(db: Db, orderId: number): Promise<void> {
  await db.update(orders).set({ fulfilmentQueuedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Paid orders whose fulfilment job was never queued, paid before `paidBefore` (at most 100). */
export async function findUnqueuedPaidOrders(db: Db, paidBefore: Date): Promise<{ id: number }[]> {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.paidAt), isNull(orders.fulfilmentQueuedAt), lt(orders.paidAt, paidBefore)))
    .limit(100);
}

/** Marks a paid order refunded (only a paid one). */
export async function markOrderRefunded(tx: Db, orderId: number, now: Date): Promise<OrderRow | null> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
    .returning();
  return order ?? null;
}

export async function orderExists(db: Db, orderId: number): Promise<boolean> {
  const [existing] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return Boolean(existing);
}

/** Marks the order's completed attempt refunded; null when it had none. */
export async function markPaymentRefunded(tx: Db, orderId: number, now: Date): Promise<PaymentRow | null> {
  const [payment] = await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')))
    .returning();
  return payment ?? null;
}

// ------------------------------------------------------------------------------------------ provider events

export async function isEventSeen(db: Db, provider: 'paypal', eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
  return Boolean(seen);
}

export async function recordEvent(
  db: Db,
  event: { provider: 'paypal'; eventId: string; type: string; payload: object },
): Promise<void> {
  await db.insert(paymentEvents).values(event).onConflictDoNothing();
}

// -------------------------------------------------------------------------------------- fulfilment job

export async function findOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

export async function findCompletedPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'completed')));
  return payment ?? null;
}

export async function findBuyer(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/** The access expiry each order line granted (the latest, when a line granted several courses). */
export async function findLineExpiries(db: Db, lineIds: number[]): Promise<Map<number, Date>> {
  const expiries = await db
    .select({ lineId: accessGrants.orderLineId, until: sql<Date>`max(${accessGrants.newExpiresAt})` })
    .from(accessGrants)
    .where(inArray(accessGrants.orderLineId, lineIds))
    .groupBy(accessGrants.orderLineId);
  return new Map(expiries.map((row) => [row.lineId, new Date(row.until)]));
}

/** Locks the order's row until the transaction ends; whether its confirmation e-mail went out. */
export async function lockOrderForFulfilment(tx: Db, orderId: number) {
  const [locked] = await tx
    .select({ id: orders.id, confirmationMailedAt: orders.confirmationMailedAt })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return locked ?? null;
}

export async function findInvoice(db: Db, orderId: number): Promise<InvoiceRow | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return invoice ?? null;
}

/** The next invoice number of a year ("2026-00042"), counted in the caller's transaction. */
export async function nextInvoiceNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(counters)
    .values({ name: `invoice-${year}`, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return `${year}-${String(row!.value).padStart(5, '0')}`;
}

export async function insertInvoice(
  tx: Db,
  values: { orderId: number; number: string; driver: string; storageKey: string; externalId?: string },
): Promise<InvoiceRow | null> {
  const [invoice] = await tx.insert(invoices).values(values).returning();
  return invoice ?? null;
}

export type NewClientError = typeof clientErrors.$inferInsert;

export async function insertClientError(db: Db, values: NewClientError): Promise<void> {
  await db.insert(clientErrors).values(values);
}
