// Sign-in throttling under concurrency (ADR 023): counted before the password check, per account and address,
// with a captcha instead of a lockout past the account's ceiling. Runs on PostgreSQL in CI (scripts/test.mjs), on
// the memory limiter and, with TEST_REDIS_URL, on the Redis limiter.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../test/app';
import { solveCaptcha } from '../captcha/solve-captcha';

const PER_ACCOUNT = 5;
const CAPTCHA_AFTER = 10;
const PARALLEL = 20;

function suite(name: string, extraEnv: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        LOGIN_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
        LOGIN_CAPTCHA_AFTER: String(CAPTCHA_AFTER),
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        CAPTCHA_COST: '1',
        CAPTCHA_MAX_COUNTER: '20',
        TRUST_PROXY: 'true',
        ...extraEnv(),
      });
    });
    afterAll(async () => {
      await t?.close();
    });

    let seq = 0;
    const ip = () => `10.77.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;
    const login = (payload: object, from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'x-forwarded-for': from, 'accept-language': 'en' },
      });

    it(`evaluates only ${PER_ACCOUNT} of ${PARALLEL} parallel wrong passwords from one address`, async () => {
      const user = await createUser(t);
      const from = ip();
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          login({ email: user.email, password: `Pogresna#${i}x` }, from),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(PARALLEL - PER_ACCOUNT);
      const refused = answers.find((res) => res.statusCode === 429)!;
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json().message).toMatch(/^Too many login attempts/);
      // The correct password from that address waits too: the limit was counted, not just read.
      expect((await login({ email: user.email, password: user.password }, from)).statusCode).toBe(429);
    });

    it('does not lock the owner out: wrong passwords from elsewhere only ask the owner for a captcha', async () => {
      const user = await createUser(t);
      // An attacker on many addresses, in parallel: only CAPTCHA_AFTER guesses go through without a captcha.
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          login({ email: user.email, password: `Pogresna#${i}x` }, ip()),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(CAPTCHA_AFTER);
      expect(statuses.filter((s) => s === 422)).toHaveLength(PARALLEL - CAPTCHA_AFTER);
      const asked = answers.find((res) => res.statusCode === 422)!.json();
      expect(asked.errors.captchaToken).toEqual(['Captcha validation required']);

      // The owner, from their own address: asked for the captcha, then signed in with it.
      const home = ip();
      const withoutCaptcha = await login({ email: user.email, password: user.password }, home);
      expect(withoutCaptcha.statusCode).toBe(422);
      expect(withoutCaptcha.json().errors.captchaToken).toBeDefined();
      const captchaToken = await solveCaptcha(t.app, { 'x-forwarded-for': home });
      const signedIn = await login({ email: user.email, password: user.password, captchaToken }, home);
      expect(signedIn.statusCode).toBe(200);
      // A solved captcha is good for one attempt only.
      const replayed = await login({ email: user.email, password: 'Pogresna#1x', captchaToken }, ip());
      expect(replayed.statusCode).toBe(422);
      expect(replayed.json().errors.captchaToken).toEqual(['Captcha validation failed. Please try again.']);
    });

    it('each guess past the ceiling costs a fresh captcha, and a wrong one is still a wrong password', async () => {
      const user = await createUser(t);
      for (let i = 0; i < CAPTCHA_AFTER; i++) {
        expect((await login({ email: user.email, password: 'Pogresna#1x' }, ip())).statusCode).toBe(401);
      }
      const from = ip();
      const captchaToken = await solveCaptcha(t.app, { 'x-forwarded-for': from });
      const res = await login({ email: user.email, password: 'Pogresna#2x', captchaToken }, from);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Invalid email or password.');
    });

    it('an account that signs in often from one address never meets the limits', async () => {
      const user = await createUser(t);
      const from = ip();
      // A few typos in between do not add up either, since each sign-in clears its address's count.
      for (let i = 0; i < CAPTCHA_AFTER + 2; i++) {
        if (i % 3 === 0) {
          expect((await login({ email: user.email, password: 'Pogresna#1x' }, from)).statusCode).toBe(401);
        }
        expect((await login({ email: user.email, password: user.password }, from)).statusCode).toBe(200);
      }
    });
  });
}

suite('login throttling (memory limiter)', () => ({}));

const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  suite('login throttling (Redis limiter)', () => ({
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `atelje:test:accounts:${randomUUID()}:`,
  }));
}
