// A stand-in for PayPal's Orders v2 REST API and checkout page, with signed webhooks, so the real PayPal driver runs
// unchanged in development and tests.
import {
  createPrivateKey,
  randomBytes,
  randomInt,
  randomUUID,
  sign,
  verify,
  webcrypto,
  X509Certificate,
} from 'node:crypto';
// @peculiar/x509 resolves its parts with tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
import { formatEur, parseEurAmount } from '@atelje/server/drivers/payments/eur';
import { webhookSignedMessage } from '@atelje/server/drivers/payments/paypal';
import { escapeHtml } from '@atelje/shared/text/html';
import * as x509 from '@peculiar/x509';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PaypalSimulatorKeys {
  privateKeyPem: string;
  /** A self-signed X.509 certificate (PEM) for the private key; served at the webhooks' paypal-cert-url. */
  certPem: string;
}

export interface PaypalSimulatorOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Where events are posted, e.g. http://127.0.0.1:3000/api/payments/paypal/webhook. A function when the port is
   * known only after listen (tests on port 0). */
  webhookUrl: string | (() => string);
  /** The simulator's own absolute base, e.g. http://127.0.0.1:3000/sim/paypal, for links and the cert URL. */
  publicBaseUrl: string | (() => string);
  signingKeys?: PaypalSimulatorKeys;
  /** Waits between webhook delivery attempts; PayPal's own schedule (25 tries over 3 days) is of no use here. */
  webhookRetryDelaysMs?: number[];
  /** Access token lifetime; PayPal's is 32 400 s (9 h). */
  tokenLifetimeSeconds?: number;
}

type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

interface Money {
  currency_code: string;
  value: string;
}

interface SimCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  refundedCents: number;
  invoiceId: string | null;
  createTime: string;
  updateTime: string;
}

interface SimOrder {
  id: string;
  status: OrderStatus;
  unit: {
    reference_id: string;
    description: string | null;
    invoice_id: string | null;
    custom_id: string | null;
    amount: Money;
  };
  experience: Record<string, string>;
  /** Created with payment_source.paypal (the redirect flow): PayPal then says payer-action instead of approve. */
  paymentSource: boolean;
  /** The buyer chose "card declined": every capture fails with INSTRUMENT_DECLINED. */
  declined: boolean;
  payer: Record<string, unknown> | null;
  captureId: string | null;
  createTime: string;
  updateTime: string;
}

interface SimEvent {
  id: string;
  eventType: string;
  body: string;
  headers: Record<string, string>;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

interface Stored {
  status: number;
  body: unknown;
}

// Everything lives in memory: this is a development and test tool, a restart just means paying again, and the
// caps keep an idle dev server from growing without end.
const MAX_ENTRIES = 5000;
const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 3000];
const SUPPORTED_CURRENCIES = new Set(['EUR', 'USD', 'GBP', 'CHF', 'CZK', 'DKK', 'HUF', 'NOK', 'PLN', 'SEK']);
const MERCHANT_ID = 'ATELJESIM0001';
const MERCHANT_EMAIL = 'merchant@atelje.example';
const ID_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
const MALFORMED = Symbol('malformed JSON');
const AMOUNT_FIELD = "/purchase_units/@reference_id=='default'/amount";
const ISSUE_TEXT: Record<string, string> = {
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment.',
  ORDER_ALREADY_CAPTURED: 'Order already captured. If intent=CAPTURE only one capture per order is allowed.',
  INSTRUMENT_DECLINED:
    'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
  REFUND_AMOUNT_EXCEEDED:
    'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
  CURRENCY_NOT_SUPPORTED: 'Currency code is not currently supported.',
  DECIMAL_PRECISION: 'If the currency supports decimals, only two decimal place precision is supported.',
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
};
const ERROR_MESSAGES: Record<number, [string, string]> = {
  400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
  404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
  422: [
    'UNPROCESSABLE_ENTITY',
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  ],
};

// ------------------------------------------------------------------------------- self-signed certificate

/**
 * A new RSA key and a self-signed X.509 certificate for it (`@peculiar/x509` on Node's WebCrypto: Node can parse
 * certificates but not make them). The driver's "cert" mode reads it with X509Certificate, exactly as it reads
 * PayPal's.
 */
export async function createPaypalSimulatorKeys(
  commonName = 'messageverificationcerts.simulator.local',
): Promise<PaypalSimulatorKeys> {
  const algorithm = {
    name: 'RSASSA-PKCS1-v1_5',
    hash: 'SHA-256',
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
  const serial = randomBytes(16);
  serial[0] = (serial[0] & 0x7f) | 0x40; // positive and minimal in DER
  const now = Date.now();
  // Signed through the library's default provider: the global WebCrypto, the same object as node:crypto's.
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serial.toString('hex'),
    name: [{ CN: [commonName] }],
    notBefore: new Date(now - 86_400_000),
    notAfter: new Date(now + 5 * 365 * 86_400_000),
    signingAlgorithm: algorithm,
    keys,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey));
  return {
    privateKeyPem: createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' })
      .export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    certPem: `${certificate.toString('pem')}\n`,
  };
}

// ------------------------------------------------------------------------------------------------ helpers

function paypalId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Map.set that forgets the oldest entry beyond the cap. */
function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as K);
}

function withQuery(url: string, params: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

function feeCents(cents: number): number {
  return Math.round((cents * 34) / 1000) + 35;
}

function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function sendError(reply: FastifyReply, status: 400 | 404 | 422, issue: string, field?: string) {
  const debugId = randomBytes(7).toString('hex').slice(0, 13);
  const [name, message] = ERROR_MESSAGES[status];
  return reply
    .status(status)
    .header('paypal-debug-id', debugId)
    .send({
      name,
      details: [{ ...(field ? { field } : {}), issue, description: ISSUE_TEXT[issue] ?? issue }],
      message,
      debug_id: debugId,
      links: [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    });
}

// ------------------------------------------------------------------------------------------- buyer pages

const BUTTONS = {
  pay: 'Plati / Pay now',
  'pay-close': 'Plati i zatvori prozor / Pay and close the window',
  decline: 'Odbij karticu / Card declined',
  cancel: 'Otkaži / Cancel',
} as const;
type BuyerAction = keyof typeof BUTTONS;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;background:#f5f7fa;color:#1c2530;margin:0}
main{max-width:30rem;margin:3rem auto;background:#fff;border:1px solid #d5dbe3;border-radius:8px;padding:1.5rem 2rem}
h1{font-size:1.4rem;margin:0 0 1rem;color:#003087}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{color:#5a6475}dd{margin:0;font-weight:600}.buttons{display:grid;gap:.6rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:999px;border:1px solid #8c99aa;background:#fff;cursor:pointer}
button[value=pay]{background:#ffc439;border-color:#ffc439;font-weight:700}.note{color:#5a6475;font-size:.875rem}`;

function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="sr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}
<p class="note">PayPal simulator: razvoj i testovi, nijedan novac se ne prenosi. / For development and tests, no money moves.</p>
</main></body>
</html>`;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return (
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // No script at all; the 303 after a choice goes to the merchant's return URL, which redirects on to the
      // web app, and browsers check every hop of a form's navigation against form-action.
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'",
      )
      .send(html)
  );
}

function messagePage(reply: FastifyReply, status: number, heading: string, message: string) {
  return sendHtml(
    reply,
    status,
    htmlPage(heading, `<h1>${escapeHtml(heading)}</h1><p role="status">${escapeHtml(message)}</p>`),
  );
}

const unknownOrder = (reply: FastifyReply) =>
  messagePage(
    reply,
    404,
    'Nepoznata narudžbina / Unknown order',
    'Ova PayPal narudžbina ne postoji. / This PayPal order does not exist.',
  );

const alreadyApproved = (reply: FastifyReply) =>
  messagePage(
    reply,
    409,
    'Već odobreno / Already approved',
    'Ova narudžbina je već odobrena. / This order has already been approved.',
  );

const approvedPage = (reply: FastifyReply) =>
  messagePage(
    reply,
    200,
    'Plaćanje odobreno / Payment approved',
    'Možete zatvoriti ovaj prozor. / You may close this window.',
  );

function awaitingBuyer(order: SimOrder): boolean {
  return order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED';
}

function checkoutPage(action: string, order: SimOrder): string {
  const { amount } = order.unit;
  const shownAmount =
    amount.currency_code === 'EUR'
      ? formatEur(parseEurAmount(amount.value))
      : `${amount.value} ${amount.currency_code}`;
  const rows: [string, string][] = [
    ['Prodavac / Merchant', order.experience.brand_name ?? MERCHANT_EMAIL],
    ['Narudžbina / Order', order.unit.reference_id],
    ['Opis / Description', order.unit.description ?? ''],
    ['Iznos / Amount', shownAmount],
  ];
  // One form, one submit button per choice: the clicked button's name and value are what is posted.
  const buttons = (Object.entries(BUTTONS) as [BuyerAction, string][])
    .map(
      ([value, label]) =>
        `<button type="submit" name="action" value="${value}">${escapeHtml(label)}</button>`,
    )
    .join('\n');
  return htmlPage(
    'PayPal: plaćanje / payment',
    `<h1>PayPal</h1>
<p>Plaćanje u evrima / Payment in euros</p>
<dl>${rows.map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(order.id)}">
<div class="buttons">
${buttons}
</div>
</form>`,
  );
}

// ------------------------------------------------------------------------------------------------- plugin

export default async function paypalSimulator(app: FastifyInstance, options: PaypalSimulatorOptions) {
  const keys = options.signingKeys ?? (await createPaypalSimulatorKeys());
  const privateKey = createPrivateKey(keys.privateKeyPem);
  const certificate = new X509Certificate(keys.certPem);
  const certId = `CERT-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}-${randomBytes(4).toString('hex')}`;
  const baseUrl = () =>
    (typeof options.publicBaseUrl === 'function' ? options.publicBaseUrl() : options.publicBaseUrl).replace(
      /\/+$/,
      '',
    );
  const webhookUrl = () =>
    typeof options.webhookUrl === 'function' ? options.webhookUrl() : options.webhookUrl;
  const certUrl = () => `${baseUrl()}/certs/${certId}.pem`;
  const retryDelays = options.webhookRetryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const tokenLifetime = options.tokenLifetimeSeconds ?? 32_400;
  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  const tokens = new Map<string, number>();
  const orders = new Map<string, SimOrder>();
  const captures = new Map<string, SimCapture>();
  const idempotent = new Map<string, Stored>();
  const events = new Map<string, SimEvent>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  });

  // This plugin parses its own bodies, whatever the host app registered: PayPal clients send captures with an
  // empty JSON body, and a malformed one must get PayPal's error shape, not the host's.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => {
      const raw = (body as string).trim();
      if (raw === '') return done(null, {});
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(null, MALFORMED);
      }
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addHook('preValidation', async (request, reply) => {
    if (request.body === MALFORMED) return sendError(reply, 400, 'MALFORMED_REQUEST_JSON');
  });

  function authorised(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const expiresAt = match ? tokens.get(match[1]) : undefined;
    if (expiresAt !== undefined && Date.now() < expiresAt) return true;
    reply
      .status(401)
      .send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
    return false;
  }

  /** The idempotency key of a PayPal-Request-Id within one operation, or null when the client sent none. */
  function requestKey(request: FastifyRequest, scope: string): string | null {
    const requestId = request.headers['paypal-request-id'];
    return typeof requestId === 'string' && requestId !== '' ? `${scope}|${requestId}` : null;
  }

  function answer(reply: FastifyReply, stored: Stored) {
    return reply
      .status(stored.status)
      .header('paypal-debug-id', randomBytes(7).toString('hex').slice(0, 13))
      .send(stored.body);
  }

  /** Sends a success and keeps it, so the same PayPal-Request-Id gets the same answer instead of a second effect. */
  function answerAndRemember(reply: FastifyReply, key: string | null, stored: Stored) {
    if (key) remember(idempotent, key, stored);
    return answer(reply, stored);
  }

  function link(path: string, rel: string, method = 'GET') {
    return { href: `${baseUrl()}${path}`, rel, method };
  }

  function captureJson(capture: SimCapture, withOrderId: boolean) {
    const cents = parseEurAmount(capture.amount.value);
    const fee = feeCents(cents);
    const currency = capture.amount.currency_code;
    return {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      final_capture: true,
      seller_protection: {
        status: 'ELIGIBLE',
        dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
      },
      seller_receivable_breakdown: {
        gross_amount: capture.amount,
        paypal_fee: { currency_code: currency, value: formatCents(fee) },
        net_amount: { currency_code: currency, value: formatCents(Math.max(0, cents - fee)) },
      },
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      ...(withOrderId ? { supplementary_data: { related_ids: { order_id: capture.orderId } } } : {}),
      links: [
        link(`/v2/payments/captures/${capture.id}`, 'self'),
        link(`/v2/payments/captures/${capture.id}/refund`, 'refund', 'POST'),
        link(`/v2/checkout/orders/${capture.orderId}`, 'up'),
      ],
      create_time: capture.createTime,
      update_time: capture.updateTime,
    };
  }

  function orderLinks(order: SimOrder) {
    const links = [link(`/v2/checkout/orders/${order.id}`, 'self')];
    if (awaitingBuyer(order)) {
      links.push(link(`/checkoutnow?token=${order.id}`, order.paymentSource ? 'payer-action' : 'approve'));
    }
    if (order.status === 'APPROVED')
      links.push(link(`/v2/checkout/orders/${order.id}/capture`, 'capture', 'POST'));
    return links;
  }

  function orderJson(order: SimOrder) {
    const capture = order.captureId ? captures.get(order.captureId) : undefined;
    const { unit } = order;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      ...(order.paymentSource || order.payer
        ? { payment_source: { paypal: order.payer ? { ...order.payer, account_status: 'VERIFIED' } : {} } }
        : {}),
      purchase_units: [
        {
          reference_id: unit.reference_id,
          amount: unit.amount,
          payee: { email_address: MERCHANT_EMAIL, merchant_id: MERCHANT_ID },
          ...(unit.description ? { description: unit.description } : {}),
          ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
          ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
          ...(capture ? { payments: { captures: [captureJson(capture, false)] } } : {}),
        },
      ],
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.createTime,
      update_time: order.updateTime,
      links: orderLinks(order),
    };
  }

  // ------------------------------------------------------------------------------------------- webhooks

  async function deliver(event: SimEvent): Promise<number | null> {
    event.attempts++;
    try {
      const response = await fetch(webhookUrl(), {
        method: 'POST',
        headers: event.headers,
        body: event.body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      event.lastStatus = response.status;
      if (response.ok) event.delivered = true;
      return response.status;
    } catch (error) {
      app.log.warn({ err: error, eventId: event.id }, 'PayPal simulator: webhook delivery failed');
      return null;
    }
  }

  function schedule(event: SimEvent, delayMs: number) {
    if (closed) return;
    const timer = setTimeout(async () => {
      timers.delete(timer);
      await deliver(event);
      const next = retryDelays[event.attempts - 1];
      if (!event.delivered && next !== undefined) schedule(event, next);
    }, delayMs);
    timers.add(timer);
  }

  function emit(eventType: string, resourceType: string, summary: string, resource: unknown) {
    const id = `WH-${paypalId(19)}-${paypalId(17)}`;
    const body = JSON.stringify({
      id,
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: eventType,
      summary,
      resource,
      links: [
        link(`/v1/notifications/webhooks-events/${id}`, 'self'),
        link(`/v1/notifications/webhooks-events/${id}/resend`, 'resend', 'POST'),
      ],
    });
    const transmissionId = randomUUID();
    const transmissionTime = timestamp();
    const signature = sign(
      'sha256',
      Buffer.from(webhookSignedMessage(transmissionId, transmissionTime, options.webhookId, body), 'utf8'),
      privateKey,
    ).toString('base64');
    const event: SimEvent = {
      id,
      eventType,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PayPal/AUHD-214.0-58794839',
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': transmissionTime,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl(),
        'paypal-auth-algo': 'SHA256withRSA',
      },
      attempts: 0,
      delivered: false,
      lastStatus: null,
    };
    remember(events, id, event);
    // After the current response: PayPal's webhooks arrive independently of the API call that caused them.
    schedule(event, 0);
  }

  // ---------------------------------------------------------------------------------------------- routes

  app.post('/v1/oauth2/token', async (request, reply) => {
    if (request.headers.authorization !== basicAuth) {
      return reply
        .status(401)
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (record(request.body).grant_type !== 'client_credentials') {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
    }
    const accessToken = `A21AA${randomBytes(48).toString('base64url')}`;
    remember(tokens, accessToken, Date.now() + tokenLifetime * 1000);
    return reply.send({
      scope:
        'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: tokenLifetime,
      nonce: `${timestamp()}${randomBytes(16).toString('base64url')}`,
    });
  });

  app.post('/v2/checkout/orders', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const key = requestKey(request, 'create');
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return answer(reply, replay);
    const body = record(request.body);
    const units = Array.isArray(body.purchase_units) ? body.purchase_units.map(record) : [];
    if (body.intent !== 'CAPTURE') return sendError(reply, 400, 'INVALID_PARAMETER_VALUE', '/intent');
    if (units.length !== 1) return sendError(reply, 400, 'INVALID_ARRAY_MAX_ITEMS', '/purchase_units');
    const amount = record(units[0].amount);
    const currency = text(amount.currency_code);
    const value = text(amount.value);
    if (!currency || !value) return sendError(reply, 400, 'MISSING_REQUIRED_PARAMETER', AMOUNT_FIELD);
    if (!SUPPORTED_CURRENCIES.has(currency))
      return sendError(reply, 422, 'CURRENCY_NOT_SUPPORTED', `${AMOUNT_FIELD}/currency_code`);
    if (/^\d+\.\d{3,}$/.test(value))
      return sendError(reply, 422, 'DECIMAL_PRECISION', `${AMOUNT_FIELD}/value`);
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(value) || parseEurAmount(value) === 0) {
      return sendError(reply, 400, 'INVALID_PARAMETER_VALUE', `${AMOUNT_FIELD}/value`);
    }
    const paypalSource =
      body.payment_source === undefined ? null : record(record(body.payment_source).paypal);
    const experience: Record<string, string> = {};
    for (const [key, entry] of Object.entries(record(paypalSource?.experience_context))) {
      if (typeof entry === 'string') experience[key] = entry;
    }
    const createTime = timestamp();
    const order: SimOrder = {
      id: paypalId(17),
      status: paypalSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
      unit: {
        reference_id: text(units[0].reference_id) ?? 'default',
        description: text(units[0].description),
        invoice_id: text(units[0].invoice_id),
        custom_id: text(units[0].custom_id),
        amount: { currency_code: currency, value },
      },
      experience,
      paymentSource: paypalSource !== null,
      declined: false,
      payer: null,
      captureId: null,
      createTime,
      updateTime: createTime,
    };
    remember(orders, order.id, order);
    const full = /return=representation/.test(String(request.headers.prefer ?? ''));
    const minimal = {
      id: order.id,
      status: order.status,
      ...(order.paymentSource ? { payment_source: { paypal: {} } } : {}),
      links: orderLinks(order),
    };
    return answerAndRemember(reply, key, { status: 201, body: full ? orderJson(order) : minimal });
  });

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const order = orders.get(request.params.id);
    if (!order) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    return reply.send(orderJson(order));
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const order = orders.get(request.params.id);
    if (!order) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    const key = requestKey(request, `capture:${order.id}`);
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return answer(reply, replay);
    if (order.status === 'COMPLETED') return sendError(reply, 422, 'ORDER_ALREADY_CAPTURED');
    if (order.status !== 'APPROVED') return sendError(reply, 422, 'ORDER_NOT_APPROVED');
    if (order.declined) return sendError(reply, 422, 'INSTRUMENT_DECLINED');
    const now = timestamp();
    const capture: SimCapture = {
      id: paypalId(17),
      orderId: order.id,
      status: 'COMPLETED',
      amount: order.unit.amount,
      refundedCents: 0,
      invoiceId: order.unit.invoice_id,
      createTime: now,
      updateTime: now,
    };
    remember(captures, capture.id, capture);
    order.status = 'COMPLETED';
    order.captureId = capture.id;
    order.updateTime = now;
    emit(
      'PAYMENT.CAPTURE.COMPLETED',
      'capture',
      `Payment completed for ${capture.amount.value} ${capture.amount.currency_code}`,
      captureJson(capture, true),
    );
    return answerAndRemember(reply, key, { status: 201, body: orderJson(order) });
  });

  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const capture = captures.get(request.params.id);
    if (!capture) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    return reply.send(captureJson(capture, true));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const capture = captures.get(request.params.id);
    if (!capture) return sendError(reply, 404, 'INVALID_RESOURCE_ID');
    const key = requestKey(request, `refund:${capture.id}`);
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return answer(reply, replay);
    if (capture.status === 'REFUNDED') return sendError(reply, 422, 'CAPTURE_FULLY_REFUNDED');
    const capturedCents = parseEurAmount(capture.amount.value);
    const remaining = capturedCents - capture.refundedCents;
    const requested = record(record(request.body).amount);
    let cents = remaining;
    if (requested.value !== undefined) {
      if (typeof requested.value !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(requested.value)) {
        return sendError(reply, 400, 'INVALID_PARAMETER_VALUE', '/amount/value');
      }
      if (requested.currency_code !== capture.amount.currency_code) {
        return sendError(reply, 422, 'CURRENCY_NOT_SUPPORTED', '/amount/currency_code');
      }
      cents = parseEurAmount(requested.value);
    }
    if (cents <= 0 || cents > remaining)
      return sendError(reply, 422, 'REFUND_AMOUNT_EXCEEDED', '/amount/value');
    const now = timestamp();
    capture.refundedCents += cents;
    capture.status = capture.refundedCents === capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = now;
    const id = paypalId(17);
    const refund = {
      id,
      amount: { currency_code: capture.amount.currency_code, value: formatCents(cents) },
      ...(capture.invoiceId ? { invoice_id: capture.invoiceId } : {}),
      status: 'COMPLETED',
      create_time: now,
      update_time: now,
      links: [link(`/v2/payments/refunds/${id}`, 'self'), link(`/v2/payments/captures/${capture.id}`, 'up')],
    };
    emit(
      'PAYMENT.CAPTURE.REFUNDED',
      'refund',
      `A ${refund.amount.value} ${refund.amount.currency_code} capture payment was refunded`,
      refund,
    );
    return answerAndRemember(reply, key, { status: 201, body: refund });
  });

  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const body = record(request.body);
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ];
    const missing = fields.find((field) => typeof body[field] !== 'string');
    if (missing || typeof body.webhook_event !== 'object' || body.webhook_event === null) {
      return reply.status(400).send({
        name: 'VALIDATION_ERROR',
        message: 'Invalid request - see details',
        debug_id: randomBytes(7).toString('hex').slice(0, 13),
        details: [
          { field: missing ?? 'webhook_event', location: 'body', issue: 'Required field is missing' },
        ],
      });
    }
    // The event arrives parsed; the simulator sent JSON.stringify output, which parsing and stringifying again
    // reproduces byte for byte, so any change to the event changes the CRC and fails the check.
    const message = webhookSignedMessage(
      body.transmission_id as string,
      body.transmission_time as string,
      body.webhook_id as string,
      JSON.stringify(body.webhook_event),
    );
    const valid =
      body.auth_algo === 'SHA256withRSA' &&
      body.cert_url === certUrl() &&
      verify(
        'sha256',
        Buffer.from(message, 'utf8'),
        certificate.publicKey,
        Buffer.from(body.transmission_sig as string, 'base64'),
      );
    return reply.send({ verification_status: valid ? 'SUCCESS' : 'FAILURE' });
  });

  app.get<{ Params: { file: string } }>('/certs/:file', async (request, reply) => {
    if (request.params.file !== `${certId}.pem`)
      return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND' });
    return reply.header('content-type', 'application/x-pem-file').send(keys.certPem);
  });

  // ------------------------------------------------------------------------------------------- buyer page

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = orders.get(String(request.query.token ?? ''));
    if (!order) return unknownOrder(reply);
    if (!awaitingBuyer(order)) return alreadyApproved(reply);
    return sendHtml(reply, 200, checkoutPage(`${app.prefix}/checkoutnow`, order));
  });

  app.post<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const form = record(request.body);
    const order = orders.get(String(form.token ?? request.query.token ?? ''));
    const action = String(form.action ?? '') as BuyerAction;
    if (!order) return unknownOrder(reply);
    if (!Object.hasOwn(BUTTONS, action))
      return messagePage(reply, 400, 'Nepoznat izbor / Unknown choice', String(form.action ?? ''));
    if (!awaitingBuyer(order)) return alreadyApproved(reply);
    const { return_url: returnUrl, cancel_url: cancelUrl } = order.experience;
    if (action === 'cancel') {
      if (cancelUrl) return reply.redirect(withQuery(cancelUrl, { token: order.id }), 303);
      return messagePage(
        reply,
        200,
        'Otkazano / Cancelled',
        'Plaćanje je otkazano. / The payment was cancelled.',
      );
    }
    const payerId = paypalId(13);
    order.status = 'APPROVED';
    order.declined = action === 'decline';
    order.payer = {
      name: { given_name: 'Test', surname: 'Kupac' },
      email_address: 'kupac@example.com',
      payer_id: payerId,
      address: { country_code: 'RS' },
    };
    order.updateTime = timestamp();
    if (action === 'pay-close') {
      emit(
        'CHECKOUT.ORDER.APPROVED',
        'checkout-order',
        'An order has been approved by buyer',
        orderJson(order),
      );
      return approvedPage(reply);
    }
    if (returnUrl) return reply.redirect(withQuery(returnUrl, { token: order.id, PayerID: payerId }), 303);
    return approvedPage(reply);
  });

  // ------------------------------------------------------------------------------------------- test hooks

  app.post('/test/replay-webhook', async (request, reply) => {
    const event = events.get(String(record(request.body).event_id ?? ''));
    if (!event) return reply.status(404).send({ name: 'RESOURCE_NOT_FOUND', message: 'Unknown event_id' });
    // The same headers and bytes as before, as an attacker replaying a captured delivery (or PayPal's retry) sends.
    const status = await deliver(event);
    return reply.send({ event_id: event.id, status });
  });

  app.get('/test/webhook-events', async (_request, reply) =>
    reply.send(
      [...events.values()].map((event) => ({
        id: event.id,
        event_type: event.eventType,
        attempts: event.attempts,
        delivered: event.delivered,
        last_status: event.lastStatus,
      })),
    ),
  );
}
