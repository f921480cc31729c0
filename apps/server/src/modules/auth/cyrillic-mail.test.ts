// The account's e-mails in the script it was made in (ADR 086): an account registered from a Cyrillic page gets its
// welcome and every later e-mail (a password reset asked for from a Latin page too) in Cyrillic; a quick registration
// from a Cyrillic page keeps sr-Cyrl as well; a Latin page's accounts stay Latin.
import { hasCyrillic } from '@atelje/shared/text/transliterate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, users } from '../../db/schema/index';
import { buildTestApp, type TestApp, waitForMail } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${++seq}@primer.rs`;
const password = 'Enterijer#Beograd9';
const CYRILLIC = { 'accept-language': 'sr-Cyrl' };

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': `10.86.0.${++seq}`, ...headers },
  });
}

async function localeOf(email: string) {
  const [user] = await t.database.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return user?.locale;
}

describe('an account’s e-mails in Cyrillic', () => {
  it('welcomes a learner registered from a Cyrillic page in Cyrillic, and resets the password in Cyrillic', async () => {
    const email = uniqueEmail('cirilica');
    const res = await post(
      '/api/register',
      { name: 'Ana Anić', email, password, password_confirmation: password },
      CYRILLIC,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await localeOf(email)).toBe('sr-Cyrl');

    const welcome = await waitForMail(t.database, email, { template: 'welcome' });
    expect(welcome.subject).toBe('Добро дошли у Атеље');
    expect(welcome.text).toContain('Здраво, Ана Анић');
    expect(welcome.html).toContain(`href="${t.config.publicUrl}/login"`);

    // Asked for from a Latin page: the account's script decides.
    expect((await post('/api/forgot-password', { email })).statusCode).toBe(200);
    const reset = await waitForMail(t.database, email, { template: 'password-reset' });
    expect(reset.subject).toBe('Промена лозинке за Атеље');
    const link = /https?:\/\/\S+reset-password\?\S+/.exec(reset.text)?.[0];
    expect(link).toContain(`email=${encodeURIComponent(email)}`);
    expect(reset.html).toContain(link!.replace(/&/g, '&amp;'));
  });

  it('keeps sr-Cyrl for a quick registration from a Cyrillic page and sends its set-password e-mail in Cyrillic', async () => {
    const email = uniqueEmail('brza');
    const res = await post(
      '/api/register-quick',
      { name: 'Brza Kupovina', email, phone: '0601234567' },
      CYRILLIC,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await localeOf(email)).toBe('sr-Cyrl');
    const [row] = await t.database.db
      .select({ locale: mailMessages.locale })
      .from(mailMessages)
      .where(eq(mailMessages.to, email));
    expect(row?.locale).toBe('sr-Cyrl');
    const mail = await waitForMail(t.database, email, { template: 'set-password' });
    expect(hasCyrillic(mail.subject)).toBe(true);
    expect(mail.text).toContain('Брза Куповина');
  });

  it('leaves a Latin page’s account and its e-mails Latin', async () => {
    const email = uniqueEmail('latinica');
    const res = await post('/api/register', {
      name: 'Ana Anić',
      email,
      password,
      password_confirmation: password,
    });
    expect(res.statusCode).toBe(201);
    expect(await localeOf(email)).toBe('sr');
    const welcome = await waitForMail(t.database, email, { template: 'welcome' });
    expect(welcome.subject).toBe('Dobro došli u Atelje');
    expect(hasCyrillic(welcome.text)).toBe(false);
  });
});
