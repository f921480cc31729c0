// Gifts after they are paid (ADR 044): the recipient's preview and redemption of a course gift, the buyer's list of
// sent gifts and cards with a resend, a gift card's balance, and the administrator's lists.
import {
  type AdminGift,
  type AdminGiftCard,
  GIFT_RESEND_SECONDS,
  type GiftCardBalance,
  type GiftHistoryEntry,
  type GiftPreview,
  type GiftRedeemResponse,
  type SentGifts,
} from '@atelje/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
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
import { nudgeMail, recordMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { pageMeta } from '../../lib/admin-pagination';
import { AppError, notFound, validationError } from '../../lib/errors';
import { type Locale, localText, translate } from '../../lib/i18n';
import { signOptional } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { cardAvailable, cardByCode } from '../commerce/gift-card-hold';
import { newGiftCode, typedCodeHash } from '../commerce/gift-codes';
import { grantGift } from '../commerce/grants';
import { giftCardMail, giftCourseMail } from './gift-issue';

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

async function giftByCode(db: Db, code: string) {
  const hash = typedCodeHash('gift', code);
  if (!hash) return null;
  const [row] = await db
    .select({ gift: courseGifts, course: courses, billing: orders.billing })
    .from(courseGifts)
    .innerJoin(courses, eq(courses.id, courseGifts.courseId))
    .innerJoin(orders, eq(orders.id, courseGifts.orderId))
    .where(eq(courseGifts.codeHash, hash));
  return row ?? null;
}

/** GET /gifts/redeem/{code}: what the link gives. Anyone with the link may see it: the link is the secret. */
export async function previewGift(deps: GiftsDeps, code: string, locale: Locale): Promise<GiftPreview> {
  const row = await giftByCode(deps.db, code);
  if (!row) throw notFound('gift.notFound');
  const { gift, course, billing } = row;
  return {
    status: gift.status,
    course: {
      id: course.id,
      title: localText(course.title, course.titleEn, locale),
      cover_url: signOptional(deps.config, course.coverPath, { public: true }),
    },
    months: gift.months,
    sender_name: billing.name,
    recipient_name: gift.recipientName,
    message: gift.message,
  };
}

/**
 * POST /gifts/redeem: the signed-in person takes the gift. The status update is the only winner (a parallel
 * redemption waits on the row and then finds it redeemed), and the grant goes through the access ledger, unique per
 * line, in the same transaction. Any account may redeem (the recipient may use another address than the one the
 * link went to). A course the person already has for good is refused and the gift stays unused.
 */
export async function redeemGift(
  deps: GiftsDeps,
  userId: number,
  code: string,
  locale: Locale,
): Promise<GiftRedeemResponse> {
  const hash = typedCodeHash('gift', code);
  if (!hash) throw validationError({ code: ['gift.codeInvalid'] });
  const now = new Date();
  const result = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [gift] = await tx
      .update(courseGifts)
      .set({ status: 'redeemed', redeemedAt: now, redeemedByUserId: userId })
      .where(and(eq(courseGifts.codeHash, hash), eq(courseGifts.status, 'sent')))
      .returning();
    if (!gift) {
      const [existing] = await tx
        .select({ status: courseGifts.status })
        .from(courseGifts)
        .where(eq(courseGifts.codeHash, hash));
      if (!existing) throw notFound('gift.notFound');
      throw new AppError(409, existing.status === 'void' ? 'gift.void' : 'gift.alreadyRedeemed');
    }
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, gift.orderLineId));
    const granted = await grantGift(tx, {
      userId,
      courseId: gift.courseId,
      line: line!,
      months: gift.months,
      now,
    });
    // Thrown inside the transaction: the gift goes back to unredeemed.
    if (granted.outcome === 'forever') throw new AppError(409, 'gift.alreadyForever');
    await tx.update(courseGifts).set({ redeemOutcome: granted.outcome }).where(eq(courseGifts.id, gift.id));
    await logActivity(tx, {
      actorUserId: userId,
      type: 'gift.redeemed',
      message: `Poklon #${gift.id} (kurs ${gift.courseId}) je aktiviran${granted.outcome === 'extended' ? '; pristup je produžen' : ''}`,
      data: { giftId: gift.id, orderId: gift.orderId, courseId: gift.courseId, outcome: granted.outcome },
    });
    return { gift, granted };
  });
  return {
    message: translate(
      locale,
      result.granted.outcome === 'extended' ? 'gift.redeemedExtended' : 'gift.redeemed',
    ),
    course_id: result.gift.courseId,
    outcome: result.granted.outcome,
    expires_at: result.granted.expiresAt.toISOString(),
  };
}

/** Card ids among these that have paid, or are paying, for an order: they are in use. */
async function cardsInUse(db: Db, cardIds: number[], now: Date): Promise<Set<number>> {
  if (cardIds.length === 0) return new Set();
  const uses = await db
    .select()
    .from(giftCardUses)
    .where(and(inArray(giftCardUses.giftCardId, cardIds), inArray(giftCardUses.status, ['held', 'spent'])));
  return new Set(
    uses.filter((use) => use.status === 'spent' || use.heldUntil > now).map((use) => use.giftCardId),
  );
}

/** GET /gifts/sent: the signed-in buyer's gifts and gift cards, newest first. */
export async function sentGifts(deps: GiftsDeps, userId: number, locale: Locale): Promise<SentGifts> {
  const now = new Date();
  const [gifts, cards] = await Promise.all([
    deps.db
      .select({ gift: courseGifts, course: courses, orderNumber: orders.number })
      .from(courseGifts)
      .innerJoin(courses, eq(courses.id, courseGifts.courseId))
      .innerJoin(orders, eq(orders.id, courseGifts.orderId))
      .where(eq(courseGifts.buyerUserId, userId))
      .orderBy(desc(courseGifts.id))
      .limit(200),
    deps.db
      .select({ card: giftCards, orderNumber: orders.number })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(eq(giftCards.buyerUserId, userId))
      .orderBy(desc(giftCards.id))
      .limit(200),
  ]);
  const used = await cardsInUse(
    deps.db,
    cards.map((row) => row.card.id),
    now,
  );
  return {
    gifts: gifts.map(({ gift, course, orderNumber }) => ({
      id: gift.id,
      course_id: course.id,
      course_title: localText(course.title, course.titleEn, locale),
      recipient_email: gift.recipientEmail,
      recipient_name: gift.recipientName,
      message: gift.message,
      status: gift.status,
      code_tail: gift.codeTail,
      order_number: orderNumber,
      created_at: gift.createdAt.toISOString(),
      mailed_at: gift.mailedAt.toISOString(),
      redeemed_at: iso(gift.redeemedAt),
      can_resend: gift.status === 'sent',
    })),
    gift_cards: cards.map(({ card, orderNumber }) => ({
      id: card.id,
      recipient_email: card.recipientEmail,
      recipient_name: card.recipientName,
      message: card.message,
      status: card.status,
      code_tail: card.codeTail,
      order_number: orderNumber,
      initial_para: card.initialPara,
      balance_para: card.balancePara,
      created_at: card.createdAt.toISOString(),
      mailed_at: card.mailedAt.toISOString(),
      can_resend: cardResendable(card, used.has(card.id)),
    })),
  };
}

function cardResendable(card: typeof giftCards.$inferSelect, inUse: boolean): boolean {
  return card.status === 'active' && !inUse && card.balancePara === card.initialPara;
}

function tooSoon(mailedAt: Date, now: Date): boolean {
  return now.getTime() - mailedAt.getTime() < GIFT_RESEND_SECONDS * 1000;
}

/**
 * Sends a course gift's e-mail again with a new code: only the hash is stored, so the old link stops working (the
 * buyer is told so). The buyer may do it for their own unredeemed gift once a minute; an administrator any time.
 */
export async function resendGift(deps: GiftsDeps, actor: GiftActor, giftId: number, locale: Locale) {
  const now = new Date();
  const { mailId, email } = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ gift: courseGifts, line: orderLines, billing: orders.billing })
      .from(courseGifts)
      .innerJoin(orderLines, eq(orderLines.id, courseGifts.orderLineId))
      .innerJoin(orders, eq(orders.id, courseGifts.orderId))
      .where(eq(courseGifts.id, giftId))
      .for('update', { of: courseGifts });
    // Someone else's gift is answered as unknown: ids are not to be probed.
    if (!row || (!actor.admin && row.gift.buyerUserId !== actor.userId))
      throw notFound(actor.admin ? 'admin.gift.notFound' : 'gift.notFound');
    if (row.gift.status !== 'sent') throw new AppError(409, 'gift.cannotResend');
    if (!actor.admin && tooSoon(row.gift.mailedAt, now)) throw new AppError(409, 'gift.resendTooSoon');
    const code = newGiftCode('gift');
    const [gift] = await tx
      .update(courseGifts)
      .set({
        codeHash: code.hash,
        codeTail: code.tail,
        mailedAt: now,
        mailCount: sql`${courseGifts.mailCount} + 1`,
      })
      .where(eq(courseGifts.id, giftId))
      .returning();
    const id = await recordMail(
      tx,
      giftCourseMail(deps.config, gift!, {
        code: code.code,
        senderName: row.billing.name,
        courseTitle: row.line.title,
      }),
    );
    await logActivity(tx, {
      actorUserId: actor.userId,
      type: 'gift.resent',
      message: `Poklon #${giftId} je ponovo poslat na ${gift!.recipientEmail} (novi kod)`,
      data: { giftId, admin: actor.admin },
    });
    return { mailId: id, email: gift!.recipientEmail };
  });
  if (mailId !== null) await nudgeMail(deps.jobs, mailId);
  return { message: translate(locale, 'gift.resent', { email }) };
}

/**
 * A gift card's e-mail again, with a new code (the old one stops working, the balance stays). The buyer may do it
 * while the recipient has not started using the card; an administrator any time (support for a lost code).
 */
export async function resendGiftCard(deps: GiftsDeps, actor: GiftActor, cardId: number, locale: Locale) {
  const now = new Date();
  const { mailId, email } = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ card: giftCards, billing: orders.billing })
      .from(giftCards)
      .innerJoin(orders, eq(orders.id, giftCards.orderId))
      .where(eq(giftCards.id, cardId))
      .for('update', { of: giftCards });
    if (!row || (!actor.admin && row.card.buyerUserId !== actor.userId))
      throw notFound(actor.admin ? 'admin.giftCard.notFound' : 'giftCard.invalid');
    if (row.card.status !== 'active') throw new AppError(409, 'giftCard.cannotResend');
    if (!actor.admin) {
      const inUse = (await cardsInUse(tx, [cardId], now)).has(cardId);
      if (!cardResendable(row.card, inUse)) throw new AppError(409, 'giftCard.cannotResend');
      if (tooSoon(row.card.mailedAt, now)) throw new AppError(409, 'gift.resendTooSoon');
    }
    const code = newGiftCode('card');
    const [card] = await tx
      .update(giftCards)
      .set({
        codeHash: code.hash,
        codeTail: code.tail,
        mailedAt: now,
        mailCount: sql`${giftCards.mailCount} + 1`,
      })
      .where(eq(giftCards.id, cardId))
      .returning();
    const id = await recordMail(
      tx,
      giftCardMail(deps.config, card!, {
        code: code.code,
        senderName: row.billing.name,
        balancePara: card!.balancePara,
      }),
    );
    await logActivity(tx, {
      actorUserId: actor.userId,
      type: 'giftCard.resent',
      message: `Poklon kartica #${cardId} je ponovo poslata na ${card!.recipientEmail} (novi kod)`,
      data: { giftCardId: cardId, admin: actor.admin },
    });
    return { mailId: id, email: card!.recipientEmail };
  });
  if (mailId !== null) await nudgeMail(deps.jobs, mailId);
  return { message: translate(locale, 'giftCard.resent', { email }) };
}

/** POST /gift-cards/balance: what a card has, for whoever holds its code. */
export async function giftCardBalance(deps: GiftsDeps, code: string): Promise<GiftCardBalance> {
  const card = await cardByCode(deps.db, code);
  if (!card) throw validationError({ code: ['giftCard.invalid'] });
  const found = await cardAvailable(deps.db, card.id, { now: new Date(), lock: false });
  return {
    code_tail: card.codeTail,
    status: card.status,
    initial_para: card.initialPara,
    balance_para: card.balancePara,
    available_para: found?.availablePara ?? 0,
  };
}

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
