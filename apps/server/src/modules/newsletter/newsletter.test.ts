import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscribers } from '../../db/schema/index';
import { createCaptcha } from '../../drivers/captcha/index';
import { MAIL_JOB } from '../../jobs/mail';
import { waitForIdleQueue } from '../../jobs/queue';
import { buildTestApp, type TestApp, waitForMail } from '../../test/app';
import { solveCaptcha } from '../captcha/solve-captcha';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    NEWSLETTER_RATE_LIMIT_PER_HOUR: '4',
    TRUST_PROXY: 'true',
  });
});
afterAll(async () => t?.close());

let seq = 0;
const uniqueEmail = () => `citalac.${Date.now()}.${++seq}@primer.rs`;
const nextIp = () => `10.30.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

async function subscribe(payload: Record<string, unknown>, options: { ip?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? nextIp() };
  if (options.lang) headers['accept-language'] = options.lang;
  return t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, headers });
}
const solved = () => solveCaptcha(t.app, { 'x-forwarded-for': nextIp() });
const subscriber = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const confirmMails = async (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'newsletter-confirm')));
/** A subscriber written directly, as an earlier sign-up would have left it. */
const insertSubscriber = (email: string, values: Partial<typeof newsletterSubscribers.$inferInsert>) =>
  t.database.db.insert(newsletterSubscribers).values({
    email,
    consentAt: new Date('2026-01-01T10:00:00Z'),
    consentSource: 'newsletter-home',
    consentIp: '10.0.0.1',
    confirmTokenHash: `hash-${email}`,
    ...values,
  });
const tokenFrom = (text: string) => {
  const match = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no confirmation link in the e-mail');
  return match[1];
};

describe('POST /api/newsletter/subscribe', () => {
  it('records the consent with time, source and address and e-mails a confirmation link', async () => {
    const email = uniqueEmail();
    const before = new Date();
    const res = await subscribe(
      { email: email.toUpperCase(), consent: true, captchaToken: await solved() },
      { ip: '10.31.0.7' },
    );

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Hvala! Poslali smo vam e-mail da potvrdite prijavu na newsletter.',
    });
    const row = await subscriber(email);
    expect(row).toMatchObject({ consentSource: 'newsletter-home', consentIp: '10.31.0.7', locale: 'sr' });
    expect(row?.consentAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row?.confirmedAt).toBeNull();
    const mail = await waitForMail(t.database, email, { template: 'newsletter-confirm' });
    expect(mail.subject).toBe('Potvrdite prijavu na newsletter Ateljea');
    expect(mail.text).toContain(`${t.config.publicUrl}/newsletter/confirm?token=`);
    expect(mail.html).toContain('Potvrđujem prijavu');
  });

  it('keeps a given source and answers and writes in English for an English visitor', async () => {
    const email = uniqueEmail();
    const res = await subscribe(
      { email, consent: true, captchaToken: await solved(), source: 'landing-milica' },
      { lang: 'en' },
    );

    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Thank you! We sent you an e-mail to confirm your newsletter subscription.',
    );
    expect(await subscriber(email)).toMatchObject({ consentSource: 'landing-milica', locale: 'en' });
    const mail = await waitForMail(t.database, email, { template: 'newsletter-confirm' });
    expect(mail.subject).toBe('Confirm your Atelje newsletter subscription');
  });

  it('changes nothing and answers the same when the address subscribes again', async () => {
    const email = uniqueEmail();
    const first = await subscribe({ email, consent: true, captchaToken: await solved() });
    await waitForMail(t.database, email, { template: 'newsletter-confirm' });
    const stored = await subscriber(email);

    const second = await subscribe({
      email,
      consent: true,
      captchaToken: await solved(),
      source: 'elsewhere',
    });

    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await subscriber(email)).toEqual(stored);
    // Every mail recorded so far has been sent: another confirmation would be in the outbox now.
    await waitForIdleQueue(t.app.jobs, MAIL_JOB);
    expect(await confirmMails(email)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(rows).toHaveLength(1);
  });

  it('leaves a confirmed subscriber confirmed', async () => {
    const email = uniqueEmail();
    await insertSubscriber(email, { confirmedAt: new Date('2026-01-02T03:04:05Z') });
    const confirmed = await subscriber(email);

    const again = await subscribe({ email, consent: true, captchaToken: await solved() });

    expect(again.statusCode).toBe(200);
    expect(await subscriber(email)).toEqual(confirmed);
    // Every mail recorded so far has been sent: another confirmation would be in the outbox now.
    await waitForIdleQueue(t.app.jobs, MAIL_JOB);
    expect(await confirmMails(email)).toHaveLength(0);
  });

  it('records a fresh consent and asks for confirmation again after an unsubscribe', async () => {
    const email = uniqueEmail();
    await insertSubscriber(email, { confirmedAt: new Date(), unsubscribedAt: new Date() });

    const res = await subscribe({ email, consent: true, captchaToken: await solved(), source: 'footer' });

    expect(res.statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({
      unsubscribedAt: null,
      confirmedAt: null,
      consentSource: 'footer',
    });
    await waitForMail(t.database, email, { template: 'newsletter-confirm' });
  });

  it.each([
    ['sr', { email: undefined }, 'email', 'Email je obavezan.'],
    ['en', { email: undefined }, 'email', 'The email field is required.'],
    ['sr', { email: 'nije-adresa' }, 'email', 'Neispravan email format.'],
    ['en', { email: 'not-an-address' }, 'email', 'Invalid email format.'],
    ['sr', { consent: false }, 'consent', 'Morate prihvatiti politiku privatnosti.'],
    ['en', { consent: undefined }, 'consent', 'You must accept the privacy policy.'],
    ['sr', { captchaToken: undefined }, 'captchaToken', 'Potrebna je captcha provera.'],
    ['en', { captchaToken: '' }, 'captchaToken', 'Captcha validation required'],
  ])('answers 422 in %s for %j with the message under %s', async (lang, change, field, message) => {
    const payload = { email: uniqueEmail(), consent: true, captchaToken: 'x', ...change };
    const res = await subscribe(payload, { lang });

    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    if (field !== 'email') expect(res.json().message).toBe(message);
  });

  it('refuses an unsolved or forged captcha in both languages and stores nothing', async () => {
    const email = uniqueEmail();
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {} }, solution: {} })).toString(
      'base64',
    );
    const sr = await subscribe({ email, consent: true, captchaToken: forged });
    const en = await subscribe(
      { email, consent: true, captchaToken: 'bm90IGEgcGF5bG9hZA==' },
      { lang: 'en' },
    );

    expect(sr.statusCode).toBe(422);
    expect(sr.json()).toEqual({
      message: 'Captcha provera nije uspela. Pokušajte ponovo.',
      errors: { captchaToken: ['Captcha provera nije uspela. Pokušajte ponovo.'] },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('Captcha validation failed. Please try again.');
    expect(await subscriber(email)).toBeUndefined();
  });

  it('refuses a captcha used once already', async () => {
    const captchaToken = await solved();
    // Redeemed once, as by another subscription or another API process.
    expect(await createCaptcha(t.config, t.database.db).verify(captchaToken)).toEqual({ ok: true });

    const replay = await subscribe({ email: uniqueEmail(), consent: true, captchaToken }, { lang: 'en' });

    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.captchaToken).toEqual(['Captcha validation failed. Please try again.']);
  });

  it('answers 429 when one address subscribes too often, counting refused attempts too', async () => {
    const ip = '10.39.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await subscribe({ email: uniqueEmail(), consent: true, captchaToken: 'Zm9yZ2Vk' }, { ip }))
          .statusCode,
      );
    }
    const blocked = await subscribe(
      { email: uniqueEmail(), consent: true, captchaToken: await solved() },
      { ip },
    );

    expect(statuses).toEqual([422, 422, 422, 422]);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json().message).toMatch(/^Previše zahteva\. Pokušajte ponovo za \d+ s\.$/);
  });
});

describe('GET and POST /api/newsletter/confirm', () => {
  it('confirms from the e-mailed link, and the same link again changes nothing', async () => {
    const email = uniqueEmail();
    await subscribe({ email, consent: true, captchaToken: await solved() });
    const token = tokenFrom((await waitForMail(t.database, email, { template: 'newsletter-confirm' })).text);

    const first = await t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Vaša prijava na newsletter je potvrđena.', email });
    const confirmedAt = (await subscriber(email))?.confirmedAt;
    expect(confirmedAt).toBeInstanceOf(Date);

    const again = await t.app.inject({
      url: `/api/newsletter/confirm?token=${token}`,
      headers: { 'accept-language': 'en' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Your newsletter subscription is confirmed.', email });
    expect((await subscriber(email))?.confirmedAt).toEqual(confirmedAt);
  });

  it.each([
    [
      'sr',
      'POST',
      { token: 'nepostojeci-token-1234567890' },
      'Link za potvrdu prijave je neispravan ili je istekao.',
    ],
    ['en', 'POST', { token: 'unknown-token-1234567890' }, 'The confirmation link is invalid or has expired.'],
    ['en', 'POST', {}, 'The confirmation link is invalid or has expired.'],
    ['sr', 'GET', { token: 'x'.repeat(500) }, 'Link za potvrdu prijave je neispravan ili je istekao.'],
  ] as const)('answers 422 in %s to %s with a bad token %j', async (lang, method, payload, message) => {
    const res =
      method === 'GET'
        ? await t.app.inject({
            url: `/api/newsletter/confirm?${new URLSearchParams(payload as Record<string, string>)}`,
            headers: { 'accept-language': lang },
          })
        : await t.app.inject({
            method,
            url: '/api/newsletter/confirm',
            payload,
            headers: { 'accept-language': lang },
          });

    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors.token).toEqual([message]);
  });
});
