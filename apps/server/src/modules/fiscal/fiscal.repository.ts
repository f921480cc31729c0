// Drizzle queries of fiscal receipts (ADR 075). Functions that take `tx` run in the caller's transaction.
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fiscalReceipts, orderLines, orders, payments, users } from '../../db/schema/index';

export type FiscalReceiptRow = typeof fiscalReceipts.$inferSelect;
export type ReceiptKind = 'sale' | 'refund';

/** Opens the receipt of an order once: a second call (a repeated notify, a race) inserts nothing. */
export async function insertReceipt(
  tx: Db,
  values: { orderId: number; kind: ReceiptKind; request: Record<string, unknown>; totalPara: number },
): Promise<boolean> {
  const rows = await tx
    .insert(fiscalReceipts)
    .values(values)
    .onConflictDoNothing({ target: [fiscalReceipts.orderId, fiscalReceipts.kind] })
    .returning({ id: fiscalReceipts.id });
  return rows.length > 0;
}

export async function findReceipt(
  db: Db,
  orderId: number,
  kind: ReceiptKind,
): Promise<FiscalReceiptRow | null> {
  const [row] = await db
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.orderId, orderId), eq(fiscalReceipts.kind, kind)));
  return row ?? null;
}

/** The receipt's row under a lock: a second job for it waits here, then finds it issued. */
export async function lockReceipt(
  tx: Db,
  orderId: number,
  kind: ReceiptKind,
): Promise<FiscalReceiptRow | null> {
  const [row] = await tx
    .select()
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.orderId, orderId), eq(fiscalReceipts.kind, kind)))
    .for('update');
  return row ?? null;
}

export async function markIssued(
  tx: Db,
  id: number,
  values: Pick<
    FiscalReceiptRow,
    'driver' | 'invoiceNumber' | 'sdcDateTime' | 'invoiceCounter' | 'verificationUrl' | 'qrCode' | 'response'
  >,
  now: Date,
): Promise<FiscalReceiptRow> {
  const [row] = await tx
    .update(fiscalReceipts)
    .set({
      ...values,
      state: 'issued',
      attempts: sql`${fiscalReceipts.attempts} + 1`,
      lastError: null,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(fiscalReceipts.id, id))
    .returning();
  return row!;
}

export async function markFailed(tx: Db, id: number, error: string, now: Date): Promise<void> {
  await tx
    .update(fiscalReceipts)
    .set({
      state: 'failed',
      attempts: sql`${fiscalReceipts.attempts} + 1`,
      lastError: error.slice(0, 1000),
      updatedAt: now,
    })
    .where(eq(fiscalReceipts.id, id));
}

export async function markMailed(tx: Db, id: number, now: Date): Promise<void> {
  await tx.update(fiscalReceipts).set({ mailedAt: now }).where(eq(fiscalReceipts.id, id));
}

/** An administrator's retry: the receipt is pending again (the caller holds its lock and checked its state). */
export async function reopen(db: Db, id: number, now: Date): Promise<FiscalReceiptRow> {
  const [row] = await db
    .update(fiscalReceipts)
    .set({ state: 'pending', updatedAt: now })
    .where(eq(fiscalReceipts.id, id))
    .returning();
  return row!;
}

/**
 * Receipts to queue again: pending ones whose job may have been lost (the process died before queueing it), and
 * failed ones whose queue retries ran out, last tried before `failedBefore`, fewer than `maxAttempts` times.
 */
export async function findStale(db: Db, pendingBefore: Date, failedBefore: Date, maxAttempts: number) {
  return db
    .select({ orderId: fiscalReceipts.orderId, kind: fiscalReceipts.kind })
    .from(fiscalReceipts)
    .where(
      or(
        and(eq(fiscalReceipts.state, 'pending'), lt(fiscalReceipts.updatedAt, pendingBefore)),
        and(
          eq(fiscalReceipts.state, 'failed'),
          lt(fiscalReceipts.updatedAt, failedBefore),
          lt(fiscalReceipts.attempts, maxAttempts),
        ),
      ),
    )
    .orderBy(asc(fiscalReceipts.id))
    .limit(100);
}

export async function findReceiptsOf(db: Db, orderIds: number[]): Promise<FiscalReceiptRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(fiscalReceipts)
    .where(inArray(fiscalReceipts.orderId, orderIds))
    .orderBy(asc(fiscalReceipts.id));
}

/** The order, its buyer's name and e-mail, and the lines, for the receipt's e-mail. */
export async function findOrderForMail(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: orders, userName: users.name, userEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function findLines(db: Db, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** The method of the attempt that paid the order (completed, or refunded since). */
export async function findPaidMethod(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ method: payments.method })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['completed', 'refunded'])))
    .limit(1);
  return row?.method ?? null;
}
