// The script of the page a person signs up from is kept on the account (ADR 082, ADR 087): POST /register and
// checkout's POST /register-quick store users.locale 'sr-Cyrl' for a Cyrillic request (Accept-Language sr-Cyrl, as
// the web's API client sends it), 'sr' for Latin and 'en' for English. The landing pages' free sign-up is in
// marketing/free-signup.test.ts, Google sign-in in google.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++seq}@primer.rs`;
const fromIp = () => `10.93.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;
const strong = 'Enterijer#Beograd9';

/** The Accept-Language headers a page sends, and the language with its script the account keeps. */
const LANGUAGES = [
  ['sr-Cyrl', 'sr-Cyrl'],
  ['sr-Cyrl-RS,sr;q=0.9,en;q=0.5', 'sr-Cyrl'],
  ['sr', 'sr'],
  ['sr-Latn-RS,sr;q=0.9', 'sr'],
  ['en', 'en'],
  // English ranked above the Cyrillic entry: an English reader.
  ['en,sr-Cyrl;q=0.5', 'en'],
] as const;

function post(url: string, payload: object, language: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': fromIp(), 'accept-language': language },
  });
}

const storedLocale = async (email: string) =>
  (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;

describe('POST /api/register keeps the script', () => {
  it.each(LANGUAGES)('stores %s as %s', async (language, stored) => {
    const email = uniqueEmail('registracija');
    const res = await post(
      '/api/register',
      { name: 'Ана Анић', email, password: strong, password_confirmation: strong },
      language,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLocale(email)).toBe(stored);
  });
});

describe('POST /api/register-quick keeps the script', () => {
  it.each(LANGUAGES)('stores %s as %s', async (language, stored) => {
    const email = uniqueEmail('brza');
    const res = await post(
      '/api/register-quick',
      { name: 'Брзи Купац', email, phone: '0601234567' },
      language,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await storedLocale(email)).toBe(stored);
  });

  it('changes nothing for an address that has an account: 409, its stored language as it was', async () => {
    const email = uniqueEmail('postoji');
    expect(
      (await post('/api/register-quick', { name: 'Latinica', email, phone: '0601234567' }, 'sr')).statusCode,
    ).toBe(201);
    const again = await post(
      '/api/register-quick',
      { name: 'Ћирилица', email, phone: '0601234567' },
      'sr-Cyrl',
    );
    expect(again.statusCode).toBe(409);
    expect(await storedLocale(email)).toBe('sr');
  });
});
