// Payment flows per method (issue 4; integrations.md): card through the UPC hosted page and its signed notify,
// PayPal Orders v2 with capture on return and verified webhooks, and the bank slip confirmed by an administrator.
// Only a provider's authenticated channel (or an administrator) completes a payment, never the browser's return.

import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type AdminSlipList,
  type AdminSlipStatusFilter,
  type Billing,
  formatAmount,
  type GiftItem,
  type ItemRef,
  type PaymentMethod,
} from '@atelje/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { orderLines, orders, paymentEvents, payments, users } from '../../db/schema/index';
import { buildSlip, renderSlipPdf, type Slip, slipQrSvg } from '../../drivers/payments/slip';
import type { AttemptInfo, CardReply, PaypalCaptureResult } from '../../drivers/payments/types';
import type { Storage } from '../../drivers/storage/index';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError, notFound, validationError } from '../../lib/errors';
import { type Locale, translate } from '../../lib/i18n';
import { model97CheckDigits, orderReference } from '../../lib/nbs';
import type { RateLimiter } from '../../lib/rate-limiter';
import { mayMailUnverified } from '../../lib/unverified-mail';
import { orderActivityData, orderActivityText } from '../admin/admin-format';
import { logActivity } from '../auth/auth.repository';
import { renewHold } from '../commerce/voucher-hold';
import { CONSENT_SOURCES, optInWording, recordDirectConsent } from '../marketing/marketing-consent';
import {
  billingFrom,
  createOrder,
  lastBilling,
  type OrderRow,
  orderRefs,
  type PaymentRow,
  parseMethod,
  quote,
} from '../orders/orders.service';
import { sellerDetails } from '../settings/settings.service';
import { BUYER_CANCELLED, completePayment, failPayment, refundOrder } from './fulfilment';
import type { Gateways } from './gateways';

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

const localeOf = (value: string): Locale => (value === 'en' ? 'en' : 'sr');

function pageUrl(config: Config, path: string, query: Record<string, string>): string {
  return `${config.publicUrl}${path}?${new URLSearchParams(query).toString()}`;
}
const successUrl = (config: Config, paymentId: string) =>
  pageUrl(config, '/checkout/success', { payment_id: paymentId });
const pendingUrl = (config: Config, paymentId: string) =>
  pageUrl(config, '/checkout/pending', { payment_id: paymentId });
const errorUrl = (config: Config, locale: Locale, key: string, paymentId?: string) =>
  pageUrl(config, '/checkout/error', {
    message: translate(locale, key),
    ...(paymentId ? { payment_id: paymentId } : {}),
  });

function attemptInfo(order: OrderRow, payment: PaymentRow): AttemptInfo {
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

export interface CheckoutInput {
  items: ItemRef[];
  voucher?: string;
  /** A gift card code that pays part or all of the order (ADR 044). */
  giftCard?: string;
  /** Buys this gift instead of the items (ADR 044). */
  gift?: GiftItem & { recipient_email: string; recipient_name: string; message?: string };
  method: unknown;
  billing?: Billing;
  /** The checkout form must carry the buyer's details; the spec's per-course calls may leave them out. */
  requireBilling: boolean;
  /** The checkout's marketing opt-in was ticked: a consent for the account's address (ADR 035). */
  marketingConsent?: { ip: string };
}

export interface CheckoutResult {
  payment_id: string;
  order_number: string;
  status: string;
  redirect_url?: string;
  form_data?: Record<string, string>;
  message?: string;
  eur?: { amount_cents: number; rate: string };
}

export async function checkout(
  deps: PaymentsDeps,
  actor: Actor,
  input: CheckoutInput,
  locale: Locale,
): Promise<CheckoutResult> {
  const refs = orderRefs(input.items, input.gift);
  if (refs.length === 0) throw validationError({ items: ['checkout.emptyCart'] });
  const method = parseMethod(input.method);
  if (input.requireBilling && !input.billing)
    throw validationError({ billing: ['checkout.billingRequired'] });
  if ((method === 'upc' && !deps.gateways.upc) || (method === 'paypal' && !deps.gateways.paypal)) {
    throw validationError({ payment_method: ['checkout.methodUnavailable'] });
  }
  const billing = billingFrom(
    input.billing,
    actor.user,
    input.billing ? null : await lastBilling(deps.db, actor.userId),
  );
  const priced = await quote(
    deps,
    {
      items: refs,
      voucher: input.voucher,
      giftCard: input.giftCard,
      email: actor.user.email,
      userId: actor.userId,
      atCheckout: true,
    },
    locale,
  );
  const { order, payment } = await createOrder(deps, {
    userId: actor.userId,
    email: actor.user.email,
    quote: priced,
    method,
    billing,
    locale,
    ...(input.gift
      ? {
          gift: {
            email: input.gift.recipient_email,
            name: input.gift.recipient_name,
            message: input.gift.message ?? '',
          },
        }
      : {}),
  });
  await logActivity(deps.db, {
    actorUserId: actor.userId,
    type: 'order.created',
    message: `Nova narudžbina ${orderActivityText(order, method)}`,
    data: { orderId: order.id, paymentId: payment.id, ...orderActivityData(order, method) },
  });
  // Recorded once the order stands: a refused checkout changes nothing. The consent is for the account's own
  // address, the one the order's e-mails go to, not for whatever was typed into the billing form.
  if (input.marketingConsent) {
    await recordDirectConsent(deps.db, {
      email: actor.user.email,
      userId: actor.userId,
      locale,
      ip: input.marketingConsent.ip,
      source: CONSENT_SOURCES.checkout,
      text: optInWording(locale),
    });
  }
  const base = { payment_id: payment.id, order_number: order.number, status: 'pending' };

  if (order.totalPara === 0) {
    // A voucher or a gift card covered everything: there is nothing to collect, no gateway is involved.
    await completePayment(deps, payment.id, {
      providerData: { reason: order.giftCardPara > 0 ? 'paid by gift card' : 'zero total' },
    });
    return { ...base, status: 'completed', redirect_url: successUrl(deps.config, payment.id) };
  }
  switch (method) {
    case 'upc': {
      const { redirect_url, form_data } = deps.gateways.upc!.buildRedirect(attemptInfo(order, payment));
      return { ...base, redirect_url, form_data };
    }
    case 'paypal':
      return { ...base, ...(await startPaypal(deps, order, payment)) };
    case 'uplatnica':
      await sendSlip(deps, order, payment);
      return { ...base, message: translate(locale, 'payment.slipCreated') };
  }
}

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

/** The attempt a PayPal return or cancel link was made for, when its signature and PayPal's order id match. */
async function signedPaypalAttempt(deps: PaymentsDeps, action: 'return' | 'cancel', back: PaypalBack) {
  if (!back.token || !back.attempt || !back.sig) return null;
  const expected = Buffer.from(paypalSignature(deps.config, action, back.attempt));
  const given = Buffer.from(back.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const row = await paypalPayment(deps, back.token);
  return row && row.payment.id === back.attempt ? row : null;
}

async function startPaypal(deps: PaymentsDeps, order: OrderRow, payment: PaymentRow) {
  const amountCents = payment.eurAmountCents!;
  try {
    const created = await deps.gateways.paypal!.createOrder({
      attempt: attemptInfo(order, payment),
      amountCents,
      returnUrl: paypalBackUrl(deps.config, 'return', payment.id),
      cancelUrl: paypalBackUrl(deps.config, 'cancel', payment.id),
    });
    await deps.db
      .update(payments)
      .set({ providerOrderId: created.providerOrderId, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return { redirect_url: created.redirectUrl, eur: { amount_cents: amountCents, rate: payment.eurRate! } };
  } catch (error) {
    deps.log.error({ err: error, paymentId: payment.id }, 'PayPal order could not be created');
    await failPayment(deps.db, payment.id, 'paypal create failed');
    throw new AppError(502, 'checkout.gatewayError');
  }
}

// ------------------------------------------------------------------------------------------ bank slip

/** Poziv na broj without the model, as buildSlip writes it: it depends on the order number only. */
function slipReference(orderNumber: string): string {
  const digits = orderReference(orderNumber);
  return `${model97CheckDigits(digits)}${digits}`;
}

/** The slip of an order, its payee the seller's details in force now (site settings, ADR 035). */
async function slipOf(deps: Pick<PaymentsDeps, 'db' | 'config'>, order: OrderRow): Promise<Slip> {
  const { details: seller } = await sellerDetails(deps.db, deps.config);
  return buildSlip({
    payer: { name: order.billing.name, address: order.billing.address, city: order.billing.city },
    payee: {
      name: seller.name,
      address: seller.address,
      city: [seller.postal_code, seller.city].filter(Boolean).join(' '),
      account: seller.bank_account,
    },
    amountPara: order.totalPara,
    orderNumber: order.number,
    purpose: `Narudžbina ${order.number}`,
  });
}

const slipKey = (order: OrderRow) => `slips/${order.number}.pdf`;

async function sendSlip(deps: PaymentsDeps, order: OrderRow, payment: PaymentRow): Promise<void> {
  const slip = await slipOf(deps, order);
  const locale = localeOf(order.locale);
  await deps.storage.put(slipKey(order), await renderSlipPdf(slip, locale));
  await deps.db
    .update(payments)
    .set({ providerOrderId: `97${slip.reference}` })
    .where(eq(payments.id, payment.id));
  // The slip goes to the buyer's own account address, never to an address typed into the billing form, and only
  // a few a day to one address: its payer lines are whatever the buyer typed (ADR 023).
  const [owner] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  if (!owner) return;
  if (
    deps.limiter &&
    !(await mayMailUnverified({ config: deps.config, limiter: deps.limiter }, owner.email))
  ) {
    deps.log.warn({ orderId: order.id }, 'bank slip not mailed: the daily cap for the address is reached');
    return;
  }
  await enqueueMail(deps, {
    template: 'bank-slip',
    locale,
    to: owner.email,
    props: {
      name: order.billing.name,
      orderNumber: order.number,
      amountPara: order.totalPara,
      slip: {
        payer: slip.payer,
        purpose: slip.purpose,
        payee: slip.payee,
        account: slip.account,
        model: slip.model,
        reference: slip.reference,
        payment_code: slip.payment_code,
      },
      slipUrl: pageUrl(deps.config, '/checkout/uplatnica', { payment_id: payment.id }),
      ...(order.voucherCode && order.voucherHeldUntil
        ? { voucher: { code: order.voucherCode, heldUntil: order.voucherHeldUntil.toISOString() } }
        : {}),
    },
    attachments: [
      {
        filename: `uplatnica-${order.number}.pdf`,
        contentType: 'application/pdf',
        storageKey: slipKey(order),
      },
    ],
  });
}

async function ownedPayment(deps: PaymentsDeps, actor: Actor, paymentId: string) {
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  // Someone else's payment is answered as unknown, not as forbidden: ids are not to be probed.
  if (!row || (row.order.userId !== actor.userId && actor.role !== 'admin'))
    throw notFound('payment.notFound');
  return row;
}

export async function getSlip(deps: PaymentsDeps, actor: Actor, paymentId: string) {
  const { payment, order } = await ownedPayment(deps, actor, paymentId);
  if (payment.method !== 'uplatnica') throw notFound('payment.notSlip');
  const slip = await slipOf(deps, order);
  return {
    ...slip,
    payment_id: payment.id,
    order_number: order.number,
    status: payment.status,
    qr_svg: await slipQrSvg(slip.qr_text),
  };
}

export async function getSlipPdf(deps: PaymentsDeps, actor: Actor, paymentId: string, locale: Locale) {
  const { payment, order } = await ownedPayment(deps, actor, paymentId);
  if (payment.method !== 'uplatnica') throw notFound('payment.notSlip');
  return {
    filename: `uplatnica-${order.number}.pdf`,
    pdf: await renderSlipPdf(await slipOf(deps, order), locale),
  };
}

export async function confirmSlip(deps: PaymentsDeps, admin: Actor, paymentId: string) {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('payment.notFound');
  if (payment.method !== 'uplatnica') throw validationError({ payment_id: ['payment.notSlip'] });
  const result = await completePayment(deps, paymentId, {
    confirmedBy: admin.userId,
    actorUserId: admin.userId,
    providerData: { confirmedBy: admin.user.email },
  });
  if (result.outcome === 'voucher-gone') throw new AppError(409, 'payment.voucherGoneAdmin');
  if (result.outcome === 'already-completed') throw new AppError(409, 'payment.alreadyConfirmed');
  if (result.outcome === 'not-completable') throw new AppError(409, 'payment.alreadyConfirmed');
  const [updated] = await deps.db.select().from(payments).where(eq(payments.id, paymentId));
  return updated!;
}

/** Bank-slip payments for the administrator's Uplatnice table, newest first, a page at a time (spec 001 §3). */
export async function listSlips(
  deps: PaymentsDeps,
  query: { status: AdminSlipStatusFilter; page: number; perPage: number },
): Promise<AdminSlipList> {
  const { status, page, perPage } = query;
  const where =
    status === 'all'
      ? eq(payments.method, 'uplatnica')
      : and(eq(payments.method, 'uplatnica'), eq(payments.status, status));
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({ payment: payments, order: orders, user: { name: users.name, email: users.email } })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  const orderIds = [...new Set(rows.map((row) => row.order.id))];
  const lines = orderIds.length
    ? await deps.db
        .select({ orderId: orderLines.orderId, title: orderLines.title })
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(orderLines.id)
    : [];
  const total = count?.total ?? 0;
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
      amount: formatAmount(payment.amountPara),
      amount_para: payment.amountPara,
      status: payment.status,
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

// ---------------------------------------------------------------------------------------------- status

export async function paymentStatus(deps: PaymentsDeps, actor: Actor, paymentId: string) {
  const { payment, order } = await ownedPayment(deps, actor, paymentId);
  const all = await deps.db
    .select({
      type: orderLines.type,
      refId: orderLines.refId,
      title: orderLines.title,
      gift: orderLines.gift,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const lines = all.filter((line) => line.type === 'course' || line.type === 'course_extension');
  return {
    payment_id: payment.id,
    status: payment.status,
    method: payment.method,
    order_number: order.number,
    amount_para: payment.amountPara,
    failure_reason: payment.failureReason,
    course_ids: [...new Set(lines.map((line) => line.refId))],
    extended_course_ids: [
      ...new Set(lines.filter((line) => line.type === 'course_extension').map((line) => line.refId)),
    ],
    gifts: all.flatMap((line) =>
      line.gift && (line.type === 'gift_course' || line.type === 'gift_card')
        ? [
            {
              kind: line.type === 'gift_course' ? ('course' as const) : ('card' as const),
              title: line.title,
              recipient_email: line.gift.email,
            },
          ]
        : [],
    ),
  };
}

// ------------------------------------------------------------------------------------------------ card

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
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.method, 'upc'), eq(payments.providerOrderId, notify.providerOrderId)));
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
  const [payment] = providerOrderId
    ? await deps.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.method, 'upc'), eq(payments.providerOrderId, providerOrderId)))
    : [];
  return payment ? successUrl(deps.config, payment.id) : errorUrl(deps.config, 'sr', 'payment.failed');
}

// ---------------------------------------------------------------------------------------------- PayPal

async function paypalPayment(deps: PaymentsDeps, providerOrderId: string) {
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.method, 'paypal'), eq(payments.providerOrderId, providerOrderId)));
  return row ?? null;
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
    await deps.db
      .update(payments)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
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
  const [seen] = await deps.db
    .select({ id: paymentEvents.eventId })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, 'paypal'), eq(paymentEvents.eventId, event.id)));
  if (seen) return 'duplicate';
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
  await deps.db
    .insert(paymentEvents)
    .values({ provider: 'paypal', eventId: event.id, type: event.eventType, payload: event.raw as object })
    .onConflictDoNothing();
  return outcome;
}

// ---------------------------------------------------------------------------------------------- refunds

export async function refund(deps: PaymentsDeps, admin: Actor, orderId: number) {
  const { order, payment } = await refundOrder(deps, { orderId, adminId: admin.userId });
  // Money goes back through the provider where its driver can; card and bank-slip refunds are made by hand.
  if (payment?.method === 'paypal' && deps.gateways.paypal?.refund) {
    const captureId = (payment.providerData as { captureId?: string }).captureId;
    if (captureId && payment.eurAmountCents) {
      try {
        await deps.gateways.paypal.refund({
          captureId,
          amountCents: payment.eurAmountCents,
          requestId: `refund-${payment.id}`,
        });
      } catch (error) {
        deps.log.error({ err: error, orderId }, 'PayPal refund failed: refund it in the PayPal dashboard');
      }
    }
  }
  return order;
}

export type { PaymentMethod };
