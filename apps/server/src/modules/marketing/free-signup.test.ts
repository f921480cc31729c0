// POST /api/register-free-course and /api/register-free-course2: account found or opened, free course granted for
// good, consent recorded with the page's wording and the address, access e-mailed; validation, repeats, races,
// gender routing and the per-address limit.
import { consentWording, type SignupConsent } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, freeSignups, mailOutbox, passwordResets, users } from '../../db/schema/index';
import { signupLandingContent } from '../../db/seed/landing-signup-content';
import { createUser, type TestApp, waitForMail } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { writeSetting } from '../settings/settings.service';
import { FREE_SIGNUP_PER_IP_PER_HOUR } from './free-signup.service';
import { FREE_COURSE_SETTINGS, landingContentKey } from './landings.service';

const MEN = fixture.courses.makeup;
const WOMEN = fixture.courses.stage;

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TRUST_PROXY: 'true' });
  const db = t.database.db;
  await writeSetting(db, FREE_COURSE_SETTINGS.interior, fixture.courses.mini);
  await writeSetting(db, FREE_COURSE_SETTINGS.styleMen, MEN);
  await writeSetting(db, FREE_COURSE_SETTINGS.styleWomen, WOMEN);
  await writeSetting(db, 'landing_slug', 'milica');
  for (const [key, value] of Object.entries(signupLandingContent)) {
    await writeSetting(db, landingContentKey(key as keyof typeof signupLandingContent), value);
  }
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = () => `prijava.${Date.now()}.${++seq}@primer.rs`;
const nextIp = () => `10.77.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });
}
const interior = (payload: object, headers?: Record<string, string>) =>
  post('/api/register-free-course', payload, headers);
const style = (payload: object, headers?: Record<string, string>) =>
  post('/api/register-free-course2', payload, headers);

const db = () => t.database.db;
const usersWith = (email: string) => db().select().from(users).where(eq(users.email, email));
const signupsOf = (email: string) => db().select().from(freeSignups).where(eq(freeSignups.email, email));
const grantsOf = (userId: number) => db().select().from(courseAccess).where(eq(courseAccess.userId, userId));
const mailsTo = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'free-course-access')));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const consentOf = (key: 'interior-signup' | 'style-signup', locale: 'sr' | 'en') => {
  const content = signupLandingContent[key]![locale] as {
    registration?: { form: { consent: SignupConsent } };
    form?: { consent: SignupConsent };
  };
  return consentWording((content.registration?.form ?? content.form)!.consent);
};

function linkIn(html: string, path: string): URL {
  const match = html.match(new RegExp(`href="([^"]*${path}[^"]*)"`));
  expect(match, `a link to ${path}`).not.toBeNull();
  return new URL(match![1]!.replaceAll('&amp;', '&'));
}

describe('POST /api/register-free-course', () => {
  it('opens an account, grants the free course for good, records consent and e-mails a set-password link', async () => {
    const email = uniqueEmail();
    const res = await interior(
      { first_name: '  Vesna ', email: email.toUpperCase(), consent: true },
      { 'x-forwarded-for': '10.78.1.2' },
    );

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Prijava je uspela! Pristup besplatnom kursu poslali smo na ${email}.`,
      course_id: fixture.courses.mini,
    });
    const [user] = await usersWith(email);
    expect(user).toMatchObject({ name: 'Vesna', email, passwordHash: null, role: 'user' });
    expect(await grantsOf(user!.id)).toEqual([
      expect.objectContaining({ courseId: fixture.courses.mini, source: 'free', expiresAt: null }),
    ]);
    const [signup] = await signupsOf(email);
    expect(signup).toMatchObject({
      userId: user!.id,
      page: 'interior-signup',
      gender: null,
      courseId: fixture.courses.mini,
      consentText: consentOf('interior-signup', 'sr'),
      consentIp: '10.78.1.2',
    });
    expect(signup!.consentText).toContain('politikom privatnosti');
    expect(Date.now() - signup!.consentAt.getTime()).toBeLessThan(60_000);

    const mail = await waitForMail(t.database, email, { template: 'free-course-access' });
    expect(mail.subject).toBe('Vaš besplatni kurs „Mini kurs: Uredi dom za jedan vikend“ je spreman');
    expect(mail.text).toContain('Postavite lozinku');
    // Following the link sets the password; the course is then among the learner's courses.
    const link = linkIn(mail.html, 'reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    const password = 'Vikend#Enterijer7';
    const reset = await post('/api/reset-password', {
      token: link.searchParams.get('token'),
      email,
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await post('/api/login', { email, password });
    expect(login.statusCode).toBe(200);
    const mine = await t.app.inject({
      url: '/api/courses/user-courses',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect((mine.json() as Array<{ id: number }>).map((c) => c.id)).toContain(fixture.courses.mini);
  });

  it('grants the course to an account with a password and e-mails a sign-in link, never a password link', async () => {
    const existing = await createUser(t, { name: 'Marko Postojeći' });
    const before = (await usersWith(existing.email))[0]!.passwordHash;

    const res = await interior({ first_name: 'Neko Drugi', email: existing.email, consent: true });

    expect(res.statusCode, res.body).toBe(200);
    const [user] = await usersWith(existing.email);
    expect(user).toMatchObject({ name: 'Marko Postojeći', passwordHash: before });
    expect((await grantsOf(existing.id)).map((g) => g.courseId)).toEqual([fixture.courses.mini]);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, existing.id))).toEqual(
      [],
    );
    const mail = await waitForMail(t.database, existing.email, { template: 'free-course-access' });
    expect(mail.text).toContain('Marko Postojeći');
    expect(linkIn(mail.html, '/login').pathname).toBe('/login');
    expect(mail.html).not.toContain('reset-password');
  });

  it('e-mails a set-password link to an account opened at checkout without a password', async () => {
    const email = uniqueEmail();
    const quick = await post('/api/register-quick', { name: 'Kupac Brzi', email, phone: '0601234567' });
    expect(quick.statusCode, quick.body).toBe(201);

    const res = await interior({ first_name: 'Kupac', email, consent: true });

    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.database, email, { template: 'free-course-access' });
    expect(linkIn(mail.html, 'reset-password').searchParams.get('email')).toBe(email);
  });

  it.each([
    [
      'consent missing',
      { first_name: 'Ana' },
      'consent',
      'Morate da se saglasiste sa uslovima pre registracije.',
    ],
    [
      'consent false',
      { first_name: 'Ana', consent: false },
      'consent',
      'Morate da se saglasiste sa uslovima pre registracije.',
    ],
    ['first name missing', { consent: true }, 'first_name', 'Ime je obavezno.'],
    ['first name blank', { first_name: '   ', consent: true }, 'first_name', 'Ime je obavezno.'],
    ['e-mail missing', { first_name: 'Ana', consent: true, email: undefined }, 'email', 'Email je obavezan.'],
    [
      'e-mail invalid',
      { first_name: 'Ana', consent: true, email: 'ana@' },
      'email',
      'Neispravan email format.',
    ],
  ])('refuses %s with 422, storing and sending nothing', async (_, payload, field, message) => {
    const email = uniqueEmail();
    const res = await interior({ email, ...payload });

    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await usersWith(email)).toEqual([]);
    expect(await signupsOf(email)).toEqual([]);
    await pause(300);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('puts the consent message first when everything is missing, in English too', async () => {
    const res = await interior({}, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('You must agree to the terms before registering.');
    expect(Object.keys(res.json().errors).sort()).toEqual(['consent', 'email', 'first_name']);
  });

  it('gives the same answer to the same e-mail twice: one account, one grant, one sign-up, one e-mail', async () => {
    const email = uniqueEmail();
    const first = await interior({ first_name: 'Ivana', email, consent: true });
    await waitForMail(t.database, email, { template: 'free-course-access' });
    const second = await interior({
      first_name: 'Ivana Druga',
      email: ` ${email.toUpperCase()} `,
      consent: true,
    });

    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const found = await usersWith(email);
    expect(found).toHaveLength(1);
    expect(found[0]!.name).toBe('Ivana');
    expect(await grantsOf(found[0]!.id)).toHaveLength(1);
    expect(await signupsOf(email)).toHaveLength(1);
    await pause(300);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('keeps one account, grant and sign-up when the same e-mail arrives five times at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => interior({ first_name: 'Jelena', email, consent: true })),
    );

    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const found = await usersWith(email);
    expect(found).toHaveLength(1);
    expect(await grantsOf(found[0]!.id)).toHaveLength(1);
    expect(await signupsOf(email)).toHaveLength(1);
    await waitForMail(t.database, email, { template: 'free-course-access' });
    await pause(300);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('records the English consent wording and answers in English', async () => {
    const email = uniqueEmail();
    const res = await interior({ first_name: 'Emma', email, consent: true }, { 'accept-language': 'en' });

    expect(res.json().message).toBe(`You are signed up! We have sent access to the free course to ${email}.`);
    expect((await signupsOf(email))[0]!.consentText).toBe(consentOf('interior-signup', 'en'));
    const mail = await waitForMail(t.database, email, { template: 'free-course-access' });
    expect(mail.subject).toBe('Your free course “Mini kurs: Uredi dom za jedan vikend” is ready');
  });
});

describe('POST /api/register-free-course2', () => {
  it('grants the men’s course for musko and records the gender and the page', async () => {
    const email = uniqueEmail();
    const res = await style({ name: 'Stefan', email, gender: 'musko', consent: true });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().course_id).toBe(MEN);
    const [user] = await usersWith(email);
    // A new account also gets the free mini course of every registration.
    expect((await grantsOf(user!.id)).map((g) => g.courseId).sort()).toEqual(
      [MEN, fixture.courses.mini].sort(),
    );
    expect((await signupsOf(email))[0]).toMatchObject({
      page: 'style-signup',
      gender: 'musko',
      courseId: MEN,
      consentText: consentOf('style-signup', 'sr'),
    });
    expect(consentOf('style-signup', 'sr')).toContain('Saglasan/na sam');
    const mail = await waitForMail(t.database, email, { template: 'free-course-access' });
    expect(linkIn(mail.html, 'reset-password').searchParams.get('email')).toBe(email);
  });

  it('grants the women’s course for zensko from the women’s page', async () => {
    const email = uniqueEmail();
    const res = await style({
      name: 'Ivana',
      email,
      gender: 'zensko',
      consent: true,
      page: 'style-signup-w',
    });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().course_id).toBe(WOMEN);
    expect((await signupsOf(email))[0]).toMatchObject({
      page: 'style-signup-w',
      gender: 'zensko',
      courseId: WOMEN,
    });
  });

  it('refuses a gender other than the one its page fixes', async () => {
    const email = uniqueEmail();
    const res = await style({ name: 'Ana', email, gender: 'zensko', consent: true, page: 'style-signup-m' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['gender']);
    expect(await usersWith(email)).toEqual([]);
  });

  it.each([
    [
      'consent missing',
      { name: 'Ana', gender: 'zensko' },
      'consent',
      'Morate da se saglasiste sa uslovima pre registracije.',
    ],
    ['name missing', { gender: 'zensko', consent: true }, 'name', 'Ime je obavezno.'],
    ['gender missing', { name: 'Ana', consent: true }, 'gender', 'Izaberite pol.'],
    ['gender unknown', { name: 'Ana', gender: 'drugo', consent: true }, 'gender', 'Izaberite pol.'],
    [
      'e-mail invalid',
      { name: 'Ana', gender: 'zensko', consent: true, email: 'ana.primer.rs' },
      'email',
      'Neispravan email format.',
    ],
    [
      'page unknown',
      { name: 'Ana', gender: 'zensko', consent: true, page: 'interior-signup' },
      'page',
      'Podaci nisu ispravni.',
    ],
  ])('refuses %s with 422, storing and sending nothing', async (_, payload, field, message) => {
    const email = uniqueEmail();
    const res = await style({ email, ...payload });

    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await usersWith(email)).toEqual([]);
    expect(await signupsOf(email)).toEqual([]);
    await pause(300);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers 503 and stores nothing while the free course is not configured', async () => {
    await writeSetting(db(), FREE_COURSE_SETTINGS.styleWomen, 999_999);
    try {
      const email = uniqueEmail();
      const res = await style({ name: 'Ana', email, gender: 'zensko', consent: true });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Besplatan kurs trenutno nije dostupan. Pokušajte ponovo kasnije.');
      expect(await usersWith(email)).toEqual([]);
    } finally {
      await writeSetting(db(), FREE_COURSE_SETTINGS.styleWomen, WOMEN);
    }
  });
});

describe('the script of the page is kept on a new account (ADR 087)', () => {
  const cases = [
    ['sr-Cyrl', 'sr-Cyrl'],
    ['sr-Cyrl-RS,sr;q=0.9', 'sr-Cyrl'],
    ['sr', 'sr'],
    ['en', 'en'],
  ] as const;

  it.each(cases)('from the interior page in %s: %s', async (language, stored) => {
    const email = uniqueEmail();
    const res = await interior(
      { first_name: 'Весна', email, consent: true },
      { 'accept-language': language },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await usersWith(email))[0]!.locale).toBe(stored);
  });

  it.each(cases)('from the style page in %s: %s', async (language, stored) => {
    const email = uniqueEmail();
    const res = await style(
      { name: 'Стефан', email, gender: 'musko', consent: true },
      { 'accept-language': language },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await usersWith(email))[0]!.locale).toBe(stored);
  });

  it("leaves an existing account's stored language as it is", async () => {
    const existing = await createUser(t, { name: 'Marko Latinica' });
    const res = await interior(
      { first_name: 'Марко', email: existing.email, consent: true },
      { 'accept-language': 'sr-Cyrl' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await usersWith(existing.email))[0]!.locale).toBe('sr');
  });
});

describe('free sign-up limits and page courses', () => {
  it(`allows ${FREE_SIGNUP_PER_IP_PER_HOUR} sign-ups per address an hour, then answers 429`, async () => {
    const ip = '10.79.3.4';
    for (let i = 0; i < FREE_SIGNUP_PER_IP_PER_HOUR; i++) {
      const res = await interior(
        { first_name: 'Ana', email: uniqueEmail(), consent: true },
        { 'x-forwarded-for': ip },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const email = uniqueEmail();
    const refused = await style(
      { name: 'Ana', email, gender: 'zensko', consent: true },
      { 'x-forwarded-for': ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await usersWith(email)).toEqual([]);
    const elsewhere = await style({ name: 'Ana', email, gender: 'zensko', consent: true });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('names each page’s free course in GET /api/landings/{key}', async () => {
    const courseOf = async (key: string) =>
      (await t.app.inject({ url: `/api/landings/${key}` })).json().course_id;
    expect(await courseOf('interior-signup')).toBe(fixture.courses.mini);
    expect(await courseOf('interior-thank-you')).toBe(fixture.courses.mini);
    expect(await courseOf('style-signup-m')).toBe(MEN);
    expect(await courseOf('style-thank-you-m')).toBe(MEN);
    expect(await courseOf('style-signup-w')).toBe(WOMEN);
    expect(await courseOf('style-thank-you-w')).toBe(WOMEN);
  });
});
