// Course gifts and gift cards (ADR 044), and the part of an order a gift card pays.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { nowColumn, optionalRef, requiredRef, serialId, tz } from './columns';
import { orderLines, orders } from './commerce';
import { users } from './users';

/** A course gift: mailed (`sent`), taken by its recipient (`redeemed`), or cancelled by a refund (`void`). */
export const giftStatusEnum = pgEnum('gift_status', ['sent', 'redeemed', 'void']);
export const giftCardStatusEnum = pgEnum('gift_card_status', ['active', 'void']);
/** A gift card's part of an order: held while the order is pending, spent when paid, released, or returned by a refund. */
export const giftCardUseStatusEnum = pgEnum('gift_card_use_status', [
  'held',
  'spent',
  'released',
  'returned',
]);

/** The order line a gift or gift card was bought with, and its buyer. */
const giftPurchase = () => ({
  orderId: requiredRef('order_id', () => orders.id, 'cascade'),
  orderLineId: requiredRef('order_line_id', () => orderLines.id, 'cascade'),
  buyerUserId: requiredRef('buyer_user_id', () => users.id, 'cascade'),
});

/** Whom it is for, and its redeem code: only a hash is kept. */
const giftRecipient = () => ({
  recipientEmail: text('recipient_email').notNull(),
  recipientName: text('recipient_name').notNull(),
  message: text('message').notNull().default(''),
  codeHash: text('code_hash').notNull(),
  /** The code's last four characters, for the buyer and the administrator to tell codes apart. */
  codeTail: text('code_tail').notNull(),
});

/** The e-mail to the recipient: its language, when it was (last) sent and how often. */
const giftMailing = () => ({
  locale: text('locale').notNull().default('sr'),
  createdAt: nowColumn('created_at'),
  mailedAt: nowColumn('mailed_at'),
  mailCount: integer('mail_count').notNull().default(1),
});

/**
 * A course bought as a gift (ADR 044): made when its order is paid, one per order line. Only a hash of the redeem
 * code is kept; a resend makes a new code. The access starts when the recipient redeems it.
 */
export const courseGifts = pgTable(
  'course_gifts',
  {
    id: serialId(),
    ...giftPurchase(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    months: integer('months').notNull(),
    ...giftRecipient(),
    status: giftStatusEnum('status').notNull().default('sent'),
    ...giftMailing(),
    redeemedAt: tz('redeemed_at'),
    redeemedByUserId: optionalRef('redeemed_by_user_id', () => users.id, 'set null'),
    /** `granted`: the recipient had no live access; `extended`: the months were added to a live access. */
    redeemOutcome: text('redeem_outcome'),
    voidedAt: tz('voided_at'),
  },
  (t) => [
    uniqueIndex('course_gifts_line_unique').on(t.orderLineId),
    uniqueIndex('course_gifts_code_unique').on(t.codeHash),
    index('course_gifts_buyer_idx').on(t.buyerUserId),
  ],
);

/** A gift card (ADR 044): a balance in para that pays part or all of later orders. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serialId(),
    ...giftPurchase(),
    ...giftRecipient(),
    initialPara: integer('initial_para').notNull(),
    /** What is left: the initial amount less what paid orders spent, plus what refunds returned. */
    balancePara: integer('balance_para').notNull(),
    status: giftCardStatusEnum('status').notNull().default('active'),
    ...giftMailing(),
    voidedAt: tz('voided_at'),
  },
  (t) => [
    uniqueIndex('gift_cards_line_unique').on(t.orderLineId),
    uniqueIndex('gift_cards_code_unique').on(t.codeHash),
    index('gift_cards_buyer_idx').on(t.buyerUserId),
    check('gift_cards_balance_range', sql`${t.balancePara} >= 0 and ${t.balancePara} <= ${t.initialPara}`),
  ],
);

/**
 * What a gift card pays of an order: held from the order's creation (like a voucher use, ADR 022), spent when the
 * order is paid, released when its payment fails, returned to the card by a refund.
 */
export const giftCardUses = pgTable(
  'gift_card_uses',
  {
    id: serialId(),
    giftCardId: requiredRef('gift_card_id', () => giftCards.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    amountPara: integer('amount_para').notNull(),
    status: giftCardUseStatusEnum('status').notNull().default('held'),
    heldUntil: tz('held_until').notNull(),
    createdAt: nowColumn('created_at'),
    settledAt: tz('settled_at'),
  },
  (t) => [
    uniqueIndex('gift_card_uses_order_unique').on(t.orderId),
    index('gift_card_uses_card_idx').on(t.giftCardId, t.status),
    check('gift_card_uses_amount_positive', sql`${t.amountPara} > 0`),
  ],
);
