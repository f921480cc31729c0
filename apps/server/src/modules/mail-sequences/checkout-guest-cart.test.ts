// The checkout guest's cart (issue 21 item 1, ADR 077): a visitor who checks out without an account is registered
// by the checkout itself (`POST /register-quick`), and the browser then keeps the cart on the server. When that
// buyer leaves the payment unfinished and ticked the checkout's opt-in, the cart reminder reaches them like any
// learner; without the tick it does not (a consent is what a marketing e-mail needs, ADR 074).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, orders, users } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => t?.close());

let seq = 0;
/** The checkout's guest path as the browser takes it: quick registration, the cart saved, the card payment begun. */
async function guestCheckout(options: { consent: boolean; lang: 'sr' | 'en' }) {
  const email = `gost.${Date.now()}.${++seq}@primer.rs`;
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/register-quick',
    headers: { 'accept-language': options.lang },
    payload: { name: 'Gost Kupac', email, phone: '0601234567' },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const auth = { authorization: `Bearer ${registered.json().token}` };
  const items = [{ type: 'course', id: fixture.courses.basics }];
  const cart = await t.app.inject({ method: 'PUT', url: '/api/cart', headers: auth, payload: { items } });
  expect(cart.statusCode, cart.body).toBe(200);
  const checkout = await postCheckout(
    t,
    { auth },
    {
      items,
      payment_method: 'upc',
      billing: { name: 'Gost Kupac', email, phone: '0601234567', city: 'Beograd', country: 'Srbija' },
      ...(options.consent ? { marketing_consent: true } : {}),
    },
    { 'accept-language': options.lang },
  );
  expect(checkout.statusCode, checkout.body).toBe(200);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return { email, userId: user!.id };
}

const reminders = (email: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.template, 'cart-reminder')));

const run = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/test/mail/sequences/run', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
};

describe("a checkout guest's unfinished payment", () => {
  it('reminds the guest who ticked the opt-in once, in the language of the checkout, and not the one who did not', async () => {
    const ticked = await guestCheckout({ consent: true, lang: 'en' });
    const unticked = await guestCheckout({ consent: false, lang: 'sr' });
    // Both left the bank's page: their orders wait unpaid, their carts stay.
    for (const guest of [ticked, unticked]) {
      const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, guest.userId));
      expect(order!.status).toBe('pending');
    }
    t.app.clock.advance(25 * HOUR);
    await run();
    await run();
    const [mail, ...more] = await reminders(ticked.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ locale: 'en', category: 'reminders' });
    expect(mail!.props).toMatchObject({ lines: [{ title: 'Osnove dizajna enterijera' }] });
    expect(await reminders(unticked.email)).toEqual([]);
  });
});
