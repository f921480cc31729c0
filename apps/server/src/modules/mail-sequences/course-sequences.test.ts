// The mini-course nurture and the course-finished e-mail on the test clock (issue 21 item 1, ADR 084): one e-mail per
// step in the learner's language, leading to the landing's paid course; none once it is bought, none without consent
// for `courses`, none after unsubscribing; the course-finished e-mail once per learner and course, with a
// recommended next course only when one fits. Then the administrator's control of both sequences.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  certificates,
  courseAccess,
  courses,
  freeSignups,
  mailMessages,
  mailSequenceSends,
  marketingConsentLog,
  newsletterSubscribers,
  siteSettings,
  users,
} from '../../db/schema/index';
import { createUser, type TestApp, type TestUser, waitForMail } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { type AdminTest, adminTestApp } from '../admin/admin-test-support';
import { dueNurtureStep } from './mini-course-nurture';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let a: AdminTest;
let t: TestApp;
/** Two paid fashion courses besides the make-up course: the recommendation chooses among them. */
let fashionPopular: number;
let fashionQuiet: number;

beforeAll(async () => {
  // Some forty learners sign in from the one test address.
  a = await adminTestApp({ TEST_CLOCK: 'true', LOGIN_RATE_LIMIT_PER_IP: '200' });
  t = a.t;
  const db = t.database.db;
  // The landings' paid courses (ADR 010's settings) and the slug of the style sales pages.
  await db.insert(siteSettings).values([
    { key: 'interior_landing_course_id', value: fixture.courses.basics },
    { key: 'style_landing_course_id', value: fixture.courses.makeup },
    { key: 'landing_slug', value: 'milica' },
  ]);
  const fashion = (title: string, popularity: number) => ({
    title,
    description: `${title}: opis`,
    titleEn: `${title} (EN)`,
    shortDescriptionSr: `Kratko o kursu ${title}.`,
    shortDescriptionEn: `In short: ${title}.`,
    type: 'lifestyle' as const,
    categoryId: fixture.categories.fashion,
    authorId: fixture.instructors.teodora,
    pricePara: 1_200_000,
    originalPricePara: 1_500_000,
    popularity,
  });
  const inserted = await db
    .insert(courses)
    .values([fashion('Krojenje haljine', 0), fashion('Modni stilista', 50)])
    .returning({ id: courses.id });
  fashionPopular = inserted[0]!.id;
  fashionQuiet = inserted[1]!.id;
  // Two learners hold "Krojenje haljine": more learners beat the editorial popularity.
  for (let i = 0; i < 2; i++) {
    const holder = await createUser(t);
    await db.insert(courseAccess).values({ userId: holder.id, courseId: fashionPopular, source: 'purchase' });
  }
});
afterAll(async () => a?.close());

const run = async (daysAhead = 0) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/mail/sequences/run',
    payload: daysAhead ? { days_ahead: daysAhead } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { recorded: number }).recorded;
};

async function consent(email: string, optedOut: string[] = []) {
  const at = new Date();
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email, consentAt: at, consentSource: 'profile', confirmedAt: at, optedOut });
}

async function learner(options: { locale?: 'sr' | 'en'; consent?: boolean; optedOut?: string[] } = {}) {
  const user = await createUser(t, { name: 'Nina Polaznica' });
  if (options.locale)
    await t.database.db.update(users).set({ locale: options.locale }).where(eq(users.id, user.id));
  if (options.consent !== false) await consent(user.email, options.optedOut);
  return user;
}

/** A free mini-course sign-up from a landing at the test clock's now, with its grant. */
async function signUp(user: TestUser, page = 'interior-signup', gender: string | null = null) {
  const now = t.app.clock.now();
  await t.database.db
    .insert(courseAccess)
    .values({ userId: user.id, courseId: fixture.courses.mini, source: 'free', grantedAt: now })
    .onConflictDoNothing();
  await t.database.db.insert(freeSignups).values({
    userId: user.id,
    page,
    gender,
    courseId: fixture.courses.mini,
    email: user.email,
    consentAt: now,
    consentText: 'Saglasan sam.',
    createdAt: now,
  });
}

const mailsTo = (email: string, template: 'mini-course-nurture' | 'course-finished') =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.template, template)))
    .orderBy(asc(mailMessages.id));

type NurtureProps = {
  stage: string;
  miniCourse: { title: string; lessonsTotal: number; lessonsDone: number; nextLesson?: { url: string } };
  paidCourse: {
    title: string;
    pricePara: number;
    originalPricePara?: number;
    cartUrl: string;
    pageUrl: string;
  };
};
type FinishedProps = {
  courseTitle: string;
  code: string;
  verifyUrl: string;
  recommendation?: { title: string; pricePara: number; cartUrl: string; pageUrl: string };
};

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const openLink = (url: string) =>
  t.app.inject({ method: 'POST', url: '/api/mail/links/open', payload: { token: tokenOf(url) } });

describe('dueNurtureStep', () => {
  const start = new Date('2026-12-01T10:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  it.each([
    [DAY - 1, null],
    [DAY, { step: 'd1', stage: 'start' }],
    [2 * DAY, { step: 'd1', stage: 'start' }],
    [3 * DAY - 1, { step: 'd1', stage: 'start' }],
    [3 * DAY, { step: 'd3', stage: 'progress' }],
    [6 * DAY, null],
    [7 * DAY, { step: 'd7', stage: 'offer' }],
    [9 * DAY - 1, { step: 'd7', stage: 'offer' }],
    [9 * DAY, null],
  ])('%d ms after the sign-up: %j', (after, due) => {
    expect(dueNurtureStep(start, at(after))).toEqual(due);
  });
  it('makes a single day the offer', () => {
    expect(dueNurtureStep(start, at(2 * DAY), [2])).toEqual({ step: 'd2', stage: 'offer' });
  });
});

describe('the mini-course nurture', () => {
  it("sends day 1, 3 and 7 once each, in the learner's language, leading to the landing's paid course", async () => {
    const sr = await learner();
    const en = await learner({ locale: 'en' });
    await signUp(sr);
    await signUp(en);
    await run();
    expect(await mailsTo(sr.email, 'mini-course-nurture')).toHaveLength(0);

    t.app.clock.advance(DAY + HOUR);
    await run();
    await run();
    const first = await mailsTo(sr.email, 'mini-course-nurture');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ locale: 'sr', category: 'courses' });
    const props = first[0]!.props as NurtureProps;
    expect(props.stage).toBe('start');
    expect(props.miniCourse).toMatchObject({
      title: 'Mini kurs: Uredi dom za jedan vikend',
      lessonsDone: 0,
    });
    expect(props.miniCourse.nextLesson?.url).toMatch(/\/courses\/6\/videos\?v=\d+$/);
    const [basics] = await t.database.db.select().from(courses).where(eq(courses.id, fixture.courses.basics));
    expect(props.paidCourse).toMatchObject({ title: basics!.title, pricePara: basics!.pricePara });
    expect(props.paidCourse.pageUrl).toBe(`${t.config.publicUrl}/dizajniraj-svoj-prostor`);
    // The cart link is a signed link that puts the course in the cart, counted as a click when opened.
    const opened = await openLink(props.paidCourse.cartUrl);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ action: 'course', state: 'ready', course: { id: basics!.id } });

    const english = await mailsTo(en.email, 'mini-course-nurture');
    expect(english).toHaveLength(1);
    expect(english[0]!.locale).toBe('en');
    expect((english[0]!.props as NurtureProps).paidCourse.title).toBe(basics!.titleEn || basics!.title);
    const rendered = await waitForMail(t.database, en.email, { template: 'mini-course-nurture' });
    expect(rendered.subject).toContain('How to get the most out of');
    const renderedSr = await waitForMail(t.database, sr.email, { template: 'mini-course-nurture' });
    expect(renderedSr.subject).toContain('Kako da izvučete najviše iz kursa');
    expect(renderedSr.text).toContain('Stavite kurs u korpu');

    t.app.clock.advance(2 * DAY);
    await run();
    t.app.clock.advance(4 * DAY);
    await run();
    await run();
    const all = await mailsTo(sr.email, 'mini-course-nurture');
    expect(all.map((mail) => (mail.props as NurtureProps).stage)).toEqual(['start', 'progress', 'offer']);
    expect(await mailsTo(en.email, 'mini-course-nurture')).toHaveLength(3);
    t.app.clock.advance(10 * DAY);
    await run();
    expect(await mailsTo(sr.email, 'mini-course-nurture')).toHaveLength(3);
  });

  it("leads a women's style sign-up to the style course and its women's sales page", async () => {
    const user = await learner();
    await signUp(user, 'style-signup', 'zensko');
    t.app.clock.advance(DAY);
    await run();
    const [mail] = await mailsTo(user.email, 'mini-course-nurture');
    const props = mail!.props as NurtureProps;
    expect(props.paidCourse.title).toBe('Šminka za svaki dan');
    expect(props.paidCourse.pageUrl).toBe(`${t.config.publicUrl}/kurs-stila-milica-w`);
  });

  it('stops as soon as the learner buys the paid course', async () => {
    const buyer = await learner();
    await signUp(buyer);
    t.app.clock.advance(DAY);
    await run();
    expect(await mailsTo(buyer.email, 'mini-course-nurture')).toHaveLength(1);
    await t.database.db.insert(courseAccess).values({
      userId: buyer.id,
      courseId: fixture.courses.basics,
      source: 'purchase',
      expiresAt: new Date(t.app.clock.now().getTime() + 365 * DAY),
    });
    t.app.clock.advance(2 * DAY);
    await run();
    t.app.clock.advance(4 * DAY);
    await run();
    expect(await mailsTo(buyer.email, 'mini-course-nurture')).toHaveLength(1);
    const steps = await t.database.db
      .select()
      .from(mailSequenceSends)
      .where(eq(mailSequenceSends.email, buyer.email));
    expect(steps.map((step) => step.step)).toEqual(['d1']);
  });

  it('sends nothing without consent, with courses turned off, or after unsubscribing', async () => {
    const none = await learner({ consent: false });
    const optedOut = await learner({ optedOut: ['courses'] });
    const leaver = await learner();
    for (const user of [none, optedOut, leaver]) await signUp(user);
    t.app.clock.advance(DAY);
    await run();
    expect(await mailsTo(none.email, 'mini-course-nurture')).toHaveLength(0);
    expect(await mailsTo(optedOut.email, 'mini-course-nurture')).toHaveLength(0);
    expect(await mailsTo(leaver.email, 'mini-course-nurture')).toHaveLength(1);
    // The step is done without an e-mail: not looked at again every 15 minutes.
    const [step] = await t.database.db
      .select()
      .from(mailSequenceSends)
      .where(eq(mailSequenceSends.email, none.email));
    expect(step).toMatchObject({ sequence: 'mini-course-nurture', step: 'd1', mailId: null });

    await t.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, leaver.email));
    t.app.clock.advance(2 * DAY);
    await run();
    t.app.clock.advance(4 * DAY);
    await run();
    expect(await mailsTo(leaver.email, 'mini-course-nurture')).toHaveLength(1);
  });

  it('offers the recommended course when the landing names none on sale, and nothing when none fits', async () => {
    // The style landing's course is taken off sale: the recommendation after the (interior) mini course is the
    // interior basics course; a learner who holds it has nothing to be led to.
    await t.database.db
      .update(siteSettings)
      .set({ value: fixture.courses.hidden })
      .where(eq(siteSettings.key, 'style_landing_course_id'));
    const open = await learner();
    const holder = await learner();
    await t.database.db
      .insert(courseAccess)
      .values({ userId: holder.id, courseId: fixture.courses.basics, source: 'purchase' });
    await signUp(open, 'style-signup-m', 'musko');
    await signUp(holder, 'style-signup-m', 'musko');
    t.app.clock.advance(DAY);
    await run();
    const [mail] = await mailsTo(open.email, 'mini-course-nurture');
    const props = mail!.props as NurtureProps;
    expect(props.paidCourse.title).toBe('Osnove dizajna enterijera');
    expect(props.paidCourse.pageUrl).toBe(`${t.config.publicUrl}/courses/${fixture.courses.basics}`);
    expect(await mailsTo(holder.email, 'mini-course-nurture')).toHaveLength(0);
    await t.database.db
      .update(siteSettings)
      .set({ value: fixture.courses.makeup })
      .where(eq(siteSettings.key, 'style_landing_course_id'));
  });
});

let certificateSeq = 0;
async function finish(user: TestUser, courseId: number, at = t.app.clock.now()) {
  const code = `ATL-TEST-${String(++certificateSeq).padStart(4, '0')}`;
  await t.database.db.insert(certificates).values({
    code,
    userId: user.id,
    courseId,
    learnerName: 'Nina Polaznica',
    courseTitle: 'Kurs',
    instructorName: 'Teodora Đorđević',
    storageKey: `certificates/${code}.pdf`,
    issuedAt: at,
  });
  return code;
}

describe('the course-finished e-mail', () => {
  it('goes once per learner and course a day after the certificate, with the most-held course of the field', async () => {
    const user = await learner({ locale: 'en' });
    // Held once: never recommended, even though it is the field's editorial favourite.
    await t.database.db
      .insert(courseAccess)
      .values({ userId: user.id, courseId: fashionQuiet, source: 'gift' });
    const code = await finish(user, fixture.courses.makeup);
    await run();
    expect(await mailsTo(user.email, 'course-finished')).toHaveLength(0);
    t.app.clock.advance(DAY + HOUR);
    await run();
    await run();
    const mails = await mailsTo(user.email, 'course-finished');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'en', category: 'courses' });
    const props = mails[0]!.props as FinishedProps;
    expect(props.code).toBe(code);
    expect(props.verifyUrl).toBe(`${t.config.publicUrl}/certificates/${code}`);
    expect(props.recommendation).toMatchObject({ title: 'Krojenje haljine (EN)', pricePara: 1_200_000 });
    expect((await openLink(props.recommendation!.cartUrl)).json()).toMatchObject({
      action: 'course',
      course: { id: fashionPopular },
    });
    const rendered = await waitForMail(t.database, user.email, { template: 'course-finished' });
    expect(rendered.subject).toContain('Congratulations: you finished');
    expect(rendered.text).toContain('We recommend next');
    t.app.clock.advance(5 * DAY);
    await run();
    expect(await mailsTo(user.email, 'course-finished')).toHaveLength(1);
  });

  it('has no recommendation block when no course fits, and needs consent', async () => {
    const user = await learner();
    const none = await learner({ consent: false });
    // The interior field has no other paid course than the one finished.
    await finish(user, fixture.courses.basics);
    await finish(none, fixture.courses.basics);
    t.app.clock.advance(DAY);
    await run();
    const [mail] = await mailsTo(user.email, 'course-finished');
    expect((mail!.props as FinishedProps).recommendation).toBeUndefined();
    const rendered = await waitForMail(t.database, user.email, { template: 'course-finished' });
    expect(rendered.subject).toContain('Čestitamo: završili ste kurs');
    expect(rendered.text).not.toContain('Preporučujemo sledeće');
    expect(await mailsTo(none.email, 'course-finished')).toHaveLength(0);
  });

  it('leaves certificates older than its window alone when the sequence starts', async () => {
    const user = await learner();
    await finish(user, fixture.courses.stage, new Date(t.app.clock.now().getTime() - 10 * DAY));
    await run();
    expect(await mailsTo(user.email, 'course-finished')).toHaveLength(0);
  });
});

const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: a.admin.auth, ...(payload ? { payload } : {}) });

describe('admin control of the two sequences', () => {
  const settings = {
    access_expiry: { enabled: true, days_before: [30, 7, 1] },
    abandoned_cart: { enabled: true, idle_hours: 24 },
  };

  it('lists both with defaults, turns them off and changes their days, audited; refuses bad days', async () => {
    const initial = await asAdmin('GET', '/api/admin/mail-sequences');
    expect(initial.statusCode, initial.body).toBe(200);
    expect(initial.json().settings).toMatchObject({
      mini_course_nurture: { enabled: true, days_after: [1, 3, 7] },
      course_finished: { enabled: true, days_after: 1 },
    });
    expect(initial.json().stats.map((row: { sequence: string }) => row.sequence)).toEqual([
      'access-expiry',
      'abandoned-cart',
      'pending-slip',
      'mini-course-nurture',
      'course-finished',
    ]);

    const off = await asAdmin('PUT', '/api/admin/mail-sequences', {
      ...settings,
      mini_course_nurture: { enabled: false, days_after: [5, 2, 2] },
      course_finished: { enabled: false, days_after: 0 },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().settings.mini_course_nurture).toEqual({ enabled: false, days_after: [2, 5] });
    const user = await learner();
    await signUp(user);
    await finish(user, fixture.courses.makeup);
    t.app.clock.advance(2 * DAY);
    await run();
    expect(await mailsTo(user.email, 'mini-course-nurture')).toHaveLength(0);
    expect(await mailsTo(user.email, 'course-finished')).toHaveLength(0);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-sequences.update'));
    expect(audit!.changes).toMatchObject({
      before: { mini_course_nurture: { enabled: true } },
      after: {
        mini_course_nurture: { enabled: false, days_after: [2, 5] },
        course_finished: { days_after: 0 },
      },
    });

    for (const [body, message] of [
      [{ mini_course_nurture: { enabled: true, days_after: [0] } }, 'od 1 do 30'],
      [{ mini_course_nurture: { enabled: true, days_after: [31] } }, 'od 1 do 30'],
      [{ mini_course_nurture: { enabled: true, days_after: [1, 2, 3, 4] } }, 'od jednog do tri'],
      [{ mini_course_nurture: { enabled: true, days_after: [] } }, 'od jednog do tri'],
      [{ course_finished: { enabled: true, days_after: 15 } }, 'od 0 do 14'],
      [{ course_finished: { enabled: true, days_after: 1.5 } }, 'od 0 do 14'],
    ] as const) {
      const bad = await asAdmin('PUT', '/api/admin/mail-sequences', { ...settings, ...body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().message).toContain(message);
    }
    // Nothing changed by the refused requests.
    expect((await asAdmin('GET', '/api/admin/mail-sequences')).json().settings.course_finished).toEqual({
      enabled: false,
      days_after: 0,
    });

    // On again, with the defaults, without this learner (their steps still due would count in the last test).
    await t.database.db.delete(freeSignups).where(eq(freeSignups.userId, user.id));
    await t.database.db.delete(certificates).where(eq(certificates.userId, user.id));
    const on = await asAdmin('PUT', '/api/admin/mail-sequences', settings);
    expect(on.json().settings).toMatchObject({
      mini_course_nurture: { enabled: true, days_after: [1, 3, 7] },
      course_finished: { enabled: true, days_after: 1 },
    });
  });

  it('refuses learners and visitors', async () => {
    const learnerAuth = a.learner.auth;
    for (const [method, url, payload] of [
      ['GET', '/api/admin/mail-sequences', undefined],
      ['PUT', '/api/admin/mail-sequences', settings],
      ['POST', '/api/admin/mail-sequences/test', { sequence: 'mini-course-nurture' }],
    ] as const) {
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await t.app.inject({
        method,
        url,
        headers: learnerAuth,
        ...(payload ? { payload } : {}),
      });
      expect(forbidden.statusCode).toBe(403);
    }
  });

  it("sends each test e-mail to the administrator's own address through the courses consent", async () => {
    const refused = await asAdmin('POST', '/api/admin/mail-sequences/test', { sequence: 'course-finished' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Kursevi za vas');
    await consent(a.admin.email);
    for (const sequence of ['mini-course-nurture', 'course-finished']) {
      const sent = await asAdmin('POST', '/api/admin/mail-sequences/test', { sequence });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message).toBe(`Probni e-mail je poslat na ${a.admin.email}.`);
    }
    const nurture = await waitForMail(t.database, a.admin.email, { template: 'mini-course-nurture' });
    expect(nurture.text).toContain('Admin Atelje');
    const finished = await waitForMail(t.database, a.admin.email, { template: 'course-finished' });
    expect(finished.text).toContain('Preporučujemo sledeće');
    const tests = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-sequences.test'));
    expect(tests.map((row) => (row.changes as { sequence: string }).sequence)).toEqual([
      'mini-course-nurture',
      'course-finished',
    ]);
  });

  it('counts the courses sequences: sent, clicked, converted within 7 days, courses turned off', async () => {
    const before = (await asAdmin('GET', '/api/admin/mail-sequences')).json().stats[3];
    const clicker = await learner();
    const leaver = await learner();
    const remindersOff = await learner();
    for (const user of [clicker, leaver, remindersOff]) await signUp(user);
    t.app.clock.advance(DAY);
    await run();
    for (const user of [clicker, leaver, remindersOff]) {
      await waitForMail(t.database, user.email, { template: 'mini-course-nurture' });
    }
    const [mail] = await mailsTo(clicker.email, 'mini-course-nurture');
    expect((await openLink((mail!.props as NurtureProps).paidCourse.cartUrl)).statusCode).toBe(200);
    const withdrawn = (email: string, category: string) => ({
      email,
      event: 'withdrawn' as const,
      category,
      source: 'unsubscribe-one-click',
      locale: 'sr',
      createdAt: new Date(t.app.clock.now().getTime() + HOUR),
    });
    // Turning courses off counts for this sequence; turning reminders off does not.
    await t.database.db
      .insert(marketingConsentLog)
      .values([withdrawn(leaver.email, 'courses'), withdrawn(remindersOff.email, 'reminders')]);
    const stats = (await asAdmin('GET', '/api/admin/mail-sequences')).json().stats;
    expect(stats[3]).toEqual({
      sequence: 'mini-course-nurture',
      sent: before.sent + 3,
      clicked: before.clicked + 1,
      converted: before.converted,
      cancelled: null,
      unsubscribed: before.unsubscribed + 1,
    });
    expect(stats[4]).toMatchObject({ sequence: 'course-finished' });
    expect(stats[4].clicked).not.toBeNull();
  });
});
