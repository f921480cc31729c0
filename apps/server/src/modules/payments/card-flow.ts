// Card payments through the UPC hosted page (integrations.md): the browser posts the signed form to the bank, and
// only the bank's signed notify, server to server, completes or fails the attempt.
import type { CardReply } from '../../drivers/payments/types';
import { notFound } from '../../lib/errors';
import { logActivity } from '../activity/activity.service';
import { completePayment, failPayment } from './fulfilment';
import {
  attemptInfo,
  errorUrl,
  localeOf,
  type PaymentFlow,
  type PaymentsDeps,
  pendingUrl,
  successUrl,
} from './payment-flow';
import * as repo from './payments.repository';

export const cardFlow: PaymentFlow = {
  available: (deps) => Boolean(deps.gateways.upc),
  async start(deps, order, payment) {
    const { redirect_url, form_data } = deps.gateways.upc!.buildRedirect(attemptInfo(order, payment));
    return { redirect_url, form_data };
  },
};

/** The answer to a UPC notify: the reply body, and whether the attempt was accepted. */
export async function handleUpcNotify(deps: PaymentsDeps, body: Record<string, string>): Promise<string> {
  const gateway = deps.gateways.upc;
  if (!gateway) throw notFound();
  const reply = (
    raw: Record<string, string>,
    action: CardReply['action'],
    reason: string,
    forwardUrl: string,
  ) => gateway.formatReply({ raw, action, reason, forwardUrl });
  const fallback = errorUrl(deps.config, 'sr', 'payment.failed');
  const parsed = gateway.parseNotify(body);
  if (!parsed.ok) {
    deps.log.warn({ reason: parsed.reason, orderId: body.OrderID }, 'UPC notify refused');
    return reply(parsed.raw, 'reverse', `refused: ${parsed.reason}`, fallback);
  }
  const notify = parsed.notify;
  const row = await repo.findAttemptByProviderId(deps.db, 'upc', notify.providerOrderId);
  if (!row) {
    deps.log.warn({ orderId: notify.providerOrderId }, 'UPC notify for an unknown order');
    return reply(notify.raw, 'reverse', 'unknown order', fallback);
  }
  const { payment, order } = row;
  const locale = localeOf(order.locale);
  if (
    notify.totalAmountPara !== payment.amountPara ||
    notify.sd !== payment.nonce ||
    notify.currency !== '941'
  ) {
    await logActivity(deps.db, {
      actorUserId: null,
      type: 'payment.mismatch',
      message: `UPC obaveštenje ne odgovara plaćanju ${payment.id} (iznos ili podaci sesije)`,
      data: { paymentId: payment.id, notified: notify.totalAmountPara, expected: payment.amountPara },
    });
    return reply(
      notify.raw,
      'reverse',
      'amount or session mismatch',
      errorUrl(deps.config, locale, 'payment.failed', payment.id),
    );
  }
  const providerData = {
    tranCode: notify.tranCode,
    approvalCode: notify.approvalCode,
    rrn: notify.rrn,
    proxyPan: notify.proxyPan,
    xid: notify.xid,
  };
  switch (notify.outcome) {
    case 'approved': {
      const result = await completePayment(deps, payment.id, { providerData });
      if (result.outcome === 'voucher-gone') {
        // The bank reverses the charge: the buyer pays nothing for an order whose voucher went to someone else.
        return reply(
          notify.raw,
          'reverse',
          'voucher used up',
          errorUrl(deps.config, locale, 'payment.voucherGone', payment.id),
        );
      }
      return reply(notify.raw, 'approve', 'approved', successUrl(deps.config, payment.id));
    }
    case 'pending':
      return reply(notify.raw, 'approve', 'pending', pendingUrl(deps.config, payment.id));
    case 'failed': {
      await failPayment(deps.db, payment.id, `TranCode ${notify.tranCode}`, providerData);
      const key = notify.tranCode === '501' ? 'payment.cancelled' : 'payment.failed';
      return reply(
        notify.raw,
        'approve',
        `declined ${notify.tranCode}`,
        errorUrl(deps.config, locale, key, payment.id),
      );
    }
  }
}

/** The browser's way back from the bank when no forward URL was given: the status page decides. */
export async function upcReturnUrl(deps: PaymentsDeps, providerOrderId: string | undefined): Promise<string> {
  const paymentId = providerOrderId
    ? await repo.findPaymentIdByProviderId(deps.db, 'upc', providerOrderId)
    : null;
  return paymentId ? successUrl(deps.config, paymentId) : errorUrl(deps.config, 'sr', 'payment.failed');
}
