// Gifts after they are paid (ADR 044): what the module's services share, and the administrator's lists. The
// recipient's preview, redemption and card balance are in gift-redeem.service.ts; the buyer's list of sent gifts
// and cards and the resend in gift-resend.service.ts.
import type { AdminGift, AdminGiftCard, GiftHistoryEntry } from '@atelje/shared';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  courseGifts,
  courses,
  giftCards,
  giftCardUses,
  orderLines,
  orders,
  users,
} from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { pageMeta } from '../../lib/admin-pagination';
import { type Locale, localText } from '../../lib/i18n';

export interface GiftsDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
}

/** Who asks: the buyer (their own gifts only) or an administrator (any, and without the resend pause). */
export interface GiftActor {
  userId: number;
  admin: boolean;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

// ------------------------------------------------------------------------------------------------ admin

const buyer = alias(users, 'buyer');
const redeemer = alias(users, 'redeemer');

const byTime = (entries: GiftHistoryEntry[]) => entries.sort((a, b) => a.at.localeCompare(b.at));

/** GET /admin/gifts: course gifts, newest first, a page at a time. */
export async function adminGifts(deps: GiftsDeps, page: number, perPage: number, locale: Locale) {
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        gift: courseGifts,
        course: { id: courses.id, title: courses.title, titleEn: courses.titleEn },
        order: { id: orders.id, number: orders.number, paidAt: orders.paidAt },
        line: { pricePara: orderLines.pricePara },
        buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
        redeemer: { id: redeemer.id, name: redeemer.name, email: redeemer.email },
      })
      .from(courseGifts)
      .innerJoin(courses, eq(courses.id, courseGifts.courseId))
      .innerJoin(orders, eq(orders.id, courseGifts.orderId))
      .innerJoin(orderLines, eq(orderLines.id, courseGifts.orderLineId))
      .innerJoin(buyer, eq(buyer.id, courseGifts.buyerUserId))
      .leftJoin(redeemer, eq(redeemer.id, courseGifts.redeemedByUserId))
      .orderBy(desc(courseGifts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(courseGifts),
  ]);
  const data: AdminGift[] = rows.map((row) => {
    const { gift } = row;
    const history: GiftHistoryEntry[] = [
      {
        at: gift.createdAt.toISOString(),
        event: 'paid',
        amount_para: row.line.pricePara,
        order_number: row.order.number,
      },
    ];
    if (gift.mailCount > 1)
      history.push({
        at: gift.mailedAt.toISOString(),
        event: 'mailed',
        amount_para: null,
        order_number: null,
      });
    if (gift.redeemedAt)
      history.push({
        at: gift.redeemedAt.toISOString(),
        event: 'redeemed',
        amount_para: null,
        order_number: null,
      });
    if (gift.voidedAt)
      history.push({
        at: gift.voidedAt.toISOString(),
        event: 'voided',
        amount_para: null,
        order_number: null,
      });
    return {
      id: gift.id,
      code_tail: gift.codeTail,
      status: gift.status,
      course: { id: row.course.id, title: localText(row.course.title, row.course.titleEn, locale) },
      buyer: row.buyer,
      recipient_email: gift.recipientEmail,
      recipient_name: gift.recipientName,
      amount_para: row.line.pricePara,
      order_id: row.order.id,
      order_number: row.order.number,
      created_at: gift.createdAt.toISOString(),
      mailed_at: gift.mailedAt.toISOString(),
      mail_count: gift.mailCount,
      redeemed_at: iso(gift.redeemedAt),
      redeemed_by: row.redeemer?.id ? row.redeemer : null,
      redeem_outcome:
        gift.redeemOutcome === 'granted' || gift.redeemOutcome === 'extended' ? gift.redeemOutcome : null,
      history: byTime(history),
    };
  });
  return { data, meta: pageMeta(count?.total ?? 0, page, perPage) };
}

/** GET /admin/gift-cards: gift cards with their balance and every order that used them, newest first. */
export async function adminGiftCards(deps: GiftsDeps, page: number, perPage: number) {
  const [rows, [count]] = await Promise.all([
    deps.db
      .select({
        card: giftCards,
        order: { id: orders.id, number: orders.number },
        buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
      })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .innerJoin(buyer, eq(buyer.id, giftCards.buyerUserId))
      .orderBy(desc(giftCards.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(giftCards),
  ]);
  const ids = rows.map((row) => row.card.id);
  const uses = ids.length
    ? await deps.db
        .select({ use: giftCardUses, orderNumber: orders.number })
        .from(giftCardUses)
        .innerJoin(orders, eq(orders.id, giftCardUses.orderId))
        .where(inArray(giftCardUses.giftCardId, ids))
    : [];
  const data: AdminGiftCard[] = rows.map(({ card, order, buyer: person }) => {
    const history: GiftHistoryEntry[] = [
      {
        at: card.createdAt.toISOString(),
        event: 'paid',
        amount_para: card.initialPara,
        order_number: order.number,
      },
    ];
    if (card.mailCount > 1)
      history.push({
        at: card.mailedAt.toISOString(),
        event: 'mailed',
        amount_para: null,
        order_number: null,
      });
    for (const { use, orderNumber } of uses.filter((row) => row.use.giftCardId === card.id)) {
      history.push({
        at: use.createdAt.toISOString(),
        event: 'held',
        amount_para: use.amountPara,
        order_number: orderNumber,
      });
      if (use.settledAt && use.status !== 'held')
        history.push({
          at: use.settledAt.toISOString(),
          event: use.status,
          amount_para: use.amountPara,
          order_number: orderNumber,
        });
    }
    if (card.voidedAt)
      history.push({
        at: card.voidedAt.toISOString(),
        event: 'voided',
        amount_para: null,
        order_number: null,
      });
    return {
      id: card.id,
      code_tail: card.codeTail,
      status: card.status,
      buyer: person,
      recipient_email: card.recipientEmail,
      recipient_name: card.recipientName,
      initial_para: card.initialPara,
      balance_para: card.balancePara,
      order_id: order.id,
      order_number: order.number,
      created_at: card.createdAt.toISOString(),
      mailed_at: card.mailedAt.toISOString(),
      mail_count: card.mailCount,
      history: byTime(history),
    };
  });
  return { data, meta: pageMeta(count?.total ?? 0, page, perPage) };
}
