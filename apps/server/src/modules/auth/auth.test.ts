import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, activityLog, passwordResets, users } from '../../db/schema/index';
import { buildTestApp, type TestApp, waitForMail } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '3',
    LOGIN_RATE_LIMIT_PER_IP: '6',
    TRUST_PROXY: 'true',
  });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = (prefix = 'ana') => `${prefix}.${Date.now()}.${++seq}@primer.rs`;
const strong = 'Enterijer#Beograd9';
/** Each test pretends to come from its own address so per-IP limits of one test do not spill into another. */
const fromIp = () => `10.0.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': fromIp(), ...headers } });
}

async function register(email = uniqueEmail(), password = strong) {
  const res = await post('/api/register', {
    name: 'Ana Anić',
    email,
    password,
    password_confirmation: password,
  });
  expect(res.statusCode).toBe(201);
  return { email, password, body: res.json() as { token: string; user: { id: number } } };
}

describe('POST /api/register', () => {
  it('creates the account, signs in and returns user, token and tokenType', async () => {
    const email = uniqueEmail();
    const res = await post('/api/register', {
      name: 'Milica Jović',
      email: email.toUpperCase(),
      password: strong,
      password_confirmation: strong,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.tokenType).toBe('Bearer');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ name: 'Milica Jović', email, role: 'user' });
    expect(body.user).not.toHaveProperty('password');
    const me = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.email).toBe(email);
    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.type, 'user.registered'));
    expect(logged.some((row) => row.message.includes(email))).toBe(true);
  });

  const base = { name: 'Ana', email: 'valid@primer.rs', password: strong, password_confirmation: strong };
  const cases: [string, object, string, string, string][] = [
    ['a missing name', { name: '' }, 'name', 'Ime je obavezno.', 'The name field is required.'],
    ['a bad e-mail', { email: 'nije-adresa' }, 'email', 'Neispravan email format.', 'Invalid email format.'],
    [
      'a short password',
      { password: 'Ab1!', password_confirmation: 'Ab1!' },
      'password',
      'Lozinka mora imati najmanje 6 karaktera.',
      'Password must be at least 6 characters long.',
    ],
    [
      'a password without upper case',
      { password: 'abcdef1!', password_confirmation: 'abcdef1!' },
      'password',
      'Lozinka mora sadržati bar jedno veliko i jedno malo slovo.',
      'The password field must contain at least one uppercase and one lowercase letter.',
    ],
    [
      'a password without a number',
      { password: 'Abcdefg!', password_confirmation: 'Abcdefg!' },
      'password',
      'Lozinka mora sadržati bar jedan broj.',
      'The password field must contain at least one number.',
    ],
    [
      'a password without a special character',
      { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' },
      'password',
      'Lozinka mora sadržati specijalni karakter (!, *, @ ...).',
      'Password must contain a special character (!, *, @ ...).',
    ],
    [
      'a confirmation that does not match',
      { password_confirmation: 'Drugacija#Lozinka9' },
      'password_confirmation',
      'Lozinke se ne poklapaju!',
      'Passwords do not match!',
    ],
    [
      'one of the most common passwords',
      { password: 'Password1!', password_confirmation: 'Password1!' },
      'password',
      'Ova lozinka je previše česta. Izaberite drugu.',
      'This password is too common. Please choose another one.',
    ],
  ];
  for (const [what, change, field, sr, en] of cases) {
    it(`refuses ${what} with 422 in Serbian and English, creating nothing`, async () => {
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      const payload = { ...base, ...change };
      const resSr = await post('/api/register', payload);
      expect(resSr.statusCode).toBe(422);
      expect(resSr.json().errors[field]).toContain(sr);
      expect(resSr.json().message).toBe(sr);
      const resEn = await post('/api/register', payload, { 'accept-language': 'en-US,en;q=0.9' });
      expect(resEn.statusCode).toBe(422);
      expect(resEn.json().errors[field]).toContain(en);
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
      expect(after[0]!.n).toBe(before[0]!.n);
    });
  }

  it('refuses an e-mail that is already taken, in any letter case', async () => {
    const { email } = await register();
    const res = await post(
      '/api/register',
      { name: 'Druga', email: email.toUpperCase(), password: strong, password_confirmation: strong },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('lets only one of two simultaneous registrations of the same address through', async () => {
    const email = uniqueEmail('isti');
    const payload = { name: 'Isti', email, password: strong, password_confirmation: strong };
    const results = await Promise.all([post('/api/register', payload), post('/api/register', payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const { email } = await register();
    const res = await post(
      '/api/login',
      { email: email.toUpperCase(), password: strong },
      { 'x-forwarded-for': fromIp() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tokenType: 'Bearer', user: { email } });
  });

  it('answers 401 "Invalid email or password." for a wrong password and for an unknown account', async () => {
    const { email } = await register();
    const wrong = await post(
      '/api/login',
      { email, password: 'Pogresna#Lozinka1' },
      { 'accept-language': 'en' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password.');
    const unknown = await post('/api/login', { email: uniqueEmail('niko'), password: strong });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Neispravan email ili lozinka.');
  });

  it('answers 422 for missing fields', async () => {
    const res = await post('/api/login', { email: '', password: '' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toContain('The email field is required.');
    expect(res.json().errors.password).toContain('The password field is required.');
  });

  it('answers 429 after repeated failures for one account from one address, even with the right password', async () => {
    const { email } = await register();
    const from = { 'x-forwarded-for': fromIp() };
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/login', { email, password: 'Pogresna#Lozinka1' }, from)).statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/login',
      { email, password: strong },
      { ...from, 'accept-language': 'en' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ s\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('login rate limit per address', () => {
  it('answers 429 when one address tries many accounts', async () => {
    const ip = '10.200.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await post(
        '/api/login',
        { email: uniqueEmail('lov'), password: 'Pogresna#Lozinka1' },
        { 'x-forwarded-for': ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 without a token, with an unknown token and with a malformed header', async () => {
    for (const authorization of [undefined, 'Bearer nepoznat-token-koji-ne-postoji-u-bazi', 'Basic abc']) {
      const res = await t.app.inject({ url: '/api/user', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Morate biti prijavljeni.');
    }
  });

  it('revokes the token on logout', async () => {
    const { body } = await register();
    const auth = { authorization: `Bearer ${body.token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/user', headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth })).statusCode).toBe(401);
  });

  it('answers GET /user from the resolved session, and shows an account change as soon as it is published', async () => {
    const { body } = await register();
    const auth = { authorization: `Bearer ${body.token}` };
    const first = await t.app.inject({ url: '/api/user', headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ user: body.user });
    expect((await t.app.inject({ url: '/api/user', headers: auth })).body).toBe(first.body);

    // An account change evicts the user's sessions through the bus (token-cache.ts); the answer is made anew.
    await t.database.db.update(users).set({ name: 'Ana Novaković' }).where(eq(users.id, body.user.id));
    await t.app.bus.publish('tokens.revoked', { userId: body.user.id });
    const after = await t.app.inject({ url: '/api/user', headers: auth });
    expect(after.json()).toEqual({ user: { ...body.user, name: 'Ana Novaković' } });
  });

  it('refuses an expired token', async () => {
    const { body } = await register();
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.userId, body.user.id));
    const res = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  async function requestReset(email: string) {
    const since = new Date(Date.now() - 1000);
    const res = await post(
      '/api/forgot-password',
      { email },
      { 'accept-language': 'en', 'x-forwarded-for': fromIp() },
    );
    expect(res.statusCode).toBe(200);
    const mail = await waitForMail(t.database, email, { template: 'password-reset', since });
    const link = new URL(mail.html.match(/href="([^"]*reset-password[^"]*)"/)![1]!.replaceAll('&amp;', '&'));
    return { res, mail, token: link.searchParams.get('token')!, linkEmail: link.searchParams.get('email')! };
  }

  it('answers the same for an unknown address and sends nothing', async () => {
    const { email } = await register();
    const known = await post('/api/forgot-password', { email });
    const unknownEmail = uniqueEmail('niko');
    const unknown = await post('/api/forgot-password', { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await expect(waitForMail(t.database, unknownEmail, { timeoutMs: 1500 })).rejects.toThrow();
  });

  it('e-mails a link to /reset-password that sets a new password once, and signs out old sessions', async () => {
    const { email, body } = await register();
    const { mail, token, linkEmail } = await requestReset(email);
    expect(mail.html).toContain('http://127.0.0.1:3000/reset-password?token=');
    expect(linkEmail).toBe(email);
    const newPassword = 'Nova#Lozinka2026';
    const payload = { token, email, password: newPassword, password_confirmation: newPassword };
    const ok = await post('/api/reset-password', payload, { 'accept-language': 'en' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password was successfully reset');
    const again = await post('/api/reset-password', payload, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Invalid or expired token.');
    const old = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(old.statusCode).toBe(401);
    expect(
      (await post('/api/login', { email, password: strong }, { 'x-forwarded-for': fromIp() })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login', { email, password: newPassword }, { 'x-forwarded-for': fromIp() }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an expired token, a token for another address and a made-up token', async () => {
    const { email } = await register();
    const other = await register();
    const { token } = await requestReset(email);
    const pw = 'Nova#Lozinka2026';
    const wrongEmail = await post('/api/reset-password', {
      token,
      email: other.email,
      password: pw,
      password_confirmation: pw,
    });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json().message).toBe('Link za promenu lozinke je neispravan ili je istekao.');
    const madeUp = await post('/api/reset-password', {
      token: 'x'.repeat(43),
      email,
      password: pw,
      password_confirmation: pw,
    });
    expect(madeUp.statusCode).toBe(422);
    await t.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/api/reset-password', {
      token,
      email,
      password: pw,
      password_confirmation: pw,
    });
    expect(expired.statusCode).toBe(422);
    expect(
      (await post('/api/login', { email, password: strong }, { 'x-forwarded-for': fromIp() })).statusCode,
    ).toBe(200);
  });

  it('validates the new password with the registration rules', async () => {
    const res = await post(
      '/api/reset-password',
      { token: 'abc', email: 'a@primer.rs', password: 'short', password_confirmation: 'other' },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toContain('Password must be at least 6 characters long.');
    expect(res.json().errors.password_confirmation).toContain('Passwords do not match!');
  });
});

describe('secrets at rest', () => {
  it('stores no password, bearer token or reset token in clear', async () => {
    const { email, password, body } = await register();
    const since = new Date(Date.now() - 1000);
    await post('/api/forgot-password', { email }, { 'x-forwarded-for': fromIp() });
    const mail = await waitForMail(t.database, email, { template: 'password-reset', since });
    const resetToken = new URL(
      mail.html.match(/href="([^"]*reset-password[^"]*)"/)![1]!.replaceAll('&amp;', '&'),
    ).searchParams.get('token')!;
    const dump = JSON.stringify([
      await t.database.db.select().from(users),
      await t.database.db.select().from(accessTokens),
      await t.database.db.select().from(passwordResets),
      await t.database.db.select().from(activityLog),
    ]);
    expect(dump).not.toContain(password);
    expect(dump).not.toContain(body.token);
    expect(dump).not.toContain(resetToken);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
