import type { CaptchaChallenge } from '@atelje/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usedCaptchas } from '../../db/schema/index';
import { createCaptcha } from '../../drivers/captcha/index';
import { hashSecret } from '../../lib/tokens';
import { buildTestApp, type TestApp } from '../../test/app';
import { CHALLENGES_PER_MINUTE } from './captcha.service';
import { solveCaptcha, solveToToken } from './solve-captcha';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ CAPTCHA_COST: '1', CAPTCHA_MAX_COUNTER: '20', TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

let seq = 0;
const fromIp = () => ({ 'x-forwarded-for': `10.20.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}` });

const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('GET /api/captcha/challenge', () => {
  it('hands out a signed PBKDF2 challenge that expires in ten minutes and is never cached', async () => {
    const res = await t.app.inject({ url: '/api/captcha/challenge', headers: fromIp() });

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as CaptchaChallenge;
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyLength: 32 });
    expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('gives every request a different challenge', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url: '/api/captcha/challenge', headers: fromIp() });
      nonces.add((res.json() as CaptchaChallenge).parameters.nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it(`answers 429 after ${CHALLENGES_PER_MINUTE} challenges a minute from one address`, async () => {
    const headers = fromIp();
    const statuses: number[] = [];
    for (let i = 0; i < CHALLENGES_PER_MINUTE + 1; i++) {
      statuses.push((await t.app.inject({ url: '/api/captcha/challenge', headers })).statusCode);
    }
    expect(statuses.slice(0, CHALLENGES_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const blocked = await t.app.inject({
      url: '/api/captcha/challenge',
      headers: { ...headers, 'accept-language': 'en' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json().message).toMatch(/^Too many requests/);
  });
});

describe('ALTCHA driver', () => {
  const driver = () => createCaptcha(t.config, t.database.db);

  it('accepts a solved challenge once and refuses the same payload again', async () => {
    const token = await solveCaptcha(t.app, fromIp());
    const captcha = driver();

    expect(await captcha.verify(token)).toEqual({ ok: true });
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: 'replayed' });
    // Another process (another driver instance) shares the table.
    expect(await driver().verify(token)).toEqual({ ok: false, reason: 'replayed' });
    const nonce = decode(token).challenge.parameters.nonce as string;
    const rows = await t.database.db
      .select()
      .from(usedCaptchas)
      .where(eq(usedCaptchas.challengeHash, hashSecret(nonce)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a forged key, edited parameters and a foreign signature', async () => {
    const token = await solveCaptcha(t.app, fromIp());
    const payload = decode(token);
    const captcha = driver();

    // The derived key is the proof (the server checks it against its signed key signature); the counter the
    // browser reports is informative only, so a wrong key is what must fail.
    const forgedKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const cheaper = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: 4_102_444_800 },
      },
    };
    for (const bad of [forgedKey, cheaper]) {
      expect(await captcha.verify(encode(bad))).toEqual({ ok: false, reason: 'invalid' });
    }
    const foreign = createCaptcha({ ...t.config, appSecret: 'x'.repeat(43) }, t.database.db);
    expect(await foreign.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    // None of the refusals used the challenge up.
    expect(await captcha.verify(token)).toEqual({ ok: true });
  });

  it('refuses garbage, the widget test payload and a v1 payload without throwing', async () => {
    const captcha = driver();
    for (const token of [
      'not base64 at all',
      encode('just a string'),
      encode({ challenge: null, solution: null, test: true }),
      encode({ algorithm: 'SHA-256', challenge: 'abc', number: 1, salt: 'x', signature: 'y', took: 1 }),
    ]) {
      expect(await captcha.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a challenge solved after it expired', async () => {
    const token = await solveCaptcha(t.app, fromIp());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);

    expect(await driver().verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('clears rows of used challenges long expired as it goes, keeping a margin for other hosts’ clocks', async () => {
    await t.database.db.insert(usedCaptchas).values([
      { challengeHash: 'stale', expiresAt: new Date(Date.now() - 11 * 60_000) },
      { challengeHash: 'recent', expiresAt: new Date(Date.now() - 60_000) },
    ]);
    const challenge = await driver().createChallenge();

    expect(await driver().verify(await solveToToken(challenge))).toEqual({ ok: true });
    const left = await t.database.db
      .select({ hash: usedCaptchas.challengeHash })
      .from(usedCaptchas)
      .where(inArray(usedCaptchas.challengeHash, ['stale', 'recent']));
    expect(left).toEqual([{ hash: 'recent' }]);
  });
});
