// The abandoned-cart sequence (issue 21 item 1, ADR 077): a signed-in learner's server cart that has not changed for
// a day gets one reminder with its lines at today's prices. The cart's last change names the step's subject, and a
// learner gets at most one cart reminder a week, however often the cart changes. A bought cart is emptied by the
// payment (nothing left to remind of); a cart older than a week when the scan first sees it is left alone.
import { and, desc, eq, gt, max, sql } from 'drizzle-orm';
import { cartItems, mailSequenceSends, users } from '../../db/schema/index';
import { type Locale, pageLocaleFrom } from '../../lib/i18n';
import { priceItems } from '../commerce/pricing';
import type { SequenceDeps } from './access-expiry';
import { sendSequenceStep } from './sequence-step';

export const ABANDONED_CART_SEQUENCE = 'abandoned-cart';
const DAY_MS = 86_400_000;
/** Older carts get no reminder; and one reminder a learner per this period at most. */
export const CART_WINDOW_MS = 7 * DAY_MS;

/** `idleHours`: how long a cart stays unchanged before it counts as left (24 unless the administrator chose). */
export async function runAbandonedCartSequence(
  deps: SequenceDeps,
  now: Date,
  idleHours = 24,
): Promise<number[]> {
  const { db } = deps;
  const idleMs = idleHours * 3_600_000;
  const lastChange = max(cartItems.addedAt);
  const carts = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      changedAt: lastChange,
    })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .groupBy(users.id)
    .having(
      and(
        sql`${lastChange} <= ${new Date(now.getTime() - idleMs)}`,
        sql`${lastChange} > ${new Date(now.getTime() - CART_WINDOW_MS)}`,
      ),
    );
  const sent: number[] = [];
  for (const cart of carts) {
    const changedAt = cart.changedAt as Date;
    const locale: Locale = cart.locale === 'en' ? 'en' : 'sr';
    const refs = await db
      .select({ type: cartItems.type, id: cartItems.refId })
      .from(cartItems)
      .where(eq(cartItems.userId, cart.userId))
      .orderBy(cartItems.addedAt);
    const { lines } = await priceItems(deps, refs, locale);
    if (lines.length === 0) continue;
    const mailId = await sendSequenceStep(deps, {
      sequence: ABANDONED_CART_SEQUENCE,
      step: 'd1',
      subject: `cart:${cart.userId}:${changedAt.toISOString()}`,
      userId: cart.userId,
      email: cart.email,
      at: now,
      category: 'reminders',
      // At most one cart reminder a learner a week, however often the cart changes.
      stillDue: async (tx) => {
        const [recent] = await tx
          .select({ id: mailSequenceSends.id })
          .from(mailSequenceSends)
          .where(
            and(
              eq(mailSequenceSends.sequence, ABANDONED_CART_SEQUENCE),
              eq(mailSequenceSends.userId, cart.userId),
              gt(mailSequenceSends.createdAt, new Date(now.getTime() - CART_WINDOW_MS)),
            ),
          )
          .orderBy(desc(mailSequenceSends.id))
          .limit(1);
        return recent === undefined;
      },
      mail: async () => ({
        template: 'cart-reminder',
        locale: pageLocaleFrom(cart.locale),
        to: cart.email,
        props: {
          name: cart.name,
          lines: lines.map((line) => ({
            title: line.title,
            pricePara: line.price_para,
            ...(line.type === 'course_extension' ? { extension: true } : {}),
          })),
          totalPara: lines.reduce((sum, line) => sum + line.price_para, 0),
          cartUrl: `${deps.config.publicUrl}/korpa`,
        },
      }),
    });
    if (mailId !== null) sent.push(mailId);
  }
  return sent;
}
