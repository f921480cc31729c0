// The pending bank-slip sequence on the test clock (issue 21 item 1, ADR 083): one reminder 3 days after the order,
// with the slip PDF and the cancellation date, in the order's language; none after a confirmation or a cancellation;
// the order cancelled at day 10 with its voucher hold released and one notice sent; and the administrator's Cancel.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityLog,
  adminAuditLog,
  giftCards,
  giftCardUses,
  mailMessages,
  orderLines,
  orders,
  payments,
  vouchers,
} from '../../db/schema/index';
import { createUser, type TestApp, type TestUser, waitForMail } from '../../test/app';
import { confirmSlipPayment, postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { newGiftCode } from '../commerce/gift-codes';

const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TEST_CLOCK: 'true', LOGIN_RATE_LIMIT_PER_IP: '100000' });
}, 60_000);
afterAll(async () => t?.close());

const run = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/test/mail/sequences/run', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
};

async function slipOrder(user: TestUser, options: { locale?: 'sr' | 'en'; voucher?: string } = {}) {
  const res = await postCheckout(
    t,
    user,
    {
      items: [{ type: 'course', id: fixture.courses.basics }],
      payment_method: 'uplatnica',
      billing: { name: 'Milica Kupac', email: user.email, phone: '+381601234567' },
      ...(options.voucher ? { voucher: options.voucher } : {}),
    },
    options.locale === 'en' ? { 'accept-language': 'en' } : {},
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { payment_id: string; order_number: string };
}

const mails = (to: string, template: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.template, template)));

async function state(paymentId: string) {
  const [row] = await t.database.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row!;
}

const cancel = (caller: { auth: Record<string, string> } | null, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/uplatnice/${paymentId}/cancel`,
    headers: caller?.auth ?? {},
  });

describe('the pending bank-slip sequence', () => {
  it('reminds once at day 3 with the slip and the cancellation date, in the order language; not after confirm', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const english = await createUser(t, { name: 'Mila English' });
    const serbian = await createUser(t);
    const paid = await createUser(t);
    const en = await slipOrder(english, { locale: 'en' });
    const sr = await slipOrder(serbian);
    const confirmed = await slipOrder(paid);
    const placed = (await state(en.payment_id)).payment.createdAt;

    t.app.clock.advance(2 * DAY + 23 * 3_600_000);
    await run();
    expect(await mails(english.email, 'bank-slip-reminder')).toHaveLength(0);

    // Confirmed before its reminder was due: never reminded.
    expect((await confirmSlipPayment(t, admin, confirmed.payment_id)).statusCode).toBe(200);
    t.app.clock.advance(2 * 3_600_000);
    await run();
    await run();
    const [mail, ...more] = await mails(english.email, 'bank-slip-reminder');
    expect(more).toEqual([]);
    expect(mail!.locale).toBe('en');
    expect(mail!.category).toBe('transactional');
    expect(mail!.attachments).toEqual([
      {
        filename: `uplatnica-${en.order_number}.pdf`,
        contentType: 'application/pdf',
        storageKey: `slips/${en.order_number}.pdf`,
      },
    ]);
    const cancelsAt = new Date(placed.getTime() + 10 * DAY);
    expect(mail!.props).toMatchObject({
      orderNumber: en.order_number,
      amountPara: 1_490_000,
      cancelsAt: cancelsAt.toISOString(),
      slip: { model: '97', payment_code: '289' },
    });
    const sent = await waitForMail(t.database, english.email, { template: 'bank-slip-reminder' });
    expect(sent.subject).toBe(`Reminder: payment for order ${en.order_number}`);
    expect(sent.text).toContain('the order will be cancelled on');
    expect(sent.attachments?.[0]?.filename).toBe(`uplatnica-${en.order_number}.pdf`);
    const [srMail] = await mails(serbian.email, 'bank-slip-reminder');
    expect(srMail!.locale).toBe('sr');
    const srSent = await waitForMail(t.database, serbian.email, { template: 'bank-slip-reminder' });
    expect(srSent.subject).toBe(`Podsetnik: uplata za porudžbinu ${sr.order_number}`);
    expect(await mails(paid.email, 'bank-slip-reminder')).toHaveLength(0);

    // The reminded slip is confirmed: the admin counts read it as converted.
    expect((await confirmSlipPayment(t, admin, sr.payment_id)).statusCode).toBe(200);
    const counts = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail-sequences',
      headers: admin.auth,
    });
    const slipStats = counts.json().stats.find((s: { sequence: string }) => s.sequence === 'pending-slip');
    expect(slipStats.converted).toBeGreaterThanOrEqual(1);

    // Day 10: the unpaid one is cancelled, the confirmed one untouched; the notice goes once.
    t.app.clock.advance(7 * DAY);
    await run();
    await run();
    const after = await state(en.payment_id);
    expect(after.order.status).toBe('cancelled');
    expect(after.payment.status).toBe('failed');
    expect((await state(sr.payment_id)).order.status).toBe('paid');
    expect((await state(confirmed.payment_id)).order.status).toBe('paid');
    const [notice, ...again] = await mails(english.email, 'bank-slip-cancelled');
    expect(again).toEqual([]);
    expect(notice!.category).toBe('transactional');
    expect(notice!.props).toMatchObject({
      reason: 'expired',
      days: 10,
      lines: ['Osnove dizajna enterijera'],
      buyAgainUrl: `http://127.0.0.1:3000/courses/${fixture.courses.basics}`,
    });
    const noticeSent = await waitForMail(t.database, english.email, { template: 'bank-slip-cancelled' });
    expect(noticeSent.subject).toBe(`Order ${en.order_number} cancelled`);
    expect(noticeSent.text).toContain('within 10 days');
    expect(await mails(serbian.email, 'bank-slip-cancelled')).toHaveLength(0);

    // The admin list reads it as cancelled; a late confirmation is refused with a reason.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/uplatnice?status=cancelled',
      headers: admin.auth,
    });
    expect(
      list.json().payments.map((p: { payment_id: string; status: string }) => [p.payment_id, p.status]),
    ).toEqual(expect.arrayContaining([[en.payment_id, 'cancelled']]));
    const late = await confirmSlipPayment(t, admin, en.payment_id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Ova uplatnica je otkazana i više se ne može potvrditi.');
    // The learner's own order list says cancelled.
    const learnerOrders = await t.app.inject({ method: 'GET', url: '/api/orders', headers: english.auth });
    expect(learnerOrders.statusCode).toBe(200);
    const mine = learnerOrders.json().orders.find((o: { number: string }) => o.number === en.order_number);
    expect(mine.status).toBe('cancelled');
  });

  it('cancels at day 10 releasing the voucher hold, with no reminder when it is turned off', async () => {
    const admin = await createUser(t, { role: 'admin' });
    await t.database.db
      .insert(vouchers)
      .values({ code: 'SLIP-JEDNOM', kind: 'percent', value: 10, maxUses: 1 });
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail-sequences',
      headers: admin.auth,
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-sequences',
      headers: admin.auth,
      payload: {
        ...settings.json().settings,
        pending_slip: { enabled: false, reminder_days: 3, cancel_days: 10 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const buyer = await createUser(t);
    const next = await createUser(t);
    const slip = await slipOrder(buyer, { voucher: 'SLIP-JEDNOM' });
    // An order whose slip e-mail the daily cap held back (ADR 023): cancelled all the same, but no notice.
    const capped = await createUser(t);
    const cappedSlip = await slipOrder(capped);
    await t.database.db
      .delete(mailMessages)
      .where(and(eq(mailMessages.to, capped.email), eq(mailMessages.template, 'bank-slip')));
    // The one use is held by the pending slip (7 days), then lapses; the rule releases it at day 10 all the same.
    const held = await postCheckout(t, next, {
      items: [{ type: 'course', id: fixture.courses.makeup }],
      payment_method: 'uplatnica',
      billing: { name: 'Ana', email: next.email, phone: '+381601234567' },
      voucher: 'SLIP-JEDNOM',
    });
    expect(held.statusCode).toBe(422);

    t.app.clock.advance(4 * DAY);
    await run();
    expect(await mails(buyer.email, 'bank-slip-reminder')).toHaveLength(0);
    t.app.clock.advance(6 * DAY);
    await run();
    const cancelled = await state(slip.payment_id);
    expect(cancelled.order.status).toBe('cancelled');
    expect(cancelled.order.voucherHeldUntil).toBeNull();
    expect(await mails(buyer.email, 'bank-slip-cancelled')).toHaveLength(1);
    expect((await state(cappedSlip.payment_id)).order.status).toBe('cancelled');
    expect(await mails(capped.email, 'bank-slip-cancelled')).toHaveLength(0);
    const [activity] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'order.cancelled'))
      .limit(1);
    expect(activity).toBeDefined();
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-sequences',
      headers: admin.auth,
      payload: settings.json().settings,
    });
  });
});

describe('the administrator cancels a pending bank slip', () => {
  it('cancels once (audited, holds released, buyer told); 409 when cancelled or paid; 401, 403, 404', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const buyer = await createUser(t);
    const other = await createUser(t);
    await t.database.db
      .insert(vouchers)
      .values({ code: 'ADMIN-JEDNOM', kind: 'percent', value: 10, maxUses: 1 });
    const slip = await slipOrder(buyer, { locale: 'en', voucher: 'ADMIN-JEDNOM' });
    const withVoucher = () =>
      postCheckout(t, other, {
        items: [{ type: 'course', id: fixture.courses.makeup }],
        payment_method: 'uplatnica',
        billing: { name: 'Ana', email: other.email, phone: '+381601234567' },
        voucher: 'ADMIN-JEDNOM',
      });
    // The pending slip holds the voucher's one use.
    expect((await withVoucher()).statusCode).toBe(422);
    expect((await cancel(null, slip.payment_id)).statusCode).toBe(401);
    expect((await cancel(buyer, slip.payment_id)).statusCode).toBe(403);
    expect((await cancel(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const res = await cancel(admin, slip.payment_id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Uplatnica je otkazana i kupac je obavešten.',
      payment: { payment_id: slip.payment_id, status: 'cancelled' },
      order: { number: slip.order_number, status: 'cancelled' },
    });
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'payment.slip_cancelled'), eq(adminAuditLog.entityId, slip.payment_id)),
      );
    expect(audit).toBeDefined();
    const [notice, ...more] = await mails(buyer.email, 'bank-slip-cancelled');
    expect(more).toEqual([]);
    expect(notice!.locale).toBe('en');
    expect(notice!.props).toMatchObject({ reason: 'admin' });
    // The use is free again at once, long before the hold would have lapsed.
    const freed = await withVoucher();
    expect(freed.statusCode, freed.body).toBe(200);

    const again = await cancel(admin, slip.payment_id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ova uplatnica je otkazana i više se ne može potvrditi.');
    // Cancelled: no reminder and no second notice later.
    t.app.clock.advance(11 * DAY);
    await run();
    expect(await mails(buyer.email, 'bank-slip-reminder')).toHaveLength(0);
    expect(await mails(buyer.email, 'bank-slip-cancelled')).toHaveLength(1);

    const paidBuyer = await createUser(t);
    const paid = await slipOrder(paidBuyer);
    expect((await confirmSlipPayment(t, admin, paid.payment_id)).statusCode).toBe(200);
    const paidCancel = await cancel(admin, paid.payment_id);
    expect(paidCancel.statusCode).toBe(409);
    expect(paidCancel.json().message).toBe('Otkazati se može samo uplatnica koja još čeka uplatu.');
    expect((await state(paid.payment_id)).order.status).toBe('paid');
  });

  it("gives the gift card's held amount back at once when a slip paid partly by it is cancelled", async () => {
    const admin = await createUser(t, { role: 'admin' });
    const giver = await createUser(t);
    const source = await slipOrder(giver);
    const { order } = await state(source.payment_id);
    const [line] = await t.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const code = newGiftCode('card');
    const [card] = await t.database.db
      .insert(giftCards)
      .values({
        orderId: order.id,
        orderLineId: line!.id,
        buyerUserId: giver.id,
        recipientEmail: giver.email,
        recipientName: 'Ana',
        codeHash: code.hash,
        codeTail: code.tail,
        initialPara: 500_000,
        balancePara: 500_000,
      })
      .returning();
    const withCard = (user: TestUser) =>
      postCheckout(t, user, {
        items: [{ type: 'course', id: fixture.courses.basics }],
        payment_method: 'uplatnica',
        billing: { name: 'Ana', email: user.email, phone: '+381601234567' },
        gift_card: code.code,
      });
    const buyer = await createUser(t);
    const next = await createUser(t);
    const first = await withCard(buyer);
    expect(first.statusCode, first.body).toBe(200);
    // The whole amount is held by the pending slip: nothing left for the next buyer.
    expect((await withCard(next)).statusCode).toBe(422);
    const res = await cancel(admin, first.json().payment_id);
    expect(res.statusCode, res.body).toBe(200);
    const uses = await t.database.db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, card!.id));
    expect(uses.map((use) => use.status)).toEqual(['released']);
    const again = await withCard(next);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('validates the sequence settings: bounds and the reminder before the cancellation', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const learner = await createUser(t);
    const current = (
      await t.app.inject({ method: 'GET', url: '/api/admin/mail-sequences', headers: admin.auth })
    ).json().settings;
    expect(current.pending_slip).toEqual({ enabled: true, reminder_days: 3, cancel_days: 10 });
    const put = (pending_slip: unknown, caller = admin) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/mail-sequences',
        headers: caller.auth,
        payload: { ...current, pending_slip },
      });
    const tooLate = await put({ enabled: true, reminder_days: 12, cancel_days: 10 });
    expect(tooLate.statusCode).toBe(422);
    expect(JSON.stringify(tooLate.json())).toContain('Podsetnik mora stići pre otkazivanja.');
    expect((await put({ enabled: true, reminder_days: 0, cancel_days: 10 })).statusCode).toBe(422);
    expect((await put({ enabled: true, reminder_days: 3, cancel_days: 61 })).statusCode).toBe(422);
    expect((await put({ enabled: true, reminder_days: 3, cancel_days: 6 })).statusCode).toBe(422);
    expect((await put({ enabled: true, reminder_days: 2, cancel_days: 14 }, learner)).statusCode).toBe(403);
    const ok = await put({ enabled: true, reminder_days: 2, cancel_days: 14 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().settings.pending_slip).toEqual({ enabled: true, reminder_days: 2, cancel_days: 14 });
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail-sequences/test',
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: { sequence: 'pending-slip' },
    });
    expect(test.statusCode, test.body).toBe(200);
    const [sample] = await mails(admin.email, 'bank-slip-reminder');
    expect(sample!.locale).toBe('en');
    expect((await put(current.pending_slip)).statusCode).toBe(200);
  });
});
