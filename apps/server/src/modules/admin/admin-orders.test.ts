// The administrator's orders (10 per page with `meta`, one order with lines, payments and invoice) and the
// Uplatnice list (`payments` with `pagination`, spec 001 §3 and §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { fixture } from '../../test/fixtures';
import { type Account, type AdminTest, adminPost, adminTestApp, insertOrder } from './admin-test-support';

let at: AdminTest;
let buyer: Account;
const orderIds: number[] = [];

beforeAll(async () => {
  at = await adminTestApp();
  buyer = await createUser(at.t, { name: 'Kupac Narudžbina' });
  for (let index = 0; index < 23; index++) {
    orderIds.push(
      await insertOrder(at.t, {
        userId: buyer.id,
        courseId: fixture.courses.basics,
        totalPara: 100_000 + index,
        billing: { name: `Kupac ${index}`, email: `kupac${index}@primer.rs`, phone: '0601234567' },
      }),
    );
  }
});
afterAll(() => at.close());

const get = (url: string) => at.t.app.inject({ method: 'GET', url, headers: at.admin.auth });

describe('GET /admin/orders', () => {
  it('pages orders newest first, 10 by default, with meta', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.meta).toEqual({ current_page: 1, last_page: 3, per_page: 10, total: 23 });
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({
      id: orderIds[22],
      number: expect.any(String),
      buyer_name: 'Kupac 22',
      buyer_email: 'kupac22@primer.rs',
      status: 'pending',
      // A bank-slip order without a confirmed transfer (ADR 032).
      state: 'awaiting_slip',
      total_amount: '1000.22',
      total_para: 100_022,
      payment_method: 'uplatnica',
      created_at: expect.any(String),
    });
    const last = (await get('/api/admin/orders?page=3')).json();
    expect(last.data.map((o: { id: number }) => o.id)).toEqual([orderIds[2], orderIds[1], orderIds[0]]);
    expect(
      (await get('/api/admin/orders?page=2&per_page=5')).json().data.map((o: { id: number }) => o.id),
    ).toEqual(orderIds.slice(13, 18).reverse());
  });
});

describe('GET /admin/orders/{id}', () => {
  it('answers an order with its lines, payment attempts and invoice', async () => {
    const checkout = await postCheckout(at.t, buyer, {
      items: [
        { type: 'course', id: fixture.courses.basics },
        { type: 'course', id: fixture.courses.makeup },
      ],
      payment_method: 'uplatnica',
      billing: { name: 'Kupac Narudžbina', email: buyer.email, phone: '0601234567', city: 'Niš' },
    });
    expect(checkout.statusCode).toBe(200);
    const { payment_id: paymentId, order_number: number } = checkout.json();
    const [row] = (await get('/api/admin/orders?per_page=1')).json().data;
    expect(row.number).toBe(number);

    const res = await get(`/api/admin/orders/${row.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: row.id,
      number,
      status: 'pending',
      user: { id: buyer.id, email: buyer.email },
      billing: { name: 'Kupac Narudžbina', city: 'Niš' },
      subtotal_para: 1_490_000 + 980_000,
      total_para: 1_490_000 + 980_000,
      payment_method: 'uplatnica',
      invoice: null,
    });
    expect(data.lines.map((l: { ref_id: number }) => l.ref_id)).toEqual([
      fixture.courses.basics,
      fixture.courses.makeup,
    ]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({
      id: paymentId,
      method: 'uplatnica',
      status: 'pending',
      amount_para: 2_470_000,
    });

    await adminPost(at, `/api/admin/uplatnice/${paymentId}/confirm`);
    const paid = (await get(`/api/admin/orders/${row.id}`)).json().data;
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBeNull();
    expect(paid.payments[0]).toMatchObject({ status: 'completed', confirmed_by: at.admin.id });

    // The invoice is issued by the fulfilment job, in the background.
    let invoice = paid.invoice;
    for (let tries = 0; !invoice && tries < 300; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      invoice = (await get(`/api/admin/orders/${row.id}`)).json().data.invoice;
    }
    expect(invoice).toMatchObject({ driver: 'local', number: expect.any(String) });
    // The link is bound to this administrator's browser (ADR 026): refused without the media cookie the
    // order's answer set, served with it.
    expect(invoice.url).toMatch(new RegExp(`&uid=${at.admin.id}&sig=`));
    expect((await at.t.app.inject({ method: 'GET', url: invoice.url })).statusCode).toBe(403);
    const detail = await get(`/api/admin/orders/${row.id}`);
    const cookie = String(detail.headers['set-cookie']).split(';')[0]!;
    const pdf = await at.t.app.inject({ method: 'GET', url: invoice.url, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await get('/api/admin/orders/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Narudžbina nije pronađena.' });
  });
});

describe('GET /admin/uplatnice', () => {
  it('lists bank-slip payments with payer, courses, amount and reference, 20 per page', async () => {
    const slips: string[] = [];
    for (let index = 0; index < 3; index++) {
      const res = await at.t.app.inject({
        method: 'POST',
        url: `/api/payments/course/${fixture.courses.stage}/initiate-uplatnica`,
        headers: buyer.auth,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      slips.push(res.json().payment_id);
    }
    const res = await get('/api/admin/uplatnice?status=pending&per_page=2&page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 2, per_page: 2, total_items: 3 });
    expect(body.payments.map((p: { payment_id: string }) => p.payment_id)).toEqual([slips[2], slips[1]]);
    expect(body.payments[0]).toEqual({
      id: slips[2],
      payment_id: slips[2],
      user: { name: 'Kupac Narudžbina', email: buyer.email },
      course: { title: 'Scenski nastup sa Djordjem' },
      amount: '9800.00',
      amount_para: 980_000,
      status: 'pending',
      created_at: expect.any(String),
      completed_at: null,
      reference: expect.stringMatching(/^97\d{2}/),
      order_id: expect.any(Number),
      order_number: expect.any(String),
    });
    const defaults = (await get('/api/admin/uplatnice')).json();
    expect(defaults.pagination).toEqual({ current_page: 1, total_pages: 1, per_page: 20, total_items: 3 });
    const all = (await get('/api/admin/uplatnice?status=all')).json();
    expect(all.payments.some((p: { status: string }) => p.status === 'completed')).toBe(true);
  });
});
