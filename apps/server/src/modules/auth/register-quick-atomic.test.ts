// Issue 15 item 6: a quick registration that fails half way leaves no account behind. The mail step is made to
// fail for real: a trigger makes the mail outbox's table (ADR 029) refuse the set-password message, as a full or
// broken database would. The request fails, and no user, grant, password-reset token or activity row of that
// address is left; once the outbox takes messages again, the same address registers and gets its e-mail.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityLog, courseAccess, passwordResets, users } from '../../db/schema/index';
import { buildTestApp, waitForMail } from '../../test/app';
import { insertCatalogFixture } from '../../test/fixtures';

const t = await buildTestApp();
await insertCatalogFixture(t);
afterAll(() => t.close());

const email = 'brza.kupovina@primer.rs';
const register = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/register-quick',
    headers: { 'accept-language': 'en' },
    payload: { name: 'Brza Kupovina', email, phone: '0601234567' },
  });

async function traces() {
  const db = t.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const activity = await db
    .select()
    .from(activityLog)
    .where(sql`${activityLog.message} LIKE ${`%${email}%`}`);
  return {
    user: user ?? null,
    grants: user ? (await db.select().from(courseAccess).where(eq(courseAccess.userId, user.id))).length : 0,
    resets: user
      ? (await db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).length
      : 0,
    activity: activity.length,
  };
}

describe('register-quick is all or nothing', () => {
  it('leaves no account when the set-password e-mail cannot be queued, and works once it can', async () => {
    await t.database.db.execute(
      sql.raw(`
        CREATE FUNCTION refuse_set_password_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.template = 'set-password' THEN
            RAISE EXCEPTION 'the mail outbox refuses this message';
          END IF;
          RETURN NEW;
        END $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_set_password_mail BEFORE INSERT ON mail_messages FOR EACH ROW EXECUTE FUNCTION refuse_set_password_mail()',
      ),
    );

    const failed = await register();
    expect(failed.statusCode, failed.body).toBe(500);
    expect(failed.json()).toEqual({ message: 'An error occurred on the server.' });
    expect(await traces()).toEqual({ user: null, grants: 0, resets: 0, activity: 0 });

    // The trigger stays; its function now lets every message pass.
    await t.database.db.execute(
      sql.raw(`
        CREATE OR REPLACE FUNCTION refuse_set_password_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          RETURN NEW;
        END $$`),
    );
    const since = new Date();
    const ok = await register();
    expect(ok.statusCode, ok.body).toBe(201);
    const after = await traces();
    expect(after.user?.email).toBe(email);
    expect(after.resets).toBe(1);
    expect(after.activity).toBe(1);
    const mail = await waitForMail(t.database, email, { template: 'set-password', since });
    expect(mail.to).toBe(email);
  });
});
