import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, vouchers } from '../../db/schema/index';
import { createUser, type TestApp, type TestUser as User, waitForMail } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { writeSetting } from '../settings/settings.service';
import { newWelcomeCode, WELCOME_PERCENT_SETTING, welcomePercent } from './welcome-voucher.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

let seq = 0;
const friendEmail = () => `prijatelj.${process.pid}.${Date.now()}.${++seq}@primer.rs`;

function send(user: User | null, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/vouchers/welcome',
    headers: { ...(user?.auth ?? {}), ...headers },
    payload: payload as object,
  });
}
const vouchersFor = (email: string) =>
  t.database.db.select().from(vouchers).where(eq(vouchers.assignedEmail, email));
const vouchersBy = (userId: number) =>
  t.database.db.select().from(vouchers).where(eq(vouchers.createdByUserId, userId));
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'welcome-voucher')));
async function waitForMails(email: string, n: number) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const rows = await mailsTo(email);
    if (rows.length >= n) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`fewer than ${n} welcome-voucher e-mails to ${email}`);
}
const quote = (user: User | null, voucher: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    headers: user?.auth ?? {},
    payload: { items: [{ type: 'course', id: fixture.courses.basics }], voucher },
  });

describe('POST /api/vouchers/welcome', () => {
  it("creates a personal one-time voucher for the friend and e-mails the code in the sender's language", async () => {
    const sender = await createUser(t, { name: 'Ana Marković' });
    const friend = friendEmail();
    const before = Date.now();
    const res = await send(sender, { email: `  ${friend.toUpperCase()} ` }, { 'accept-language': 'en' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `We sent the welcome voucher to ${friend}.`,
      email: friend,
      percent: 10,
      resent: false,
    });
    const [row, ...others] = await vouchersFor(friend);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      kind: 'percent',
      value: 10,
      maxUses: 1,
      usedCount: 0,
      assignedEmail: friend,
      createdByUserId: sender.id,
      active: true,
    });
    expect(row!.code).toMatch(/^DOBRODOSLI-[A-Z2-9]{8}$/);
    const days = (row!.validUntil!.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    expect(new Date(res.json().valid_until).getTime()).toBe(row!.validUntil!.getTime());

    const mail = await waitForMail(t.database, friend, { template: 'welcome-voucher' });
    expect(mail.subject).toBe('Ana Marković sent you an Atelje welcome voucher');
    expect(mail.text).toContain(row!.code);
    expect(mail.text).toContain('10 % off');
    expect(mail.text).toContain('http://127.0.0.1:3000/svi-kursevi');
    expect(mail.text).toContain(`with this e-mail address (${friend})`);
  });

  it('writes in Serbian by default and takes the percentage from the site setting', async () => {
    await writeSetting(t.database.db, WELCOME_PERCENT_SETTING, 15);
    try {
      const sender = await createUser(t, { name: 'Marko Ilić' });
      const friend = friendEmail();
      const res = await send(sender, { email: friend });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        message: `Poslali smo vaučer dobrodošlice na ${friend}.`,
        percent: 15,
      });
      expect((await vouchersFor(friend))[0]!.value).toBe(15);
      const mail = await waitForMail(t.database, friend, { template: 'welcome-voucher' });
      expect(mail.subject).toBe('Marko Ilić vam šalje vaučer dobrodošlice u Atelje');
      expect(mail.text).toContain('15 % popusta');
    } finally {
      await writeSetting(t.database.db, WELCOME_PERCENT_SETTING, 10);
    }
  });

  it('refuses a guest with 401 and creates nothing', async () => {
    const friend = friendEmail();
    const res = await send(null, { email: friend });
    expect(res.statusCode).toBe(401);
    expect(await vouchersFor(friend)).toHaveLength(0);
  });

  it.each([
    ['no e-mail', {}, 'The email field is required.'],
    ['an empty e-mail', { email: '   ' }, 'The email field is required.'],
    ['an invalid e-mail', { email: 'prijatelj@' }, 'Invalid email format.'],
    ['a non-string e-mail', { email: 42 }, 'The email field is required.'],
  ])('answers 422 for %s and sends nothing', async (_case, payload, message) => {
    const sender = await createUser(t);
    const res = await send(sender, payload, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message });
    expect(res.json().errors.email[0]).toBe(message);
    expect(await vouchersBy(sender.id)).toHaveLength(0);
  });

  it("refuses the sender's own e-mail, whatever its case", async () => {
    const sender = await createUser(t);
    const res = await send(sender, { email: sender.email.toUpperCase() }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([
      'Send the welcome voucher to a friend, not to your own e-mail address.',
    ]);
    expect(await vouchersBy(sender.id)).toHaveLength(0);
  });

  it('re-sends the same still-valid code to the same friend instead of making another', async () => {
    const sender = await createUser(t);
    const friend = friendEmail();
    expect((await send(sender, { email: friend })).statusCode).toBe(200);
    const again = await send(sender, { email: friend }, { 'accept-language': 'en' });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ resent: true, email: friend });
    expect(again.json().message).toContain('we sent the same code again');
    const rows = await vouchersFor(friend);
    expect(rows).toHaveLength(1);
    const mails = await waitForMails(friend, 2);
    for (const mail of mails) expect(mail.text).toContain(rows[0]!.code);
  });

  it("gives a friend one live code: a second sender's request re-sends it without saying who sent the first", async () => {
    const first = await createUser(t);
    const second = await createUser(t, { name: 'Druga Osoba' });
    const friend = friendEmail();
    expect((await send(first, { email: friend })).statusCode).toBe(200);
    const res = await send(second, { email: friend });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      resent: false,
      message: `Poslali smo vaučer dobrodošlice na ${friend}.`,
    });
    const rows = await vouchersFor(friend);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.createdByUserId).toBe(first.id);
    const mails = await waitForMails(friend, 2);
    expect(mails.some((mail) => mail.subject.startsWith('Druga Osoba'))).toBe(true);
  });

  it('makes a new code once the old one has expired', async () => {
    const sender = await createUser(t);
    const friend = friendEmail();
    await send(sender, { email: friend });
    await t.database.db
      .update(vouchers)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(vouchers.assignedEmail, friend));
    const res = await send(sender, { email: friend });
    expect(res.json().resent).toBe(false);
    expect(await vouchersFor(friend)).toHaveLength(2);
  });

  it('lets one sender create at most 5 new codes a day (re-sends still work)', async () => {
    const sender = await createUser(t);
    const friends = Array.from({ length: 6 }, friendEmail);
    for (const friend of friends.slice(0, 5)) {
      expect((await send(sender, { email: friend })).statusCode).toBe(200);
    }
    const sixth = await send(sender, { email: friends[5] }, { 'accept-language': 'en' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You can send up to 5 welcome vouchers a day. Please try again tomorrow.',
    );
    expect(await vouchersFor(friends[5]!)).toHaveLength(0);
    expect((await send(sender, { email: friends[0] })).json().resent).toBe(true);
    expect(await vouchersBy(sender.id)).toHaveLength(5);

    // Codes made more than 24 hours ago no longer count.
    await t.database.db
      .update(vouchers)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(vouchers.createdByUserId, sender.id));
    expect((await send(sender, { email: friends[5] })).statusCode).toBe(200);
  });

  it('lets simultaneous requests of one sender create no more than the daily limit', async () => {
    const sender = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 7 }, () => send(sender, { email: friendEmail() })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await vouchersBy(sender.id)).toHaveLength(5);
  });

  it('limits requests to 10 an hour per sender', async () => {
    const sender = await createUser(t);
    const friend = friendEmail();
    for (let i = 0; i < 10; i += 1) expect((await send(sender, { email: friend })).statusCode).toBe(200);
    const res = await send(sender, { email: friend });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('sends two requests at once for one friend to a single code', async () => {
    const sender = await createUser(t);
    const friend = friendEmail();
    const results = await Promise.all([send(sender, { email: friend }), send(sender, { email: friend })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await vouchersFor(friend)).toHaveLength(1);
  });
});

describe('the welcome voucher at checkout', () => {
  it("works only for the friend's account, once; afterwards that address gets no new code", async () => {
    const sender = await createUser(t);
    const friendAddress = friendEmail();
    await send(sender, { email: friendAddress });
    const [row] = await vouchersFor(friendAddress);
    const code = row!.code;
    const friend = await createUser(t, { email: friendAddress });
    const stranger = await createUser(t);

    const own = await quote(friend, code.toLowerCase());
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      subtotal_para: 1_490_000,
      discount_para: 149_000,
      total_para: 1_341_000,
    });
    for (const other of [stranger, sender, null]) {
      const res = await quote(other, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.voucher).toEqual(['Ovaj vaučer je namenjen drugoj email adresi.']);
    }

    // The friend buys with a bank slip; the administrator's confirmation pays the order and counts the use.
    const admin = await createUser(t, { role: 'admin' });
    const order = await postCheckout(t, friend, {
      items: [{ type: 'course', id: fixture.courses.basics }],
      payment_method: 'uplatnica',
      voucher: code,
      billing: { name: 'Prijatelj', email: friendAddress, phone: '+381601234567' },
    });
    expect(order.statusCode, order.body).toBe(200);
    const confirm = await confirmSlipPayment(t, admin, order.json().payment_id);
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await vouchersFor(friendAddress))[0]!.usedCount).toBe(1);

    const again = await quote(friend, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.voucher).toEqual(['Vaučer je već iskorišćen.']);
    const resend = await send(sender, { email: friendAddress }, { 'accept-language': 'en' });
    expect(resend.statusCode).toBe(422);
    expect(resend.json().errors.email).toEqual(['A welcome voucher cannot be sent to this address again.']);
    expect(await vouchersFor(friendAddress)).toHaveLength(1);
  }, 60_000);
});

describe('welcome voucher helpers', () => {
  it('reads the percentage setting as a whole number 1..100, else 10', () => {
    expect(welcomePercent(15)).toBe(15);
    expect(welcomePercent('20')).toBe(20);
    expect(welcomePercent(undefined)).toBe(10);
    expect(welcomePercent(0)).toBe(10);
    expect(welcomePercent(101)).toBe(10);
    expect(welcomePercent(12.5)).toBe(10);
    expect(welcomePercent('abc')).toBe(10);
  });
  it('draws codes without look-alike characters', () => {
    const codes = new Set(Array.from({ length: 200 }, newWelcomeCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^DOBRODOSLI-[A-HJKMNP-Z2-9]{8}$/);
  });
});
