// Each code signs in once, under concurrency (runs on PostgreSQL in CI, scripts/test.mjs): 20 parallel second
// steps with one TOTP code (each with its own challenge), with one challenge, and with one recovery code — one
// token each time.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema/index';
import { buildTestApp, createUser } from '../../test/app';
import { base32Decode, totpAt } from './totp';
import { totpClock } from './totp.service';

const PARALLEL = 24;
const t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: '10000', LOGIN_RATE_LIMIT_PER_ACCOUNT: '10000' });
afterAll(() => t.close());

let clockMs = Date.UTC(2026, 10, 26, 9, 0, 0);
const at = (ms: number) => {
  totpClock.now = () => ms;
};

const ana = await createUser(t);
const setup = (await t.app.inject({ method: 'POST', url: '/api/user/totp/setup', headers: ana.auth })).json();
const key = base32Decode(setup.secret);
at(clockMs);
const enabled = await t.app.inject({
  method: 'POST',
  url: '/api/user/totp/enable',
  headers: ana.auth,
  payload: { code: totpAt(key, clockMs) },
});
const recovery = enabled.json().recovery_codes as string[];

async function challenges(n: number): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ana.email, password: ana.password },
    });
    out.push(res.json().challenge);
  }
  return out;
}

const tokens = async () =>
  Number(
    (
      await t.database.db
        .select({ n: count() })
        .from(accessTokens)
        .where(and(eq(accessTokens.userId, ana.id)))
    )[0]!.n,
  );

async function race(pairs: { challenge: string; code: string }[]) {
  const before = await tokens();
  const answers = await Promise.all(
    pairs.map((payload) => t.app.inject({ method: 'POST', url: '/api/login/totp', payload })),
  );
  const statuses = answers.map((res) => res.statusCode);
  return {
    ok: statuses.filter((s) => s === 200).length,
    others: statuses.filter((s) => s !== 200),
    issued: (await tokens()) - before,
  };
}

describe('one code, many parallel sign-ins', () => {
  it('accepts a TOTP code once across different challenges', async () => {
    clockMs += 30_000;
    at(clockMs);
    const code = totpAt(key, clockMs);
    const result = await race((await challenges(PARALLEL)).map((challenge) => ({ challenge, code })));
    expect(result.ok).toBe(1);
    expect(new Set(result.others)).toEqual(new Set([401]));
    expect(result.issued).toBe(1);
  });

  it('accepts one challenge once, even with different valid codes', async () => {
    clockMs += 30_000;
    at(clockMs);
    const [challenge] = await challenges(1);
    // The current step for half of them, the next one for the other half: both are valid codes.
    const result = await race(
      Array.from({ length: PARALLEL }, (_, i) => ({
        challenge: challenge!,
        code: totpAt(key, clockMs + (i % 2) * 30_000),
      })),
    );
    expect(result.ok).toBe(1);
    expect(result.issued).toBe(1);
  });

  it('accepts a recovery code once', async () => {
    const code = recovery[0]!;
    const result = await race((await challenges(PARALLEL)).map((challenge) => ({ challenge, code })));
    expect(result.ok).toBe(1);
    expect(result.issued).toBe(1);
  });
});
