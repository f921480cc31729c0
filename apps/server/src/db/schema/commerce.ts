// Commerce: server carts, vouchers, orders with their lines, payment attempts, invoices, and the provider events
// already handled. What a payment grants is in access.ts, gifts and gift cards in gifts.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { nowColumn, optionalRef, requiredRef, serialId, timestamps, tz } from './columns';
import { users } from './users';

export const itemTypeEnum = pgEnum('item_type', [
  'course',
  'ebook',
  'template',
  'course_extension',
  'membership',
  'gift_course',
  'gift_card',
]);
export const paymentMethodEnum = pgEnum('payment_method', ['upc', 'paypal', 'uplatnica']);
export const orderStatusEnum = pgEnum('order_status', ['pending', 'paid', 'refunded', 'cancelled']);
export const paymentStatusEnum = pgEnum('payment_status', [
  'pending',
  'approved',
  'completed',
  'failed',
  'refunded',
]);
export const voucherKindEnum = pgEnum('voucher_kind', ['percent', 'fixed']);

/** A signed-in person's cart, merged with the browser's cart at login. `refId` is a course, e-book, template or category id. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    type: itemTypeEnum('type').notNull(),
    refId: integer('ref_id').notNull(),
    addedAt: nowColumn('added_at'),
  },
  (t) => [uniqueIndex('cart_items_unique').on(t.userId, t.type, t.refId)],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: serialId(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull(),
    kind: voucherKindEnum('kind').notNull(),
    /** Percent (1..100) or a fixed amount in para. */
    value: integer('value').notNull(),
    validFrom: tz('valid_from'),
    validUntil: tz('valid_until'),
    /**
     * Null: unlimited. `used_count` counts paid orders; pending orders hold a use until their
     * `voucher_held_until` (ADR 022), and both together never exceed this.
     */
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    /** A personal code (the welcome voucher) only works for this e-mail. */
    assignedEmail: text('assigned_email'),
    /** Who sent a welcome voucher to a friend (null for codes an administrator made). */
    createdByUserId: optionalRef('created_by_user_id', () => users.id, 'set null'),
    active: boolean('active').notNull().default(true),
    createdAt: nowColumn('created_at'),
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code),
    check('vouchers_value_positive', sql`${t.value} > 0`),
  ],
);

export interface BillingDetails {
  name: string;
  email: string;
  phone: string;
  address?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

/** Whom a gift line of an order is for (ADR 044). */
export interface GiftRecipient {
  email: string;
  name: string;
  message: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    /** "2026-000123": year and id, unique; the bank-slip reference is derived from it. */
    number: text('number').notNull(),
    userId: requiredRef('user_id', () => users.id),
    status: orderStatusEnum('status').notNull().default('pending'),
    subtotalPara: integer('subtotal_para').notNull(),
    discountPara: integer('discount_para').notNull().default(0),
    totalPara: integer('total_para').notNull(),
    voucherId: optionalRef('voucher_id', () => vouchers.id),
    voucherCode: text('voucher_code'),
    /**
     * While the order is pending, it holds one use of its voucher until this moment (ADR 022); cleared when its
     * payment fails or the use is counted at payment.
     */
    voucherHeldUntil: tz('voucher_held_until'),
    /**
     * The part of subtotal − discount paid with a gift card (ADR 044); `total_para` is what is left for the payment
     * method, so a payment attempt's amount is always the order's total.
     */
    giftCardPara: integer('gift_card_para').notNull().default(0),
    billing: jsonb('billing').$type<BillingDetails>().notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    locale: text('locale').notNull().default('sr'),
    createdAt: nowColumn('created_at'),
    paidAt: tz('paid_at'),
    refundedAt: tz('refunded_at'),
    /** Set when the invoice-and-confirmation job was queued; a sweeper queues paid orders that lack it. */
    fulfilmentQueuedAt: tz('fulfilment_queued_at'),
    /** Set by the one job run that queues the confirmation e-mail, so a retried job does not send it twice. */
    confirmationMailedAt: tz('confirmation_mailed_at'),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    index('orders_user_idx').on(t.userId),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_voucher_idx').on(t.voucherId),
    // The business dashboard's days (ADR 073).
    index('orders_paid_idx').on(t.paidAt),
    index('orders_refunded_idx').on(t.refundedAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    type: itemTypeEnum('type').notNull(),
    /** Course (also for an extension), e-book, template, or the zone's category id. */
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    /** Price of the line at order time, para, VAT included. */
    pricePara: integer('price_para').notNull(),
    originalPricePara: integer('original_price_para'),
    /** Months of access the line grants (course access_months, 6 for an extension, 12 for a membership). */
    months: integer('months'),
    /** For a gift line: whom it is for. */
    gift: jsonb('gift').$type<GiftRecipient>(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    /** Public id, used in status URLs. */
    id: uuid('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    amountPara: integer('amount_para').notNull(),
    /** UPC OrderID, PayPal order id, or the slip's model 97 reference. Unique per method. */
    providerOrderId: text('provider_order_id').notNull(),
    nonce: text('nonce').notNull(),
    eurAmountCents: integer('eur_amount_cents'),
    eurRate: text('eur_rate'),
    rateDate: tz('rate_date'),
    providerData: jsonb('provider_data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    failureReason: text('failure_reason'),
    /** Administrator who confirmed a bank slip. */
    confirmedBy: optionalRef('confirmed_by', () => users.id, 'set null'),
    ...timestamps(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.method, t.providerOrderId),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_idx').on(t.method, t.status, t.createdAt),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    number: text('number').notNull(),
    driver: text('driver').notNull(),
    storageKey: text('storage_key').notNull(),
    externalId: text('external_id'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.number),
  ],
);

/** Per-year counters (invoice numbers): incremented atomically with INSERT ... ON CONFLICT DO UPDATE. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/** Provider events already handled (PayPal webhook ids): a replay is answered and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: nowColumn('received_at'),
    payload: jsonb('payload').notNull(),
  },
  (t) => [uniqueIndex('payment_events_unique').on(t.provider, t.eventId)],
);

/** Client-side payment errors reported by the browser (POST /log-error). */
export const clientErrors = pgTable('client_errors', {
  id: serialId(),
  userId: optionalRef('user_id', () => users.id, 'set null'),
  paymentId: text('payment_id'),
  message: text('message').notNull(),
  error: text('error'),
  response: jsonb('response'),
  createdAt: nowColumn('created_at'),
});
