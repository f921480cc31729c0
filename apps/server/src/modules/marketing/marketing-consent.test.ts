// Marketing consent per contact (issue 16 defect 3, ADR 035): landing-page leads reach the Omnisend export, the
// registration and checkout opt-ins record a consent only when ticked, the learner withdraws or gives it in the
// profile, every address is exported once, and the export counts who was left out and why.
import { consentWording, type SignupConsent } from '@atelje/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingConsentLog, newsletterSubscribers, users } from '../../db/schema/index';
import { signupLandingContent } from '../../db/seed/landing-signup-content';
import { createUser, type TestApp } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { writeSetting } from '../settings/settings.service';
import { FREE_COURSE_SETTINGS, landingContentKey } from './landings.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let learner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TRUST_PROXY: 'true' });
  const db = t.database.db;
  await writeSetting(db, FREE_COURSE_SETTINGS.interior, fixture.courses.mini);
  await writeSetting(db, FREE_COURSE_SETTINGS.styleMen, fixture.courses.makeup);
  await writeSetting(db, FREE_COURSE_SETTINGS.styleWomen, fixture.courses.stage);
  await writeSetting(db, 'landing_slug', 'milica');
  for (const [key, value] of Object.entries(signupLandingContent)) {
    await writeSetting(db, landingContentKey(key as keyof typeof signupLandingContent), value);
  }
  admin = await createUser(t, { role: 'admin', name: 'Admin Izvoza' });
  learner = await createUser(t, { name: 'Lana Polaznik' });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now()}.${++seq}@primer.rs`;
const nextIp = () => `10.91.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': nextIp(), ...headers } });

const contact = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const logOf = (email: string) =>
  t.database.db
    .select()
    .from(marketingConsentLog)
    .where(eq(marketingConsentLog.email, email))
    .orderBy(asc(marketingConsentLog.id));

const pageWording = (key: 'interior-signup' | 'style-signup', locale: 'sr' | 'en') => {
  const content = signupLandingContent[key]![locale] as {
    registration?: { form: { consent: SignupConsent } };
    form?: { consent: SignupConsent };
  };
  return consentWording((content.registration?.form ?? content.form)!.consent);
};
const OPT_IN = {
  sr: 'Želim da mi Atelje e-poštom šalje novosti, ponude i popuste. Saglasnost mogu da povučem u bilo kom trenutku, u skladu sa politikom privatnosti.',
  en: 'I want Atelje to e-mail me news, offers and discounts. I can withdraw this consent at any time, as described in the privacy policy.',
};

function register(email: string, extra: object = {}, lang = 'sr') {
  return post(
    '/api/register',
    {
      name: 'Nova Polaznica',
      email,
      password: 'Probna#Lozinka7',
      password_confirmation: 'Probna#Lozinka7',
      ...extra,
    },
    { 'accept-language': lang },
  );
}

async function checkout(user: { email: string; auth: Record<string, string> }, extra: object = {}) {
  return postCheckout(
    t,
    user,
    {
      items: [{ type: 'course', id: fixture.courses.basics }],
      payment_method: 'uplatnica',
      // A billing address that is not the account's: the consent is for the account's own address.
      billing: { name: 'Milica Kupac', email: 'druga.adresa@primer.rs', phone: '+381601234567' },
      ...extra,
    },
    { 'x-forwarded-for': '10.92.0.9' },
  );
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** Runs an export as the administrator and answers its status and the CSV's lines. */
async function runExport() {
  const started = await get('/api/admin/users/export-csv', admin.auth);
  expect(started.statusCode, started.body).toBe(200);
  for (let tries = 0; tries < 600; tries++) {
    const res = await get(`/api/admin/users/check-csv/${admin.id}`, admin.auth);
    const status = res.json();
    if (status.status === 'failed') throw new Error('the export failed');
    if (status.ready && status.created_at && status.left_out) {
      const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;
      const file = await t.app.inject({ url: status.download_url, headers: { cookie } });
      return { status, lines: file.body.split('\r\n').filter(Boolean) };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the export did not finish');
}
const lineOf = (lines: string[], email: string) => lines.filter((line) => line.startsWith(`${email},`));

describe('landing-page leads', () => {
  it('become marketing contacts with the page, the time, the words and the address of their consent', async () => {
    const email = uniqueEmail('vesna');
    const before = new Date();
    const res = await post(
      '/api/register-free-course',
      { first_name: 'Vesna', email, consent: true },
      { 'x-forwarded-for': '10.93.1.2' },
    );
    expect(res.statusCode, res.body).toBe(200);

    const row = await contact(email);
    expect(row).toMatchObject({
      consentSource: 'landing:interior-signup',
      consentText: pageWording('interior-signup', 'sr'),
      consentIp: '10.93.1.2',
      locale: 'sr',
      unsubscribedAt: null,
    });
    expect(row!.consentAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // No e-mailed link is needed for a landing consent (ADR 035): it is valid at once.
    expect(row!.confirmedAt).toEqual(row!.consentAt);
    expect(await logOf(email)).toMatchObject([
      { event: 'given', source: 'landing:interior-signup', ip: '10.93.1.2', consentText: row!.consentText },
    ]);
  });

  it('records the English wording for an English page', async () => {
    const email = uniqueEmail('john');
    const res = await post(
      '/api/register-free-course2',
      { name: 'John', email, gender: 'musko', consent: true, page: 'style-signup-m' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await contact(email)).toMatchObject({
      consentSource: 'landing:style-signup-m',
      consentText: pageWording('style-signup', 'en'),
      locale: 'en',
    });
  });

  it('records nothing when the consent box is not ticked', async () => {
    const email = uniqueEmail('bez.saglasnosti');
    const res = await post('/api/register-free-course', { first_name: 'Bez', email, consent: false });
    expect(res.statusCode).toBe(422);
    expect(await contact(email)).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('the registration opt-in', () => {
  it('records a consent only when ticked, in the language of the form', async () => {
    const ticked = uniqueEmail('registrovana');
    const english = uniqueEmail('registered');
    const unticked = uniqueEmail('bez.ponuda');
    expect((await register(ticked, { marketing_consent: true }, 'sr')).statusCode).toBe(201);
    expect((await register(english, { marketing_consent: true }, 'en')).statusCode).toBe(201);
    expect((await register(unticked, { marketing_consent: false })).statusCode).toBe(201);
    const omitted = uniqueEmail('bez.polja');
    expect((await register(omitted)).statusCode).toBe(201);

    expect(await contact(ticked)).toMatchObject({
      consentSource: 'registration',
      consentText: OPT_IN.sr,
      confirmedAt: expect.any(Date),
      unsubscribedAt: null,
    });
    expect(await contact(english)).toMatchObject({ consentSource: 'registration', consentText: OPT_IN.en });
    expect(await contact(unticked)).toBeUndefined();
    expect(await contact(omitted)).toBeUndefined();
    expect(await logOf(unticked)).toEqual([]);
  });

  it('refuses an opt-in that is not true or false, and opens no account', async () => {
    const email = uniqueEmail('cudna');
    const res = await register(email, { marketing_consent: 'da' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.marketing_consent).toEqual(['Podaci nisu ispravni.']);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await contact(email)).toBeUndefined();
  });
});

describe('the checkout opt-in', () => {
  it("records a consent for the account's address only when ticked", async () => {
    const buyer = await createUser(t, { email: uniqueEmail('kupac') });
    const other = await createUser(t, { email: uniqueEmail('kupac.bez') });

    const ticked = await checkout(buyer, { marketing_consent: true });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const unticked = await checkout(other);
    expect(unticked.statusCode, unticked.body).toBe(200);

    expect(await contact(buyer.email)).toMatchObject({
      consentSource: 'checkout',
      consentText: OPT_IN.sr,
      consentIp: '10.92.0.9',
    });
    expect(await contact(other.email)).toBeUndefined();
    expect(await contact('druga.adresa@primer.rs')).toBeUndefined();
  });

  it('records nothing when the checkout is refused', async () => {
    const buyer = await createUser(t, { email: uniqueEmail('kupac.odbijen') });
    const res = await checkout(buyer, { items: [], marketing_consent: true });
    expect(res.statusCode).toBe(422);
    const bad = await checkout(buyer, { marketing_consent: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(await contact(buyer.email)).toBeUndefined();
  });
});

describe("the learner's own consent in the profile", () => {
  it('shows, withdraws and gives it again; a consent in force keeps its first proof', async () => {
    const user = await createUser(t, { email: uniqueEmail('profil') });
    const me = (headers = user.auth) => get('/api/me/marketing-consent', headers);
    const put = (subscribed: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/marketing-consent',
        headers: { ...user.auth, 'x-forwarded-for': '10.94.0.1' },
        payload: { subscribed },
      });

    expect((await me()).json()).toEqual({ subscribed: false, status: 'none', since: null });
    const given = await put(true);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({
      subscribed: true,
      status: 'subscribed',
      message: 'Podešavanje je sačuvano.',
    });
    const first = await contact(user.email);
    expect(first).toMatchObject({ consentSource: 'profile' });
    expect((await put(true)).json().since).toBe(first!.consentAt.toISOString());

    const withdrawn = await put(false);
    expect(withdrawn.json()).toMatchObject({ subscribed: false, status: 'withdrawn' });
    expect((await contact(user.email))!.unsubscribedAt).toBeInstanceOf(Date);
    // Withdrawing again changes nothing.
    await put(false);
    expect((await logOf(user.email)).map((entry) => entry.event)).toEqual(['given', 'withdrawn']);

    expect((await put(true)).json()).toMatchObject({ subscribed: true, status: 'subscribed' });
    expect((await contact(user.email))!.unsubscribedAt).toBeNull();
  });

  it('answers 401 without a token and 422 to a value that is not true or false', async () => {
    expect((await get('/api/me/marketing-consent', {})).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/me/marketing-consent',
      payload: { subscribed: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/marketing-consent',
      headers: learner.auth,
      payload: { subscribed: 'da' },
    });
    expect(bad.statusCode).toBe(422);
    expect(await contact(learner.email)).toBeUndefined();
  });
});

describe('the Omnisend export', () => {
  it('answers 401 without a token and 403 to a learner', async () => {
    for (const url of ['/api/admin/users/export-csv', `/api/admin/users/check-csv/${admin.id}`]) {
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, learner.auth)).statusCode).toBe(403);
    }
  });

  it('exports every consenting lead once, leaves the rest out and says why', async () => {
    const first = await runExport();

    // Four leads from the landing pages, as in the demo of issue 16.
    const leads = [
      uniqueEmail('lead.a'),
      uniqueEmail('lead.b'),
      uniqueEmail('lead.c'),
      uniqueEmail('lead.d'),
    ];
    for (const [i, email] of leads.entries()) {
      const res =
        i < 2
          ? await post('/api/register-free-course', { first_name: `Lead ${i}`, email, consent: true })
          : await post('/api/register-free-course2', {
              name: `Lead ${i}`,
              email,
              gender: i === 2 ? 'musko' : 'zensko',
              consent: true,
            });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The same lead signing up on a second page and ticking the checkout opt-in stays one contact, with its
    // first consent.
    expect(
      (
        await post('/api/register-free-course2', {
          name: 'Lead 0',
          email: leads[0],
          gender: 'zensko',
          consent: true,
        })
      ).statusCode,
    ).toBe(200);
    // A newsletter address still waiting for its e-mailed link, then signing up on a landing page: one contact,
    // valid from the landing consent.
    const pendingThenLead = uniqueEmail('newsletter.pa.lead');
    await t.database.db.insert(newsletterSubscribers).values({
      email: pendingThenLead,
      consentAt: new Date('2026-05-01T10:00:00Z'),
      consentSource: 'newsletter-home',
      confirmTokenHash: `hash-${pendingThenLead}`,
    });
    expect(
      (
        await post('/api/register-free-course', {
          first_name: 'Pending',
          email: pendingThenLead,
          consent: true,
        })
      ).statusCode,
    ).toBe(200);
    // Left out: one newsletter address not confirmed, one withdrawn, and two accounts that never agreed.
    const pending = uniqueEmail('nepotvrdjen');
    const withdrawn = uniqueEmail('odjavljen');
    await t.database.db.insert(newsletterSubscribers).values([
      {
        email: pending,
        consentAt: new Date('2026-05-01T10:00:00Z'),
        consentSource: 'newsletter-home',
        confirmTokenHash: `hash-${pending}`,
      },
      {
        email: withdrawn,
        consentAt: new Date('2026-05-01T10:00:00Z'),
        consentSource: 'newsletter-home',
        confirmedAt: new Date('2026-05-01T10:05:00Z'),
        unsubscribedAt: new Date('2026-06-01T08:00:00Z'),
      },
    ]);
    const withoutConsent = [uniqueEmail('kupac.bez.ponuda'), uniqueEmail('polaznik.bez.ponuda')];
    expect((await register(withoutConsent[0]!)).statusCode).toBe(201);
    expect((await register(withoutConsent[1]!, { marketing_consent: false })).statusCode).toBe(201);

    const second = await runExport();
    expect(second.status.rows).toBe(first.status.rows + 5);
    expect(second.status.left_out).toEqual({
      not_confirmed: first.status.left_out.not_confirmed + 1,
      withdrawn: first.status.left_out.withdrawn + 1,
      no_consent: first.status.left_out.no_consent + 2,
    });
    expect(second.lines[0]).toBe(
      'Email,First name,Last name,Phone,Country,City,Tags,Email opt-in date,Email opt-out date',
    );
    for (const email of [...leads, pendingThenLead]) expect(lineOf(second.lines, email)).toHaveLength(1);
    expect(lineOf(second.lines, leads[0]!)[0]).toMatch(
      new RegExp(
        `^${leads[0]!.replace(/\./g, '\\.')},Lead,0,,,,"newsletter,source-landing-interior-signup,lang-sr",\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,$`,
      ),
    );
    expect(lineOf(second.lines, leads[2]!)[0]).toContain('source-landing-style-signup');
    expect(lineOf(second.lines, pendingThenLead)[0]).toContain('source-landing-interior-signup');
    for (const email of [pending, withdrawn, ...withoutConsent])
      expect(lineOf(second.lines, email)).toEqual([]);
    // Every e-mail is in the file once.
    const emails = second.lines.slice(1).map((line) => line.split(',')[0]);
    expect(new Set(emails).size).toBe(emails.length);

    // A withdrawal in the profile takes the contact out of the next export.
    const buyer = await createUser(t, { email: uniqueEmail('kupac.odjava') });
    expect((await checkout(buyer, { marketing_consent: true })).statusCode).toBe(200);
    const third = await runExport();
    expect(lineOf(third.lines, buyer.email)).toHaveLength(1);
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/marketing-consent',
      headers: buyer.auth,
      payload: { subscribed: false },
    });
    const fourth = await runExport();
    expect(lineOf(fourth.lines, buyer.email)).toEqual([]);
    expect(fourth.status.left_out.withdrawn).toBe(third.status.left_out.withdrawn + 1);
    expect(fourth.status.rows).toBe(third.status.rows - 1);
  });
});
