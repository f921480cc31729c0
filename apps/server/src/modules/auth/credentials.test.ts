// POST /api/update-credentials: the profile's e-mail and password change, its messages in both languages, and what
// happens to the sessions of the account; the e-mail change's confirmation and report links (ADR 023).
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, activityLog, users } from '../../db/schema/index';
import { MAIL_JOB } from '../../jobs/mail';
import { waitForIdleQueue } from '../../jobs/queue';
import { buildTestApp, createUser, type TestApp, waitForMail } from '../../test/app';
import { isUniqueViolation } from './credentials.repository';
import { RECENT_SIGN_IN_MINUTES } from './credentials.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000', TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = (prefix = 'profil') => `${prefix}.${Date.now()}.${++seq}@primer.rs`;

type Session = { authorization: string };

function update(auth: Session | null, payload: object, language: 'sr' | 'en' = 'sr') {
  return t.app.inject({
    method: 'POST',
    url: '/api/update-credentials',
    payload,
    headers: { ...(auth ?? {}), 'accept-language': language },
  });
}

/** A change with the account's current password, as the profile form sends it. */
function change(user: { auth: Session; password: string }, payload: object, language: 'sr' | 'en' = 'sr') {
  return update(user.auth, { current_password: user.password, ...payload }, language);
}

/** The link of a template's newest mail to an address. */
async function linkIn(to: string, template: string, path: string, since: Date) {
  const mail = await waitForMail(t.database, to, { template, since });
  const href = mail.html.match(new RegExp(`href="([^"]*${path}[^"]*)"`))?.[1];
  if (!href) throw new Error(`no ${path} link in the ${template} mail to ${to}`);
  return new URL(href.replaceAll('&amp;', '&'));
}

const post = (url: string, payload: object, language: 'sr' | 'en' = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': language, 'x-forwarded-for': `10.78.${seq % 250}.${(seq++ % 200) + 1}` },
  });

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': `10.77.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}` },
  });
}

const me = (auth: Session) => t.app.inject({ url: '/api/user', headers: auth });

describe('POST /api/update-credentials: re-authentication', () => {
  it('refuses either change with the bearer token alone, or with a wrong current password, changing nothing', async () => {
    const user = await createUser(t);
    const bare = await update(user.auth, { password: 'Nova#Lozinka42', email: uniqueEmail() }, 'en');
    expect(bare.statusCode).toBe(422);
    expect(bare.json().errors).toEqual({ current_password: ['Enter your current password.'] });

    const wrong = await update(user.auth, { password: 'Nova#Lozinka42', current_password: 'Pogresna#1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Trenutna lozinka nije tačna.'] });

    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await me(user.auth)).json().user.email).toBe(user.email);
  });

  it('lets an account without a password change only within minutes of signing in', async () => {
    const user = await createUser(t);
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const since = new Date();
    const fresh = await update(user.auth, { email: uniqueEmail('google') });
    expect(fresh.statusCode, fresh.body).toBe(200);
    await waitForMail(t.database, user.email, { template: 'account-change-notice', since });

    await t.database.db
      .update(accessTokens)
      .set({ createdAt: sql`now() - make_interval(mins => ${RECENT_SIGN_IN_MINUTES + 1})` })
      .where(eq(accessTokens.userId, user.id));
    const stale = await update(user.auth, { password: 'Nova#Lozinka42' }, 'en');
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors.current_password[0]).toMatch(/^For your security, sign in again/);
  });
});

describe('POST /api/update-credentials: changes', () => {
  it('asks the new address to confirm, tells the old one, and changes nothing until the link is used', async () => {
    const user = await createUser(t, { name: 'Jelena Perić' });
    const other = await login(user.email, user.password);
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    const email = uniqueEmail('nova');
    const since = new Date();

    const res = await change(user, { email: `  ${email.toUpperCase()} ` }, 'en');

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        name: 'Jelena Perić',
        email: user.email,
        role: 'user',
        created_at: expect.any(String),
      },
      pending_email: email,
      message: `We have e-mailed a confirmation link to ${email}. The new address takes effect when you open it.`,
    });
    expect((await me(user.auth)).json().user.email).toBe(user.email);
    const notice = await waitForMail(t.database, user.email, { template: 'account-change-notice', since });
    expect(notice.text).toContain(email);
    const confirm = await linkIn(email, 'email-change-confirm', 'email-change/confirm', since);
    expect(confirm.origin + confirm.pathname).toBe('http://127.0.0.1:3000/email-change/confirm');

    const confirmed = await post('/api/confirm-email', { token: confirm.searchParams.get('token') });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe(
      'Your new e-mail address is confirmed. Sign in with it from now on.',
    );
    // The session that asked stays; every other one is signed out.
    expect((await me(user.auth)).json().user.email).toBe(email);
    expect((await me(otherAuth)).statusCode).toBe(401);
    expect((await login(email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const again = await post('/api/confirm-email', { token: confirm.searchParams.get('token') });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The link is invalid or has expired.');
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.actorUserId, user.id))
      .orderBy(desc(activityLog.id));
    expect(logged).toMatchObject({ type: 'user.email_changed' });
    expect(logged!.message).toContain(email);
  });

  it('answers an address of another account exactly like a free one, and mails it nothing', async () => {
    const user = await createUser(t);
    const taken = await createUser(t);
    const since = new Date();
    const res = await change(user, { email: taken.email }, 'en');
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['message', 'pending_email', 'user']);
    await waitForMail(t.database, user.email, { template: 'account-change-notice', since });
    await waitForIdleQueue(t.app.jobs, MAIL_JOB);
    await expect(
      waitForMail(t.database, taken.email, { template: 'email-change-confirm', since, timeoutMs: 1 }),
    ).rejects.toThrow();
    expect((await me(user.auth)).json().user.email).toBe(user.email);
  });

  it('lets the old address cancel a pending change: every session ends and a password link follows', async () => {
    const user = await createUser(t);
    const email = uniqueEmail('otmica');
    const since = new Date();
    expect((await change(user, { email })).statusCode).toBe(200);
    const report = await linkIn(user.email, 'account-change-notice', 'email-change/report', since);
    const confirm = await linkIn(email, 'email-change-confirm', 'email-change/confirm', since);

    const reported = await post(
      '/api/report-email-change',
      { token: report.searchParams.get('token') },
      'sr',
    );
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().message).toMatch(/^Hvala\. Otkazali smo promenu/);
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await post('/api/confirm-email', { token: confirm.searchParams.get('token') })).statusCode).toBe(
      422,
    );
    await waitForMail(t.database, user.email, { template: 'password-reset', since });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets the old address undo a change that was already confirmed', async () => {
    const user = await createUser(t);
    const email = uniqueEmail('potvrdjena');
    const since = new Date();
    expect((await change(user, { email })).statusCode).toBe(200);
    const confirm = await linkIn(email, 'email-change-confirm', 'email-change/confirm', since);
    expect((await post('/api/confirm-email', { token: confirm.searchParams.get('token') })).statusCode).toBe(
      200,
    );
    const report = await linkIn(user.email, 'account-change-notice', 'email-change/report', since);

    expect(
      (await post('/api/report-email-change', { token: report.searchParams.get('token') })).statusCode,
    ).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(email, user.password)).statusCode).toBe(401);
    expect((await me(user.auth)).statusCode).toBe(401);
    expect(
      (await post('/api/report-email-change', { token: report.searchParams.get('token') })).statusCode,
    ).toBe(422);
  });

  it('changes the password: the session making the change stays, the others end, the address is told', async () => {
    const user = await createUser(t);
    const other = await login(user.email, user.password);
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    expect((await me(otherAuth)).statusCode).toBe(200);
    const since = new Date();

    const res = await change(user, { password: 'Nova#Lozinka42' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user: expect.objectContaining({ email: user.email }) });
    expect((await me(user.auth)).statusCode).toBe(200);
    expect((await me(otherAuth)).statusCode).toBe(401);
    expect((await login(user.email, 'Nova#Lozinka42')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const notice = await waitForMail(t.database, user.email, { template: 'account-change-notice', since });
    expect(notice.subject).toBe('Lozinka Vašeg Atelje naloga je promenjena');
  });

  it('changes the password at once and the e-mail after its link, when both are asked together', async () => {
    const user = await createUser(t);
    const email = uniqueEmail('oba');
    const since = new Date();

    const res = await change(user, { email, password: 'Druga#Lozinka77' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: user.email }, pending_email: email });
    expect((await login(user.email, 'Druga#Lozinka77')).statusCode).toBe(200);
    const confirm = await linkIn(email, 'email-change-confirm', 'email-change/confirm', since);
    expect((await post('/api/confirm-email', { token: confirm.searchParams.get('token') })).statusCode).toBe(
      200,
    );
    expect((await login(email, 'Druga#Lozinka77')).statusCode).toBe(200);
  });

  it('reads an empty field as "no change": only the other one changes', async () => {
    const user = await createUser(t);

    const res = await change(user, { email: '', password: 'Samo#Lozinka31' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect((await login(user.email, 'Samo#Lozinka31')).statusCode).toBe(200);
  });

  it('recognises the unique-index refusal that a confirmation of a since-taken address meets', async () => {
    const user = await createUser(t);
    const email = uniqueEmail('zauzeta');
    const since = new Date();
    expect((await change(user, { email })).statusCode).toBe(200);
    const confirm = await linkIn(email, 'email-change-confirm', 'email-change/confirm', since);
    await createUser(t, { email });
    const res = await post('/api/confirm-email', { token: confirm.searchParams.get('token') });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This address is already used by another account.');
    expect((await me(user.auth)).json().user.email).toBe(user.email);
    expect(isUniqueViolation(new Error('other'), 'users_email_unique')).toBe(false);
  });

  it('asks for a bearer token', async () => {
    const res = await update(null, { email: uniqueEmail() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Morate biti prijavljeni.' });
  });

  it('leaves the account as it was when one of the fields is refused', async () => {
    const user = await createUser(t);
    const res = await change(user, { email: uniqueEmail(), password: 'abc' });
    expect(res.statusCode).toBe(422);
    expect((await me(user.auth)).json().user.email).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses made-up confirmation and report tokens', async () => {
    for (const url of ['/api/confirm-email', '/api/report-email-change']) {
      const res = await post(url, { token: 'x'.repeat(43) }, 'sr');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Link je neispravan ili je istekao.',
        errors: { token: ['Link je neispravan ili je istekao.'] },
      });
    }
  });
});

describe('POST /api/update-credentials: messages', () => {
  type Case = {
    name: string;
    payload: (current: string, taken: string) => object;
    field: 'email' | 'password' | null;
    sr: string;
    en: string;
  };
  const cases: Case[] = [
    {
      name: 'an e-mail that is not an address',
      payload: () => ({ email: 'nije-adresa' }),
      field: 'email',
      sr: 'Neispravan email format.',
      en: 'Invalid email format.',
    },
    {
      name: 'the current e-mail (in capitals)',
      payload: (current) => ({ email: current.toUpperCase() }),
      field: 'email',
      sr: 'Email je isti kao trenutni.',
      en: 'Email is the same as current.',
    },
    {
      name: 'a password shorter than 6 characters',
      payload: () => ({ password: 'Ab1!x' }),
      field: 'password',
      sr: 'Lozinka mora imati najmanje 6 karaktera.',
      en: 'Password must be at least 6 characters.',
    },
    {
      name: 'a password without upper-case letters',
      payload: () => ({ password: 'enterijer#9' }),
      field: 'password',
      sr: 'Lozinka mora sadržati bar jedno veliko i jedno malo slovo.',
      en: 'The password field must contain at least one uppercase and one lowercase letter.',
    },
    {
      name: 'a password without a number',
      payload: () => ({ password: 'Enterijer#' }),
      field: 'password',
      sr: 'Lozinka mora sadržati bar jedan broj.',
      en: 'The password field must contain at least one number.',
    },
    {
      name: 'a password without a special character',
      payload: () => ({ password: 'Enterijer9' }),
      field: 'password',
      sr: 'Lozinka mora sadržati specijalni karakter (!, *, @ ...).',
      en: 'Password must contain a special character (!, *, @ ...).',
    },
    {
      name: 'one of the most common passwords',
      payload: () => ({ password: 'Password1!' }),
      field: 'password',
      sr: 'Ova lozinka je previše česta. Izaberite drugu.',
      en: 'This password is too common. Please choose another one.',
    },
    {
      name: 'nothing to change',
      payload: () => ({}),
      field: null,
      sr: 'Nema promena za čuvanje.',
      en: 'No changes to save.',
    },
    {
      name: 'both fields left empty',
      payload: () => ({ email: '', password: '' }),
      field: null,
      sr: 'Nema promena za čuvanje.',
      en: 'No changes to save.',
    },
  ];

  for (const c of cases) {
    for (const language of ['sr', 'en'] as const) {
      it(`refuses ${c.name} with "${c[language]}" (${language})`, async () => {
        const user = await createUser(t);
        const taken = await createUser(t);

        const res = await change(user, c.payload(user.email, taken.email), language);

        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body.message).toBe(c[language]);
        if (c.field) expect(body.errors).toEqual({ [c.field]: [c[language]] });
        else expect(body.errors).toBeUndefined();
        expect((await me(user.auth)).json().user.email).toBe(user.email);
      });
    }
  }
});
