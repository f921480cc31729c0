// Consent and unsubscribe (issue 21 item 2, ADR 074): marketing e-mail only with consent for its category, checked
// when it is recorded and again when it is due; List-Unsubscribe one-click and the preferences page, signed links
// that need no sign-in, a GET that changes nothing; the profile's preferences; every change in the consent log.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, marketingConsentLog, newsletterSubscribers } from '../../db/schema/index';
import type { MailMessage } from '../../drivers/mail/types';
import { DEFAULT_MAIL_SCHEDULE, enqueueMail, recordMail, sendMailRow } from '../../jobs/mail';
import { buildTestApp, createUser, type TestApp, waitForMail } from '../../test/app';
import { signUnsubscribeToken, UNSUBSCRIBE_TOKEN_TTL_SECONDS } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

let seq = 0;
const address = (who: string) => `${who}.${Date.now()}.${++seq}@primer.rs`;
const now = () => Math.floor(Date.now() / 1000);
const tokenFor = (email: string, category: 'reminders' | 'courses' | 'news' | 'all' = 'reminders') =>
  signUnsubscribeToken(t.config.appSecret, { email, category }, now());

async function consent(email: string, optedOut: string[] = []) {
  const at = new Date();
  await t.database.db
    .insert(newsletterSubscribers)
    .values({ email, consentAt: at, consentSource: 'checkout', confirmedAt: at, optedOut });
}
const subscriber = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const logOf = async (email: string) =>
  t.database.db
    .select({
      event: marketingConsentLog.event,
      category: marketingConsentLog.category,
      source: marketingConsentLog.source,
    })
    .from(marketingConsentLog)
    .where(eq(marketingConsentLog.email, email))
    .orderBy(asc(marketingConsentLog.id));

const reminder = (to: string) => ({
  template: 'access-expiry-reminder' as const,
  locale: 'sr' as const,
  to,
  props: {
    name: 'Ana',
    courseTitle: 'Osnove enterijera',
    expiresAt: '2026-12-20T10:00:00.000Z',
    extendUrl: 'http://127.0.0.1:3000/moj-profil',
  },
});

const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click') =>
  t.app.inject({
    method: 'POST',
    url: `/api/mail/unsubscribe?${new URLSearchParams({ token })}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('marketing e-mail and consent', () => {
  it('records no marketing e-mail for an address without consent or with the category off; transactional goes', async () => {
    const none = address('bez.saglasnosti');
    const off = address('iskljucio');
    await consent(off, ['reminders']);
    const deps = { db: t.database.db, jobs: t.app.jobs };

    expect(await enqueueMail(deps, reminder(none))).toBeNull();
    expect(await enqueueMail(deps, reminder(off))).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.template, 'access-expiry-reminder')),
    ).toHaveLength(0);

    const id = await enqueueMail(deps, {
      template: 'welcome',
      locale: 'sr',
      to: none,
      props: { name: 'Ana', loginUrl: 'http://127.0.0.1:3000/login' },
    });
    expect(id).not.toBeNull();
    const welcome = await waitForMail(t.database, none, { template: 'welcome' });
    expect(welcome.headers?.['List-Unsubscribe']).toBeUndefined();
    expect(welcome.headers?.['Message-ID']).toMatch(/^<mail-\d+\.[0-9a-z]+@atelje\.rs>$/);
    expect(welcome.headers?.['Reply-To']).toBe('podrska@atelje.rs');
    expect(welcome.html).not.toContain('email-preferences');
  });

  it('sends a marketing e-mail with consent: List-Unsubscribe one-click and the preferences link in the footer', async () => {
    const email = address('saglasan');
    await consent(email, ['news']);
    await enqueueMail({ db: t.database.db, jobs: t.app.jobs }, reminder(email));
    const mail = await waitForMail(t.database, email, { template: 'access-expiry-reminder' });
    expect(mail.subject).toBe('Pristup kursu „Osnove enterijera“ ističe 20. decembra 2026.');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:3000\/api\/mail\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toMatch(/href="http:\/\/127\.0\.0\.1:3000\/email-preferences\?token=[\w.-]+"/);
    expect(mail.text).toContain('Odjavite se ili izaberite koje e-mailove dobijate');

    // The header's link unsubscribes this address from this category with one POST.
    const url = mail.headers!['List-Unsubscribe']!.slice(1, -1).replace('http://127.0.0.1:3000', '');
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email))?.optedOut).toEqual(['news', 'reminders']);
  });

  it('checks again when the e-mail is due: an address that unsubscribed after it was queued gets nothing', async () => {
    const email = address('predomislio');
    await consent(email);
    const id = await recordMail(t.database.db, reminder(email));
    expect(id).not.toBeNull();
    expect((await oneClick(tokenFor(email, 'all'))).statusCode).toBe(200);

    const sent: MailMessage[] = [];
    const driver = { send: async (message: MailMessage) => void sent.push(message) };
    const result = await sendMailRow({ db: t.database.db, driver, schedule: DEFAULT_MAIL_SCHEDULE }, id!);
    expect(result).toBe('suppressed');
    expect(sent).toHaveLength(0);
    const [row] = await t.database.db.select().from(mailMessages).where(eq(mailMessages.id, id!));
    expect(row).toMatchObject({ status: 'suppressed', category: 'reminders' });
  });
});

describe('GET and POST /api/mail/unsubscribe', () => {
  it('GET changes nothing and sends the browser to the preferences page', async () => {
    const email = address('skener');
    await consent(email);
    const token = tokenFor(email);
    const res = await t.app.inject({ url: `/api/mail/unsubscribe?${new URLSearchParams({ token })}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `http://127.0.0.1:3000/email-preferences?${new URLSearchParams({ token })}`,
    );
    expect((await subscriber(email))?.optedOut).toEqual([]);
    expect(await logOf(email)).toEqual([]);
  });

  it('POST one-click turns the category off, logs it, and answers the same when repeated', async () => {
    const email = address('jedan.klik');
    await consent(email);
    const first = await oneClick(tokenFor(email, 'courses'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Odjavljeni ste. Ove e-mailove više nećete dobijati.' });
    expect((await oneClick(tokenFor(email, 'courses'))).statusCode).toBe(200);
    expect((await subscriber(email))?.optedOut).toEqual(['courses']);
    expect(await logOf(email)).toEqual([
      { event: 'withdrawn', category: 'courses', source: 'unsubscribe-one-click' },
    ]);
  });

  it('POST one-click also reads the body sent as multipart/form-data (RFC 8058 allows both)', async () => {
    const email = address('multipart');
    await consent(email);
    const boundary = '----atelje1234';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?${new URLSearchParams({ token: tokenFor(email, 'news') })}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect((await subscriber(email))?.optedOut).toEqual(['news']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?${new URLSearchParams({ token: tokenFor(email, 'courses') })}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nYes\r\n--${boundary}--\r\n`,
    });
    expect(wrong.statusCode).toBe(422);
    expect((await subscriber(email))?.optedOut).toEqual(['news']);
  });

  it("POST with 'all' withdraws the whole consent", async () => {
    const email = address('sve');
    await consent(email);
    expect((await oneClick(tokenFor(email, 'all'))).statusCode).toBe(200);
    expect((await subscriber(email))?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await logOf(email)).toEqual([
      { event: 'withdrawn', category: null, source: 'unsubscribe-one-click' },
    ]);
  });

  it('refuses a tampered, expired, foreign or malformed token with 400, and a wrong body with 422', async () => {
    const email = address('lazni');
    await consent(email);
    const good = tokenFor(email);
    const [payload, mac] = good.split('.') as [string, string];
    const other = Buffer.from(
      JSON.stringify({ e: address('drugi'), c: 'reminders', x: now() + 3600 }),
    ).toString('base64url');
    const expired = signUnsubscribeToken(
      t.config.appSecret,
      { email, category: 'reminders' },
      now() - UNSUBSCRIBE_TOKEN_TTL_SECONDS - 1,
    );
    const foreign = signUnsubscribeToken('another-academy-secret', { email, category: 'reminders' }, now());
    for (const token of [
      `${other}.${mac}`,
      `${payload}.${mac.slice(0, -2)}xx`,
      expired,
      foreign,
      'abc',
      'a.b.c',
    ]) {
      const post = await oneClick(token);
      expect(post.statusCode, token).toBe(400);
      expect(post.json().message).toBe(
        'Link je neispravan ili je istekao. Otvorite link iz novijeg e-maila ili se prijavite i promenite podešavanja e-mailova na profilu.',
      );
      expect((await t.app.inject({ url: `/api/mail/unsubscribe?token=${token}` })).statusCode).toBe(400);
      expect((await t.app.inject({ url: `/api/mail/preferences?token=${token}` })).statusCode).toBe(400);
    }
    expect((await oneClick(good, 'List-Unsubscribe=Yes')).statusCode).toBe(422);
    expect((await oneClick(good, '')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe' })).statusCode).toBe(422);
    expect((await subscriber(email))?.optedOut).toEqual([]);
  });
});

describe('the preferences by link and in the profile', () => {
  it('reads and changes the categories with the token; all off withdraws, one on gives consent again', async () => {
    const email = address('podesavanja');
    await consent(email);
    const token = tokenFor(email, 'news');
    const read = await t.app.inject({
      url: `/api/mail/preferences?token=${token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      email,
      subscribed: true,
      categories: { reminders: true, courses: true, news: true },
      link_category: 'news',
    });

    const put = (categories: object, headers = {}) =>
      t.app.inject({ method: 'PUT', url: '/api/mail/preferences', payload: { token, categories }, headers });
    const saved = await put({ reminders: true, courses: false, news: false }, { 'accept-language': 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      subscribed: true,
      categories: { reminders: true, courses: false, news: false },
      message: 'Your e-mail preferences are saved.',
    });
    expect((await put({ reminders: false, courses: false, news: false })).json()).toMatchObject({
      subscribed: false,
      categories: { reminders: false, courses: false, news: false },
    });
    expect((await put({ reminders: false, courses: true, news: false })).json()).toMatchObject({
      subscribed: true,
      categories: { reminders: false, courses: true, news: false },
    });
    expect(await logOf(email)).toEqual([
      { event: 'withdrawn', category: 'courses', source: 'email-preferences' },
      { event: 'withdrawn', category: 'news', source: 'email-preferences' },
      { event: 'withdrawn', category: null, source: 'email-preferences' },
      { event: 'given', category: null, source: 'email-preferences' },
      { event: 'withdrawn', category: 'reminders', source: 'email-preferences' },
      { event: 'withdrawn', category: 'news', source: 'email-preferences' },
    ]);
    const invalid = await put({ reminders: 'yes', courses: false, news: false });
    expect(invalid.statusCode).toBe(422);
    const noToken = await t.app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      payload: { categories: { reminders: true, courses: true, news: true } },
    });
    expect(noToken.statusCode).toBe(422);
    expect((await subscriber(email))?.optedOut).toEqual(['reminders', 'news']);
  });

  it('GET and PUT /api/me/mail-preferences: 401 without sign-in, the account address with it', async () => {
    expect((await t.app.inject({ url: '/api/me/mail-preferences' })).statusCode).toBe(401);
    const anonymousPut = await t.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      payload: { categories: { reminders: false, courses: false, news: false } },
    });
    expect(anonymousPut.statusCode).toBe(401);

    const learner = await createUser(t);
    const read = await t.app.inject({ url: '/api/me/mail-preferences', headers: learner.auth });
    expect(read.json()).toEqual({
      email: learner.email,
      subscribed: false,
      categories: { reminders: false, courses: false, news: false },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      headers: learner.auth,
      payload: { categories: { reminders: true, courses: false, news: true } },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      subscribed: true,
      categories: { reminders: true, courses: false, news: true },
    });
    const rows = await t.database.db
      .select()
      .from(marketingConsentLog)
      .where(and(eq(marketingConsentLog.email, learner.email), eq(marketingConsentLog.event, 'given')));
    expect(rows).toMatchObject([
      { source: 'profile', userId: learner.id, consentText: expect.stringContaining('Atelje') },
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/me/mail-preferences',
      headers: learner.auth,
      payload: { categories: { reminders: true } },
    });
    expect(bad.statusCode).toBe(422);
  });
});
