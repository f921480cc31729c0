// Orders: one order covers the whole cart, priced from the database, with the voucher applied (issue 4
// "Orders"); and what a buyer reads back: orders, purchased courses, downloads.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  type Billing,
  type GiftItem,
  giftCardPays,
  type PaymentMethod,
  type PricedLine,
  type SavedBilling,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BillingDetails, GiftRecipient } from '../../db/schema/index';
import { rsdParaToEurCents } from '../../drivers/payments/eur';
import { AppError, validationError } from '../../lib/errors';
import type { Locale, PageLocale } from '../../lib/i18n';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS } from '../../lib/signed-url';
import { cardAvailable, cardByCode, giftCardRefused, holdAmount } from '../commerce/gift-card-hold';
import { holdUntil } from '../commerce/hold-times';
import { type OrderItemRef, priceItems } from '../commerce/pricing';
import { lockVoucherUses, voucherIdByCode } from '../commerce/voucher-hold';
import { checkVoucher, normalizeVoucherCode, type VoucherCheck } from '../commerce/voucher-rules';
import { receiptsByOrder } from '../fiscal/fiscal.service';
import { sellingRules } from '../settings/settings.service';
import * as repo from './orders.repository';

export interface CommerceDeps {
  db: Db;
  config: Config;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['upc', 'uplatnica', 'paypal'];

export function parseMethod(value: unknown): PaymentMethod {
  if (typeof value !== 'string' || !PAYMENT_METHODS.includes(value as PaymentMethod)) {
    throw validationError({ payment_method: ['checkout.method'] });
  }
  return value as PaymentMethod;
}

export interface Quote {
  lines: PricedLine[];
  subtotalPara: number;
  discountPara: number;
  totalPara: number;
  voucher: { id: number; code: string; kind: 'percent' | 'fixed'; value: number } | null;
  /** What the gift card pays; totalPara is what is left for the payment method (ADR 044). */
  giftCardPara: number;
  giftCard: { id: number; codeTail: string; availablePara: number } | null;
  eur: { amountCents: number; rate: string };
}

/** The one line a gift order prices (ADR 044): the course as a gift, or a gift card of the amount. */
export function giftRef(gift: GiftItem): OrderItemRef {
  return gift.kind === 'course'
    ? { type: 'gift_course', id: gift.course_id! }
    : { type: 'gift_card', id: gift.amount_para! };
}

/** The lines an order prices: the gift alone, or the cart (a gift is never bought with the cart). */
export function orderRefs(items: OrderItemRef[], gift: GiftItem | undefined): OrderItemRef[] {
  if (!gift) return items;
  if (items.length > 0) throw validationError({ items: ['gift.withItems'] });
  return [giftRef(gift)];
}

/** Prices refs and applies a voucher; refuses an empty cart, anything not for sale and a bad voucher. */
export async function quote(
  deps: CommerceDeps,
  input: {
    items: OrderItemRef[];
    voucher?: string;
    giftCard?: string;
    email: string | null;
    userId: number | null;
    /** At checkout a code that has just run out is told apart from one that was used up all along. */
    atCheckout?: boolean;
  },
  locale: Locale,
): Promise<Quote> {
  if (input.items.length === 0) throw validationError({ items: ['checkout.emptyCart'] });
  const { lines, unavailable } = await priceItems(deps, input.items, locale);
  const first = unavailable[0];
  if (first) {
    throw new AppError(422, 'checkout.itemUnavailable', {
      params: { title: `${first.type} ${first.id}` },
      fields: { items: ['checkout.itemUnavailable'] },
    });
  }
  const extensions = lines.filter((line) => line.type === 'course_extension').map((line) => line.id);
  if (extensions.length > 0) {
    const owned = input.userId ? await repo.findHeldCourseIds(deps.db, input.userId, extensions) : [];
    if (owned.length !== extensions.length) throw validationError({ items: ['checkout.noAccessToExtend'] });
  }
  const subtotalPara = lines.reduce((sum, line) => sum + line.price_para, 0);
  // Gift cards are bought at their face value: no voucher lowers their price, no gift card pays for them.
  const cardsPara = lines
    .filter((line) => line.type === 'gift_card')
    .reduce((sum, line) => sum + line.price_para, 0);
  const discountablePara = subtotalPara - cardsPara;
  let discountPara = 0;
  let applied: Quote['voucher'] = null;
  const code = input.voucher ? normalizeVoucherCode(input.voucher) : '';
  if (code && discountablePara === 0) throw validationError({ voucher: ['voucher.notForGiftCards'] });
  if (code) {
    const foundId = await voucherIdByCode(deps.db, code);
    const now = new Date();
    // Uses held by pending orders count as taken (ADR 022): the quote tells the truth the order will hold to.
    const voucher = foundId !== null ? await lockVoucherUses(deps.db, foundId, { now, lock: false }) : null;
    if (!voucher) throw validationError({ voucher: ['voucher.invalid'] });
    const check = checkVoucher(voucher, { subtotalPara: discountablePara, email: input.email, now });
    if (!check.ok) throw voucherRefused(check.reason, input.atCheckout ?? false);
    discountPara = check.discountPara;
    applied = { id: voucher.id, code: voucher.code, kind: voucher.kind, value: voucher.value };
  }
  let giftCardPara = 0;
  let giftCard: Quote['giftCard'] = null;
  if (input.giftCard?.trim()) {
    if (cardsPara > 0) throw giftCardRefused('giftCard.notForGiftCards');
    const row = await cardByCode(deps.db, input.giftCard);
    if (!row) throw giftCardRefused('giftCard.invalid');
    if (row.status !== 'active') throw giftCardRefused('giftCard.void');
    // Amounts held by pending orders count as taken, as voucher holds do: the quote tells the order's truth.
    const found = await cardAvailable(deps.db, row.id, { now: new Date(), lock: false });
    if (!found || found.availablePara === 0) throw giftCardRefused('giftCard.empty');
    giftCardPara = giftCardPays(found.availablePara, subtotalPara - discountPara);
    giftCard = { id: row.id, codeTail: row.codeTail, availablePara: found.availablePara };
  }
  const totalPara = subtotalPara - discountPara - giftCardPara;
  // The rate in force when the order is priced (ADR 071): an administrator's, else EUR_RATE.
  const { eur_rate: eurRate } = await sellingRules(deps.db, deps.config);
  return {
    lines,
    subtotalPara,
    discountPara,
    totalPara,
    giftCardPara,
    giftCard,
    voucher: applied,
    eur: {
      amountCents: rsdParaToEurCents(totalPara, eurRate),
      rate: eurRate,
    },
  };
}

/** A refused voucher, with its reason under the field (and as the message). */
function voucherRefused(reason: Extract<VoucherCheck, { ok: false }>['reason'], atCheckout: boolean) {
  const key = atCheckout && reason === 'voucher.usedUp' ? 'voucher.noLongerAvailable' : reason;
  return new AppError(422, key, { fields: { voucher: [key] } });
}

export function quoteResponse(q: Quote) {
  return {
    lines: q.lines,
    subtotal_para: q.subtotalPara,
    discount_para: q.discountPara,
    total_para: q.totalPara,
    voucher: q.voucher ? { code: q.voucher.code, kind: q.voucher.kind, value: q.voucher.value } : null,
    gift_card_para: q.giftCardPara,
    gift_card: q.giftCard
      ? {
          code_tail: q.giftCard.codeTail,
          available_para: q.giftCard.availablePara,
          remaining_para: q.giftCard.availablePara - q.giftCardPara,
        }
      : null,
    eur: { amount_cents: q.eur.amountCents, rate: q.eur.rate },
  };
}

export type OrderRow = repo.OrderRow;
export type PaymentRow = repo.PaymentRow;

/** A UPC OrderID: the order's digits and a random suffix, new per attempt, at most 20 bytes. */
export function providerOrderIdFor(orderNumber: string): string {
  return `${orderNumber.replace(/\D/g, '')}-${randomBytes(3).toString('hex')}`;
}

/**
 * Creates the order, its lines and its first payment attempt in one transaction. The order number is the year
 * and the order id ("2026-000123").
 */
export async function createOrder(
  deps: CommerceDeps,
  input: {
    userId: number;
    /** The buyer's account e-mail, for a personal voucher. */
    email: string;
    quote: Quote;
    method: PaymentMethod;
    billing: BillingDetails;
    /** The buyer's language and script ('sr-Cyrl' for a Cyrillic buyer, ADR 086). */
    locale: PageLocale;
    /** Whom the gift lines are for. */
    gift?: GiftRecipient;
  },
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const { quote: q } = input;
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const now = new Date();
    let discountPara = q.discountPara;
    if (q.voucher) {
      // The voucher's row stays locked until this order (and its hold on one use) is committed: parallel
      // checkouts with one code are counted one after the other, and only as many as it has uses get it.
      const voucher = await lockVoucherUses(tx, q.voucher.id, { now });
      if (!voucher) throw voucherRefused('voucher.invalid', true);
      const cardsPara = q.lines
        .filter((line) => line.type === 'gift_card')
        .reduce((sum, line) => sum + line.price_para, 0);
      const check = checkVoucher(voucher, {
        subtotalPara: q.subtotalPara - cardsPara,
        email: input.email,
        now,
      });
      if (!check.ok) throw voucherRefused(check.reason, true);
      discountPara = check.discountPara;
    }
    let giftCardPara = 0;
    if (q.giftCard && q.giftCardPara > 0) {
      // The card's row stays locked until this order's hold on its amount is committed (as a voucher's, ADR 022):
      // parallel checkouts with one card are counted one after the other and never take more than its balance.
      const found = await cardAvailable(tx, q.giftCard.id, { now });
      if (found?.card.status !== 'active') throw giftCardRefused('giftCard.void');
      giftCardPara = giftCardPays(found.availablePara, q.subtotalPara - discountPara);
      if (giftCardPara !== q.giftCardPara) throw giftCardRefused('giftCard.balanceChanged');
    }
    const id = await repo.nextOrderId(tx);
    const number = `${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`;
    const order = await repo.insertOrder(tx, {
      id,
      number,
      userId: input.userId,
      subtotalPara: q.subtotalPara,
      discountPara,
      giftCardPara,
      totalPara: q.subtotalPara - discountPara - giftCardPara,
      voucherId: q.voucher?.id ?? null,
      voucherCode: q.voucher?.code ?? null,
      voucherHeldUntil: q.voucher ? holdUntil(input.method, now) : null,
      billing: input.billing,
      paymentMethod: input.method,
      locale: input.locale,
    });
    await repo.insertOrderLines(
      tx,
      q.lines.map((line) => ({
        orderId: id,
        type: line.type,
        refId: line.id,
        title: line.title,
        pricePara: line.price_para,
        originalPricePara: line.original_price_para,
        months: line.months,
        gift: line.type === 'gift_course' || line.type === 'gift_card' ? (input.gift ?? null) : null,
      })),
    );
    if (giftCardPara > 0) {
      await holdAmount(tx, {
        giftCardId: q.giftCard!.id,
        orderId: id,
        amountPara: giftCardPara,
        heldUntil: holdUntil(input.method, now),
      });
    }
    const payment = await insertAttempt(tx, deps.config, order, input.method);
    return { order, payment };
  });
}

/** A new payment attempt for an order (each try has its own id). */
export async function insertAttempt(
  tx: Db,
  config: Config,
  order: OrderRow,
  method: PaymentMethod,
): Promise<PaymentRow> {
  const id = randomUUID();
  const providerOrderId =
    method === 'upc'
      ? providerOrderIdFor(order.number)
      : method === 'paypal'
        ? `new:${id}`
        : `slip:${order.number}`;
  const eurRate = method === 'paypal' ? (await sellingRules(tx, config)).eur_rate : '';
  const eur =
    method === 'paypal'
      ? {
          eurAmountCents: rsdParaToEurCents(order.totalPara, eurRate),
          eurRate,
          rateDate: new Date(),
        }
      : {};
  return repo.insertPayment(tx, {
    id,
    orderId: order.id,
    method,
    amountPara: order.totalPara,
    providerOrderId,
    nonce: randomBytes(16).toString('base64url'),
    ...eur,
  });
}

/**
 * The buyer's details for a new order: those sent with it; without any (the spec's per-course payment calls), the
 * ones of the buyer's last order, else the account's name and e-mail. A signed-in buyer may leave out the phone.
 */
export function billingFrom(
  input: Billing | undefined,
  user: { name: string; email: string },
  remembered: BillingDetails | null = null,
): BillingDetails {
  if (!input) return remembered ?? { name: user.name, email: user.email, phone: '' };
  return {
    name: input.name,
    email: input.email,
    phone: input.phone ?? '',
    address: input.address,
    postalCode: input.postalCode,
    city: input.city,
    country: input.country,
  };
}

/** The details of the user's newest order (whatever became of it): what they last typed at checkout. */
export async function lastBilling(db: Db, userId: number): Promise<BillingDetails | null> {
  return repo.findLastBilling(db, userId);
}

/**
 * GET /checkout/billing (issue 16, item 5): the signed-in buyer's own details from their last order, to fill in the
 * next checkout form. Only ever the caller's: the user id is the authenticated one.
 */
export async function savedBilling(db: Db, userId: number): Promise<SavedBilling | null> {
  const billing = await lastBilling(db, userId);
  if (!billing) return null;
  return {
    name: billing.name ?? '',
    email: billing.email ?? '',
    phone: billing.phone ?? '',
    address: billing.address ?? '',
    postalCode: billing.postalCode ?? '',
    city: billing.city ?? '',
    country: billing.country ?? '',
  };
}

export async function listOrders(db: Db, userId: number, config: Pick<Config, 'appSecret'>) {
  const { rows, lines, attempts, invoiceRows } = await repo.findOrdersOf(db, userId);
  const fiscal = await receiptsByOrder(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((order) => {
    const attempt =
      attempts.find((p) => p.orderId === order.id && p.status === 'completed') ??
      attempts.find((p) => p.orderId === order.id);
    const invoice = invoiceRows.find((row) => row.orderId === order.id);
    return {
      id: order.id,
      number: order.number,
      status: order.status,
      subtotal_para: order.subtotalPara,
      discount_para: order.discountPara,
      gift_card_para: order.giftCardPara,
      total_para: order.totalPara,
      voucher_code: order.voucherCode,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt?.toISOString() ?? null,
      payment_method: order.paymentMethod,
      payment_id: attempt?.id ?? null,
      payment_status: attempt?.status ?? null,
      invoice_number: invoice?.number ?? null,
      // Bound to the buyer: the route opens their media session (ADR 026).
      invoice_url: invoice
        ? userMediaUrl(config, invoice.storageKey, userId, Date.now(), GATED_TTL_SECONDS).url
        : null,
      // Only signed receipts: the buyer has nothing to do with one still being issued.
      fiscal_receipts: (fiscal.get(order.id) ?? [])
        .filter((receipt) => receipt.state === 'issued')
        .map((receipt) => ({ ...receipt, last_error: null })),
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          type: line.type,
          id: line.refId,
          title: line.title,
          price_para: line.pricePara,
          months: line.months,
        })),
    };
  });
}
