// PayPal Orders v2 driver: OAuth token, create and capture an EUR order, refund, and webhook verification.
import { formatEurAmount, parseEurAmount } from './eur';
import {
  createPaypalClient,
  linkHref,
  PaypalError,
  type PaypalResponse,
  record,
  text,
  toError,
} from './paypal-client';
import { createWebhookVerifier } from './paypal-webhooks';
import type { AttemptInfo, PaypalCaptureResult, PaypalGateway, PaypalWebhookEvent } from './types';

export { PaypalError } from './paypal-client';
export { crc32, webhookSignedMessage } from './paypal-webhooks';

export interface PaypalGatewayOptions {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com or the simulator (http://127.0.0.1:PORT/sim/paypal). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the webhook subscription; part of every signed webhook message. */
  webhookId: string;
  /** Overrides the business name on PayPal's pages. */
  brandName?: string;
  fetch?: typeof fetch;
  /** 'api' asks PayPal to verify each webhook; 'cert' checks the signature locally with PayPal's certificate. */
  verifyMode?: 'api' | 'cert';
  /** Hosts a webhook's certificate may come from; a leading dot means "this domain's subdomains". */
  certHostSuffixes?: string[];
  /** Per request; PayPal answers in well under a second, so a long wait means it is down. */
  timeoutMs?: number;
  /** Clock for the token cache; tests move it forward. */
  now?: () => number;
}

// PayPal shows its pages in English in Serbia (it has no Serbian), so "sr" buyers get Serbia's English locale.
const PAYPAL_LOCALES: Record<AttemptInfo['locale'], string> = { sr: 'en-RS', en: 'en-US' };
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED']);

/** Reads the first capture of an order (capture response or GET order) into our result. */
function captureResult(order: unknown): PaypalCaptureResult {
  const units = record(order).purchase_units;
  const unit = record(Array.isArray(units) ? units[0] : null);
  const captures = record(unit.payments).captures;
  const capture = record(Array.isArray(captures) ? captures[0] : null);
  const captureStatus = text(capture.status);
  const amount = record(capture.amount);
  const value = text(amount.value);
  let status: PaypalCaptureResult['status'];
  if (captureStatus === 'COMPLETED') status = 'COMPLETED';
  else if (captureStatus === 'PENDING') status = 'PENDING';
  else if (captureStatus === 'DECLINED') status = 'DECLINED';
  // FAILED, or REFUNDED/PARTIALLY_REFUNDED when the order was captured and refunded since: not a payment now.
  else status = 'FAILED';
  return {
    status,
    captureId: text(capture.id),
    amountCents: value === null ? null : parseEurAmount(value),
    raw: order,
  };
}

/** The normalised event: which PayPal order and capture it concerns. */
function normaliseEvent(event: Record<string, unknown>): PaypalWebhookEvent {
  const eventType = String(event.event_type);
  const resource = record(event.resource);
  let providerOrderId: string | null = null;
  let captureId: string | null = null;
  if (eventType.startsWith('CHECKOUT.ORDER.')) {
    providerOrderId = text(resource.id);
    captureId = captureResult(resource).captureId;
  } else if (eventType.startsWith('PAYMENT.CAPTURE.')) {
    providerOrderId = text(record(record(resource.supplementary_data).related_ids).order_id);
    if (event.resource_type === 'refund') {
      // A refund event carries the refund; its capture is the "up" link (…/v2/payments/captures/<id>).
      const up = linkHref(resource.links, 'up');
      captureId = up ? (/\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null) : null;
    } else {
      captureId = text(resource.id);
    }
  }
  return { id: String(event.id), eventType, providerOrderId, captureId, raw: event };
}

export function createPaypalGateway(options: PaypalGatewayOptions): PaypalGateway {
  const api = createPaypalClient(options);
  const verify = createWebhookVerifier(options, api);

  async function getOrder(orderId: string): Promise<PaypalResponse> {
    return api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  return {
    name: 'paypal',

    async createOrder({ attempt, amountCents, returnUrl, cancelUrl }) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
        throw new RangeError(`PayPal order amount must be a positive number of cents, got ${amountCents}`);
      }
      const experienceContext: Record<string, string> = {
        return_url: returnUrl,
        cancel_url: cancelUrl,
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        locale: PAYPAL_LOCALES[attempt.locale],
      };
      if (options.brandName) experienceContext.brand_name = options.brandName.slice(0, 127);
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: attempt.orderNumber,
            invoice_id: attempt.paymentId,
            description: attempt.description.slice(0, 127),
            amount: { currency_code: 'EUR', value: formatEurAmount(amountCents) },
          },
        ],
        payment_source: { paypal: { experience_context: experienceContext } },
      };
      const response = await api('POST', '/v2/checkout/orders', {
        body: JSON.stringify(body),
        requestId: attempt.paymentId,
      });
      if (response.status !== 200 && response.status !== 201) throw toError(response);
      const order = record(response.body);
      const providerOrderId = text(order.id);
      const redirectUrl = linkHref(order.links, 'payer-action') ?? linkHref(order.links, 'approve');
      if (providerOrderId === null || redirectUrl === null) {
        throw new PaypalError(response.status, 'NO_APPROVAL_LINK', response.debugId);
      }
      return { providerOrderId, redirectUrl };
    },

    async capture(providerOrderId, requestId) {
      const response = await api(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
        {
          requestId,
        },
      );
      if (response.status === 200 || response.status === 201) return captureResult(response.body);
      const error = toError(response);
      if (response.status === 422 && error.issue === 'ORDER_ALREADY_CAPTURED') {
        // Captured before (by the return or a webhook, under another request id): report that capture.
        const order = await getOrder(providerOrderId);
        if (order.status !== 200) throw toError(order);
        return captureResult(order.body);
      }
      if (response.status === 422 && error.issue !== null && DECLINE_ISSUES.has(error.issue)) {
        return { status: 'DECLINED', captureId: null, amountCents: null, raw: response.body };
      }
      throw error;
    },

    async verifyWebhook(headers, rawBody) {
      const event = await verify(headers, rawBody);
      return event ? normaliseEvent(event) : null;
    },
    async refund({ captureId, amountCents, requestId }) {
      const response = await api('POST', `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        body: JSON.stringify({ amount: { currency_code: 'EUR', value: formatEurAmount(amountCents) } }),
        requestId,
      });
      if (response.status === 200 || response.status === 201) return;
      const error = toError(response);
      // Refunded already (here under another request id, or in PayPal's dashboard): the money is back.
      if (response.status === 422 && error.issue === 'CAPTURE_FULLY_REFUNDED') return;
      throw error;
    },
  };
}
