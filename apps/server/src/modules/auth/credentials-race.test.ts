// The account change under concurrency (ADR 023), on PostgreSQL in CI (scripts/test.mjs): wrong current passwords are
// counted before they are checked, and one confirmation link moves the account once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChanges, users } from '../../db/schema/index';
import { buildTestApp, createUser, type TestApp, waitForMail } from '../../test/app';
import { REAUTH_ATTEMPTS } from './credentials.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000', TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

let seq = 0;
const update = (auth: { authorization: string }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/update-credentials', payload, headers: auth });

describe('POST /api/update-credentials under concurrency', () => {
  it(`checks only ${REAUTH_ATTEMPTS} of 20 parallel guesses of the current password`, async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        update(user.auth, { password: 'Nova#Lozinka42', current_password: `Pogresna#${i}x` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(REAUTH_ATTEMPTS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - REAUTH_ATTEMPTS);
  });

  it('applies one confirmation link once when 20 requests use it together', async () => {
    const user = await createUser(t);
    const email = `paralelna.${Date.now()}.${++seq}@primer.rs`;
    const since = new Date();
    expect((await update(user.auth, { email, current_password: user.password })).statusCode).toBe(200);
    const mail = await waitForMail(t.database, email, { template: 'email-change-confirm', since });
    const token = new URL(
      mail.html.match(/href="([^"]*email-change\/confirm[^"]*)"/)![1]!.replaceAll('&amp;', '&'),
    ).searchParams.get('token');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/confirm-email',
          payload: { token },
          headers: { 'x-forwarded-for': `10.80.0.${i + 1}` },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, ...Array(19).fill(422)]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(email);
    const changes = await t.database.db.select().from(emailChanges).where(eq(emailChanges.userId, user.id));
    expect(changes).toHaveLength(1);
    expect(changes[0]!.confirmedAt).not.toBeNull();
  });
});
