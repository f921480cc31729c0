// What every payment method's flow shares (issue 4; integrations.md): the interface each method implements, the
// dependencies a flow works with, and the pages of the web app a provider's answer sends the buyer to.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AttemptInfo } from '../../drivers/payments/types';
import type { Storage } from '../../drivers/storage/index';
import type { JobQueue } from '../../jobs/queue';
import { notFound } from '../../lib/errors';
import { type Locale, type MessageKey, translate } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { AuthContext } from '../../types';
import type { Gateways } from './gateways';
import { type Attempt, findAttempt, type OrderRow, type PaymentRow } from './payments.repository';

export type { OrderRow, PaymentRow };

export interface PaymentsDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  gateways: Gateways;
  storage: Storage;
  /** Caps the bank slips mailed to one address a day (lib/unverified-mail.ts); absent: no cap. */
  limiter?: RateLimiter;
  log: {
    warn(o: object, m?: string): void;
    error(o: object, m?: string): void;
    info(o: object, m?: string): void;
  };
}

export interface Actor {
  userId: number;
  role: 'admin' | 'user';
  user: { name: string; email: string };
}

/** A payment call's dependencies, from the app, with the request's logger. */
export function paymentsDepsOf(app: FastifyInstance, log: PaymentsDeps['log']): PaymentsDeps {
  return {
    db: app.db,
    config: app.config,
    jobs: app.jobs,
    gateways: app.gateways,
    storage: app.storage,
    limiter: app.limiter,
    log,
  };
}

/** The signed-in caller of a payment call (the route authenticated it). */
export function actorOf(request: { auth: AuthContext | null }): Actor {
  const auth = request.auth!;
  return { userId: auth.userId, role: auth.role, user: auth.user };
}

/** `{paymentId}` of a payment's URL: an unknown or malformed id is a 404. */
export const paymentParams = z.object({ paymentId: z.string().uuid('payment.notFound') });

/** What the checkout answers once a method has started the attempt: where the buyer goes, or what to tell them. */
export interface FlowStart {
  redirect_url?: string;
  form_data?: Record<string, string>;
  message?: string;
  eur?: { amount_cents: number; rate: string };
}

/**
 * One payment method. The checkout creates the order and its attempt, then hands them to the method's flow; only
 * the provider's authenticated channel (or an administrator, for a bank slip) ever completes the attempt.
 */
export interface PaymentFlow {
  /** Whether this process can take the method now (its gateway is configured). */
  available(deps: PaymentsDeps): boolean;
  /** Starts the attempt of an order that stands. */
  start(deps: PaymentsDeps, order: OrderRow, payment: PaymentRow, locale: Locale): Promise<FlowStart>;
  /** Gives the money of a refunded attempt back through the provider, where its driver can. */
  refund?(deps: PaymentsDeps, payment: PaymentRow): Promise<void>;
}

export const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'sr');

export function pageUrl(config: Config, path: string, query: Record<string, string>): string {
  return `${config.publicUrl}${path}?${new URLSearchParams(query).toString()}`;
}
export const successUrl = (config: Config, paymentId: string) =>
  pageUrl(config, '/checkout/success', { payment_id: paymentId });
export const pendingUrl = (config: Config, paymentId: string) =>
  pageUrl(config, '/checkout/pending', { payment_id: paymentId });
export const errorUrl = (config: Config, locale: Locale, key: MessageKey, paymentId?: string) =>
  pageUrl(config, '/checkout/error', {
    message: translate(locale, key),
    ...(paymentId ? { payment_id: paymentId } : {}),
  });

/** What a gateway driver is told of an attempt. */
export function attemptInfo(order: OrderRow, payment: PaymentRow): AttemptInfo {
  return {
    paymentId: payment.id,
    providerOrderId: payment.providerOrderId,
    nonce: payment.nonce,
    amountPara: payment.amountPara,
    orderNumber: order.number,
    description: `Atelje narudžbina ${order.number}`,
    locale: localeOf(order.locale),
    createdAt: payment.createdAt,
  };
}

/** The caller's own attempt (an administrator may read any); someone else's is answered as unknown. */
export async function ownedPayment(
  deps: Pick<PaymentsDeps, 'db'>,
  actor: Actor,
  paymentId: string,
): Promise<Attempt> {
  const row = await findAttempt(deps.db, paymentId);
  // Someone else's payment is answered as unknown, not as forbidden: ids are not to be probed.
  if (!row || (row.order.userId !== actor.userId && actor.role !== 'admin'))
    throw notFound('payment.notFound');
  return row;
}
