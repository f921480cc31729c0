// GET /user/continue-watching (issue 16, item 17; ADR 039): the lessons a learner goes back to from the home page
// and the navbar, from their own saved positions, only in courses they may still watch.
import type { ContinueWatchingItem } from '@atelje/shared';
import { imageSrcSet } from '@atelje/shared/catalog/images';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, lessonProgress } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { watchLesson } from '../../test/watch';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
const DAY = 86_400_000;
const ROUTE = '/api/user/continue-watching';

type Account = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t?.close());

async function grant(user: Account, courseId: number, expiresAt = new Date(Date.now() + 365 * DAY)) {
  await t.database.db.insert(courseAccess).values({ userId: user.id, courseId, source: 'admin', expiresAt });
}

async function learnerWith(...courseIds: number[]) {
  const user = await createUser(t);
  for (const courseId of courseIds) await grant(user, courseId);
  return user;
}

/** Saves a position the way the player does (PUT …/progress). */
async function leaveAt(user: Account, courseId: number, videoId: number, position: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/courses/${courseId}/videos/${videoId}/progress`,
    headers: user.auth,
    payload: { position_seconds: position, duration_seconds: 3000 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Dates a learner's activity in a course, so that the order does not hang on milliseconds between requests. */
async function watchedAt(user: Account, courseId: number, at: Date) {
  await t.database.db
    .update(lessonProgress)
    .set({ updatedAt: at })
    .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.courseId, courseId)));
}

async function continueList(user: Account) {
  const res = await t.app.inject({ method: 'GET', url: ROUTE, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ContinueWatchingItem[];
}

describe('GET /user/continue-watching', () => {
  it('asks for a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: ROUTE });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('is empty for a learner who has not played anything, even with courses and the free mini course', async () => {
    const learner = await learnerWith(c.basics, c.makeup);
    expect(await continueList(learner)).toEqual([]);
  });

  it('gives the lesson played last and the second it resumes from, then the next lesson once it is finished', async () => {
    const learner = await learnerWith(c.basics, c.makeup);
    await leaveAt(learner, c.basics, v.basicsLesson, 42);

    const [item, ...rest] = await continueList(learner);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      course_id: c.basics,
      course_title: 'Osnove dizajna enterijera',
      video_id: v.basicsLesson,
      lesson_title: 'Kako čitati prostor',
      lesson_number: 2,
      position_seconds: 42,
      duration_seconds: 3000,
      course_percent: 0,
    });
    // the lesson has no thumbnail of its own: the course's cover, signed for the public
    expect(item!.thumbnail_url).toMatch(/^\/api\/media\/courses\/1\/cover\.jpg\?exp=\d+&sig=/);
    expect(item!.thumbnail_srcset).toBe(imageSrcSet(item!.thumbnail_url));
    expect(item!.thumbnail_srcset).toContain(`${item!.thumbnail_url}&w=640 640w`);
    expect(Date.parse(item!.last_watched_at)).toBeGreaterThan(Date.now() - 60_000);

    // a lesson left at its very end starts over, as the player would
    await leaveAt(learner, c.basics, v.basicsLesson, 2999);
    expect((await continueList(learner))[0]).toMatchObject({ video_id: v.basicsLesson, position_seconds: 0 });

    await watchLesson(t, learner, c.basics, v.basicsLesson, { from: 0 });
    expect((await continueList(learner))[0]).toMatchObject({
      video_id: v.basicsLast,
      lesson_title: 'Od skice do plana',
      position_seconds: 0,
      duration_seconds: 630,
      course_percent: 33,
    });
  });

  it('orders courses by the most recent watching and leaves finished courses out', async () => {
    const learner = await learnerWith(c.basics, c.makeup, c.stage);
    await leaveAt(learner, c.basics, v.basicsTrailer, 30);
    await leaveAt(learner, c.makeup, v.makeupConcat, 90);
    await leaveAt(learner, c.stage, v.stageTrailer, 15);
    const now = Date.now();
    await watchedAt(learner, c.basics, new Date(now - 3 * DAY));
    await watchedAt(learner, c.makeup, new Date(now - 60_000));
    await watchedAt(learner, c.stage, new Date(now - DAY));

    const list = await continueList(learner);
    expect(list.map((item) => item.course_id)).toEqual([c.makeup, c.stage, c.basics]);
    expect(list.map((item) => item.position_seconds)).toEqual([90, 15, 30]);
    expect(list[0]!.last_watched_at).toBe(new Date(now - 60_000).toISOString());

    // going back to the oldest one puts it first
    await leaveAt(learner, c.basics, v.basicsTrailer, 45);
    expect((await continueList(learner)).map((item) => item.course_id)).toEqual([
      c.basics,
      c.makeup,
      c.stage,
    ]);

    // the free mini course has one lesson: offered while it is under way, not once it is finished
    await leaveAt(learner, c.mini, v.miniTrailer, 10);
    expect((await continueList(learner))[0]).toMatchObject({ course_id: c.mini, position_seconds: 10 });
    await leaveAt(learner, c.mini, v.miniTrailer, 0);
    await watchLesson(t, learner, c.mini, v.miniTrailer);
    expect((await continueList(learner)).map((item) => item.course_id)).not.toContain(c.mini);
  });

  it('leaves out courses whose access expired or was refunded', async () => {
    const learner = await learnerWith(c.basics, c.makeup);
    await leaveAt(learner, c.basics, v.basicsLesson, 42);
    await leaveAt(learner, c.makeup, v.makeupConcat, 90);
    expect((await continueList(learner)).map((item) => item.course_id).sort()).toEqual([c.basics, c.makeup]);

    await t.database.db
      .update(courseAccess)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(and(eq(courseAccess.userId, learner.id), eq(courseAccess.courseId, c.makeup)));
    expect((await continueList(learner)).map((item) => item.course_id)).toEqual([c.basics]);

    await t.database.db
      .update(courseAccess)
      .set({ revokedAt: new Date() })
      .where(and(eq(courseAccess.userId, learner.id), eq(courseAccess.courseId, c.basics)));
    expect(await continueList(learner)).toEqual([]);
  });

  it("never shows another learner's lessons or positions", async () => {
    const owner = await learnerWith(c.basics);
    await leaveAt(owner, c.basics, v.basicsLesson, 42);
    // the other learner holds the same course but has not played it
    const other = await learnerWith(c.basics);
    expect(await continueList(other)).toEqual([]);

    await leaveAt(other, c.basics, v.basicsLast, 7);
    const theirs = await continueList(other);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ video_id: v.basicsLast, position_seconds: 7 });
    expect((await continueList(owner))[0]).toMatchObject({ video_id: v.basicsLesson, position_seconds: 42 });
  });
});
