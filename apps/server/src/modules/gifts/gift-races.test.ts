// Where gifts meet parallel requests (ADR 044): one redeem code taken by twenty people at once grants exactly once;
// one gift card used by twenty checkouts at once never pays more than its balance, whether the orders complete
// without a gateway, are paid by the bank while their holds are live, or after the holds lapsed and a second wave of
// orders held the same money. Runs on PostgreSQL in CI (scripts/test.mjs); on PGlite the requests queue up and the
// same assertions hold.

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessGrants,
  courseAccess,
  courseGifts,
  giftCards,
  giftCardUses,
  orders,
  payments,
} from '../../db/schema/index';
import { createUser, lastMailMessage, type TestApp, type TestUser as User } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { buildListeningCatalogTestApp, fixture } from '../../test/fixtures';
import { postUpcNotify } from '../../test/upc-notify';

let t: TestApp & { baseUrl: string };
const BASICS = fixture.courses.basics;
const BASICS_PRICE = 1_490_000;
/** Three courses' worth: a fourth order can never be paid by it. */
const CARD_PARA = 3 * BASICS_PRICE;
const PARALLEL = 20;

beforeAll(async () => {
  t = await buildListeningCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

const people = (n: number) => Promise.all(Array.from({ length: n }, () => createUser(t)));
const billing = (user: User) => ({ name: 'Milica Kupac', email: user.email, phone: '+381601234567' });

function checkout(user: User, payload: Record<string, unknown>) {
  return postCheckout(t, user, { payment_method: 'upc', billing: billing(user), ...payload });
}

/** The bank approves the card payment of `form`. */
const notify = (form: Record<string, string>) => postUpcNotify(t, form);

async function newestMailProps(to: string, template: string) {
  return (await lastMailMessage(t.database, to, template))!.props as Record<string, string>;
}

let seq = 0;
async function giftCard(amountPara: number) {
  const buyer = await createUser(t);
  const to = `kartica.${process.pid}.${++seq}@primer.rs`;
  const res = await checkout(buyer, {
    items: [],
    gift: { kind: 'card', amount_para: amountPara, recipient_email: to, recipient_name: 'Ana' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await notify(res.json().form_data);
  const code = (await newestMailProps(to, 'gift-card')).code!;
  const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, to));
  return { code, card: card! };
}

async function cardState(cardId: number) {
  const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, cardId));
  const uses = await t.database.db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, cardId));
  const sum = (status: string) =>
    uses.filter((use) => use.status === status).reduce((total, use) => total + use.amountPara, 0);
  return { balance: card!.balancePara, spent: sum('spent'), held: sum('held'), uses };
}

describe('one redeem code, twenty people at once', () => {
  it('grants exactly once: one 200, nineteen refusals, one ledger row, one access', async () => {
    const buyer = await createUser(t);
    const to = `poklon.${process.pid}@primer.rs`;
    const bought = await checkout(buyer, {
      items: [],
      gift: { kind: 'course', course_id: BASICS, recipient_email: to, recipient_name: 'Jovana' },
    });
    await notify(bought.json().form_data);
    const code = (await newestMailProps(to, 'gift-course')).redeemUrl!.split('/').pop()!;
    const takers = await people(PARALLEL);

    const results = await Promise.all(
      takers.map((user) =>
        t.app.inject({ method: 'POST', url: '/api/gifts/redeem', headers: user.auth, payload: { code } }),
      ),
    );
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(PARALLEL - 1);

    const [gift] = await t.database.db.select().from(courseGifts).where(eq(courseGifts.recipientEmail, to));
    expect(gift?.status).toBe('redeemed');
    const grants = await t.database.db
      .select()
      .from(accessGrants)
      .where(eq(accessGrants.orderLineId, gift!.orderLineId));
    expect(grants).toHaveLength(1);
    const access = await t.database.db
      .select()
      .from(courseAccess)
      .where(
        and(
          eq(courseAccess.courseId, BASICS),
          inArray(
            courseAccess.userId,
            takers.map((user) => user.id),
          ),
        ),
      );
    expect(access).toHaveLength(1);
    expect(access[0]!.userId).toBe(gift!.redeemedByUserId);
    console.log(`redeem race: ${PARALLEL} parallel redemptions → statuses ${JSON.stringify(statuses)}`);
  }, 120_000);
});

describe('one gift card, twenty checkouts at once', () => {
  it('orders paid by the card alone: as many complete as the balance covers, the balance ends at zero', async () => {
    const { code, card } = await giftCard(CARD_PARA);
    const buyers = await people(PARALLEL);
    const results = await Promise.all(
      buyers.map((user) => checkout(user, { items: [{ type: 'course', id: BASICS }], gift_card: code })),
    );
    const completed = results.filter((res) => res.statusCode === 200 && res.json().status === 'completed');
    const refused = results.filter((res) => res.statusCode === 422);
    expect(completed.length + refused.length).toBe(PARALLEL);
    for (const res of refused) expect(Object.keys(res.json().errors)).toEqual(['gift_card']);
    const state = await cardState(card.id);
    expect(state.spent).toBeLessThanOrEqual(CARD_PARA);
    expect(state.balance).toBe(CARD_PARA - state.spent);
    expect(state.balance).toBeGreaterThanOrEqual(0);
    expect(completed).toHaveLength(3);
    expect(state.balance).toBe(0);
    console.log(
      `card race (no gateway): ${PARALLEL} checkouts → ${completed.length} completed, ${refused.length} refused, spent ${state.spent} of ${CARD_PARA} para`,
    );
  }, 120_000);

  it('holds while the bank is paid, and lapsed holds competing with new ones: never more than the balance', async () => {
    // A card worth less than the course: an order pays all of it and the rest at the bank.
    const amount = 1_000_000;
    const { code, card } = await giftCard(amount);

    const wave = async () => {
      const buyers = await people(PARALLEL);
      const results = await Promise.all(
        buyers.map((user) => checkout(user, { items: [{ type: 'course', id: BASICS }], gift_card: code })),
      );
      for (const res of results) expect([200, 422], res.body).toContain(res.statusCode);
      return results.filter((res) => res.statusCode === 200).map((res) => res.json());
    };

    const first = await wave();
    let state = await cardState(card.id);
    expect(state.held).toBeLessThanOrEqual(amount);
    expect(first.length).toBeGreaterThanOrEqual(1);
    // Let the first wave's holds lapse (their buyers are still at the bank): a second wave may hold the money again.
    const firstOrders = await t.database.db
      .select({ orderId: payments.orderId })
      .from(payments)
      .where(
        inArray(
          payments.id,
          first.map((s) => s.payment_id as string),
        ),
      );
    await t.database.db
      .update(giftCardUses)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(
        inArray(
          giftCardUses.orderId,
          firstOrders.map((row) => row.orderId),
        ),
      );
    const second = await wave();
    expect(second.length).toBeGreaterThanOrEqual(1);

    // Every bank notify at once: the late first wave competes with the live holds of the second.
    const all = [...first, ...second];
    await Promise.all(all.map((started) => notify(started.form_data)));
    state = await cardState(card.id);
    const paidOrders = await t.database.db
      .select()
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(
        and(
          inArray(
            payments.id,
            all.map((s) => s.payment_id as string),
          ),
          eq(orders.status, 'paid'),
        ),
      );
    expect(state.spent).toBeLessThanOrEqual(amount);
    expect(state.balance).toBe(amount - state.spent);
    expect(state.balance).toBeGreaterThanOrEqual(0);
    expect(paidOrders.reduce((sum, row) => sum + row.orders.giftCardPara, 0)).toBe(state.spent);
    // The orders whose part the card could no longer pay took no money: their attempts failed.
    const failed = await t.database.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(
            payments.id,
            all.map((s) => s.payment_id as string),
          ),
          eq(payments.status, 'failed'),
        ),
      );
    expect(failed.length + paidOrders.length).toBe(all.length);
    // The second wave's live holds are all honoured.
    const secondPaid = paidOrders.filter((row) => second.some((s) => s.payment_id === row.payments.id));
    expect(secondPaid).toHaveLength(second.length);
    console.log(
      `card race (bank): ${PARALLEL}+${PARALLEL} checkouts, wave 1 held ${first.length}, wave 2 held ${second.length}; ${all.length} parallel notifies → ${paidOrders.length} paid, ${failed.length} refused (reversed), spent ${state.spent} of ${amount} para, balance ${state.balance}`,
    );
  }, 180_000);
});
