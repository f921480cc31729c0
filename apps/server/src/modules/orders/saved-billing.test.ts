// Checkout asks a phone only of guests, and remembers a signed-in buyer's details for the next checkout (issue 16,
// item 5): POST /checkout without a phone, the guest's quick registration without one, GET /checkout/billing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema/index';
import { createUser, type TestApp, type TestUser as User } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

function order(user: User, billing: unknown, headers: Record<string, string> = {}) {
  return postCheckout(
    t,
    user,
    {
      items: [{ type: 'course', id: fixture.courses.basics }],
      payment_method: 'uplatnica',
      ...(billing === undefined ? {} : { billing }),
    },
    headers,
  );
}

const saved = (user: User) => t.app.inject({ url: '/api/checkout/billing', headers: user.auth });

describe('the phone at checkout', () => {
  it('is not asked of a signed-in buyer', async () => {
    const user = await createUser(t);
    const res = await order(user, { name: 'Milica Kupac', email: user.email });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(row?.billing).toMatchObject({ name: 'Milica Kupac', email: user.email, phone: '' });

    const blank = await order(user, { name: 'Milica Kupac', email: user.email, phone: '  ' });
    expect(blank.statusCode, blank.body).toBe(200);
  });

  it('is asked of a guest, with the spec message, and nothing is created', async () => {
    const email = `gost.${Date.now()}@primer.rs`;
    for (const phone of [undefined, '', '   ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register-quick',
        payload: { name: 'Gost Kupac', email, ...(phone === undefined ? {} : { phone }) },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Ime, Email i Telefon su obavezna polja.');
      expect(res.json().errors.phone).toEqual(['Ime, Email i Telefon su obavezna polja.']);
    }
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/register-quick',
      headers: { 'accept-language': 'en' },
      payload: { name: 'Gost Kupac', email },
    });
    expect(english.json().message).toBe('Name, Email and Phone are required fields.');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('still needs a name and an e-mail from a signed-in buyer, said without the phone', async () => {
    const user = await createUser(t);
    const noName = await order(user, { name: ' ', email: user.email, phone: '0601234567' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().message).toBe('Ime i Email su obavezna polja.');
    expect(noName.json().errors.billing).toEqual(['Ime i Email su obavezna polja.']);
    const noEmail = await order(user, { name: 'Milica' }, { 'accept-language': 'en' });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().message).toBe('Name and Email are required fields.');
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
  });
});

describe('GET /checkout/billing', () => {
  const details = {
    name: 'Jelena Marković',
    email: 'racuni@primer.rs',
    phone: '+381 64 123 4567',
    address: 'Knez Mihailova 12',
    postalCode: '11000',
    city: 'Beograd',
    country: 'Srbija',
  };

  it('is empty before the first order and needs a token', async () => {
    const user = await createUser(t);
    const res = await saved(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ billing: null });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const visitor = await t.app.inject({ url: '/api/checkout/billing' });
    expect(visitor.statusCode).toBe(401);
  });

  it("gives the second checkout the first one's details, and only to their owner", async () => {
    const buyer = await createUser(t);
    const other = await createUser(t);
    expect((await order(buyer, details)).statusCode).toBe(200);

    const res = await saved(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ billing: details });
    expect((await saved(other)).json()).toEqual({ billing: null });

    // the last order wins, and fields left empty there are empty here
    expect(
      (await order(buyer, { name: 'Jelena Marković', email: buyer.email, city: 'Novi Sad' })).statusCode,
    ).toBe(200);
    expect((await saved(buyer)).json()).toEqual({
      billing: {
        name: 'Jelena Marković',
        email: buyer.email,
        phone: '',
        address: '',
        postalCode: '',
        city: 'Novi Sad',
        country: '',
      },
    });
  });

  it("fills an order placed without details (the spec's per-course calls) from the last one", async () => {
    const buyer = await createUser(t);
    expect((await order(buyer, details)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/course/${fixture.courses.makeup}/initiate-uplatnica`,
      headers: buyer.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.billing).toMatchObject(details);
    expect((await saved(buyer)).json()).toEqual({ billing: details });
  });
});
