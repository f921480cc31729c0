// PayPal Orders v2 (integrations.md): the order is created at checkout, captured when the buyer comes back on the
// attempt's signed link or when PayPal's verified webhook says it was approved; refunds go back through the API.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { PaypalCaptureResult } from '../../drivers/payments/types';
import { AppError, notFound } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { logActivity } from '../activity/activity.service';
import { renewHold } from '../commerce/voucher-hold';
import { BUYER_CANCELLED, completePayment, failPayment, refundOrder } from './fulfilment';
import {
  attemptInfo,
  errorUrl,
  localeOf,
  type PaymentFlow,
  type PaymentRow,
  type PaymentsDeps,
  pageUrl,
  pendingUrl,
  successUrl,
} from './payment-flow';
import * as repo from './payments.repository';

export const paypalFlow: PaymentFlow = {
  available: (deps) => Boolean(deps.gateways.paypal),
  async start(deps, order, payment) {
    const amountCents = payment.eurAmountCents!;
    try {
      const created = await deps.gateways.paypal!.createOrder({
        attempt: attemptInfo(order, payment),
        amountCents,
        returnUrl: paypalBackUrl(deps.config, 'return', payment.id),
        cancelUrl: paypalBackUrl(deps.config, 'cancel', payment.id),
      });
      await repo.setProviderOrderId(deps.db, payment.id, created.providerOrderId, new Date());
      return {
        redirect_url: created.redirectUrl,
        eur: { amount_cents: amountCents, rate: payment.eurRate! },
      };
    } catch (error) {
      deps.log.error({ err: error, paymentId: payment.id }, 'PayPal order could not be created');
      await failPayment(deps.db, payment.id, 'paypal create failed');
      throw new AppError(502, 'checkout.gatewayError');
    }
  },
  async refund(deps, payment) {
    if (!deps.gateways.paypal?.refund) return;
    const captureId = (payment.providerData as { captureId?: string }).captureId;
    if (!captureId || !payment.eurAmountCents) return;
    try {
      await deps.gateways.paypal.refund({
        captureId,
        amountCents: payment.eurAmountCents,
        requestId: `refund-${payment.id}`,
      });
    } catch (error) {
      deps.log.error(
        { err: error, orderId: payment.orderId },
        'PayPal refund failed: refund it in the PayPal dashboard',
      );
    }
  },
};

/**
 * PayPal sends the buyer back to these URLs with its order id (`token`) added. The id alone is not enough to act
 * on: it shows in the buyer's address bar, history and referrers. Each URL carries the attempt's id and an HMAC
 * of it under APP_SECRET, so only the link made for this attempt can capture or cancel it.
 */
function paypalBackUrl(config: Config, action: 'return' | 'cancel', paymentId: string): string {
  return pageUrl(config, `/api/payments/paypal/${action}`, {
    attempt: paymentId,
    sig: paypalSignature(config, action, paymentId),
  });
}

function paypalSignature(config: Config, action: 'return' | 'cancel', paymentId: string): string {
  return createHmac('sha256', config.appSecret).update(`paypal-${action}:${paymentId}`).digest('base64url');
}

export interface PaypalBack {
  token?: string;
  attempt?: string;
  sig?: string;
}

const paypalPayment = (deps: PaymentsDeps, providerOrderId: string) =>
  repo.findAttemptByProviderId(deps.db, 'paypal', providerOrderId);

/** The attempt a PayPal return or cancel link was made for, when its signature and PayPal's order id match. */
async function signedPaypalAttempt(deps: PaymentsDeps, action: 'return' | 'cancel', back: PaypalBack) {
  if (!back.token || !back.attempt || !back.sig) return null;
  const expected = Buffer.from(paypalSignature(deps.config, action, back.attempt));
  const given = Buffer.from(back.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const row = await paypalPayment(deps, back.token);
  return row && row.payment.id === back.attempt ? row : null;
}

/** Captures an approved PayPal order and completes the attempt when the capture is COMPLETED for the right amount. */
async function captureAndComplete(
  deps: PaymentsDeps,
  payment: PaymentRow,
): Promise<PaymentRow['status'] | 'voucher-gone'> {
  if (payment.status === 'completed' || payment.status === 'failed' || payment.status === 'refunded')
    return payment.status;
  // No money is taken for an order whose voucher use went to someone else while the buyer was at PayPal.
  if (!(await renewHold(deps.db, payment.orderId))) {
    await failPayment(deps.db, payment.id, 'voucher used up');
    return 'voucher-gone';
  }
  let capture: PaypalCaptureResult;
  try {
    capture = await deps.gateways.paypal!.capture(payment.providerOrderId, `capture-${payment.id}`);
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.id }, 'PayPal capture failed');
    return payment.status;
  }
  const providerData = {
    captureId: capture.captureId,
    captureStatus: capture.status,
    capturedCents: capture.amountCents,
  };
  if (capture.status === 'COMPLETED') {
    if (capture.amountCents !== payment.eurAmountCents) {
      await failPayment(deps.db, payment.id, 'captured amount differs', providerData);
      return 'failed';
    }
    const result = await completePayment(deps, payment.id, { providerData });
    return result.outcome === 'voucher-gone' ? 'voucher-gone' : 'completed';
  }
  if (capture.status === 'PENDING') {
    await repo.markApproved(deps.db, payment.id);
    return 'approved';
  }
  await failPayment(deps.db, payment.id, `capture ${capture.status}`, providerData);
  return 'failed';
}

/**
 * The buyer is back from PayPal. Only the signed link of the attempt captures; a bare PayPal order id changes
 * nothing and leads to the status page (the webhook completes an approved payment all the same).
 */
export async function paypalReturn(deps: PaymentsDeps, back: PaypalBack): Promise<string> {
  const row = await signedPaypalAttempt(deps, 'return', back);
  if (!row) {
    const known = back.token ? await paypalPayment(deps, back.token) : null;
    return known ? pendingUrl(deps.config, known.payment.id) : errorUrl(deps.config, 'sr', 'payment.failed');
  }
  const status = await captureAndComplete(deps, row.payment);
  const locale = localeOf(row.order.locale);
  if (status === 'voucher-gone') return errorUrl(deps.config, locale, 'payment.voucherGone', row.payment.id);
  return status === 'failed'
    ? errorUrl(deps.config, locale, 'payment.failed', row.payment.id)
    : successUrl(deps.config, row.payment.id);
}

/** The buyer cancelled at PayPal: only the attempt's signed link fails it (and frees its voucher use). */
export async function paypalCancel(deps: PaymentsDeps, back: PaypalBack): Promise<string> {
  const row = await signedPaypalAttempt(deps, 'cancel', back);
  if (!row) return errorUrl(deps.config, 'sr', 'payment.cancelled');
  await failPayment(deps.db, row.payment.id, BUYER_CANCELLED);
  return errorUrl(deps.config, localeOf(row.order.locale), 'payment.cancelled', row.payment.id);
}

/** Handles a verified PayPal webhook once per event id; false when the signature does not verify. */
export async function paypalWebhook(
  deps: PaymentsDeps,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<'handled' | 'duplicate' | 'ignored' | 'invalid'> {
  const gateway = deps.gateways.paypal;
  if (!gateway) throw notFound();
  const event = await gateway.verifyWebhook(headers, rawBody);
  if (!event) return 'invalid';
  if (await repo.isEventSeen(deps.db, 'paypal', event.id)) return 'duplicate';
  const row = event.providerOrderId ? await paypalPayment(deps, event.providerOrderId) : null;
  let outcome: 'handled' | 'ignored' = row ? 'handled' : 'ignored';
  if (row) {
    switch (event.eventType) {
      case 'CHECKOUT.ORDER.APPROVED':
        await captureAndComplete(deps, row.payment);
        break;
      case 'PAYMENT.CAPTURE.COMPLETED': {
        const value = (event.raw as { resource?: { amount?: { value?: string } } }).resource?.amount?.value;
        const cents = value ? Math.round(Number(value) * 100) : null;
        if (cents !== row.payment.eurAmountCents) {
          await failPayment(deps.db, row.payment.id, 'captured amount differs', {
            captureId: event.captureId,
          });
        } else {
          await completePayment(deps, row.payment.id, { providerData: { captureId: event.captureId } });
        }
        break;
      }
      case 'PAYMENT.CAPTURE.DENIED':
        await failPayment(deps.db, row.payment.id, 'capture denied', { captureId: event.captureId });
        break;
      case 'PAYMENT.CAPTURE.REFUNDED':
        if (row.order.status === 'paid') {
          // PayPal has given the money back whatever we say; a refusal (a gift card already spent, ADR 044) is
          // left to the administrator, who sees it in the activity log.
          await refundOrder(deps, { orderId: row.order.id, adminId: null }).catch(async (error: unknown) => {
            if (!(error instanceof AppError)) throw error;
            await logActivity(deps.db, {
              actorUserId: null,
              type: 'order.refundRefused',
              message: `PayPal je vratio novac za narudžbinu ${row.order.number}, ali je refundacija odbijena: ${translate('sr', error.messageKey)}`,
              data: { orderId: row.order.id },
            });
          });
        }
        break;
      default:
        outcome = 'ignored';
    }
  }
  await repo.recordEvent(deps.db, {
    provider: 'paypal',
    eventId: event.id,
    type: event.eventType,
    payload: event.raw as object,
  });
  return outcome;
}
