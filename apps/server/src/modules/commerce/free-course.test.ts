// The free mini course granted at registration: through POST /register and /register-quick, for good, once, and
// only when the `free_mini_course_id` setting names an existing course.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courseAccess, siteSettings } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { SETTING_KEYS, writeSetting } from '../settings/settings.service';
import { grantFreeMiniCourse } from './free-course';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await writeSetting(t.database.db, SETTING_KEYS.freeMiniCourseId, fixture.courses.mini);
});

let seq = 0;
const uniqueEmail = () => `besplatno.${Date.now()}.${++seq}@primer.rs`;
const fromIp = () => ({ 'x-forwarded-for': `10.91.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}` });

async function register(email = uniqueEmail()) {
  const password = 'Enterijer#Beograd9';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name: 'Vesna Mini', email, password, password_confirmation: password },
    headers: fromIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { token: string; user: { id: number } };
}

const accessRows = (userId: number) =>
  t.database.db.select().from(courseAccess).where(eq(courseAccess.userId, userId));

describe('free mini course at registration', () => {
  it('grants the configured course for good and lists it among the learner’s courses', async () => {
    const { token, user } = await register();

    const rows = await accessRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      courseId: fixture.courses.mini,
      source: 'free',
      expiresAt: null,
      orderId: null,
      revokedAt: null,
    });
    const mine = await t.app.inject({
      url: '/api/courses/user-courses',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.statusCode).toBe(200);
    const listed = (
      mine.json() as Array<{ id: number; access_valid: boolean; course_expiry_date: null }>
    ).find((course) => course.id === fixture.courses.mini);
    expect(listed).toMatchObject({ access_valid: true, course_expiry_date: null });
  });

  it('grants it to a buyer registered quickly at checkout', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register-quick',
      payload: { name: 'Brzi Kupac', email: uniqueEmail(), phone: '+381641234567' },
      headers: fromIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await accessRows(res.json().user.id);
    expect(rows.map((row) => [row.courseId, row.source, row.expiresAt])).toEqual([
      [fixture.courses.mini, 'free', null],
    ]);
  });

  it('reads a setting stored as text as well', async () => {
    await writeSetting(t.database.db, SETTING_KEYS.freeMiniCourseId, String(fixture.courses.basics));
    const { user } = await register();
    expect((await accessRows(user.id)).map((row) => row.courseId)).toEqual([fixture.courses.basics]);
  });

  it('grants nothing, and still registers, when no course is configured', async () => {
    await t.database.db.delete(siteSettings).where(eq(siteSettings.key, SETTING_KEYS.freeMiniCourseId));
    const { user } = await register();
    expect(await accessRows(user.id)).toEqual([]);
  });

  it('grants nothing when the configured course does not exist', async () => {
    await writeSetting(t.database.db, SETTING_KEYS.freeMiniCourseId, 99_999);
    const { user } = await register();
    expect(await accessRows(user.id)).toEqual([]);
  });

  it('grants once: a second grant leaves the one row as it was', async () => {
    const { user } = await register();
    const [before] = await accessRows(user.id);

    expect(await grantFreeMiniCourse(t.database.db, user.id, new Date('2030-01-01T00:00:00Z'))).toBe(
      fixture.courses.mini,
    );

    const after = await t.database.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, user.id), eq(courseAccess.courseId, fixture.courses.mini)));
    expect(after).toEqual([before]);
  });
});
