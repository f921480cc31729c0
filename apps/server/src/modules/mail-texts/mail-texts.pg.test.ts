// Saves of one template's texts racing on PostgreSQL, where requests run on separate connections (ADR 085): of 20
// saves on the same version one lands and the others are 409, and the version history has no gap or duplicate.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, mailTextVersions } from '../../db/schema/index';
import { createUser, onPostgres, type TestApp, type TestUser } from '../../test/app';
import { buildCatalogTestApp } from '../../test/fixtures';

const PARALLEL = 20;

describe.runIf(onPostgres)('e-mail texts under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
    admin = await createUser(t, { role: 'admin' });
  }, 60_000);
  afterAll(async () => t?.close());

  const save = (base: number, subject: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/mail-texts/access-expiry-reminder/sr',
      headers: admin.auth,
      payload: { base_version: base, texts: { 'accessExpiryReminder.subject': subject } },
    });

  it('lets one of 20 simultaneous saves on the same version in; the rest are 409 and leave nothing', async () => {
    for (const base of [0, 1]) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          save(base, `Kurs {{course}} ističe {{date}} (${base}-${i})`),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    }
    const rows = await t.database.db
      .select()
      .from(mailTextVersions)
      .where(and(eq(mailTextVersions.template, 'access-expiry-reminder'), eq(mailTextVersions.locale, 'sr')));
    expect(rows.map((row) => row.version).sort()).toEqual([1, 2]);
    const audited = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'mail-texts.update'));
    expect(audited).toHaveLength(2);
  });
});
