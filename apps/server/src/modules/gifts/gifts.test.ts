// Gifts and gift cards through the real checkout (issue 16 item 18, ADR 044): a course bought for an e-mail address
// grants the buyer nothing, mails the recipient a link that redeems once; a gift card pays part or all of an order,
// its amount held while the payment is pending, released when it fails, returned by a refund; every route's
// validation and permission cases.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, courseGifts, giftCards, giftCardUses, orders, payments } from '../../db/schema/index';
import { createUser, lastMailMessage, type TestApp, type TestUser as User } from '../../test/app';
import { buildListeningCatalogTestApp, fixture } from '../../test/fixtures';
import { postUpcNotify } from '../../test/upc-notify';

let t: TestApp & { baseUrl: string };
let admin: User;
const BASICS = fixture.courses.basics;
const MAKEUP = fixture.courses.makeup;
const BASICS_PRICE = 1_490_000;

beforeAll(async () => {
  t = await buildListeningCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
  admin = await createUser(t, { role: 'admin' });
}, 60_000);
afterAll(async () => t?.close());

const billing = (user: User) => ({ name: 'Milica Kupac', email: user.email, phone: '+381601234567' });

function post(url: string, user: User | null, payload: unknown, language = 'sr') {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(user ? user.auth : {}), 'accept-language': language },
    payload: payload as object,
  });
}

function get(url: string, user: User | null, language = 'sr') {
  return t.app.inject({ url, headers: { ...(user ? user.auth : {}), 'accept-language': language } });
}

const courseGift = (recipient = 'primalac@primer.rs', extra: Record<string, unknown> = {}) => ({
  kind: 'course',
  course_id: BASICS,
  recipient_email: recipient,
  recipient_name: 'Jovana',
  message: 'Srećan rođendan!',
  ...extra,
});

function buyGift(
  user: User,
  method: string,
  gift: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return post('/api/checkout', user, {
    items: [],
    gift,
    payment_method: method,
    billing: billing(user),
    ...extra,
  });
}

/** A card checkout of one course, paid (in part or whole) with the gift card `code`. */
function payWithCard(shopper: User, courseId: number, code: string) {
  return post('/api/checkout', shopper, {
    items: [{ type: 'course', id: courseId }],
    gift_card: code,
    payment_method: 'upc',
    billing: billing(shopper),
  });
}

/** POST /gift-cards/balance for a code, as anyone may ask. */
const cardBalance = (code: string) => post('/api/gift-cards/balance', null, { code });

const notify = (form: Record<string, string>, tranCode = '000') => postUpcNotify(t, form, tranCode);

/** Pays a gift (or any checkout) by card: the bank's signed notify approves it. */
async function paid(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { payment_id: string; form_data: Record<string, string>; status: string };
  if (body.status !== 'completed') await notify(body.form_data);
  return body;
}

async function orderOf(paymentId: string) {
  const [row] = await t.database.db
    .select({ order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row!.order;
}

/** The newest e-mail of a template to an address, as the outbox recorded it. */
const lastMail = (to: string, template: string) => lastMailMessage(t.database, to, template);

async function redeemCode(to: string) {
  const mail = await lastMail(to, 'gift-course');
  const url = (mail!.props as { redeemUrl: string }).redeemUrl;
  return decodeURIComponent(url.split('/').pop()!);
}

async function cardCode(to: string) {
  const mail = await lastMail(to, 'gift-card');
  return (mail!.props as { code: string }).code;
}

async function accessOf(userId: number, courseId: number) {
  const [row] = await t.database.db
    .select()
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, courseId)));
  return row ?? null;
}

let seq = 0;
const recipientAddress = () => `primalac.${process.pid}.${++seq}@primer.rs`;

async function boughtGift(buyer: User, to = recipientAddress(), course = BASICS) {
  const body = await paid(await buyGift(buyer, 'upc', courseGift(to, { course_id: course })));
  return { to, code: await redeemCode(to), paymentId: body.payment_id };
}

async function boughtCard(buyer: User, amountPara: number, to = recipientAddress()) {
  const body = await paid(
    await buyGift(buyer, 'upc', {
      kind: 'card',
      amount_para: amountPara,
      recipient_email: to,
      recipient_name: 'Ana',
    }),
  );
  return { to, code: await cardCode(to), paymentId: body.payment_id };
}

describe('buying a course as a gift', () => {
  it('prices the gift on its own: the course at its price, the cart left out', async () => {
    const res = await post('/api/cart/quote', null, {
      items: [],
      gift: { kind: 'course', course_id: BASICS },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = res.json();
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ type: 'gift_course', id: BASICS, price_para: BASICS_PRICE });
    // The line's picture comes with its widths (ADR 068).
    expect(quote.lines[0].thumbnailSrcSet).toContain(`${quote.lines[0].thumbnailUrl}&w=320 320w, `);
    expect(quote.total_para).toBe(BASICS_PRICE);
    expect(quote.gift_card).toBeNull();
  });

  it('gives the buyer nothing, mails the recipient a link, and lists the gift as sent', async () => {
    const buyer = await createUser(t);
    const to = recipientAddress();
    const res = await buyGift(buyer, 'upc', courseGift(to));
    const body = await paid(res);
    expect(body.form_data.TotalAmount).toBe(String(BASICS_PRICE));

    expect(await accessOf(buyer.id, BASICS)).toBeNull();
    const order = await orderOf(body.payment_id);
    expect(order.status).toBe('paid');
    const [gift] = await t.database.db.select().from(courseGifts).where(eq(courseGifts.orderId, order.id));
    expect(gift).toMatchObject({ status: 'sent', recipientEmail: to, recipientName: 'Jovana', months: 12 });
    const code = await redeemCode(to);
    // Only a hash is stored: the code itself is not in the gift's row.
    expect(JSON.stringify(gift)).not.toContain(code.replace(/-/g, ''));
    expect(gift!.codeTail).toBe(code.slice(-4));
    const mail = await lastMail(to, 'gift-course');
    expect(mail!.props).toMatchObject({
      senderName: 'Milica Kupac',
      message: 'Srećan rođendan!',
      months: 12,
    });
    expect((mail!.props as { redeemUrl: string }).redeemUrl).toBe(`${t.baseUrl}/poklon/${code}`);

    const status = await get(`/api/payments/status/${body.payment_id}`, buyer);
    expect(status.json()).toMatchObject({
      status: 'completed',
      course_ids: [],
      gifts: [{ kind: 'course', recipient_email: to }],
    });
    const sent = await get('/api/gifts/sent', buyer);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().gifts).toEqual([
      expect.objectContaining({ course_id: BASICS, recipient_email: to, status: 'sent', can_resend: true }),
    ]);
    expect(sent.json().gift_cards).toEqual([]);
  });

  it('an English order mails the /gift/ link', async () => {
    const buyer = await createUser(t);
    const to = recipientAddress();
    await paid(
      await post(
        '/api/checkout',
        buyer,
        {
          items: [],
          gift: courseGift(to),
          payment_method: 'upc',
          billing: billing(buyer),
        },
        'en',
      ),
    );
    const mail = await lastMail(to, 'gift-course');
    expect(mail!.locale).toBe('en');
    expect((mail!.props as { redeemUrl: string }).redeemUrl).toMatch(/\/gift\/[0-9A-Z-]{19}$/);
  });

  it('refuses what is wrong, each under its field', async () => {
    const buyer = await createUser(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { items: [{ type: 'course', id: MAKEUP }], gift: courseGift() },
        'items',
        'Poklon se kupuje kao posebna',
      ],
      [{ items: [], gift: courseGift('') }, 'gift', 'Email primaoca je obavezan.'],
      [{ items: [], gift: courseGift('nije-email') }, 'gift', 'Neispravan email format.'],
      [
        { items: [], gift: courseGift(undefined, { recipient_name: ' ' }) },
        'gift',
        'Ime primaoca je obavezno.',
      ],
      [
        { items: [], gift: courseGift(undefined, { recipient_name: 'x'.repeat(121) }) },
        'gift',
        '120 znakova',
      ],
      [{ items: [], gift: courseGift(undefined, { message: 'x'.repeat(301) }) }, 'gift', '300 znakova'],
      [{ items: [], gift: courseGift(undefined, { kind: 'ebook' }) }, 'gift', 'kurs ili poklon karticu'],
      [{ items: [], gift: courseGift(undefined, { course_id: undefined }) }, 'gift', 'Izaberite kurs'],
      [
        { items: [], gift: courseGift(undefined, { course_id: fixture.courses.hidden }) },
        'items',
        'nije dostupan',
      ],
      [
        { items: [], gift: courseGift(undefined, { course_id: fixture.courses.mini }) },
        'items',
        'nije dostupan',
      ],
      [
        { items: [], gift: { ...courseGift(), kind: 'card', amount_para: 50_000 } },
        'gift',
        '1.000 do 50.000',
      ],
      [
        { items: [], gift: { ...courseGift(), kind: 'card', amount_para: 200_050 } },
        'gift',
        'celim dinarima',
      ],
      [{ items: [], gift: { ...courseGift(), kind: 'card' } }, 'gift', '1.000 do 50.000'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post('/api/checkout', buyer, {
        payment_method: 'upc',
        billing: billing(buyer),
        ...payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors?.[field]?.[0] ?? '', `${field}: ${res.body}`).toContain(message);
    }
    const nul = await post('/api/checkout', buyer, {
      items: [],
      gift: courseGift(undefined, { message: 'a\u0000b' }),
      payment_method: 'upc',
      billing: billing(buyer),
    });
    expect(nul.statusCode).toBe(422);
    const surrogate = await post('/api/checkout', buyer, {
      items: [],
      gift: courseGift(undefined, { recipient_name: 'a\ud800' }),
      payment_method: 'upc',
      billing: billing(buyer),
    });
    expect(surrogate.statusCode).toBe(422);
    const guest = await post('/api/checkout', null, { items: [], gift: courseGift(), payment_method: 'upc' });
    expect(guest.statusCode).toBe(401);
    // Nothing was ordered by any of them.
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  });

  it('a bank-slip gift makes no gift until the administrator confirms the payment', async () => {
    const buyer = await createUser(t);
    const to = recipientAddress();
    const res = await buyGift(buyer, 'uplatnica', courseGift(to));
    expect(res.statusCode, res.body).toBe(200);
    const { payment_id } = res.json();
    const order = await orderOf(payment_id);
    expect(await t.database.db.select().from(courseGifts).where(eq(courseGifts.orderId, order.id))).toEqual(
      [],
    );
    expect(await lastMail(to, 'gift-course')).toBeUndefined();
    const confirm = await post(`/api/admin/uplatnice/${payment_id}/confirm`, admin, {});
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [gift] = await t.database.db.select().from(courseGifts).where(eq(courseGifts.orderId, order.id));
    expect(gift?.status).toBe('sent');
    expect(await lastMail(to, 'gift-course')).toBeDefined();
  });
});

describe('redeeming a course gift', () => {
  it('shows the gift to whoever has the link, and an unknown one as not found', async () => {
    const buyer = await createUser(t);
    const { code } = await boughtGift(buyer);
    const preview = await get(`/api/gifts/redeem/${code}`, null);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      status: 'sent',
      course: { id: BASICS },
      months: 12,
      sender_name: 'Milica Kupac',
      recipient_name: 'Jovana',
      message: 'Srećan rođendan!',
    });
    expect(preview.headers['cache-control']).toContain('no-store');
    const { cover_url, cover_srcset } = preview.json().course;
    expect(cover_url).toMatch(/^\/api\/media\/courses\/1\/cover\.jpg\?exp=\d+&sig=/);
    expect(cover_srcset).toContain(`${cover_url}&w=480 480w, `);
    // The code may be typed in lower case, without dashes, with O for 0.
    const loose = await get(`/api/gifts/redeem/${code.toLowerCase().replace(/-/g, '')}`, null);
    expect(loose.statusCode).toBe(200);
    expect((await get('/api/gifts/redeem/AAAA-BBBB-CCCC-DDDD', null)).statusCode).toBe(404);
    expect((await get('/api/gifts/redeem/kratko', null, 'en')).json().message).toBe(
      'Gift not found. Check the link in the email.',
    );
  });

  it('starts the access at redemption with the course months, once only', async () => {
    const buyer = await createUser(t);
    const recipient = await createUser(t);
    const { code } = await boughtGift(buyer);
    expect((await post('/api/gifts/redeem', null, { code })).statusCode).toBe(401);

    const before = Date.now();
    const res = await post('/api/gifts/redeem', recipient, { code });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      course_id: BASICS,
      outcome: 'granted',
      message: 'Poklon je aktiviran: kurs je u vašem nalogu.',
    });
    const access = await accessOf(recipient.id, BASICS);
    expect(access?.source).toBe('gift');
    const expires = access!.expiresAt!.getTime();
    const year = 365 * 86_400_000;
    expect(expires).toBeGreaterThanOrEqual(before + year - 86_400_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 86_400_000);

    // The recipient's course list does not show the buyer's order or price.
    const courses = await get('/api/courses/user-courses', recipient);
    const mine = courses.json().find((c: { id: number }) => c.id === BASICS);
    expect(mine).toMatchObject({ source: 'gift', orderNumber: null, total_price: null });
    expect(mine.cover.srcset).toContain(`${mine.cover.url}&w=640 640w, `);

    const again = await post('/api/gifts/redeem', recipient, { code });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ovaj poklon je već iskorišćen.');
    const other = await post('/api/gifts/redeem', await createUser(t), { code }, 'en');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This gift has already been redeemed.');
    expect((await get(`/api/gifts/redeem/${code}`, null)).json().status).toBe('redeemed');
    const sent = await get('/api/gifts/sent', buyer);
    expect(sent.json().gifts[0]).toMatchObject({ status: 'redeemed', can_resend: false });
  });

  it('refuses a malformed or unknown code', async () => {
    const user = await createUser(t);
    const bad = await post('/api/gifts/redeem', user, { code: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.code[0]).toBe('Kod poklona nije ispravan.');
    expect((await post('/api/gifts/redeem', user, {})).statusCode).toBe(422);
    expect((await post('/api/gifts/redeem', user, { code: 'x'.repeat(41) })).statusCode).toBe(422);
    const unknown = await post('/api/gifts/redeem', user, { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a course the recipient has extends the access; one they have for good is refused and the gift kept', async () => {
    const buyer = await createUser(t);
    const owner = await createUser(t);
    const until = new Date(Date.now() + 30 * 86_400_000);
    await t.database.db
      .insert(courseAccess)
      .values({ userId: owner.id, courseId: BASICS, source: 'admin', expiresAt: until });
    const { code } = await boughtGift(buyer);
    const res = await post('/api/gifts/redeem', owner, { code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      outcome: 'extended',
      message: 'Poklon je aktiviran: kurs ste već imali, pa je pristup produžen.',
    });
    expect((await accessOf(owner.id, BASICS))!.expiresAt!.getTime()).toBeGreaterThan(
      until.getTime() + 360 * 86_400_000,
    );
    const [gift] = await t.database.db
      .select()
      .from(courseGifts)
      .where(eq(courseGifts.redeemedByUserId, owner.id));
    expect(gift?.redeemOutcome).toBe('extended');

    const forever = await createUser(t);
    await t.database.db
      .insert(courseAccess)
      .values({ userId: forever.id, courseId: BASICS, source: 'admin', expiresAt: null });
    const second = await boughtGift(buyer);
    const refused = await post('/api/gifts/redeem', forever, { code: second.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Ovaj kurs već imate trajno');
    expect((await get(`/api/gifts/redeem/${second.code}`, null)).json().status).toBe('sent');
  });

  it('a refund before redemption voids the gift; after it, the recipient loses the access', async () => {
    const buyer = await createUser(t);
    const first = await boughtGift(buyer);
    const order = await orderOf(first.paymentId);
    expect((await post(`/api/admin/orders/${order.id}/refund`, admin, {})).statusCode).toBe(200);
    const recipient = await createUser(t);
    const voided = await post('/api/gifts/redeem', recipient, { code: first.code });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe('Ovaj poklon je otkazan jer je narudžbina refundirana.');
    expect(await accessOf(recipient.id, BASICS)).toBeNull();

    const second = await boughtGift(buyer);
    expect((await post('/api/gifts/redeem', recipient, { code: second.code })).statusCode).toBe(200);
    const secondOrder = await orderOf(second.paymentId);
    expect((await post(`/api/admin/orders/${secondOrder.id}/refund`, admin, {})).statusCode).toBe(200);
    expect((await accessOf(recipient.id, BASICS))?.revokedAt).not.toBeNull();
  });

  it('the buyer resends the mail with a new link (not within a minute); others cannot', async () => {
    const buyer = await createUser(t);
    const { to, code } = await boughtGift(buyer);
    const [gift] = await t.database.db.select().from(courseGifts).where(eq(courseGifts.recipientEmail, to));
    const soon = await post(`/api/gifts/${gift!.id}/resend`, buyer, {});
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toContain('Ponovo ga možete poslati za minut');
    await t.database.db
      .update(courseGifts)
      .set({ mailedAt: new Date(Date.now() - 120_000) })
      .where(eq(courseGifts.id, gift!.id));
    expect((await post(`/api/gifts/${gift!.id}/resend`, await createUser(t), {})).statusCode).toBe(404);
    expect((await post(`/api/gifts/${gift!.id}/resend`, null, {})).statusCode).toBe(401);
    const res = await post(`/api/gifts/${gift!.id}/resend`, buyer, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Poklon je ponovo poslat na ${to}. Link iz ranijeg emaila više ne važi.`);
    const fresh = await redeemCode(to);
    expect(fresh).not.toBe(code);
    expect((await get(`/api/gifts/redeem/${code}`, null)).statusCode).toBe(404);
    expect((await get(`/api/gifts/redeem/${fresh}`, null)).statusCode).toBe(200);
    expect((await post('/api/gifts/999999/resend', buyer, {})).statusCode).toBe(404);
    expect((await post('/api/gifts/abc/resend', buyer, {})).statusCode).toBe(422);
    // The administrator may resend at once.
    const byAdmin = await post(`/api/admin/gifts/${gift!.id}/resend`, admin, {});
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await redeemCode(to)).not.toBe(fresh);
    // A redeemed gift is not resent.
    expect(
      (await post('/api/gifts/redeem', await createUser(t), { code: await redeemCode(to) })).statusCode,
    ).toBe(200);
    expect((await post(`/api/admin/gifts/${gift!.id}/resend`, admin, {})).statusCode).toBe(409);
  });
});

describe('gift cards', () => {
  it('a card is bought for an amount and mailed with its code; its balance can be checked', async () => {
    const buyer = await createUser(t);
    const { to, code } = await boughtCard(buyer, 500_000);
    const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, to));
    expect(card).toMatchObject({ initialPara: 500_000, balancePara: 500_000, status: 'active' });
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const balance = await cardBalance(code);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toEqual({
      code_tail: code.slice(-4),
      status: 'active',
      initial_para: 500_000,
      balance_para: 500_000,
      available_para: 500_000,
    });
    const wrong = await post('/api/gift-cards/balance', null, { code: 'AAAA-BBBB-CCCC-DDDD' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code[0]).toBe('Kod poklon kartice nije ispravan.');
    expect((await post('/api/gift-cards/balance', null, {})).statusCode).toBe(422);
    expect((await post('/api/gift-cards/balance', null, { code: '' })).statusCode).toBe(422);
    const sent = await get('/api/gifts/sent', buyer);
    expect(sent.json().gift_cards).toEqual([
      expect.objectContaining({
        recipient_email: to,
        initial_para: 500_000,
        balance_para: 500_000,
        can_resend: true,
      }),
    ]);
  });

  it('pays part of an order: held while pending, spent when paid; the rest goes to the card gateway', async () => {
    const { code } = await boughtCard(await createUser(t), 500_000);
    const shopper = await createUser(t);
    const quote = await post('/api/cart/quote', shopper, {
      items: [{ type: 'course', id: BASICS }],
      gift_card: code,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      subtotal_para: BASICS_PRICE,
      gift_card_para: 500_000,
      total_para: BASICS_PRICE - 500_000,
      gift_card: { code_tail: code.slice(-4), available_para: 500_000, remaining_para: 0 },
    });
    const res = await payWithCard(shopper, BASICS, code);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json();
    expect(started.form_data.TotalAmount).toBe(String(BASICS_PRICE - 500_000));
    // Held: nobody else can spend it meanwhile.
    const held = (await cardBalance(code)).json();
    expect(held).toMatchObject({ balance_para: 500_000, available_para: 0 });
    const other = await post('/api/cart/quote', null, {
      items: [{ type: 'course', id: MAKEUP }],
      gift_card: code,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.gift_card[0]).toBe('Na poklon kartici trenutno nema raspoloživog iznosa.');

    await notify(started.form_data);
    const after = (await cardBalance(code)).json();
    expect(after).toMatchObject({ balance_para: 0, available_para: 0 });
    expect((await accessOf(shopper.id, BASICS))?.revokedAt).toBeNull();
    const order = await orderOf(started.payment_id);
    expect(order).toMatchObject({ giftCardPara: 500_000, totalPara: BASICS_PRICE - 500_000, status: 'paid' });
    const orders = await get('/api/orders', shopper);
    expect(orders.json().orders[0]).toMatchObject({
      gift_card_para: 500_000,
      total_para: BASICS_PRICE - 500_000,
    });

    // A refund puts the card's part back on the card.
    expect((await post(`/api/admin/orders/${order.id}/refund`, admin, {})).statusCode).toBe(200);
    expect((await cardBalance(code)).json().balance_para).toBe(500_000);
  });

  it('pays a whole order without a gateway, the rest staying on the card', async () => {
    const { code } = await boughtCard(await createUser(t), 2_000_000);
    const shopper = await createUser(t);
    const res = await payWithCard(shopper, BASICS, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed' });
    expect(res.json().redirect_url).toContain('/checkout/success');
    expect((await accessOf(shopper.id, BASICS))?.revokedAt).toBeNull();
    expect((await cardBalance(code)).json().balance_para).toBe(2_000_000 - BASICS_PRICE);
  });

  it('a declined payment gives the held amount back', async () => {
    const { code } = await boughtCard(await createUser(t), 300_000);
    const shopper = await createUser(t);
    const res = await payWithCard(shopper, BASICS, code);
    expect((await cardBalance(code)).json().available_para).toBe(0);
    await notify(res.json().form_data, '105');
    expect((await cardBalance(code)).json()).toMatchObject({
      balance_para: 300_000,
      available_para: 300_000,
    });
    const [use] = await t.database.db
      .select()
      .from(giftCardUses)
      .where(eq(giftCardUses.orderId, (await orderOf(res.json().payment_id)).id));
    expect(use?.status).toBe('released');
  });

  it('cannot pay for a gift card, takes no voucher for one, and refuses unknown codes', async () => {
    const { code } = await boughtCard(await createUser(t), 200_000);
    const shopper = await createUser(t);
    const card = {
      kind: 'card',
      amount_para: 100_000,
      recipient_email: recipientAddress(),
      recipient_name: 'Ana',
    };
    const withCard = await buyGift(shopper, 'upc', card, { gift_card: code });
    expect(withCard.statusCode).toBe(422);
    expect(withCard.json().errors.gift_card[0]).toBe(
      'Poklon karticom se ne može platiti druga poklon kartica.',
    );
    const quote = await post(
      '/api/cart/quote',
      shopper,
      { items: [], gift: { kind: 'card', amount_para: 100_000 }, gift_card: code },
      'en',
    );
    expect(quote.json().errors.gift_card[0]).toBe('A gift card cannot pay for another gift card.');
    const { vouchers } = await import('../../db/schema/index');
    await t.database.db.insert(vouchers).values({ code: 'POKLON10', kind: 'percent', value: 10 });
    const withVoucher = await buyGift(shopper, 'upc', card, { voucher: 'POKLON10' });
    expect(withVoucher.statusCode).toBe(422);
    expect(withVoucher.json().errors.voucher[0]).toBe('Vaučer ne važi za poklon kartice.');
    // A course gift takes vouchers as any course does.
    const giftQuote = await post('/api/cart/quote', shopper, {
      items: [],
      gift: { kind: 'course', course_id: BASICS },
      voucher: 'POKLON10',
    });
    expect(giftQuote.json().discount_para).toBe(BASICS_PRICE / 10);
    const unknown = await post('/api/cart/quote', shopper, {
      items: [{ type: 'course', id: BASICS }],
      gift_card: 'AAAA-BBBB-CCCC-DDDD',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.gift_card[0]).toBe('Kod poklon kartice nije ispravan.');
    const long = await post('/api/cart/quote', shopper, {
      items: [{ type: 'course', id: BASICS }],
      gift_card: 'x'.repeat(41),
    });
    expect(long.statusCode).toBe(422);
  });

  it('a refund of an unused card voids it; a used card refuses the refund', async () => {
    const buyer = await createUser(t);
    const unused = await boughtCard(buyer, 100_000);
    const unusedOrder = await orderOf(unused.paymentId);
    expect((await post(`/api/admin/orders/${unusedOrder.id}/refund`, admin, {})).statusCode).toBe(200);
    const voided = await post('/api/cart/quote', buyer, {
      items: [{ type: 'course', id: BASICS }],
      gift_card: unused.code,
    });
    expect(voided.json().errors.gift_card[0]).toBe('Ova poklon kartica više ne važi.');

    const used = await boughtCard(buyer, 100_000);
    const shopper = await createUser(t);
    await paid(await payWithCard(shopper, MAKEUP, used.code));
    const usedOrder = await orderOf(used.paymentId);
    const refused = await post(`/api/admin/orders/${usedOrder.id}/refund`, admin, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('već korišćena');
    expect((await orderOf(used.paymentId)).status).toBe('paid');
  });

  it('the buyer resends an unused card with a new code, the balance kept', async () => {
    const buyer = await createUser(t);
    const { to, code } = await boughtCard(buyer, 100_000);
    const [card] = await t.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, to));
    await t.database.db
      .update(giftCards)
      .set({ mailedAt: new Date(Date.now() - 120_000) })
      .where(eq(giftCards.id, card!.id));
    expect((await post(`/api/gift-cards/${card!.id}/resend`, await createUser(t), {})).statusCode).toBe(404);
    const res = await post(`/api/gift-cards/${card!.id}/resend`, buyer, {});
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await cardCode(to);
    expect(fresh).not.toBe(code);
    expect((await cardBalance(code)).statusCode).toBe(422);
    expect((await post('/api/gift-cards/balance', null, { code: fresh })).json().balance_para).toBe(100_000);
    // Once it has paid for something, only an administrator sends it again.
    const shopper = await createUser(t);
    await paid(await payWithCard(shopper, MAKEUP, fresh));
    await t.database.db
      .update(giftCards)
      .set({ mailedAt: new Date(Date.now() - 120_000) })
      .where(eq(giftCards.id, card!.id));
    expect((await post(`/api/gift-cards/${card!.id}/resend`, buyer, {})).statusCode).toBe(409);
    expect((await post(`/api/admin/gift-cards/${card!.id}/resend`, admin, {})).statusCode).toBe(200);
  });
});

describe('the administrator’s gift lists', () => {
  it('are for administrators only, paged like the other lists, with each entry’s history', async () => {
    const buyer = await createUser(t);
    await boughtGift(buyer);
    await boughtCard(buyer, 200_000);
    const learner = await createUser(t);
    for (const url of ['/api/admin/gifts', '/api/admin/gift-cards']) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, learner)).statusCode).toBe(403);
      const res = await get(`${url}?page=1&per_page=2`, admin);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.data.length).toBeLessThanOrEqual(2);
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 2 });
      expect(body.data[0].buyer.email).toBe(buyer.email);
      expect(body.data[0].history[0].event).toBe('paid');
      expect((await get(`${url}?per_page=0`, admin)).statusCode).toBe(422);
      expect((await get(`${url}?page=abc`, admin)).statusCode).toBe(422);
    }
    for (const url of ['/api/admin/gifts/1/resend', '/api/admin/gift-cards/1/resend']) {
      expect((await post(url, null, {})).statusCode).toBe(401);
      expect((await post(url, learner, {})).statusCode).toBe(403);
    }
    expect((await post('/api/admin/gifts/999999/resend', admin, {})).statusCode).toBe(404);
    expect((await post('/api/admin/gift-cards/999999/resend', admin, {})).statusCode).toBe(404);
  });
});
