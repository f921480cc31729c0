// What a paid gift order makes, in the payment's own transaction (ADR 044): one course gift or gift card per gift
// line, each with a fresh code whose hash alone is stored, and the recipient's e-mail recorded in the outbox (ADR 029)
// so that it survives an SMTP outage. A refund voids what was not redeemed or used.
import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { courseGifts, giftCards, giftCardUses, type orderLines, type orders } from '../../db/schema/index';
import { recordMail } from '../../jobs/mail';
import { AppError } from '../../lib/errors';
import { type Locale, languageOf, pageLocaleFrom } from '../../lib/i18n';
import { newGiftCode } from '../commerce/gift-codes';

type Line = typeof orderLines.$inferSelect;
type Order = typeof orders.$inferSelect;

/** The recipient's link: /poklon/… in Serbian, /gift/… in English (both open the same page). */
export function redeemUrl(config: Pick<Config, 'publicUrl'>, locale: Locale, code: string): string {
  return `${config.publicUrl}/${locale === 'en' ? 'gift' : 'poklon'}/${code}`;
}

export function giftCourseMail(
  config: Pick<Config, 'publicUrl'>,
  gift: {
    recipientEmail: string;
    recipientName: string;
    message: string;
    months: number;
    locale: string;
  },
  input: { code: string; senderName: string; courseTitle: string },
) {
  const locale = pageLocaleFrom(gift.locale);
  return {
    template: 'gift-course' as const,
    locale,
    to: gift.recipientEmail,
    props: {
      recipientName: gift.recipientName,
      senderName: input.senderName,
      courseTitle: input.courseTitle,
      message: gift.message,
      months: gift.months,
      redeemUrl: redeemUrl(config, languageOf(locale), input.code),
    },
  };
}

export function giftCardMail(
  config: Pick<Config, 'publicUrl'>,
  card: {
    recipientEmail: string;
    recipientName: string;
    message: string;
    initialPara: number;
    locale: string;
  },
  input: { code: string; senderName: string; balancePara: number },
) {
  const locale = pageLocaleFrom(card.locale);
  return {
    template: 'gift-card' as const,
    locale,
    to: card.recipientEmail,
    props: {
      recipientName: card.recipientName,
      senderName: input.senderName,
      message: card.message,
      code: input.code,
      amountPara: card.initialPara,
      balancePara: input.balancePara,
      shopUrl: `${config.publicUrl}/svi-kursevi`,
    },
  };
}

/**
 * Makes the gifts of a paid order and records their e-mails; returns the mail rows to nudge after the commit. A
 * second run for the same order (a repeated completion cannot happen, but the rows are unique per line) adds
 * nothing.
 */
export async function issueGifts(
  tx: Db,
  config: Pick<Config, 'publicUrl'>,
  order: Order,
  lines: Line[],
): Promise<number[]> {
  const mailIds: number[] = [];
  const senderName = order.billing.name;
  for (const line of lines) {
    if (!line.gift) continue;
    const { email, name, message } = line.gift;
    if (line.type === 'gift_course') {
      const code = newGiftCode('gift');
      const [gift] = await tx
        .insert(courseGifts)
        .values({
          orderId: order.id,
          orderLineId: line.id,
          buyerUserId: order.userId,
          courseId: line.refId,
          months: line.months ?? 12,
          recipientEmail: email,
          recipientName: name,
          message,
          codeHash: code.hash,
          codeTail: code.tail,
          locale: order.locale,
        })
        .onConflictDoNothing()
        .returning();
      if (!gift) continue;
      const id = await recordMail(
        tx,
        giftCourseMail(config, gift, { code: code.code, senderName, courseTitle: line.title }),
      );
      if (id !== null) mailIds.push(id);
    } else if (line.type === 'gift_card') {
      const code = newGiftCode('card');
      const [card] = await tx
        .insert(giftCards)
        .values({
          orderId: order.id,
          orderLineId: line.id,
          buyerUserId: order.userId,
          recipientEmail: email,
          recipientName: name,
          message,
          codeHash: code.hash,
          codeTail: code.tail,
          initialPara: line.pricePara,
          balancePara: line.pricePara,
          locale: order.locale,
        })
        .onConflictDoNothing()
        .returning();
      if (!card) continue;
      const id = await recordMail(
        tx,
        giftCardMail(config, card, { code: code.code, senderName, balancePara: card.balancePara }),
      );
      if (id !== null) mailIds.push(id);
    }
  }
  return mailIds;
}

/**
 * A refund of an order that bought gifts (inside the refund's transaction): a course gift not yet redeemed is
 * voided (a redeemed one is revoked through the access ledger like any purchase); a gift card is voided unless it
 * has been used, which refuses the refund (the money already paid for other orders).
 */
export async function voidGiftsOfOrder(tx: Db, orderId: number, now: Date): Promise<void> {
  await tx
    .update(courseGifts)
    .set({ status: 'void', voidedAt: now })
    .where(and(eq(courseGifts.orderId, orderId), eq(courseGifts.status, 'sent')));
  const cards = await tx.select().from(giftCards).where(eq(giftCards.orderId, orderId)).for('update');
  if (cards.length === 0) return;
  const ids = cards.map((card) => card.id);
  const uses = await tx
    .select()
    .from(giftCardUses)
    .where(and(inArray(giftCardUses.giftCardId, ids), inArray(giftCardUses.status, ['held', 'spent'])));
  const used = uses.some((use) => use.status === 'spent' || use.heldUntil > now);
  if (used || cards.some((card) => card.balancePara !== card.initialPara)) {
    throw new AppError(409, 'giftCard.usedNoRefund');
  }
  await tx
    .update(giftCards)
    .set({ status: 'void', voidedAt: now, balancePara: 0 })
    .where(inArray(giftCards.id, ids));
}
