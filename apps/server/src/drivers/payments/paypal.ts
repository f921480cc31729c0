// PayPal Orders v2 driver: OAuth token, create and capture an EUR order, refund, and webhook verification.
import { verify as verifySignature, X509Certificate } from 'node:crypto';
import { formatEurAmount, parseEurAmount } from './eur';
import type { AttemptInfo, PaypalCaptureResult, PaypalGateway, PaypalWebhookEvent } from './types';

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

/** A failed PayPal call. `code` is PayPal's error name (UNPROCESSABLE_ENTITY, invalid_client…), `issue` the first detail. */
export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly debugId: string | null,
    readonly issue: string | null = null,
    description = '',
  ) {
    super(`PayPal ${status} ${code}${issue ? ` ${issue}` : ''}${description ? `: ${description}` : ''}`);
    this.name = 'PaypalError';
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE, as zlib) of the UTF-8 bytes, unsigned. zlib.crc32 needs Node ≥ 22.2, so it is done here. */
export function crc32(data: string | Uint8Array): number {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The string PayPal signs for a webhook: `transmissionId|transmissionTime|webhookId|crc32(body)` in decimal. */
export function webhookSignedMessage(
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  rawBody: string,
): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
}

// PayPal shows its pages in English in Serbia (it has no Serbian), so "sr" buyers get Serbia's English locale.
const PAYPAL_LOCALES: Record<AttemptInfo['locale'], string> = { sr: 'en-RS', en: 'en-US' };
const DECLINE_ISSUES = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED']);
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

interface Link {
  href?: unknown;
  rel?: unknown;
}

interface PaypalResponse {
  status: number;
  body: unknown;
  debugId: string | null;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function linkHref(links: unknown, rel: string): string | null {
  if (!Array.isArray(links)) return null;
  const link = (links as Link[]).find((candidate) => record(candidate).rel === rel);
  return link ? text(link.href) : null;
}

function toError(response: PaypalResponse): PaypalError {
  const body = record(response.body);
  const details = Array.isArray(body.details) ? body.details.map(record) : [];
  const code = text(body.name) ?? text(body.error) ?? 'HTTP_ERROR';
  const description =
    text(details[0]?.description) ?? text(body.message) ?? text(body.error_description) ?? '';
  return new PaypalError(
    response.status,
    code,
    text(body.debug_id) ?? response.debugId,
    text(details[0]?.issue),
    description,
  );
}

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

function lowerCaseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[name.toLowerCase()] = first;
  }
  return out;
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
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const verifyMode = options.verifyMode ?? 'api';
  const certHostSuffixes = options.certHostSuffixes ?? ['.paypal.com'];
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  let token: { value: string; renewAt: number } | null = null;
  let tokenRequest: Promise<string> | null = null;
  const certificates = new Map<string, Promise<X509Certificate>>();

  async function send(
    path: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ) {
    const response = await fetchImpl(`${baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const raw = await response.text();
    let body: unknown = null;
    if (raw !== '') {
      try {
        body = JSON.parse(raw);
      } catch {
        // An HTML error page from a proxy: keep the text, the status already says it failed.
        body = raw;
      }
    }
    return { status: response.status, body, debugId: response.headers.get('paypal-debug-id') };
  }

  async function fetchToken(): Promise<string> {
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: basicAuth,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const body = record(response.body);
    const value = text(body.access_token);
    if (response.status !== 200 || value === null) throw toError(response);
    const lifetimeSeconds = typeof body.expires_in === 'number' ? body.expires_in : 0;
    // Renew a minute early (or halfway, for a short-lived token) so no request leaves with a token about to lapse.
    const marginSeconds = Math.min(60, lifetimeSeconds / 2);
    token = { value, renewAt: now() + (lifetimeSeconds - marginSeconds) * 1000 };
    return value;
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    // Concurrent callers share one token request.
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null;
    });
    return tokenRequest;
  }

  async function api(
    method: string,
    path: string,
    extra: { body?: string; requestId?: string } = {},
  ): Promise<PaypalResponse> {
    const call = async (bearer: string) => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (method !== 'GET') headers['content-type'] = 'application/json';
      if (extra.requestId) headers['paypal-request-id'] = extra.requestId;
      return send(path, { method, headers, body: extra.body });
    };
    const first = await call(await accessToken());
    if (first.status !== 401) return first;
    // A token PayPal no longer knows (revoked, or the simulator restarted): get a new one and try once more.
    token = null;
    return call(await accessToken());
  }

  async function getOrder(orderId: string): Promise<PaypalResponse> {
    return api('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
  }

  function certificateAllowed(certUrl: string): boolean {
    let url: URL;
    try {
      url = new URL(certUrl);
    } catch {
      return false;
    }
    // Plain http only for a simulator on this machine; PayPal's certificates are always served over TLS.
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)))
      return false;
    return certHostSuffixes.some((suffix) => url.hostname.endsWith(suffix));
  }

  function certificate(certUrl: string): Promise<X509Certificate> {
    let cached = certificates.get(certUrl);
    if (!cached) {
      cached = (async () => {
        const response = await fetchImpl(certUrl, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new PaypalError(response.status, 'CERT_FETCH_FAILED', null);
        // PayPal serves the chain; the first certificate is the one that signs.
        const pem = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(
          await response.text(),
        );
        if (!pem) throw new PaypalError(response.status, 'CERT_NOT_PEM', null);
        return new X509Certificate(pem[0]);
      })();
      certificates.set(certUrl, cached);
      // A failed download is not cached: the next webhook (or PayPal's retry) tries again.
      cached.catch(() => certificates.delete(certUrl));
    }
    return cached;
  }

  async function verifyWithCertificate(header: Record<string, string>, rawBody: string): Promise<boolean> {
    if (header['paypal-auth-algo'] !== 'SHA256withRSA') return false;
    const certUrl = header['paypal-cert-url'];
    if (!certificateAllowed(certUrl)) return false;
    const cert = await certificate(certUrl);
    const time = now();
    if (time < Date.parse(cert.validFrom) || time > Date.parse(cert.validTo)) return false;
    const message = webhookSignedMessage(
      header['paypal-transmission-id'],
      header['paypal-transmission-time'],
      options.webhookId,
      rawBody,
    );
    return verifySignature(
      'sha256',
      Buffer.from(message, 'utf8'),
      cert.publicKey,
      Buffer.from(header['paypal-transmission-sig'], 'base64'),
    );
  }

  async function verifyWithApi(header: Record<string, string>, rawBody: string): Promise<boolean> {
    // The event goes in as the exact bytes PayPal signed: re-serialising the parsed object could change them.
    const body = `{${[
      ['auth_algo', header['paypal-auth-algo']],
      ['cert_url', header['paypal-cert-url']],
      ['transmission_id', header['paypal-transmission-id']],
      ['transmission_sig', header['paypal-transmission-sig']],
      ['transmission_time', header['paypal-transmission-time']],
      ['webhook_id', options.webhookId],
    ]
      .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
      .join(',')},"webhook_event":${rawBody}}`;
    const response = await api('POST', '/v1/notifications/verify-webhook-signature', { body });
    if (response.status !== 200) throw toError(response);
    return record(response.body).verification_status === 'SUCCESS';
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
      const header = lowerCaseHeaders(headers);
      const required = [
        'paypal-transmission-id',
        'paypal-transmission-time',
        'paypal-transmission-sig',
        'paypal-cert-url',
        'paypal-auth-algo',
      ];
      if (required.some((name) => !header[name])) return null;
      let event: Record<string, unknown>;
      try {
        event = record(JSON.parse(rawBody));
      } catch {
        return null;
      }
      if (typeof event.id !== 'string' || typeof event.event_type !== 'string') return null;
      const verified =
        verifyMode === 'cert'
          ? await verifyWithCertificate(header, rawBody)
          : await verifyWithApi(header, rawBody);
      return verified ? normaliseEvent(event) : null;
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
