// Cancelling a bank-slip order that was never paid (ADR 083): by the rule (N days after the order, the sequence scan)
// or by an administrator. One conditional update of the payment's row decides the race with a confirmation: both
// update the row only while it is open (pending or approved), so whichever commits first wins and the other finds
// nothing to do. The cancellation gives back what the order held (the voucher use, the gift card's amount), marks
// the attempt failed as cancelled and the order cancelled (the admin lists read 'Otkazano'), and records the notice
// e-mail in the same transaction. A paid order is never touched.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailMessages, orders, payments } from '../../db/schema/index';
import { nudgeMail, recordMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { pageLocaleFrom } from '../../lib/i18n';
import { logActivity } from '../activity/activity.service';
import { releaseHeldAmount } from '../commerce/gift-card-hold';
import { releaseHold } from '../commerce/voucher-hold';
import * as repo from './payments.repository';

/** The failure reason of a cancelled slip's attempt (the admin slip list reads it as cancelled). */
export const SLIP_CANCELLED = 'bank slip cancelled';

/**
 * Whether the order's slip e-mail went out to `to`. Follow-ups (reminder, cancellation notice) go only then: a slip held
 * back by the daily cap for an address (ADR 023) gets none, so many orders typed for someone else's address cannot
 * turn into many e-mails days later.
 */
export async function slipWasMailed(db: Db, to: string, orderNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.to, to),
        eq(mailMessages.template, 'bank-slip'),
        sql`${mailMessages.props}->>'orderNumber' = ${orderNumber}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type SlipCancelResult =
  | { outcome: 'cancelled'; paymentId: string; orderId: number; orderNumber: string; mailId: number | null }
  /** The payment is not an open bank slip any more (confirmed, already cancelled, refunded). */
  | { outcome: 'not-open'; status: string; cancelled: boolean }
  | { outcome: 'not-slip' }
  | { outcome: 'not-found' };

export interface SlipCancelInput {
  now: Date;
  /** expired: the rule's days passed; admin: an administrator pressed Cancel. */
  reason: 'expired' | 'admin';
  /** The rule's days, for the notice's wording. */
  days?: number;
  adminId?: number | null;
}

export async function cancelSlip(
  deps: { db: Db; jobs: JobQueue; config: { publicUrl: string } },
  paymentId: string,
  input: SlipCancelInput,
): Promise<SlipCancelResult> {
  const result = await deps.db.transaction(async (txRaw): Promise<SlipCancelResult> => {
    const tx = txRaw as unknown as Db;
    // The payment's row first, as completePayment takes it: the one that commits first wins.
    const [payment] = await tx
      .update(payments)
      .set({ status: 'failed', failureReason: SLIP_CANCELLED, updatedAt: input.now })
      .where(
        and(
          eq(payments.id, paymentId),
          eq(payments.method, 'uplatnica'),
          inArray(payments.status, ['pending', 'approved']),
        ),
      )
      .returning();
    if (!payment) {
      const existing = await repo.findPayment(tx, paymentId);
      if (!existing) return { outcome: 'not-found' };
      if (existing.method !== 'uplatnica') return { outcome: 'not-slip' };
      return {
        outcome: 'not-open',
        status: existing.status,
        cancelled: existing.failureReason === SLIP_CANCELLED,
      };
    }
    // The holds go while the order is still pending (the voucher's hold is cleared only on a pending order).
    await releaseHold(tx, payment.orderId);
    await releaseHeldAmount(tx, payment.orderId, input.now);
    const [order] = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')))
      .returning();
    // A slip order has one attempt; an order paid some other way is never cancelled (the attempt just closes).
    if (!order) return { outcome: 'not-open', status: 'completed', cancelled: false };
    const lines = await repo.findOrderLines(tx, order.id);
    await logActivity(tx, {
      actorUserId: input.adminId ?? null,
      type: 'order.cancelled',
      message:
        input.reason === 'expired'
          ? `Otkazana porudžbina ${order.number}: uplatnica nije plaćena u roku od ${input.days ?? '?'} dana`
          : `Otkazana porudžbina ${order.number}: uplatnicu je otkazao administrator`,
      data: { orderId: order.id, paymentId: payment.id, reason: input.reason },
    });
    // The notice goes to the account's own address, as the slip did, and only when the slip did (ADR 023).
    const to = await repo.findUserEmail(tx, order.userId);
    const course = lines.length === 1 && lines[0]!.type === 'course' ? lines[0]!.refId : null;
    const mailId =
      to === null || lines.length === 0 || !(await slipWasMailed(tx, to, order.number))
        ? null
        : await recordMail(tx, {
            template: 'bank-slip-cancelled',
            locale: pageLocaleFrom(order.locale),
            to,
            props: {
              name: order.billing.name,
              orderNumber: order.number,
              amountPara: order.totalPara,
              lines: lines.map((line) => line.title),
              reason: input.reason,
              ...(input.reason === 'expired' && input.days ? { days: input.days } : {}),
              buyAgainUrl:
                course === null
                  ? `${deps.config.publicUrl}/svi-kursevi`
                  : `${deps.config.publicUrl}/courses/${course}`,
            },
          });
    return {
      outcome: 'cancelled',
      paymentId: payment.id,
      orderId: order.id,
      orderNumber: order.number,
      mailId,
    };
  });
  if (result.outcome === 'cancelled' && result.mailId !== null) await nudgeMail(deps.jobs, result.mailId);
  return result;
}
