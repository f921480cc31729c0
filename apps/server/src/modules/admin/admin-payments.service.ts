// The administrator's money calls (spec 001 §3): the bank-slip table, confirming that a transfer arrived, and
// refunding an order. The payment module does the completing and the refunding; this is who may ask and what
// the dashboard is shown.
import { type AdminSlipList, type AdminSlipStatusFilter, formatDecimalAmount } from '@atelje/shared';
import { AppError, notFound, validationError } from '../../lib/errors';
import { completePayment, refundOrder } from '../payments/fulfilment';
import type { Actor, PaymentsDeps } from '../payments/payment-flow';
import { findPaymentById, refundAtProvider } from '../payments/payments.service';
import { cancelSlip, SLIP_CANCELLED } from '../payments/slip-cancel';
import { slipReference } from '../payments/slip-flow';
import * as repo from './admin-payments.repository';

/** Bank-slip payments for the administrator's Uplatnice table, newest first, a page at a time (spec 001 §3). */
export async function listSlips(
  deps: Pick<PaymentsDeps, 'db'>,
  query: { status: AdminSlipStatusFilter; page: number; perPage: number },
): Promise<AdminSlipList> {
  const { page, perPage } = query;
  const { rows, total } = await repo.findSlipPage(deps.db, query);
  const lines = await repo.findLineTitles(deps.db, [...new Set(rows.map((row) => row.order.id))]);
  return {
    payments: rows.map(({ payment, order, user }) => ({
      id: payment.id,
      payment_id: payment.id,
      user,
      course: {
        title: lines
          .filter((line) => line.orderId === order.id)
          .map((line) => line.title)
          .join(', '),
      },
      amount: formatDecimalAmount(payment.amountPara),
      amount_para: payment.amountPara,
      // A cancelled slip's attempt is failed; the table says cancelled ('Otkazano', spec 001 §4, ADR 083).
      status:
        order.status === 'cancelled' || payment.failureReason === SLIP_CANCELLED
          ? 'cancelled'
          : payment.status,
      created_at: payment.createdAt.toISOString(),
      completed_at: payment.completedAt?.toISOString() ?? null,
      // As printed on the slip, whether or not its e-mail has gone out yet.
      reference: `97${slipReference(order.number)}`,
      order_id: order.id,
      order_number: order.number,
    })),
    pagination: {
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / perPage)),
      per_page: perPage,
      total_items: total,
    },
  };
}

/** The transfer of a bank slip arrived: the order is paid and granted, once however many administrators click. */
export async function confirmSlip(deps: PaymentsDeps, admin: Actor, paymentId: string) {
  const payment = await findPaymentById(deps, paymentId);
  if (!payment) throw notFound('payment.notFound');
  if (payment.method !== 'uplatnica') throw validationError({ payment_id: ['payment.notSlip'] });
  const result = await completePayment(deps, paymentId, {
    confirmedBy: admin.userId,
    actorUserId: admin.userId,
    providerData: { confirmedBy: admin.user.email },
  });
  if (result.outcome === 'voucher-gone') throw new AppError(409, 'payment.voucherGoneAdmin');
  if (result.outcome === 'already-completed') throw new AppError(409, 'payment.alreadyConfirmed');
  if (result.outcome === 'not-completable') {
    // A cancelled slip stays cancelled: money that arrives late is returned or matched to a new order (ADR 083).
    throw new AppError(
      409,
      payment.failureReason === SLIP_CANCELLED ? 'payment.slipCancelled' : 'payment.alreadyConfirmed',
    );
  }
  const updated = await findPaymentById(deps, paymentId);
  return updated!;
}

/** Refunds a paid order; the money goes back through the provider where its driver can. */
export async function refund(deps: PaymentsDeps, admin: Actor, orderId: number) {
  const { order, payment } = await refundOrder(deps, { orderId, adminId: admin.userId });
  if (payment) await refundAtProvider(deps, payment);
  return order;
}

/**
 * Cancels a bank slip still awaiting payment (the buyer asked, ADR 083): holds released, the buyer told. 409 when it
 * is paid, refunded or cancelled already, or when a confirmation got there first.
 */
export async function cancelPendingSlip(deps: PaymentsDeps, admin: Actor, paymentId: string, now: Date) {
  const result = await cancelSlip(deps, paymentId, { now, reason: 'admin', adminId: admin.userId });
  if (result.outcome === 'not-found') throw notFound('payment.notFound');
  if (result.outcome === 'not-slip') throw validationError({ payment_id: ['payment.notSlip'] });
  if (result.outcome === 'not-open') {
    throw new AppError(409, result.cancelled ? 'payment.slipCancelled' : 'payment.slipNotPending');
  }
  return result;
}
