// Where money is committed (issue 14, "Money"): a voucher is never used more often than it may be, sequentially
// or under 50 parallel checkouts; two orders for one course paid at the same moment both end paid; the PayPal
// return and cancel links act only for the attempt they were made for. Runs on PostgreSQL in CI (the races
// need real connections); on PGlite the same assertions hold with the requests taken one at a time.

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGrants, activityLog, courseAccess, orders, payments, vouchers } from '../../db/schema/index';
import { createUser, type TestApp, type TestUser as User } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildListeningCatalogTestApp, fixture } from '../../test/fixtures';
import { pressPaypalButton } from '../../test/paypal-buyer';
import { postUpcNotify } from '../../test/upc-notify';

let t: TestApp & { baseUrl: string };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const BASICS = fixture.courses.basics;
const BASICS_PRICE = 1_490_000;
const NO_LONGER = 'Vaučer je u međuvremenu iskorišćen i više ne važi.';
const GONE = 'Vaučer iz ove narudžbine je u međuvremenu iskoristio neko drugi';

beforeAll(async () => {
  t = await buildListeningCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

const users50 = () => Promise.all(Array.from({ length: 50 }, () => createUser(t)));

async function voucher(code: string, values: Partial<typeof vouchers.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(vouchers)
    .values({ code, kind: 'percent', value: 10, maxUses: 1, ...values })
    .returning();
  return row!;
}

async function usedCount(code: string) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.code, code));
  return row!.usedCount;
}

function checkout(user: User, method: string, extra: Record<string, unknown> = {}) {
  return postCheckout(t, user, {
    items: [{ type: 'course', id: BASICS }],
    payment_method: method,
    billing: { name: 'Milica Kupac', email: user.email, phone: '+381601234567' },
    ...extra,
  });
}

interface Started {
  payment_id: string;
  order_number: string;
  form_data: Record<string, string>;
  redirect_url: string;
}

async function started(user: User, method: string, extra: Record<string, unknown> = {}): Promise<Started> {
  const res = await checkout(user, method, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The bank's notify; the gateway must always get a 200 with an answer it can act on. */
async function notify(form: Record<string, string>, tranCode: string) {
  const body = await postUpcNotify(t, form, tranCode);
  return Object.fromEntries(body.split('\n').map((line) => line.split(/=(.*)/s).slice(0, 2))) as Record<
    string,
    string
  >;
}

async function paymentRow(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function grantsOf(userId: number) {
  return t.database.db.select().from(accessGrants).where(eq(accessGrants.userId, userId));
}

/** Lets an order's hold on its voucher lapse, as if its time had passed. */
async function lapseHold(paymentId: string) {
  const payment = await paymentRow(paymentId);
  await t.database.db
    .update(orders)
    .set({ voucherHeldUntil: new Date(Date.now() - 1000) })
    .where(eq(orders.id, payment.orderId));
}

describe('voucher uses are counted where money is committed', () => {
  it('a one-use code held by a pending order is refused to the next buyer, and freed when that payment fails', async () => {
    await voucher('JEDNA-UPOTREBA');
    const [first, second] = [await createUser(t), await createUser(t)];
    const a = await started(first, 'upc', { voucher: 'jedna-upotreba' });
    expect(a.form_data.TotalAmount).toBe(String(BASICS_PRICE * 0.9));

    const refused = await checkout(second, 'upc', { voucher: 'JEDNA-UPOTREBA' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.voucher[0]).toContain(NO_LONGER);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: { items: [{ type: 'course', id: BASICS }], voucher: 'JEDNA-UPOTREBA' },
    });
    expect(quote.json().errors.voucher).toEqual(['Vaučer je već iskorišćen.']);

    // The first buyer's card is declined: the use is free again.
    expect((await notify(a.form_data, '105'))['Response.action']).toBe('approve');
    const b = await started(second, 'upc', { voucher: 'JEDNA-UPOTREBA' });
    expect((await notify(b.form_data, '000'))['Response.action']).toBe('approve');
    expect((await paymentRow(b.payment_id)).status).toBe('completed');
    expect(await usedCount('JEDNA-UPOTREBA')).toBe(1);
  });

  it('a personal one-time welcome voucher pays for one order of its owner and never for anyone else', async () => {
    const sender = await createUser(t);
    const friend = await createUser(t);
    const stranger = await createUser(t);
    await voucher('DOBRODOSLI-TESTABCD', { assignedEmail: friend.email, createdByUserId: sender.id });
    const first = await started(friend, 'upc', { voucher: 'DOBRODOSLI-TESTABCD' });
    for (const method of ['upc', 'uplatnica']) {
      const again = await checkout(friend, method, { voucher: 'DOBRODOSLI-TESTABCD' });
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json().errors.voucher[0]).toContain(NO_LONGER);
    }
    const other = await checkout(stranger, 'upc', { voucher: 'DOBRODOSLI-TESTABCD' });
    expect(other.json().errors.voucher).toEqual(['Ovaj vaučer je namenjen drugoj email adresi.']);
    await notify(first.form_data, '000');
    expect(await usedCount('DOBRODOSLI-TESTABCD')).toBe(1);
    const paid = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.voucherCode, 'DOBRODOSLI-TESTABCD'), eq(orders.status, 'paid')));
    expect(paid).toHaveLength(1);
  });

  it('a lapsed hold is honoured while a use is free; once the last use went to someone else no money is taken', async () => {
    await voucher('ISTEKLA-REZERVACIJA', { maxUses: 2 });
    const [late, other, third] = [await createUser(t), await createUser(t), await createUser(t)];
    // A lapsed hold with a use still free: the payment goes through.
    const easy = await started(late, 'upc', { voucher: 'ISTEKLA-REZERVACIJA' });
    await lapseHold(easy.payment_id);
    expect((await notify(easy.form_data, '000'))['Response.action']).toBe('approve');
    expect((await paymentRow(easy.payment_id)).status).toBe('completed');

    // The last use: the card buyer's hold lapses, someone else takes and pays it, then the bank approves.
    const card = await started(third, 'upc', { voucher: 'ISTEKLA-REZERVACIJA' });
    await lapseHold(card.payment_id);
    const taken = await started(other, 'upc', { voucher: 'ISTEKLA-REZERVACIJA' });
    await notify(taken.form_data, '000');
    const reply = await notify(card.form_data, '000');
    expect(reply['Response.action']).toBe('reverse');
    expect(decodeURIComponent(reply['Response.forwardUrl']!.replace(/\+/g, ' '))).toContain(GONE);
    const failed = await paymentRow(card.payment_id);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'voucher used up' });
    expect(await grantsOf(third.id)).toHaveLength(0);
    expect(await usedCount('ISTEKLA-REZERVACIJA')).toBe(2);
    const flagged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'payment.voucherGone'));
    expect(flagged.map((row) => (row.data as { paymentId: string }).paymentId)).toContain(card.payment_id);
  });

  it('a bank slip whose hold lapsed and whose use went elsewhere is refused to the administrator, not granted', async () => {
    await voucher('UPLATNICA-POLA', { value: 50 });
    const admin = await createUser(t, { role: 'admin' });
    const [slowPayer, quick] = [await createUser(t), await createUser(t)];
    const slip = await started(slowPayer, 'uplatnica', { voucher: 'UPLATNICA-POLA' });
    await lapseHold(slip.payment_id);
    const taken = await started(quick, 'upc', { voucher: 'UPLATNICA-POLA' });
    await notify(taken.form_data, '000');
    const confirm = await confirmSlipPayment(t, admin, slip.payment_id);
    expect(confirm.statusCode, confirm.body).toBe(409);
    expect(confirm.json().message).toContain('Vaučer ove narudžbine je u međuvremenu iskorišćen');
    expect((await paymentRow(slip.payment_id)).status).toBe('failed');
    expect(await grantsOf(slowPayer.id)).toHaveLength(0);
    expect(await usedCount('UPLATNICA-POLA')).toBe(1);
  });

  it('fifty parallel checkouts with a 100 % one-use code complete once, the zero-amount path included', async () => {
    await voucher('SVE-BESPLATNO', { value: 100 });
    const buyers = await users50();
    const results = await Promise.all(
      buyers.map((buyer) => checkout(buyer, 'upc', { voucher: 'SVE-BESPLATNO' })),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 422)).toHaveLength(49);
    const won = results.find((res) => res.statusCode === 200)!.json();
    expect(won.status).toBe('completed');
    expect(await usedCount('SVE-BESPLATNO')).toBe(1);
    const grants = await t.database.db
      .select()
      .from(accessGrants)
      .where(
        inArray(
          accessGrants.userId,
          buyers.map((buyer) => buyer.id),
        ),
      );
    expect(grants).toHaveLength(1);
  }, 120_000);

  it('fifty parallel checkouts with a three-use code: three orders hold it and three are paid', async () => {
    await voucher('TRI-PUTA', { maxUses: 3 });
    const buyers = await users50();
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer, 'upc', { voucher: 'TRI-PUTA' })));
    const ok = results.filter((res) => res.statusCode === 200).map((res) => res.json() as Started);
    expect(ok).toHaveLength(3);
    expect(results.filter((res) => res.statusCode === 422)).toHaveLength(47);
    const replies = await Promise.all(ok.map((s) => notify(s.form_data, '000')));
    expect(replies.map((r) => r['Response.action'])).toEqual(['approve', 'approve', 'approve']);
    expect(await usedCount('TRI-PUTA')).toBe(3);
  }, 120_000);

  it('fifty parallel checkouts by the owner of a personal one-use code make one order', async () => {
    const owner = await createUser(t);
    await voucher('LICNI-KOD-PARALELNO', { assignedEmail: owner.email });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkout(owner, 'uplatnica', { voucher: 'LICNI-KOD-PARALELNO' })),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(results.filter((res) => res.statusCode === 422)).toHaveLength(49);
  }, 120_000);
});

describe('two orders for the same course paid at the same moment', () => {
  it('twenty parallel paid notifies all end paid: one access row, each order extends it, the surplus flagged', async () => {
    const buyer = await createUser(t);
    const orders20: Started[] = [];
    for (let i = 0; i < 20; i++) orders20.push(await started(buyer, 'upc'));
    const replies = await Promise.all(orders20.map((s) => notify(s.form_data, '000')));
    expect(replies.every((r) => r['Response.action'] === 'approve')).toBe(true);
    for (const s of orders20) expect((await paymentRow(s.payment_id)).status).toBe('completed');
    const access = await t.database.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, buyer.id), eq(courseAccess.courseId, BASICS)));
    expect(access).toHaveLength(1);
    expect(await grantsOf(buyer.id)).toHaveLength(20);
    // 12 months per order, one after the other.
    const years = (access[0]!.expiresAt!.getTime() - Date.now()) / (365.25 * 24 * 3600 * 1000);
    expect(Math.round(years)).toBe(20);
    const flagged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'order.alreadyOwned'));
    const numbers = new Set(orders20.map((s) => s.order_number));
    expect(
      flagged.filter((row) => numbers.has(row.message.split(':')[0]!.replace('Narudžbina ', ''))),
    ).toHaveLength(19);
  }, 120_000);
});

describe('a payment and an administrator giving the same course at the same moment', () => {
  it('twenty buyers: every notify is approved, every save succeeds, one access row each', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const pending = await Promise.all(buyers.map((buyer) => started(buyer, 'upc')));
    const [replies, saves] = await Promise.all([
      Promise.all(pending.map((s) => notify(s.form_data, '000'))),
      Promise.all(
        buyers.map((buyer) =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/users/${buyer.id}`,
            headers: admin.auth,
            payload: { name: 'Milica Kupac', email: buyer.email, role: 'user', courses: [String(BASICS)] },
          }),
        ),
      ),
    ]);
    expect(replies.map((r) => r['Response.action'])).toEqual(replies.map(() => 'approve'));
    expect(saves.map((res) => res.statusCode)).toEqual(saves.map(() => 200));
    for (const buyer of buyers) {
      const rows = await t.database.db
        .select()
        .from(courseAccess)
        .where(and(eq(courseAccess.userId, buyer.id), eq(courseAccess.courseId, BASICS)));
      expect(rows).toHaveLength(1);
    }
  }, 120_000);
});

describe('PayPal return and cancel act only for the attempt they were made for', () => {
  /** Where the simulator sends the buyer back after they press `button`. */
  async function buyerPresses(redirectUrl: string, button: string) {
    const res = await pressPaypalButton(redirectUrl, button);
    return new URL(res.headers.get('location')!);
  }

  it('a stranger with the PayPal order id can neither cancel nor capture; the buyer still pays', async () => {
    const buyer = await createUser(t);
    const s = await started(buyer, 'paypal');
    const token = (await paymentRow(s.payment_id)).providerOrderId;
    for (const url of [
      `/api/payments/paypal/cancel?token=${token}`,
      `/api/payments/paypal/cancel?token=${token}&attempt=${s.payment_id}&sig=forged`,
      `/api/payments/paypal/return?token=${token}`,
      `/api/payments/paypal/return?token=${token}&PayerID=X&attempt=${s.payment_id}&sig=forged`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(303);
      expect((await paymentRow(s.payment_id)).status, url).toBe('pending');
    }
    // The signed link of one attempt does not work for another attempt's PayPal order.
    const other = await started(await createUser(t), 'paypal');
    const otherToken = (await paymentRow(other.payment_id)).providerOrderId;
    const back = await buyerPresses(s.redirect_url, 'Pay now');
    const swapped = new URLSearchParams(back.search);
    swapped.set('token', otherToken);
    for (const action of ['return', 'cancel']) {
      await t.app.inject({ method: 'GET', url: `/api/payments/paypal/${action}?${swapped}` });
      expect((await paymentRow(other.payment_id)).status).toBe('pending');
    }

    const returned = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe(`${t.baseUrl}/checkout/success?payment_id=${s.payment_id}`);
    expect((await paymentRow(s.payment_id)).status).toBe('completed');
  });

  it('the buyer who cancels at PayPal fails the attempt and frees its voucher use', async () => {
    await voucher('PAYPAL-OTKAZ');
    const buyer = await createUser(t);
    const s = await started(buyer, 'paypal', { voucher: 'PAYPAL-OTKAZ' });
    const cancel = await buyerPresses(s.redirect_url, 'Cancel');
    expect(cancel.searchParams.get('attempt')).toBe(s.payment_id);
    await t.app.inject({ method: 'GET', url: `${cancel.pathname}${cancel.search}` });
    expect((await paymentRow(s.payment_id)).status).toBe('failed');
    expect((await checkout(await createUser(t), 'upc', { voucher: 'PAYPAL-OTKAZ' })).statusCode).toBe(200);
  });

  it('no money is taken at PayPal once the voucher use went to someone else while the buyer was there', async () => {
    await voucher('PAYPAL-ZAKASNIO');
    const [slow, quick] = [await createUser(t), await createUser(t)];
    const s = await started(slow, 'paypal', { voucher: 'PAYPAL-ZAKASNIO' });
    const back = await buyerPresses(s.redirect_url, 'Pay now');
    await lapseHold(s.payment_id);
    const taken = await started(quick, 'upc', { voucher: 'PAYPAL-ZAKASNIO' });
    await notify(taken.form_data, '000');
    const returned = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(decodeURIComponent(returned.headers.location as string).replace(/\+/g, ' ')).toContain(GONE);
    const payment = await paymentRow(s.payment_id);
    expect(payment.status).toBe('failed');
    expect(payment.providerData).not.toHaveProperty('captureId');
    expect(await grantsOf(slow.id)).toHaveLength(0);
  });

  it('the card return route changes nothing, whatever fields it is sent', async () => {
    const buyer = await createUser(t);
    const s = await started(buyer, 'upc');
    for (const method of ['GET', 'POST'] as const) {
      const fields = new URLSearchParams({
        OrderID: s.form_data.OrderID!,
        TranCode: '501',
        Response: 'cancel',
      });
      const res =
        method === 'GET'
          ? await t.app.inject({ method, url: `/api/payments/upc/return?${fields}` })
          : await t.app.inject({
              method,
              url: '/api/payments/upc/return',
              headers: FORM,
              payload: `${fields}`,
            });
      expect(res.statusCode).toBe(303);
      expect((await paymentRow(s.payment_id)).status).toBe('pending');
    }
    expect(await grantsOf(buyer.id)).toHaveLength(0);
  });
});
