// The pending bank-slip sequence (issue 21 item 1, ADR 083): a bank-slip order still unpaid `reminder_days` after it
// was placed gets one reminder with the slip PDF (its NBS IPS QR code) and the day it will be cancelled; one still
// unpaid `cancel_days` after it was placed is cancelled (payments/slip-cancel.ts), which gives back its voucher use
// and gift-card amount and records the cancellation notice. The reminder's row in mail_sequence_sends (unique per
// step and payment) is written in the transaction that records the e-mail, under the payment's row lock, so
// concurrent scans send it once and never after a confirmation or cancellation that committed first.

import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orders, payments, users } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { pageLocaleFrom } from '../../lib/i18n';
import { cancelSlip, slipWasMailed } from '../payments/slip-cancel';
import { slipKey, slipMailLines, slipOf } from '../payments/slip-flow';
import { sendSequenceStep } from './sequence-step';

export const PENDING_SLIP_SEQUENCE = 'pending-slip';
export const SLIP_REMINDER_STEP = 'reminder';
const DAY_MS = 86_400_000;

export interface PendingSlipSettings {
  enabled: boolean;
  reminder_days: number;
  cancel_days: number;
}

export interface PendingSlipDeps {
  db: Db;
  jobs: JobQueue;
  config: Pick<Config, 'publicUrl' | 'supportEmail' | 'payments'>;
}

/** When a slip placed at `createdAt` is cancelled under the rule. */
export const slipCancelsAt = (createdAt: Date, cancelDays: number) =>
  new Date(createdAt.getTime() + cancelDays * DAY_MS);

const openSlip = and(
  eq(payments.method, 'uplatnica'),
  inArray(payments.status, ['pending', 'approved']),
  eq(orders.status, 'pending'),
);

/**
 * Cancels every slip order unpaid for `cancel_days` (whether or not the reminder is on: the rule frees the holds),
 * then sends the reminders due. Returns the ids of the e-mails recorded (reminders and cancellation notices).
 */
export async function runPendingSlipSequence(
  deps: PendingSlipDeps,
  now: Date,
  settings: PendingSlipSettings,
): Promise<number[]> {
  const sent: number[] = [];
  const cancelBefore = new Date(now.getTime() - settings.cancel_days * DAY_MS);
  const overdue = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(openSlip, lte(payments.createdAt, cancelBefore)));
  for (const { id } of overdue) {
    const result = await cancelSlip(deps, id, { now, reason: 'expired', days: settings.cancel_days });
    if (result.outcome === 'cancelled' && result.mailId !== null) sent.push(result.mailId);
  }
  if (!settings.enabled) return sent;

  const due = await deps.db
    .select({ paymentId: payments.id, userId: users.id, email: users.email })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        openSlip,
        lte(payments.createdAt, new Date(now.getTime() - settings.reminder_days * DAY_MS)),
        gt(payments.createdAt, cancelBefore),
      ),
    );
  for (const row of due) {
    const mailId = await sendSequenceStep(deps, {
      sequence: PENDING_SLIP_SEQUENCE,
      step: SLIP_REMINDER_STEP,
      subject: `slip:${row.paymentId}`,
      userId: row.userId,
      email: row.email,
      at: now,
      category: 'transactional',
      mail: async (_sendId, tx) => {
        // Under the payment's lock: a confirmation or cancellation that committed first means no reminder (the
        // step stays recorded as done, without an e-mail).
        const [open] = await tx
          .select({ payment: payments, order: orders })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(eq(payments.id, row.paymentId), openSlip))
          .for('update', { of: payments });
        if (!open) return null;
        const { payment, order } = open;
        // A slip held back by the daily cap for the address (ADR 023) gets no reminder either.
        if (!(await slipWasMailed(tx, row.email, order.number))) return null;
        const slip = await slipOf({ db: tx, config: deps.config }, order);
        return {
          template: 'bank-slip-reminder',
          locale: pageLocaleFrom(order.locale),
          to: row.email,
          props: {
            name: order.billing.name,
            orderNumber: order.number,
            amountPara: order.totalPara,
            slip: slipMailLines(slip),
            slipUrl: `${deps.config.publicUrl}/checkout/uplatnica?${new URLSearchParams({ payment_id: payment.id })}`,
            cancelsAt: slipCancelsAt(payment.createdAt, settings.cancel_days).toISOString(),
          },
          // The PDF written when the order was placed, with its NBS IPS QR code.
          attachments: [
            {
              filename: `uplatnica-${order.number}.pdf`,
              contentType: 'application/pdf',
              storageKey: slipKey(order),
            },
          ],
        };
      },
    });
    if (mailId !== null) sent.push(mailId);
  }
  return sent;
}
