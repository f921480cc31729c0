// Parallel progress reports of one learner and lesson cannot credit more than the time that passed (ADR 025).
// In CI it runs on PostgreSQL too (every API file does), where the requests really overlap.
import type { ProgressUpdateResponse } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, lessonProgress } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { BUCKET_SECONDS } from './watch-credit';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
const PARALLEL = 25;

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t?.close());

async function learnerWithLessonOpen() {
  const user = await createUser(t);
  await t.database.db.insert(courseAccess).values({
    userId: user.id,
    courseId: c.basics,
    source: 'admin',
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  const openedAt = Date.now();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/courses/${c.basics}/videos/${v.basicsLesson}/url`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return { ...user, openedAt };
}

const report = (user: { auth: Record<string, string> }, position: number) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/courses/${c.basics}/videos/${v.basicsLesson}/progress`,
    headers: user.auth,
    payload: { position_seconds: position, duration_seconds: 3000 },
  });

async function watched(userId: number) {
  const [row] = await t.database.db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.videoId, v.basicsLesson)));
  return row!;
}

describe(`${PARALLEL} parallel progress reports`, () => {
  it('credit no more than 2x the 30 s that passed, however their positions are spread', async () => {
    const user = await learnerWithLessonOpen();
    t.app.clock.advance(30_000);
    // each report claims a different minute of the 50-minute lesson, all at once
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => report(user, (i + 1) * 60)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(PARALLEL).fill(200));
    // the real time since the lesson was opened counts too (the test clock only adds to it)
    const realSeconds = (Date.now() - user.openedAt) / 1000;
    const row = await watched(user.id);
    expect(row.watchedSeconds).toBeGreaterThan(0);
    expect(row.watchedSeconds).toBeLessThanOrEqual(2 * (30 + realSeconds));
    expect(row.completedAt).toBeNull();
    expect(answers.every((res) => (res.json() as ProgressUpdateResponse).completed === false)).toBe(true);
  });

  it('alternating back and forth in parallel after an hour of pause credit at most the bucket', async () => {
    const user = await learnerWithLessonOpen();
    t.app.clock.advance(3_600_000);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => report(user, i % 2 === 0 ? 0 : 2900)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(PARALLEL).fill(200));
    const row = await watched(user.id);
    expect(row.watchedSeconds).toBeLessThanOrEqual(BUCKET_SECONDS + 1);
    expect(row.completedAt).toBeNull();
  });
});
