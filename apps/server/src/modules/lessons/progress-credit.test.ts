// Completion and certificates come from watch time the server can believe (issue 14 item 9, ADR 025): the lesson's
// stored length, and no more seconds than could have been played since the lesson was opened. Time passes
// through the app's clock, never by waiting.
import type { LessonUrlResponse, ProgressUpdateResponse } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { courseAccess, lessonProgress } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
type Account = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000', TEST_CLOCK: 'true' });
});
afterAll(async () => t?.close());

async function buyer(courseId: number) {
  const user = await createUser(t);
  await t.database.db.insert(courseAccess).values({
    userId: user.id,
    courseId,
    source: 'admin',
    expiresAt: new Date(Date.now() + 365 * 86_400_000),
  });
  return user;
}

const pass = (seconds: number) => t.app.clock.advance(seconds * 1000);

async function open(user: Account, courseId: number, videoId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/courses/${courseId}/videos/${videoId}/url`,
    headers: user.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LessonUrlResponse;
}

async function report(user: Account, courseId: number, videoId: number, position: number, duration: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/courses/${courseId}/videos/${videoId}/progress`,
    headers: user.auth,
    payload: { position_seconds: position, duration_seconds: duration },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProgressUpdateResponse;
}

/** An honest player: reports every 10 s of wall clock while playing at `speed`, and once more at the end. */
async function watch(
  user: Account,
  courseId: number,
  videoId: number,
  options: { from: number; to: number; duration: number; speed?: number },
) {
  const speed = options.speed ?? 1;
  let position = options.from;
  let last: ProgressUpdateResponse | undefined;
  while (position < options.to) {
    const step = Math.min(10 * speed, options.to - position);
    pass(step / speed);
    position += step;
    last = await report(user, courseId, videoId, position, options.duration);
  }
  return last!;
}

async function watchedSeconds(user: Account, videoId: number) {
  const [row] = await t.database.db
    .select({ watched: lessonProgress.watchedSeconds })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.videoId, videoId)));
  return row?.watched ?? 0;
}

const certificates = async (user: Account) =>
  (await t.app.inject({ method: 'GET', url: '/api/certificates', headers: user.auth })).json()
    .certificates as { course_id: number }[];

describe('completion from the client’s word (the quoted attack)', () => {
  it('a position of 1 of 1 second, a second after opening, completes nothing and yields no certificate', async () => {
    const learner = await createUser(t); // the free mini course: one lesson of 45 s
    await open(learner, c.mini, v.miniTrailer);
    pass(1);
    const saved = await report(learner, c.mini, v.miniTrailer, 1, 1);
    expect(saved).toMatchObject({ completed: false, completed_at: null, duration_seconds: 45 });
    expect(saved.course).toMatchObject({ completed_lessons: 0, completed: false });
    const atEnd = await report(learner, c.mini, v.miniTrailer, 45, 45);
    expect(atEnd.completed).toBe(false);
    expect(await certificates(learner)).toEqual([]);
  });

  it('a report without the lesson ever opened saves the position but credits nothing', async () => {
    const learner = await createUser(t);
    pass(3600);
    const saved = await report(learner, c.mini, v.miniTrailer, 45, 45);
    expect(saved).toMatchObject({ position_seconds: 45, completed: false });
    expect(await watchedSeconds(learner, v.miniTrailer)).toBe(0);
    expect(await certificates(learner)).toEqual([]);
  });

  it('asking for the lesson URL again adds no time', async () => {
    const learner = await createUser(t);
    await open(learner, c.mini, v.miniTrailer);
    pass(60);
    await open(learner, c.mini, v.miniTrailer); // a fresh session starts with an empty bucket
    expect((await report(learner, c.mini, v.miniTrailer, 45, 45)).completed).toBe(false);
    // only the real milliseconds between the two calls
    expect(await watchedSeconds(learner, v.miniTrailer)).toBeLessThan(1);
  });

  it('a learner who seeks back and forth over one part cannot multiply its credit', async () => {
    const learner = await buyer(c.basics);
    await open(learner, c.basics, v.basicsLast); // 630 s
    for (let round = 0; round < 15; round++) {
      await report(learner, c.basics, v.basicsLast, 0, 630);
      await watch(learner, c.basics, v.basicsLast, { from: 0, to: 60, duration: 630, speed: 2 });
    }
    // 450 s of wall clock at 2x would be 900 s, but only the first minute was ever played
    expect(await watchedSeconds(learner, v.basicsLast)).toBe(60);
    const jump = await report(learner, c.basics, v.basicsLast, 630, 630);
    expect(jump.completed).toBe(false);
  });

  it('ignores the client’s duration: a short claimed length does not shorten the lesson', async () => {
    const learner = await buyer(c.basics);
    await open(learner, c.basics, v.basicsLast);
    const saved = await watch(learner, c.basics, v.basicsLast, { from: 0, to: 60, duration: 60 });
    expect(saved).toMatchObject({ duration_seconds: 630, position_seconds: 60, completed: false });
  });
});

describe('an honest player', () => {
  it('completes the free mini course at 1x and gets its certificate', async () => {
    const learner = await createUser(t);
    await open(learner, c.mini, v.miniTrailer);
    const saved = await watch(learner, c.mini, v.miniTrailer, { from: 0, to: 45, duration: 45.3 });
    expect(saved).toMatchObject({ completed: true, position_seconds: 45 });
    expect(saved.course).toMatchObject({ completed: true, percent: 100 });
    expect(await certificates(learner)).toEqual([expect.objectContaining({ course_id: c.mini })]);
  });

  it('resumes where it left off, at 2x, and completes across two sittings', async () => {
    const learner = await buyer(c.basics);
    await open(learner, c.basics, v.basicsLast);
    const first = await watch(learner, c.basics, v.basicsLast, { from: 0, to: 300, duration: 630, speed: 2 });
    expect(first.completed).toBe(false);
    pass(86_400); // the next day
    const again = await open(learner, c.basics, v.basicsLast);
    expect(again.position_seconds).toBe(300);
    const second = await watch(learner, c.basics, v.basicsLast, {
      from: 300,
      to: 630,
      duration: 630,
      speed: 2,
    });
    expect(second.completed).toBe(true);
  });

  it('skips the intro of a CONCAT lesson and still completes it', async () => {
    const learner = await buyer(c.makeup);
    const lesson = await open(learner, c.makeup, v.makeupConcat); // 1500 s, intro 3.25 s
    expect(lesson.type).toBe('CONCAT');
    await report(learner, c.makeup, v.makeupConcat, lesson.intro_duration!, 1500);
    const saved = await watch(learner, c.makeup, v.makeupConcat, {
      from: lesson.intro_duration!,
      to: 1360,
      duration: 1500,
      speed: 2,
    });
    // 1356.75 s of the 1496.75 s after the intro: just over 90 %
    expect(saved.completed).toBe(true);
    expect(saved.course).toMatchObject({ completed_lessons: 1, total_lessons: 2 });
    expect(await certificates(learner)).toEqual([]);
  });

  it('gets the course certificate only once every lesson is really watched', async () => {
    const learner = await buyer(c.makeup);
    const concat = await open(learner, c.makeup, v.makeupConcat);
    await watch(learner, c.makeup, v.makeupConcat, { from: 0, to: 1500, duration: 1500, speed: 2 });
    expect(concat.completed).toBe(false);
    await open(learner, c.makeup, v.makeupTrailer);
    pass(1);
    expect((await report(learner, c.makeup, v.makeupTrailer, 60, 60)).completed).toBe(false);
    expect(await certificates(learner)).toEqual([]);
    await open(learner, c.makeup, v.makeupTrailer);
    const last = await watch(learner, c.makeup, v.makeupTrailer, { from: 0, to: 60, duration: 60 });
    expect(last.course).toMatchObject({ completed: true });
    expect(await certificates(learner)).toEqual([expect.objectContaining({ course_id: c.makeup })]);
  });
});

describe('POST /api/test/clock (TEST_CLOCK)', () => {
  it('moves the watch-time clock forward, and only forward', async () => {
    const before = t.app.clock.now().getTime();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advance_seconds: 90 },
    });
    expect(res.statusCode).toBe(200);
    expect(new Date(res.json().now).getTime() - before).toBeGreaterThanOrEqual(90_000);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advance_seconds: -90 },
    });
    expect(back.statusCode).toBe(422);
  });

  it('cannot be turned on for a real academy (production without the demo seed)', () => {
    const env = { NODE_ENV: 'production', SEED_DEMO: 'false', DATA_DIR: t.config.dataDir };
    expect(() => parseConfig({ ...env, TEST_CLOCK: 'true' })).toThrow(
      /TEST_CLOCK: must not be on in production/,
    );
    expect(parseConfig(env).testClock).toBe(false);
    expect(parseConfig({ ...env, SEED_DEMO: 'true', TEST_CLOCK: 'true' }).testClock).toBe(true);
  });
});
