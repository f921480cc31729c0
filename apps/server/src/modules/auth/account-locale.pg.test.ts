// The account's language saved twenty times at once on PostgreSQL (ADR 088): every request answers 200, the row
// ends with one of the values sent, and the activity log holds exactly one line per real change, chained from the
// value before it to the value after it (the row is locked while it is read and written).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, users } from '../../db/schema/index';
import { buildTestApp, createUser, onPostgres, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await buildTestApp();
});
afterAll(async () => t?.close());

describe.runIf(onPostgres)('PUT /me/locale under concurrency', () => {
  it('twenty saves at once leave one of the values and one activity line per change, chained', async () => {
    const user = await createUser(t);
    const values = ['sr-Cyrl', 'en', 'sr', 'en', 'sr-Cyrl'] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/me/locale',
          headers: user.auth,
          payload: { locale: values[index % values.length] },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));

    const [row] = await t.database.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, user.id));
    const lines = await t.database.db
      .select({ data: activityLog.data })
      .from(activityLog)
      .where(and(eq(activityLog.actorUserId, user.id), eq(activityLog.type, 'user.locale_changed')))
      .orderBy(asc(activityLog.id));
    const changes = lines.map((line) => line.data as { from: string; to: string });
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]!.from).toBe('sr');
    for (let index = 1; index < changes.length; index++) {
      expect(changes[index]!.from).toBe(changes[index - 1]!.to);
      expect(changes[index]!.from).not.toBe(changes[index]!.to);
    }
    expect(changes.at(-1)!.to).toBe(row!.locale);
  });
});
