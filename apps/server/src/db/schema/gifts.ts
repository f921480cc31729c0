// Course gifts and gift cards (ADR 044), and the part of an order a gift card pays.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
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

/**
 * A course bought as a gift (ADR 044): made when its order is paid, one per order line. Only a hash of the redeem
 * code is kept; a resend makes a new code. The access starts when the recipient redeems it.
 */
export const courseGifts = pgTable(
  'course_gifts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    months: integer('months').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    message: text('message').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    /** The code's last four characters, for the buyer and the administrator to tell codes apart. */
    codeTail: text('code_tail').notNull(),
    status: giftStatusEnum('status').notNull().default('sent'),
    locale: text('locale').notNull().default('sr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
    mailCount: integer('mail_count').notNull().default(1),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `granted`: the recipient had no live access; `extended`: the months were added to a live access. */
    redeemOutcome: text('redeem_outcome'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    buyerUserId: integer('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    message: text('message').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    codeTail: text('code_tail').notNull(),
    initialPara: integer('initial_para').notNull(),
    /** What is left: the initial amount less what paid orders spent, plus what refunds returned. */
    balancePara: integer('balance_para').notNull(),
    status: giftCardStatusEnum('status').notNull().default('active'),
    locale: text('locale').notNull().default('sr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull().defaultNow(),
    mailCount: integer('mail_count').notNull().default(1),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
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
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPara: integer('amount_para').notNull(),
    status: giftCardUseStatusEnum('status').notNull().default('held'),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_card_uses_order_unique').on(t.orderId),
    index('gift_card_uses_card_idx').on(t.giftCardId, t.status),
    check('gift_card_uses_amount_positive', sql`${t.amountPara} > 0`),
  ],
);
