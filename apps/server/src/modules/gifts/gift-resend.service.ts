// A gift's buyer (ADR 044): the list of sent gifts and cards, and their e-mails sent again with a new code (the
// buyer once a minute while unused, an administrator any time).
import { GIFT_RESEND_SECONDS, type SentGifts } from '@atelje/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseGifts, courses, giftCards, giftCardUses, orderLines, orders } from '../../db/schema/index';
import { nudgeMail, recordMail } from '../../jobs/mail';
import { AppError, notFound } from '../../lib/errors';
import { type Locale, localText, translate } from '../../lib/i18n';
import { logActivity } from '../activity/activity.service';
import { newGiftCode } from '../commerce/gift-codes';
import { giftCardMail, giftCourseMail } from './gift-issue';
import type { GiftActor, GiftsDeps } from './gifts.service';

const iso = (date: Date | null) => date?.toISOString() ?? null;

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
