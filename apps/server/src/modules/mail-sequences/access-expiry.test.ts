// The access-expiry sequence end to end on the test clock (issue 21 item 1, ADR 077): one e-mail per step in the
// learner's language, none without consent or after the trigger is gone (extended, bought, unsubscribed), and the
// signed one-click links: once, for their learner only, until they expire.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAccess,
  courses,
  mailMessages,
  mailSequenceLinks,
  mailSequenceSends,
  newsletterSubscribers,
  users,
} from '../../db/schema/index';
import { createUser, type TestApp, type TestUser, waitForMail } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { dueExpiryStep } from './access-expiry';
import { signSequenceLink } from './sequence-links';

const DAY = 86_400_000;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TEST_CLOCK: 'true' });
});
afterAll(async () => t?.close());

const run = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/test/mail/sequences/run', payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { recorded: number }).recorded;
};

async function consent(email: string) {
  const at = new Date();
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email, consentAt: at, consentSource: 'profile', confirmedAt: at });
}

/** A learner whose access to the course ends `days` from the test clock's now. */
async function learnerWithAccess(
  options: { days: number; courseId?: number; consent?: boolean; locale?: 'sr' | 'en'; name?: string } = {
    days: 31,
  },
) {
  const learner = await createUser(t, { name: options.name ?? 'Mila Polaznica' });
  if (options.locale)
    await t.database.db.update(users).set({ locale: options.locale }).where(eq(users.id, learner.id));
  if (options.consent !== false) await consent(learner.email);
  const expiresAt = new Date(t.app.clock.now().getTime() + options.days * DAY);
  await t.database.db.insert(courseAccess).values({
    userId: learner.id,
    courseId: options.courseId ?? fixture.courses.basics,
    source: 'admin',
    expiresAt,
  });
  return learner;
}

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), eq(mailMessages.template, 'access-expiry-reminder')))
    .orderBy(asc(mailMessages.id));

type ReminderProps = {
  expired?: boolean;
  courseTitle: string;
  freeExtension?: { url: string; months: number };
  paidExtension?: { url: string; months: number; pricePara: number };
};

const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
const open = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/mail/links/open', payload: { token } });
const use = (token: string, learner?: TestUser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/mail/links/use',
    payload: { token },
    headers: learner?.auth ?? {},
  });

describe('dueExpiryStep', () => {
  const end = new Date('2026-12-31T12:00:00Z');
  const at = (ms: number) => new Date(end.getTime() - ms);
  it.each([
    [31 * DAY, null],
    [30 * DAY, 'd30'],
    [8 * DAY, 'd30'],
    [7 * DAY, 'd7'],
    [2 * DAY, 'd7'],
    [DAY, 'd1'],
    [1, 'd1'],
    [0, 'expired'],
    [-2 * DAY, 'expired'],
    [-3 * DAY, null],
  ])('%d ms before the end: %s', (before, step) => {
    expect(dueExpiryStep(end, at(before))).toBe(step);
  });
});

describe('the access-expiry sequence', () => {
  it('sends each step once, in the learner language, with the extension links, and once when the access ended', async () => {
    const learner = await learnerWithAccess({ days: 31, locale: 'en', name: 'Mila Reminder' });
    await run();
    expect(await mailsTo(learner.email)).toHaveLength(0);

    t.app.clock.advance(2 * DAY);
    await run();
    await run();
    const first = await mailsTo(learner.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.locale).toBe('en');
    expect(first[0]!.category).toBe('reminders');
    const props = first[0]!.props as ReminderProps;
    expect(props.expired).toBe(false);
    expect(props.freeExtension?.months).toBe(1);
    // 70 % of 14 900 RSD for 6 months (ADR 071's defaults).
    expect(props.paidExtension).toMatchObject({ months: 6, pricePara: 1_043_000 });
    expect(props.paidExtension!.url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/mail-link\?token=/);
    const sent = await waitForMail(t.database, learner.email, { template: 'access-expiry-reminder' });
    expect(sent.subject).toMatch(/^Your access to “.+” ends on /);
    expect(sent.text).toContain('Hello Mila Reminder');
    expect(sent.text).toContain('Use the free extension');
    expect(sent.text).toContain('buy an extension of 6 months for 10,430.00 RSD');

    t.app.clock.advance(22 * DAY); // 7 days left
    await run();
    t.app.clock.advance(6 * DAY + 12 * HOUR); // half a day left
    await run();
    await run();
    t.app.clock.advance(DAY); // ended half a day ago
    await run();
    t.app.clock.advance(DAY);
    await run();
    const all = await mailsTo(learner.email);
    expect(all).toHaveLength(4);
    const steps = await t.database.db
      .select({ step: mailSequenceSends.step })
      .from(mailSequenceSends)
      .where(eq(mailSequenceSends.email, learner.email))
      .orderBy(asc(mailSequenceSends.id));
    expect(steps.map((row) => row.step)).toEqual(['d30', 'd7', 'd1', 'expired']);
    const last = all[3]!.props as ReminderProps;
    expect(last.expired).toBe(true);
    // The free extension needs a live access: the notice offers the paid one only.
    expect(last.freeExtension).toBeUndefined();
    expect(last.paidExtension).toBeDefined();
  });

  it('sends nothing to a learner without consent, or who turned reminders off', async () => {
    const none = await learnerWithAccess({ days: 5, consent: false });
    const optedOut = await learnerWithAccess({ days: 5 });
    await t.database.db
      .update(newsletterSubscribers)
      .set({ optedOut: ['reminders'] })
      .where(eq(newsletterSubscribers.email, optedOut.email));
    await run();
    expect(await mailsTo(none.email)).toHaveLength(0);
    expect(await mailsTo(optedOut.email)).toHaveLength(0);
    const [step] = await t.database.db
      .select()
      .from(mailSequenceSends)
      .where(eq(mailSequenceSends.email, none.email));
    expect(step).toMatchObject({ step: 'd7', mailId: null });
    expect(
      await t.database.db.select().from(mailSequenceLinks).where(eq(mailSequenceLinks.userId, none.id)),
    ).toEqual([]);
  });

  it('stops when the access is extended or bought again', async () => {
    const extended = await learnerWithAccess({ days: 6 });
    await run();
    const [mail] = await mailsTo(extended.email);
    const props = mail!.props as ReminderProps;

    // The free extension through the e-mail's link: the access now ends a month later, so the next steps of the
    // old date never come.
    const used = await use(tokenOf(props.freeExtension!.url), extended);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json()).toMatchObject({ action: 'free-extension', course: { id: fixture.courses.basics } });
    expect(used.json().message).toMatch(/produž|extend/i);

    // Bought: a paid extension (or the course again) moves the expiry by months.
    const bought = await learnerWithAccess({ days: 3 });
    await run();
    expect(await mailsTo(bought.email)).toHaveLength(1);
    await t.database.db
      .update(courseAccess)
      .set({ expiresAt: new Date(t.app.clock.now().getTime() + 183 * DAY) })
      .where(eq(courseAccess.userId, bought.id));

    t.app.clock.advance(6 * DAY);
    await run();
    expect(await mailsTo(extended.email)).toHaveLength(1);
    expect(await mailsTo(bought.email)).toHaveLength(1);
  });

  it('stops when the learner unsubscribes from reminders after the first step', async () => {
    const learner = await learnerWithAccess({ days: 20 });
    await run();
    expect(await mailsTo(learner.email)).toHaveLength(1);
    await t.database.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, learner.email));
    t.app.clock.advance(14 * DAY);
    await run();
    expect(await mailsTo(learner.email)).toHaveLength(1);
  });
});

describe('the one-click links', () => {
  it('work once, for their learner only, and expire', async () => {
    const learner = await learnerWithAccess({ days: 10 });
    const other = await createUser(t);
    t.app.clock.advance(4 * DAY);
    await run();
    const [mail] = await mailsTo(learner.email);
    const props = mail!.props as ReminderProps;
    const paid = tokenOf(props.paidExtension!.url);
    const free = tokenOf(props.freeExtension!.url);

    // Opening records the click and needs no sign-in; it changes nothing else.
    const opened = await open(paid);
    expect(opened.statusCode, opened.body).toBe(200);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, fixture.courses.basics));
    expect(opened.json()).toMatchObject({
      action: 'paid-extension',
      state: 'ready',
      course: { id: course!.id, title: course!.title, price_para: course!.pricePara },
    });
    const [row] = await t.database.db
      .select()
      .from(mailSequenceLinks)
      .where(eq(mailSequenceLinks.id, Number(Buffer.from(paid.split('.')[0]!, 'base64url').toString())));
    expect(row!.openedAt).not.toBeNull();
    expect(row!.usedAt).toBeNull();

    expect((await use(paid)).statusCode).toBe(401);
    const foreign = await use(paid, other);
    expect(foreign.statusCode).toBe(403);
    const usedOnce = await use(paid, learner);
    expect(usedOnce.statusCode, usedOnce.body).toBe(200);
    expect(usedOnce.json()).toMatchObject({ action: 'paid-extension', message: null, new_expiry_date: null });
    const again = await use(paid, learner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Ovaj link je već iskorišćen. Produženja su uvek dostupna na vašem profilu.',
    );
    expect((await open(paid)).json()).toMatchObject({ state: 'used' });

    // A changed or made-up token is refused with a clear message, not looked up.
    const tampered = `${signSequenceLink('not-the-secret', 1)}`;
    const bad = await open(tampered);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Link je neispravan/);
    expect((await use('abc.def', learner)).statusCode).toBe(400);

    // Fourteen days later the free link has expired, and the access is as it was.
    const [before] = await t.database.db
      .select()
      .from(courseAccess)
      .where(eq(courseAccess.userId, learner.id));
    t.app.clock.advance(14 * DAY + HOUR);
    expect((await open(free)).json()).toMatchObject({ state: 'expired' });
    const late = await use(free, learner);
    expect(late.statusCode).toBe(410);
    const [after] = await t.database.db
      .select()
      .from(courseAccess)
      .where(eq(courseAccess.userId, learner.id));
    expect(after!.expiresAt).toEqual(before!.expiresAt);
    expect(after!.freeExtensionUsedAt).toBeNull();
  });

  it('leaves a link unused when the extension it applies is refused', async () => {
    const learner = await learnerWithAccess({ days: 5 });
    await run();
    const [mail] = await mailsTo(learner.email);
    const free = tokenOf((mail!.props as ReminderProps).freeExtension!.url);
    // The learner took the free extension in the profile meanwhile.
    await t.database.db
      .update(courseAccess)
      .set({ freeExtensionUsedAt: new Date() })
      .where(eq(courseAccess.userId, learner.id));
    const refused = await use(free, learner);
    expect(refused.statusCode).toBe(422);
    expect((await open(free)).json()).toMatchObject({ state: 'ready' });
  });
});
