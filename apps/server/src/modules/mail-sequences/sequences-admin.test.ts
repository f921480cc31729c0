// The administrator's control of the sequences (issue 21 item 3, ADR 077): on/off and delays take effect on the next
// scan and are audited; a test e-mail goes to the administrator's own address through the consent check; the counts
// per sequence come from what happened (sent, link opened, paid within 7 days, unsubscribed within 7 days).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  courseAccess,
  mailMessages,
  marketingConsentLog,
  newsletterSubscribers,
} from '../../db/schema/index';
import { createUser, type TestApp, type TestUser, waitForMail } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { type AdminTest, adminTestApp, insertOrder } from '../admin/admin-test-support';

const DAY = 86_400_000;
let a: AdminTest;
let t: TestApp;
beforeAll(async () => {
  a = await adminTestApp({ TEST_CLOCK: 'true' });
  t = a.t;
});
afterAll(async () => a?.close());

const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: a.admin.auth, ...(payload ? { payload } : {}) });
const run = () => t.app.inject({ method: 'POST', url: '/api/test/mail/sequences/run', payload: {} });

async function consent(email: string) {
  const at = new Date();
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email, consentAt: at, consentSource: 'profile', confirmedAt: at });
}

async function learnerEndingIn(days: number): Promise<TestUser> {
  const learner = await createUser(t);
  await consent(learner.email);
  await t.database.db.insert(courseAccess).values({
    userId: learner.id,
    courseId: fixture.courses.basics,
    source: 'admin',
    expiresAt: new Date(t.app.clock.now().getTime() + days * DAY),
  });
  return learner;
}

const reminders = (email: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.template, 'access-expiry-reminder')));

describe('admin mail sequences', () => {
  it('turns a sequence off and changes its delays from the next scan on, audited', async () => {
    const initial = await asAdmin('GET', '/api/admin/mail-sequences');
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().settings).toEqual({
      access_expiry: { enabled: true, days_before: [1, 7, 30] },
      abandoned_cart: { enabled: true, idle_hours: 24 },
      pending_slip: { enabled: true, reminder_days: 3, cancel_days: 10 },
      // ADR 084's sequences (course-sequences.test.ts).
      mini_course_nurture: { enabled: true, days_after: [1, 3, 7] },
      course_finished: { enabled: true, days_after: 1 },
    });

    const off = await asAdmin('PUT', '/api/admin/mail-sequences', {
      access_expiry: { enabled: false, days_before: [30, 7, 1] },
      abandoned_cart: { enabled: true, idle_hours: 24 },
    });
    expect(off.statusCode, off.body).toBe(200);
    const learner = await learnerEndingIn(5);
    await run();
    expect(await reminders(learner.email)).toHaveLength(0);

    // On again with one reminder 14 days before (repeats dropped, sorted).
    const on = await asAdmin('PUT', '/api/admin/mail-sequences', {
      access_expiry: { enabled: true, days_before: [14, 14] },
      abandoned_cart: { enabled: false, idle_hours: 48 },
    });
    expect(on.json().settings.access_expiry.days_before).toEqual([14]);
    const early = await learnerEndingIn(13);
    await run();
    expect(await reminders(early.email)).toHaveLength(1);
    // 5 days left is within the 14-day step too: the learner whose sequence was off gets it now.
    expect(await reminders(learner.email)).toHaveLength(1);
    // Sent before the counts of the last test are read.
    await waitForMail(t.database, early.email, { template: 'access-expiry-reminder' });
    await waitForMail(t.database, learner.email, { template: 'access-expiry-reminder' });

    const bad = await asAdmin('PUT', '/api/admin/mail-sequences', {
      access_expiry: { enabled: true, days_before: [91] },
      abandoned_cart: { enabled: true, idle_hours: 24 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Broj dana mora biti ceo broj od 1 do 90.');
    expect(
      (await asAdmin('GET', '/api/admin/mail-sequences')).json().settings.access_expiry.days_before,
    ).toEqual([14]);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-sequences.update'));
    expect(audit).toHaveLength(2);
    expect(audit[1]!.changes).toMatchObject({ after: { access_expiry: { days_before: [14] } } });

    // Back to the defaults, without these two learners (their next steps would count in the last test).
    await t.database.db
      .update(courseAccess)
      .set({ revokedAt: new Date() })
      .where(eq(courseAccess.userId, early.id));
    await t.database.db
      .update(courseAccess)
      .set({ revokedAt: new Date() })
      .where(eq(courseAccess.userId, learner.id));
    await asAdmin('PUT', '/api/admin/mail-sequences', {
      access_expiry: { enabled: true, days_before: [30, 7, 1] },
      abandoned_cart: { enabled: true, idle_hours: 24 },
    });
  });

  it("sends a test e-mail to the administrator's own address through the consent check", async () => {
    const refused = await asAdmin('POST', '/api/admin/mail-sequences/test', { sequence: 'access-expiry' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Podsetnici/);
    await consent(a.admin.email);
    for (const sequence of ['access-expiry', 'abandoned-cart']) {
      const sent = await asAdmin('POST', '/api/admin/mail-sequences/test', { sequence });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message).toBe(`Probni e-mail je poslat na ${a.admin.email}.`);
    }
    await waitForMail(t.database, a.admin.email, { template: 'access-expiry-reminder' });
    const cart = await waitForMail(t.database, a.admin.email, { template: 'cart-reminder' });
    expect(cart.text).toContain('Admin Atelje');
    const tests = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-sequences.test'));
    expect(tests).toHaveLength(2);
  });

  it('counts sent, clicked, converted within 7 days and unsubscribed within 7 days', async () => {
    const before = (await asAdmin('GET', '/api/admin/mail-sequences')).json().stats[0];
    const clicker = await learnerEndingIn(3);
    const buyer = await learnerEndingIn(3);
    const leaver = await learnerEndingIn(3);
    await run();
    for (const learner of [clicker, buyer, leaver]) {
      await waitForMail(t.database, learner.email, { template: 'access-expiry-reminder' });
    }
    const [mail] = await reminders(clicker.email);
    const url = (mail!.props as { paidExtension: { url: string } }).paidExtension.url;
    const token = new URL(url).searchParams.get('token')!;
    const opened = await t.app.inject({ method: 'POST', url: '/api/mail/links/open', payload: { token } });
    expect(opened.statusCode).toBe(200);
    await insertOrder(t, {
      userId: buyer.id,
      courseId: fixture.courses.basics,
      totalPara: 100,
      status: 'paid',
      paidAt: new Date(t.app.clock.now().getTime() + 2 * DAY),
    });
    // A purchase after the 7 days does not count.
    await insertOrder(t, {
      userId: clicker.id,
      courseId: fixture.courses.basics,
      totalPara: 100,
      status: 'paid',
      paidAt: new Date(t.app.clock.now().getTime() + 8 * DAY),
    });
    await t.database.db.insert(marketingConsentLog).values({
      email: leaver.email,
      event: 'withdrawn',
      category: 'reminders',
      source: 'unsubscribe-one-click',
      locale: 'sr',
      createdAt: new Date(t.app.clock.now().getTime() + DAY),
    });
    const stats = (await asAdmin('GET', '/api/admin/mail-sequences')).json().stats;
    expect(stats[0]).toEqual({
      sequence: 'access-expiry',
      sent: before.sent + 3,
      clicked: before.clicked + 1,
      converted: before.converted + 1,
      cancelled: null,
      unsubscribed: before.unsubscribed + 1,
    });
    expect(stats[1]).toMatchObject({ sequence: 'abandoned-cart', clicked: null });
  });
});
