// The one-time Google hand-over code under concurrency (ADR 024): of many simultaneous exchanges of one code from
// the browser that holds its cookie, exactly one gets a session. Listed in scripts/test.mjs to run on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema/index';
import { hashSecret, newSecret } from '../../lib/tokens';
import { buildTestApp, createUser, type TestApp } from '../../test/app';
import { insertHandover } from './google.repository';
import { HANDOVER_TTL_SECONDS, handoverCookie } from './oidc-state';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const PARALLEL = 24;

describe('POST /api/auth/google/exchange under concurrency', () => {
  it(`gives one session for ${PARALLEL} parallel exchanges of one code`, async () => {
    const user = await createUser(t, { email: `predaja.trka.${Date.now()}@primer.rs` });
    const tokensOf = async () =>
      (await t.database.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id))).length;
    const before = await tokensOf();

    const code = newSecret();
    const binding = newSecret();
    const now = Date.now();
    await insertHandover(
      t.database.db,
      {
        codeHash: hashSecret(code),
        userId: user.id,
        bindingHash: hashSecret(binding),
        type: 'login',
        expiresAt: new Date(now + HANDOVER_TTL_SECONDS * 1000),
      },
      new Date(now),
    );
    const cookie = handoverCookie(t.config, {
      stage: 'handover',
      binding,
      exp: Math.floor(now / 1000) + HANDOVER_TTL_SECONDS,
    }).split(';')[0]!;

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/google/exchange',
          headers: { cookie, 'accept-language': 'en' },
          payload: { code },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PARALLEL - 1);
    expect(await tokensOf()).toBe(before + 1);
  });
});
