// A gift's recipient (ADR 044): the preview of a course gift behind its link, its redemption, and a gift card's
// balance for whoever holds its code.
import type { GiftCardBalance, GiftPreview, GiftRedeemResponse } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseGifts, courses, orderLines, orders } from '../../db/schema/index';
import { AppError, notFound, validationError } from '../../lib/errors';
import { type Locale, localText, translate } from '../../lib/i18n';
import { signPublicImage } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { cardAvailable, cardByCode } from '../commerce/gift-card-hold';
import { typedCodeHash } from '../commerce/gift-codes';
import { grantGift } from '../commerce/grants';
import type { GiftsDeps } from './gifts.service';

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
  const cover = signPublicImage(deps.config, course.coverPath);
  return {
    status: gift.status,
    course: {
      id: course.id,
      title: localText(course.title, course.titleEn, locale),
      cover_url: cover.url,
      cover_srcset: cover.srcset,
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
