// Enumeration and flooding of the account calls (ADR 023): /reset-password answers alike for every address and is
// limited, /register is limited per client address with a captcha after a few sign-ups (counted atomically, also
// under 20 parallel requests), and mail to addresses nobody has proved is capped: the bank slip goes to the buyer's
// own account address, a few a day. Listed in scripts/test.mjs: runs on PostgreSQL in CI.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { MAIL_JOB } from '../../jobs/mail';
import { waitForIdleQueue } from '../../jobs/queue';
import { createUser, type TestApp, type TestUser, waitForMail } from '../../test/app';
import { postCheckout } from '../../test/checkout-requests';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { solveCaptcha } from '../captcha/solve-captcha';
import { RESET_ATTEMPTS_PER_HOUR } from './auth.service';

const REGISTER_LIMIT = 6;
const REGISTER_CAPTCHA_AFTER = 2;
const MAIL_PER_DAY = 2;

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({
    REGISTER_RATE_LIMIT_PER_HOUR: String(REGISTER_LIMIT),
    REGISTER_CAPTCHA_AFTER: String(REGISTER_CAPTCHA_AFTER),
    MAIL_UNVERIFIED_PER_DAY: String(MAIL_PER_DAY),
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    CAPTCHA_COST: '1',
    CAPTCHA_MAX_COUNTER: '20',
    TRUST_PROXY: 'true',
  });
}, 60_000);
afterAll(async () => t?.close());

let seq = 0;
const ip = () => `10.79.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;
const uniqueEmail = (prefix = 'nalog') => `${prefix}.${Date.now()}.${++seq}@primer.rs`;
const strong = 'Enterijer#Beograd9';

function post(url: string, payload: object, from: string, language: 'sr' | 'en' = 'en') {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': from, 'accept-language': language },
  });
}

const registration = (email: string, extra: object = {}) => ({
  name: 'Ana Anić',
  email,
  password: strong,
  password_confirmation: strong,
  ...extra,
});

describe('POST /api/reset-password', () => {
  it('answers an unknown address exactly like a known one, for a common password and for a wrong token', async () => {
    const known = await createUser(t);
    const unknown = uniqueEmail('niko');
    for (const password of ['Password1!', 'Nova#Lozinka42']) {
      const answers = [];
      for (const email of [known.email, unknown]) {
        const res = await post(
          '/api/reset-password',
          { token: 'x'.repeat(43), email, password, password_confirmation: password },
          ip(),
        );
        answers.push({ status: res.statusCode, body: res.json() });
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]!.status).toBe(422);
    }
  });

  it(`answers 429 after ${RESET_ATTEMPTS_PER_HOUR} attempts an hour from one address`, async () => {
    const from = ip();
    const payload = {
      token: 'x'.repeat(43),
      email: uniqueEmail('niko'),
      password: 'Nova#Lozinka42',
      password_confirmation: 'Nova#Lozinka42',
    };
    const answers = await Promise.all(
      Array.from({ length: RESET_ATTEMPTS_PER_HOUR + 5 }, () => post('/api/reset-password', payload, from)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(RESET_ATTEMPTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('POST /api/register', () => {
  it('asks for a captcha after a few sign-ups from one address, keeps the spec message, then waits', async () => {
    const from = ip();
    for (let i = 0; i < REGISTER_CAPTCHA_AFTER; i++) {
      expect((await post('/api/register', registration(uniqueEmail()), from)).statusCode).toBe(201);
    }
    const asked = await post('/api/register', registration(uniqueEmail()), from, 'sr');
    expect(asked.statusCode).toBe(422);
    expect(asked.json().errors).toEqual({ captchaToken: ['Potrebna je captcha provera.'] });

    const solved = await solveCaptcha(t.app, { 'x-forwarded-for': from });
    const email = uniqueEmail();
    expect(
      (await post('/api/register', registration(email, { captchaToken: solved }), from)).statusCode,
    ).toBe(201);
    // The spec's message for a taken address stays, but costs a captcha here too.
    const again = await solveCaptcha(t.app, { 'x-forwarded-for': from });
    const taken = await post('/api/register', registration(email, { captchaToken: again }), from);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    for (let i = REGISTER_CAPTCHA_AFTER + 2; i < REGISTER_LIMIT; i++) {
      const token = await solveCaptcha(t.app, { 'x-forwarded-for': from });
      expect(
        (await post('/api/register', registration(uniqueEmail(), { captchaToken: token }), from)).statusCode,
      ).toBe(201);
    }
    const token = await solveCaptcha(t.app, { 'x-forwarded-for': from });
    const blocked = await post('/api/register', registration(uniqueEmail(), { captchaToken: token }), from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('creates only the allowed number of accounts from 20 parallel sign-ups of one address', async () => {
    const from = ip();
    const emails = Array.from({ length: 20 }, () => uniqueEmail('paralelno'));
    const answers = await Promise.all(
      emails.map((email) => post('/api/register', registration(email), from)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTER_CAPTCHA_AFTER);
    // The rest were asked for a captcha or told to wait (refusals do not count, so the split varies).
    expect(statuses.filter((s) => s !== 201).every((s) => s === 422 || s === 429)).toBe(true);
    let created = 0;
    for (const email of emails) {
      if (await t.database.db.query.users.findFirst({ where: eq(users.email, email) })) created++;
    }
    expect(created).toBe(REGISTER_CAPTCHA_AFTER);
  });
});

describe('mail to addresses nobody has proved', () => {
  /** A bank-slip checkout of one course with the billing name and e-mail address typed in. */
  const slipCheckout = (buyer: TestUser, name: string, email: string) =>
    postCheckout(t, buyer, {
      items: [{ type: 'course', id: fixture.courses.basics }],
      payment_method: 'uplatnica',
      billing: { name, email, phone: '+381601234567', city: 'Beograd' },
    });

  it('mails the bank slip to the buyer’s own account address, never to the billing address typed in', async () => {
    const buyer = await createUser(t);
    const stranger = uniqueEmail('zrtva');
    const since = new Date();
    const res = await slipCheckout(buyer, 'Reklama www.primer.rs', stranger);
    expect(res.statusCode, res.body).toBe(200);
    await waitForMail(t.database, buyer.email, { template: 'bank-slip', since, timeoutMs: 60_000 });
    await waitForIdleQueue(t.app.jobs, MAIL_JOB);
    await expect(waitForMail(t.database, stranger, { since, timeoutMs: 1 })).rejects.toThrow();
  });

  it(`sends at most ${MAIL_PER_DAY} bank slips a day to one address`, async () => {
    const buyer = await createUser(t);
    const since = new Date();
    for (let i = 0; i < MAIL_PER_DAY + 2; i++) {
      const res = await slipCheckout(buyer, 'Milica Kupac', buyer.email);
      expect(res.statusCode, res.body).toBe(200);
    }
    await waitForMail(t.database, buyer.email, { template: 'bank-slip', since, timeoutMs: 60_000 });
    await waitForIdleQueue(t.app.jobs, MAIL_JOB, 60_000);
    const { mailOutbox } = await import('../../db/schema/index');
    const sent = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, buyer.email));
    expect(sent.filter((row) => row.template === 'bank-slip' && row.createdAt >= since)).toHaveLength(
      MAIL_PER_DAY,
    );
  });
});
