// The PayPal simulator's records (orders, captures, webhook events, kept answers), its constants, PayPal's error
// shape, the self-signed signing certificate and small helpers, shared by the plugin (paypal.ts) and its parts.
import { createPrivateKey, randomBytes, randomInt, webcrypto } from 'node:crypto';
// @peculiar/x509 resolves its parts with tsyringe, which needs the Reflect metadata API.
import 'reflect-metadata';
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

export type OrderStatus = 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';

export interface Money {
  currency_code: string;
  value: string;
}

export interface SimCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  refundedCents: number;
  invoiceId: string | null;
  createTime: string;
  updateTime: string;
}

export interface SimOrder {
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

export interface SimEvent {
  id: string;
  eventType: string;
  body: string;
  headers: Record<string, string>;
  attempts: number;
  delivered: boolean;
  lastStatus: number | null;
}

export interface Stored {
  status: number;
  body: unknown;
}

// Everything lives in memory: this is a development and test tool, a restart just means paying again, and the
// caps keep an idle dev server from growing without end.
export const MAX_ENTRIES = 5000;
export const DEFAULT_RETRY_DELAYS_MS = [250, 1000, 3000];
export const SUPPORTED_CURRENCIES = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CZK',
  'DKK',
  'HUF',
  'NOK',
  'PLN',
  'SEK',
]);
export const MERCHANT_ID = 'ATELJESIM0001';
export const MERCHANT_EMAIL = 'merchant@atelje.example';
const ID_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
export const MALFORMED = Symbol('malformed JSON');
export const AMOUNT_FIELD = "/purchase_units/@reference_id=='default'/amount";
export const ISSUE_TEXT: Record<string, string> = {
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
export const ERROR_MESSAGES: Record<number, [string, string]> = {
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

export function paypalId(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

export function timestamp(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Map.set that forgets the oldest entry beyond the cap. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as K);
}

export function withQuery(url: string, params: Record<string, string>): string {
  return `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

export function feeCents(cents: number): number {
  return Math.round((cents * 34) / 1000) + 35;
}

export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function sendError(reply: FastifyReply, status: 400 | 404 | 422, issue: string, field?: string) {
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

// The simulator parses its own bodies, whatever the host app registered: PayPal clients send captures with an
// empty JSON body, and a malformed one must get PayPal's error shape, not the host's.
export function parsePaypalBodies(app: FastifyInstance) {
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
}

/** The idempotency key of a PayPal-Request-Id within one operation, or null when the client sent none. */
export function requestKey(request: FastifyRequest, scope: string): string | null {
  const requestId = request.headers['paypal-request-id'];
  return typeof requestId === 'string' && requestId !== '' ? `${scope}|${requestId}` : null;
}
