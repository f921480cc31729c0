// The abandoned-cart sequence on the test clock (issue 21 item 1, ADR 077): one reminder a day after the cart last
// changed, with its lines and total, in the learner's language; none for a bought (emptied) cart, without consent,
// or more than once a week.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, mailMessages, newsletterSubscribers, users } from '../../db/schema/index';
import { createUser, type TestApp, waitForMail } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => t?.close());

const run = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/test/mail/sequences/run', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
};

async function learnerWithCart(options: { consent?: boolean; locale?: 'sr' | 'en' } = {}) {
  const learner = await createUser(t, { name: 'Sara Korpa' });
  if (options.locale)
    await t.database.db.update(users).set({ locale: options.locale }).where(eq(users.id, learner.id));
  if (options.consent !== false) {
    const at = new Date();
    await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: learner.email, consentAt: at, consentSource: 'profile', confirmedAt: at });
  }
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/cart',
    headers: learner.auth,
    payload: {
      items: [
        { type: 'course', id: fixture.courses.basics },
        { type: 'course', id: fixture.courses.makeup },
      ],
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  return learner;
}

const reminders = (email: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.template, 'cart-reminder')));

describe('the abandoned-cart sequence', () => {
  it('reminds once a day after the cart was left, with its lines, in the learner language', async () => {
    const learner = await learnerWithCart({ locale: 'en' });
    const bought = await learnerWithCart();
    const noConsent = await learnerWithCart({ consent: false });
    t.app.clock.advance(23 * HOUR);
    await run();
    expect(await reminders(learner.email)).toHaveLength(0);

    // The other learner paid meanwhile: the payment empties the cart.
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, bought.id));
    t.app.clock.advance(2 * HOUR);
    await run();
    await run();
    const [mail, ...more] = await reminders(learner.email);
    expect(more).toEqual([]);
    expect(mail!.locale).toBe('en');
    expect(mail!.category).toBe('reminders');
    expect(mail!.props).toMatchObject({
      lines: [
        { title: 'Osnove dizajna enterijera', pricePara: 1_490_000 },
        { title: 'Šminka za svaki dan', pricePara: 980_000 },
      ],
      totalPara: 2_470_000,
      cartUrl: 'http://127.0.0.1:3000/korpa',
    });
    const sent = await waitForMail(t.database, learner.email, { template: 'cart-reminder' });
    expect(sent.subject).toBe('Your cart is waiting for you');
    expect(sent.text).toContain('24,700.00 RSD');
    expect(await reminders(bought.email)).toHaveLength(0);
    expect(await reminders(noConsent.email)).toHaveLength(0);

    // A change to the cart and another day: still no second reminder within the week.
    await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: learner.auth,
      payload: { items: [{ type: 'course', id: fixture.courses.basics }] },
    });
    await t.database.db
      .update(cartItems)
      .set({ addedAt: t.app.clock.now() })
      .where(eq(cartItems.userId, learner.id));
    t.app.clock.advance(26 * HOUR);
    await run();
    expect(await reminders(learner.email)).toHaveLength(1);
  });
});
