// The overview calls: stat cards from the trigger-kept counters, revenue by Belgrade month, sales by course, and
// the activity log, including through the real bank-slip confirmation and refund.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { fixture } from '../../test/fixtures';
import { logActivity } from '../activity/activity.service';
import { formatRsdSr } from '../activity/order-activity';
import { lastMonths } from './admin-format';
import { adminGet, adminPost, adminTestAppPerFile, insertOrder } from './admin-test-support';

const at = adminTestAppPerFile();

const stats = async () => {
  const res = await adminGet(at, '/api/admin/dashboard/stats');
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('GET /admin/dashboard/stats', () => {
  it('counts courses, learner accounts and orders, and shows this month in Serbian format', async () => {
    const data = await stats();
    expect(data.total_courses).toBe(7);
    // The fixture has no learners of its own: the learner of this file only.
    expect(data.active_users).toBe(1);
    expect(data.total_orders).toBe(0);
    expect(data.monthly_revenue).toBe('0,00 RSD');
    expect(data.revenue_by_month).toHaveLength(12);
    expect(data.revenue_by_month.map((m: { month: string }) => m.month)).toEqual(lastMonths(12, new Date()));
  });

  it('adds paid orders to the month they were paid in and their courses to the sales', async () => {
    const before = await stats();
    const buyer = await createUser(at.t);
    const now = new Date();
    await insertOrder(at.t, {
      userId: buyer.id,
      courseId: fixture.courses.basics,
      totalPara: 1_490_000,
      status: 'paid',
      paidAt: now,
    });
    await insertOrder(at.t, { userId: buyer.id, courseId: fixture.courses.basics, totalPara: 990_000 });
    const after = await stats();
    expect(after.active_users).toBe(before.active_users + 1);
    expect(after.total_orders).toBe(before.total_orders + 2);
    expect(after.monthly_revenue_para).toBe(before.monthly_revenue_para + 1_490_000);
    expect(after.monthly_revenue).toBe(formatRsdSr(after.monthly_revenue_para));
    const basics = after.sales_by_course.find(
      (s: { course_id: number }) => s.course_id === fixture.courses.basics,
    );
    expect(basics).toMatchObject({ title: 'Osnove dizajna enterijera', count: 1, total_para: 1_490_000 });
  });

  it('follows a bank slip through confirmation and refund', async () => {
    const buyer = await createUser(at.t);
    const checkout = await postCheckout(at.t, buyer, {
      items: [{ type: 'course', id: fixture.courses.makeup }],
      payment_method: 'uplatnica',
      billing: { name: 'Kupac Uplatnicom', email: buyer.email, phone: '0601234567' },
    });
    expect(checkout.statusCode).toBe(200);
    const { payment_id: paymentId, order_number: orderNumber } = checkout.json();
    const newest = await adminGet(at, '/api/admin/orders?per_page=1');
    const [order] = newest.json().data;
    expect(order.number).toBe(orderNumber);
    const before = await stats();
    const confirmed = await adminPost(at, `/api/admin/uplatnice/${paymentId}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const paid = await stats();
    expect(paid.monthly_revenue_para).toBe(before.monthly_revenue_para + 980_000);
    const makeup = (s: typeof paid) =>
      s.sales_by_course.find((row: { course_id: number }) => row.course_id === fixture.courses.makeup)
        ?.count ?? 0;
    expect(makeup(paid)).toBe(makeup(before) + 1);

    const refunded = await adminPost(at, `/api/admin/orders/${order.id}/refund`);
    expect(refunded.statusCode).toBe(200);
    const after = await stats();
    expect(after.monthly_revenue_para).toBe(before.monthly_revenue_para);
    expect(makeup(after)).toBe(makeup(before));
  });
});

describe('GET /admin/dashboard/activities', () => {
  it('lists the newest 20 entries of the activity log, newest first', async () => {
    for (let index = 0; index < 22; index++) {
      await logActivity(at.t.database.db, {
        actorUserId: null,
        type: 'test.entry',
        message: `Unos ${index}`,
      });
    }
    const res = await adminGet(at, '/api/admin/dashboard/activities');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toHaveLength(20);
    expect(Object.keys(body.data[0]).sort()).toEqual(['created_at', 'id', 'message', 'type']);
    expect(body.data[0]).toMatchObject({ message: 'Unos 21', type: 'test.entry' });
    const times = body.data.map((a: { created_at: string }) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('formatRsdSr', () => {
  it('groups thousands with dots and writes the decimals after a comma', () => {
    expect(formatRsdSr(0)).toBe('0,00 RSD');
    expect(formatRsdSr(5)).toBe('0,05 RSD');
    expect(formatRsdSr(123_456_789)).toBe('1.234.567,89 RSD');
    expect(formatRsdSr(-150_000)).toBe('-1.500,00 RSD');
  });
});
