// POST /api/update-credentials: the profile's e-mail and password change, its messages in both languages, and what
// happens to the sessions of the account.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp } from '../../test/app';
import { isUniqueViolation, updateUser } from './credentials.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

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

function login(email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': `10.77.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}` },
  });
}

const me = (auth: Session) => t.app.inject({ url: '/api/user', headers: auth });

describe('POST /api/update-credentials: changes', () => {
  it('changes the e-mail, keeps the session and answers with the user', async () => {
    const user = await createUser(t, { name: 'Jelena Perić' });
    const email = uniqueEmail('nova');

    const res = await update(user.auth, { email: `  ${email.toUpperCase()} ` });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: { id: user.id, name: 'Jelena Perić', email, role: 'user', created_at: expect.any(String) },
    });
    expect((await me(user.auth)).json().user.email).toBe(email);
    expect((await login(email, user.password)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    const [logged] = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.actorUserId, user.id))
      .orderBy(desc(activityLog.id));
    expect(logged).toMatchObject({
      type: 'user.credentials_changed',
      data: { email: true, password: false },
    });
    expect(logged!.message).toContain(email);
  });

  it('changes the password: the session making the change stays, the other sessions are signed out', async () => {
    const user = await createUser(t);
    const other = await login(user.email, user.password);
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    expect((await me(otherAuth)).statusCode).toBe(200);

    const res = await update(user.auth, { password: 'Nova#Lozinka42' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect((await me(user.auth)).statusCode).toBe(200);
    expect((await me(otherAuth)).statusCode).toBe(401);
    expect((await login(user.email, 'Nova#Lozinka42')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
  });

  it('changes the e-mail and the password together', async () => {
    const user = await createUser(t);
    const email = uniqueEmail('oba');

    const res = await update(user.auth, { email, password: 'Druga#Lozinka77' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect((await login(email, 'Druga#Lozinka77')).statusCode).toBe(200);
  });

  it('reads an empty field as "no change": only the other one changes', async () => {
    const user = await createUser(t);

    const res = await update(user.auth, { email: '', password: 'Samo#Lozinka31' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect((await login(user.email, 'Samo#Lozinka31')).statusCode).toBe(200);
  });

  it('recognises the unique-index refusal that a concurrent change of the same address meets', async () => {
    const user = await createUser(t);
    const taken = await createUser(t);
    const error = await updateUser(t.database.db, user.id, { email: taken.email }).catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(error, 'another_index')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'users_email_unique')).toBe(false);
  });

  it('asks for a bearer token', async () => {
    const res = await update(null, { email: uniqueEmail() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Morate biti prijavljeni.' });
  });

  it('leaves the account as it was when one of the fields is refused', async () => {
    const user = await createUser(t);
    const res = await update(user.auth, { email: uniqueEmail(), password: 'abc' });
    expect(res.statusCode).toBe(422);
    expect((await me(user.auth)).json().user.email).toBe(user.email);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
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
      name: "another account's e-mail",
      payload: (_, taken) => ({ email: taken }),
      field: 'email',
      sr: 'Ovaj email je već zauzet.',
      en: 'The email has already been taken.',
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

        const res = await update(user.auth, c.payload(user.email, taken.email), language);

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
