import type {
  CourseProgressResponse,
  GalleryVideo,
  LessonUrlResponse,
  MyCourseProgress,
  ProgressUpdateResponse,
} from '@atelje/shared';
import { CERTIFICATE_CODE_PATTERN } from '@atelje/shared/certificates/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, siteSettings, videos } from '../../db/schema/index';
import { MEDIA_SESSION_COOKIE } from '../../lib/media-session';
import { signMediaUrl } from '../../lib/signed-url';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture, PDF_BYTES, VIDEO_BYTES } from '../../test/fixtures';
import { watchLesson } from '../../test/watch';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
const DENIED_SR = 'Morate kupiti ovaj kurs da biste pristupili njegovom sadržaju.';
const DAY = 86_400_000;

type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;

beforeAll(async () => {
  // every test signs in fresh learners, more than the default per-address login limit allows
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

async function grant(
  user: { id: number },
  courseId: number,
  options: { expiresAt?: Date | null; revokedAt?: Date } = {},
) {
  await t.database.db.insert(courseAccess).values({
    userId: user.id,
    courseId,
    source: 'admin',
    expiresAt: options.expiresAt === undefined ? new Date(Date.now() + 365 * DAY) : options.expiresAt,
    revokedAt: options.revokedAt,
  });
}

async function setExpiry(user: { id: number }, courseId: number, expiresAt: Date | null, revokedAt?: Date) {
  await t.database.db
    .update(courseAccess)
    .set({ expiresAt, revokedAt: revokedAt ?? null })
    .where(and(eq(courseAccess.userId, user.id), eq(courseAccess.courseId, courseId)));
}

/** A fresh learner who bought `courseIds` (a year of access each). */
async function buyer(...courseIds: number[]) {
  const user = await createUser(t);
  for (const courseId of courseIds) await grant(user, courseId);
  return user;
}

const get = (url: string, user?: { auth: Record<string, string> }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...user?.auth, ...headers } });

const put = (url: string, payload: unknown, user?: { auth: Record<string, string> }) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { ...user?.auth } });

const urlOf = (courseId: number, videoId: number) => `/api/courses/${courseId}/videos/${videoId}/url`;
const progressOf = (courseId: number, videoId: number) =>
  `/api/courses/${courseId}/videos/${videoId}/progress`;

/** Asks for a lesson URL and returns it with the media session cookie the answer set. */
async function lesson(user: Account, courseId: number, videoId: number) {
  const res = await get(urlOf(courseId, videoId), user);
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  return { body: res.json() as LessonUrlResponse, cookie, setCookie };
}

describe('GET /courses/{id}/access', () => {
  it('asks for a token', async () => {
    const res = await get(`/api/courses/${c.basics}/access`);
    expect(res.statusCode).toBe(401);
  });

  it('tells a non-buyer, a buyer, an expired buyer, a free course and an administrator apart', async () => {
    const learner = await createUser(t);
    expect((await get(`/api/courses/${c.basics}/access`, learner)).json()).toEqual({
      allowed: false,
      reason: 'none',
      expires_at: null,
    });
    const expiresAt = new Date(Date.now() + 30 * DAY);
    await grant(learner, c.basics, { expiresAt });
    expect((await get(`/api/courses/${c.basics}/access`, learner)).json()).toEqual({
      allowed: true,
      reason: 'purchase',
      expires_at: expiresAt.toISOString(),
    });
    const past = new Date(Date.now() - DAY);
    await setExpiry(learner, c.basics, past);
    expect((await get(`/api/courses/${c.basics}/access`, learner)).json()).toEqual({
      allowed: false,
      reason: 'expired',
      expires_at: past.toISOString(),
    });
    expect((await get(`/api/courses/${c.mini}/access`, learner)).json()).toMatchObject({
      allowed: true,
      reason: 'free',
    });
    expect((await get(`/api/courses/${c.makeup}/access`, admin)).json()).toMatchObject({
      allowed: true,
      reason: 'admin',
    });
  });

  it('answers 404 for an unknown or unpublished course and 422 for a malformed id', async () => {
    const learner = await createUser(t);
    expect((await get('/api/courses/4040/access', learner)).statusCode).toBe(404);
    const hidden = await get(`/api/courses/${c.hidden}/access`, learner);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Kurs nije pronađen');
    expect((await get('/api/courses/abc/access', learner)).statusCode).toBe(422);
  });
});

describe('GET /courses/{courseId}/videos/{videoId}/url', () => {
  it('refuses a visitor with 401', async () => {
    const res = await get(urlOf(c.basics, v.basicsLesson));
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a learner who did not buy the course with the spec message, in both languages', async () => {
    const learner = await createUser(t);
    const res = await get(urlOf(c.basics, v.basicsLesson), learner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DENIED_SR);
    expect(res.headers['set-cookie']).toBeUndefined();
    const en = await get(urlOf(c.basics, v.basicsLesson), learner, { 'accept-language': 'en' });
    expect(en.json().message).toBe('You need to buy this course to access its content.');
  });

  it('refuses a buyer whose access has expired', async () => {
    const learner = await createUser(t);
    await grant(learner, c.basics, { expiresAt: new Date(Date.now() - 1000) });
    const res = await get(urlOf(c.basics, v.basicsLesson), learner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DENIED_SR);
  });

  it('refuses a buyer whose order was refunded', async () => {
    const learner = await createUser(t);
    await grant(learner, c.basics, { revokedAt: new Date() });
    expect((await get(urlOf(c.basics, v.basicsLesson), learner)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown course, an unknown video and a video of another course', async () => {
    const learner = await buyer(c.basics);
    const unknownCourse = await get(urlOf(4040, v.basicsLesson), learner);
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json().message).toBe('Kurs nije pronađen');
    expect((await get(urlOf(c.basics, 99_999), learner)).statusCode).toBe(404);
    expect((await get(urlOf(c.basics, v.makeupConcat), learner)).statusCode).toBe(404);
    expect((await get(urlOf(c.basics, 0), learner)).statusCode).toBe(422);
    expect((await get(`/api/courses/${c.basics}/videos/x/url`, learner)).statusCode).toBe(422);
  });

  it('gives a REGULAR lesson its separate intro (by main_video_id) and a 4-hour user-bound URL', async () => {
    const learner = await buyer(c.basics);
    const before = Math.floor(Date.now() / 1000);
    const { body, setCookie } = await lesson(learner, c.basics, v.basicsLesson);
    expect(body).toMatchObject({
      type: 'REGULAR',
      intro_duration: null,
      position_seconds: 0,
      completed: false,
    });
    const url = new URL(body.url, 'http://x');
    expect(url.pathname).toBe(`/api/media/${fixture.keys.basicsLesson}`);
    expect(url.searchParams.get('uid')).toBe(String(learner.id));
    const exp = Number(url.searchParams.get('exp'));
    expect(exp - before).toBeGreaterThanOrEqual(4 * 3600);
    expect(exp - before).toBeLessThanOrEqual(4 * 3600 + 5);
    expect(body.expires_at).toBe(new Date(exp * 1000).toISOString());
    expect(new URL(body.intro_url!, 'http://x').pathname).toBe('/api/media/intros/c1-l2-prostor.mp4');
    expect(setCookie).toMatch(
      new RegExp(
        `^${MEDIA_SESSION_COOKIE}=${learner.id}\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/api/media; Max-Age=14400; HttpOnly; SameSite=Lax$`,
      ),
    );
  });

  it('finds a REGULAR lesson intro by its file name under intros/ when no intro names the lesson', async () => {
    const [extra] = await t.database.db
      .insert(videos)
      .values({ courseId: c.basics, title: 'Dodatak', path: 'videos/1/dodatak.mp4', order: 9 })
      .returning({ id: videos.id });
    const [intro] = await t.database.db
      .insert(videos)
      .values({
        courseId: c.basics,
        title: 'Uvod: Dodatak',
        path: 'intros/dodatak.mp4',
        order: 9,
        isIntro: true,
      })
      .returning({ id: videos.id });
    const learner = await buyer(c.basics);
    const { body } = await lesson(learner, c.basics, extra!.id);
    expect(body.type).toBe('REGULAR');
    expect(new URL(body.intro_url!, 'http://x').pathname).toBe('/api/media/intros/dodatak.mp4');
    await t.database.db.delete(videos).where(inArray(videos.id, [extra!.id, intro!.id]));
  });

  it('plays a REGULAR lesson without a matching intro directly', async () => {
    const learner = await buyer(c.basics);
    const { body } = await lesson(learner, c.basics, v.basicsLast);
    expect(body).toMatchObject({ type: 'REGULAR', intro_url: null, intro_duration: null });
  });

  it('marks a concatenated lesson CONCAT with its intro length', async () => {
    const learner = await buyer(c.makeup);
    const { body } = await lesson(learner, c.makeup, v.makeupConcat);
    expect(body).toMatchObject({ type: 'CONCAT', intro_duration: 3.25, intro_url: null });
    expect(body.url).toContain('/api/media/videos/2/c2-l2.mp4?');
  });

  it('plays an intro row as INTRO', async () => {
    const learner = await buyer(c.basics);
    const { body } = await lesson(learner, c.basics, v.basicsIntro);
    expect(body).toMatchObject({ type: 'INTRO', intro_url: null, intro_duration: null });
    expect(body.url).toContain('/api/media/intros/c1-l2-prostor.mp4?');
  });

  it('lets every registered learner watch a free course, and an administrator any course', async () => {
    const learner = await createUser(t);
    expect((await get(urlOf(c.mini, v.miniTrailer), learner)).statusCode).toBe(200);
    expect((await get(urlOf(c.makeup, v.makeupConcat), admin)).statusCode).toBe(200);
  });
});

describe('user-bound lesson media', () => {
  it("streams the lesson to its buyer's browser, whole and by Range", async () => {
    const learner = await buyer(c.basics);
    const { body, cookie } = await lesson(learner, c.basics, v.basicsLesson);
    const whole = await get(body.url, undefined, { cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/^private, /);
    expect(whole.rawPayload.equals(VIDEO_BYTES)).toBe(true);
    const part = await get(body.url, undefined, { cookie, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/4096');
    expect(part.rawPayload.equals(VIDEO_BYTES.subarray(100, 200))).toBe(true);
  });

  it('answers a Range past the end with 416', async () => {
    const learner = await buyer(c.basics);
    const { body, cookie } = await lesson(learner, c.basics, v.basicsLesson);
    const res = await get(body.url, undefined, { cookie, range: 'bytes=4096-5000' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */4096');
  });

  it('refuses the URL without the media session cookie', async () => {
    const learner = await buyer(c.basics);
    const { body } = await lesson(learner, c.basics, v.basicsLesson);
    const res = await get(body.url);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Ovaj link do fajla pripada drugom nalogu. Prijavite se i otvorite lekciju ponovo.',
    );
  });

  it("refuses one user's URL to another user, even one who bought the course too", async () => {
    const owner = await buyer(c.basics);
    const other = await buyer(c.basics);
    const { body } = await lesson(owner, c.basics, v.basicsLesson);
    const { cookie: otherCookie } = await lesson(other, c.basics, v.basicsLast);
    expect((await get(body.url, undefined, { cookie: otherCookie })).statusCode).toBe(403);
    // naming the other user in the URL breaks its signature
    const url = new URL(body.url, 'http://x');
    url.searchParams.set('uid', String(other.id));
    const swapped = await get(`${url.pathname}${url.search}`, undefined, { cookie: otherCookie });
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json().message).toBe('Link do fajla nije ispravan.');
    // dropping the uid turns it into an unsigned plain URL
    url.searchParams.delete('uid');
    expect((await get(`${url.pathname}${url.search}`)).statusCode).toBe(403);
  });

  it('refuses a forged media session cookie', async () => {
    const learner = await buyer(c.basics);
    const { body, cookie } = await lesson(learner, c.basics, v.basicsLesson);
    const last = cookie.at(-1) === 'A' ? 'B' : 'A';
    const forged = `${cookie.slice(0, -1)}${last}`;
    expect((await get(body.url, undefined, { cookie: forged })).statusCode).toBe(403);
    const otherUser = cookie.replace(`=${learner.id}.`, `=${learner.id + 1}.`);
    expect((await get(body.url, undefined, { cookie: otherUser })).statusCode).toBe(403);
  });

  it('refuses a URL with one character of its signature changed', async () => {
    const learner = await buyer(c.basics);
    const { body, cookie } = await lesson(learner, c.basics, v.basicsLesson);
    const url = new URL(body.url, 'http://x');
    const sig = url.searchParams.get('sig')!;
    url.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
    const res = await get(`${url.pathname}${url.search}`, undefined, { cookie });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Link do fajla nije ispravan.');
    // a changed expiry breaks it too
    const later = new URL(body.url, 'http://x');
    later.searchParams.set('exp', String(Number(later.searchParams.get('exp')) + 1));
    expect((await get(`${later.pathname}${later.search}`, undefined, { cookie })).statusCode).toBe(403);
  });

  it('refuses a URL after it expires', async () => {
    const learner = await buyer(c.basics);
    const { cookie } = await lesson(learner, c.basics, v.basicsLesson);
    const old = signMediaUrl(
      t.config,
      fixture.keys.basicsLesson,
      { ttlSeconds: 4 * 3600, userId: learner.id },
      Date.now() - 5 * 3600 * 1000,
    );
    const res = await get(old, undefined, { cookie, 'accept-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The file link has expired. Please refresh the page.');
  });

  it('stops a handed-out URL once the access expires or the order is refunded', async () => {
    const learner = await buyer(c.basics);
    const { body, cookie } = await lesson(learner, c.basics, v.basicsLesson);
    expect((await get(body.url, undefined, { cookie, range: 'bytes=0-0' })).statusCode).toBe(206);
    await setExpiry(learner, c.basics, new Date(Date.now() - 1000));
    const expired = await get(body.url, undefined, { cookie, range: 'bytes=0-0' });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe(DENIED_SR);
    await setExpiry(learner, c.basics, new Date(Date.now() + DAY), new Date());
    expect((await get(body.url, undefined, { cookie })).statusCode).toBe(403);
    await setExpiry(learner, c.basics, new Date(Date.now() + DAY));
    expect((await get(body.url, undefined, { cookie })).statusCode).toBe(200);
  });

  it('keeps public trailers and covers working without any cookie', async () => {
    const trailer = await get(`/api/courses/${c.basics}/trailer`);
    expect(trailer.statusCode).toBe(200);
    const res = await get(trailer.json().url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(VIDEO_BYTES)).toBe(true);
  });
});

describe('PUT /courses/{courseId}/videos/{videoId}/progress', () => {
  const body = { position_seconds: 12.6, duration_seconds: 100.2 };

  it('asks for a token', async () => {
    expect((await put(progressOf(c.basics, v.basicsLesson), body)).statusCode).toBe(401);
  });

  it('refuses a learner without access, and one whose access expired', async () => {
    const learner = await createUser(t);
    const res = await put(progressOf(c.basics, v.basicsLesson), body, learner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DENIED_SR);
    await grant(learner, c.basics, { expiresAt: new Date(Date.now() - 1000) });
    expect((await put(progressOf(c.basics, v.basicsLesson), body, learner)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown video or one of another course, and 422 for an intro', async () => {
    const learner = await buyer(c.basics);
    expect((await put(progressOf(c.basics, 99_999), body, learner)).statusCode).toBe(404);
    expect((await put(progressOf(c.basics, v.makeupConcat), body, learner)).statusCode).toBe(404);
    expect((await put(progressOf(4040, v.basicsLesson), body, learner)).statusCode).toBe(404);
    const intro = await put(progressOf(c.basics, v.basicsIntro), body, learner);
    expect(intro.statusCode).toBe(422);
    expect(intro.json().message).toBe('Napredak se ne beleži za uvodne snimke.');
  });

  it.each([
    ['a missing position', { duration_seconds: 100 }, 'position_seconds', 'Pozicija u videu nije ispravna.'],
    [
      'a negative position',
      { position_seconds: -1, duration_seconds: 100 },
      'position_seconds',
      'Pozicija u videu nije ispravna.',
    ],
    [
      'a position as text',
      { position_seconds: '10', duration_seconds: 100 },
      'position_seconds',
      'Pozicija u videu nije ispravna.',
    ],
    [
      'a position over a day',
      { position_seconds: 86_401, duration_seconds: 100 },
      'position_seconds',
      'Pozicija u videu nije ispravna.',
    ],
    ['a missing duration', { position_seconds: 10 }, 'duration_seconds', 'Trajanje videa nije ispravno.'],
    [
      'a zero duration',
      { position_seconds: 0, duration_seconds: 0 },
      'duration_seconds',
      'Trajanje videa nije ispravno.',
    ],
    [
      'a duration over a day',
      { position_seconds: 0, duration_seconds: 90_000 },
      'duration_seconds',
      'Trajanje videa nije ispravno.',
    ],
  ])('refuses %s with 422 and a field error', async (_name, payload, field, message) => {
    const learner = await buyer(c.basics);
    const res = await put(progressOf(c.basics, v.basicsLesson), payload, learner);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('saves the position in whole seconds with the stored length, and hands it back with the lesson URL', async () => {
    const learner = await buyer(c.basics);
    const res = await put(progressOf(c.basics, v.basicsLesson), body, learner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      video_id: v.basicsLesson,
      position_seconds: 13,
      // the lesson's stored length, not the 100.2 s the client claimed (ADR 025)
      duration_seconds: 3000,
      completed: false,
      completed_at: null,
      course: { course_id: c.basics, completed_lessons: 0, total_lessons: 3, percent: 0, completed: false },
    });
    expect((await lesson(learner, c.basics, v.basicsLesson)).body.position_seconds).toBe(13);
    const again = await put(
      progressOf(c.basics, v.basicsLesson),
      { position_seconds: 40, duration_seconds: 100 },
      learner,
    );
    expect(again.json().position_seconds).toBe(40);
    expect((await lesson(learner, c.basics, v.basicsLesson)).body.position_seconds).toBe(40);
  });

  it('completes a lesson once 90 % of its stored length is watched, and never un-completes it', async () => {
    const learner = await buyer(c.basics);
    // the lesson is 630 s long: 567 s must be watched
    const at89 = await watchLesson(t, learner, c.basics, v.basicsLast, { to: 560 });
    expect(at89.completed).toBe(false);
    const at90 = await watchLesson(t, learner, c.basics, v.basicsLast, { to: 570 });
    expect(at90.completed).toBe(true);
    expect(at90.completed_at).not.toBeNull();
    expect(at90.course).toMatchObject({ completed_lessons: 1, total_lessons: 3, percent: 33 });
    const rewound = (
      await put(progressOf(c.basics, v.basicsLast), { position_seconds: 5, duration_seconds: 630 }, learner)
    ).json() as ProgressUpdateResponse;
    expect(rewound).toMatchObject({ position_seconds: 5, completed: true, completed_at: at90.completed_at });
    expect((await lesson(learner, c.basics, v.basicsLast)).body.completed).toBe(true);
  });

  it('keeps a position past the end at the end of the stored length, and completes nothing for it', async () => {
    const learner = await buyer(c.basics);
    const res = await put(
      progressOf(c.basics, v.basicsLast),
      { position_seconds: 700, duration_seconds: 60 },
      learner,
    );
    expect(res.json()).toMatchObject({ position_seconds: 630, duration_seconds: 630, completed: false });
  });

  it('completes the course when every lesson is completed', async () => {
    const learner = await buyer(c.basics);
    let last: ProgressUpdateResponse | undefined;
    for (const id of [v.basicsTrailer, v.basicsLesson, v.basicsLast]) {
      last = await watchLesson(t, learner, c.basics, id);
    }
    expect(last!.course).toEqual({
      course_id: c.basics,
      completed_lessons: 3,
      total_lessons: 3,
      percent: 100,
      completed: true,
      certificate_code: expect.stringMatching(CERTIFICATE_CODE_PATTERN),
    });
  });

  it('has the certificate issued once the last lesson is completed, and only then', async () => {
    const learner = await buyer(c.basics);
    const certificates = async () =>
      (await get('/api/certificates', learner)).json().certificates as { course_id: number; code: string }[];
    for (const id of [v.basicsTrailer, v.basicsLesson]) await watchLesson(t, learner, c.basics, id);
    // the last lesson claimed at its end, without the time to have watched it
    await lesson(learner, c.basics, v.basicsLast);
    await put(progressOf(c.basics, v.basicsLast), { position_seconds: 630, duration_seconds: 630 }, learner);
    expect(await certificates()).toEqual([]);
    await watchLesson(t, learner, c.basics, v.basicsLast, { from: 0, to: 570 });
    const issued = await certificates();
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ course_id: c.basics });
    // saves near the end of a completed course do not issue a second one
    await put(progressOf(c.basics, v.basicsLast), { position_seconds: 630, duration_seconds: 630 }, learner);
    expect((await certificates()).map((row) => row.code)).toEqual([issued[0]!.code]);
  });

  it("names the certificate's code where the course shows as finished, to its learner only (issue 16, item 8)", async () => {
    const learner = await buyer(c.basics);
    const other = await buyer(c.basics);
    const summaries = async (user: Account) => ({
      course: ((await get(`/api/courses/${c.basics}/progress`, user)).json() as CourseProgressResponse)
        .certificate_code,
      mine: ((await get('/api/my-progress', user)).json() as MyCourseProgress[]).find(
        (entry) => entry.course_id === c.basics,
      )?.certificate_code,
    });
    const first = await watchLesson(t, learner, c.basics, v.basicsTrailer);
    expect(first.course.certificate_code).toBeNull();
    expect(await summaries(learner)).toEqual({ course: null, mine: null });
    await watchLesson(t, learner, c.basics, v.basicsLesson);

    // the save that completes the course answers with the certificate it issued
    const last = await watchLesson(t, learner, c.basics, v.basicsLast);
    const [issued] = (await get('/api/certificates', learner)).json().certificates as { code: string }[];
    expect(last.course).toMatchObject({ completed: true, certificate_code: issued!.code });
    expect(await summaries(learner)).toEqual({ course: issued!.code, mine: issued!.code });
    expect(await summaries(other)).toEqual({ course: null, mine: null });
  });
});

describe('POST /api/test/clock', () => {
  it('does not exist unless TEST_CLOCK is on (ADR 025)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advance_seconds: 60 },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /courses/{id}/progress', () => {
  it('asks for a token and access', async () => {
    expect((await get(`/api/courses/${c.basics}/progress`)).statusCode).toBe(401);
    const learner = await createUser(t);
    expect((await get(`/api/courses/${c.basics}/progress`, learner)).statusCode).toBe(403);
    expect((await get('/api/courses/4040/progress', learner)).statusCode).toBe(404);
  });

  it("shows the caller's own lessons and never another user's", async () => {
    const first = await buyer(c.basics);
    const second = await buyer(c.basics);
    await watchLesson(t, first, c.basics, v.basicsTrailer);
    await put(progressOf(c.basics, v.basicsLesson), { position_seconds: 30, duration_seconds: 100 }, first);

    const mine = (await get(`/api/courses/${c.basics}/progress`, first)).json() as CourseProgressResponse;
    expect(mine).toMatchObject({
      course_id: c.basics,
      completed_lessons: 1,
      total_lessons: 3,
      percent: 33,
      completed: false,
      last_video_id: v.basicsLesson,
    });
    expect(mine.lessons.map((row) => [row.video_id, row.position_seconds, row.completed])).toEqual([
      [v.basicsTrailer, 300, true],
      [v.basicsLesson, 30, false],
    ]);

    const theirs = (await get(`/api/courses/${c.basics}/progress`, second)).json() as CourseProgressResponse;
    expect(theirs).toMatchObject({ completed_lessons: 0, percent: 0, lessons: [], last_video_id: null });
    expect((await lesson(second, c.basics, v.basicsLesson)).body.position_seconds).toBe(0);
  });
});

describe('GET /my-progress', () => {
  beforeAll(async () => {
    await t.database.db.insert(siteSettings).values({ key: 'free_mini_course_id', value: c.mini });
  });

  it('asks for a token', async () => {
    expect((await get('/api/my-progress')).statusCode).toBe(401);
  });

  it('lists the free mini course for a learner who has nothing else', async () => {
    const learner = await createUser(t);
    const list = (await get('/api/my-progress', learner)).json() as MyCourseProgress[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      course_id: c.mini,
      percent: 0,
      access: { allowed: true, reason: 'free', expires_at: null },
      continue_video_id: v.miniTrailer,
      continue_position_seconds: 0,
      last_activity_at: null,
    });
  });

  it('lists bought courses with expiry, progress and the lesson to continue, newest activity first', async () => {
    const learner = await createUser(t);
    const expiresAt = new Date(Date.now() + 200 * DAY);
    await grant(learner, c.basics, { expiresAt });
    await grant(learner, c.makeup, { expiresAt: new Date(Date.now() - DAY) });
    await watchLesson(t, learner, c.basics, v.basicsTrailer);
    await put(progressOf(c.basics, v.basicsLesson), { position_seconds: 42, duration_seconds: 100 }, learner);

    const list = (await get('/api/my-progress', learner)).json() as MyCourseProgress[];
    expect(list.map((entry) => entry.course_id)).toEqual([c.basics, c.mini, c.makeup]);
    expect(list[0]).toMatchObject({
      title: 'Osnove dizajna enterijera',
      author: 'Ana Petrović',
      completed_lessons: 1,
      total_lessons: 3,
      percent: 33,
      access: { allowed: true, reason: 'purchase', expires_at: expiresAt.toISOString() },
      continue_video_id: v.basicsLesson,
      continue_title: 'Kako čitati prostor',
      continue_position_seconds: 42,
    });
    expect(list[0]!.cover_url).toMatch(/^\/api\/media\/courses\/1\/cover\.jpg\?exp=\d+&sig=/);
    expect(list[0]!.cover_srcset).toContain(`${list[0]!.cover_url}&w=320 320w, `);
    expect(list[2]).toMatchObject({ access: { allowed: false, reason: 'expired' } });

    // once the lesson played last is completed, the next unfinished one is the one to continue with
    await watchLesson(t, learner, c.basics, v.basicsLesson);
    const after = (await get('/api/my-progress', learner)).json() as MyCourseProgress[];
    expect(after[0]).toMatchObject({
      continue_video_id: v.basicsLast,
      continue_position_seconds: 0,
      percent: 66,
    });
  });

  it("never shows another learner's courses or progress", async () => {
    const owner = await buyer(c.makeup);
    await put(progressOf(c.makeup, v.makeupConcat), { position_seconds: 10, duration_seconds: 100 }, owner);
    const other = await createUser(t);
    const list = (await get('/api/my-progress', other)).json() as MyCourseProgress[];
    expect(list.map((entry) => entry.course_id)).toEqual([c.mini]);
  });
});

describe('GET /my-videos', () => {
  it('asks for a token', async () => {
    expect((await get('/api/my-videos')).statusCode).toBe(401);
  });

  it('lists the lessons of courses the learner may watch now, without intros or expired courses', async () => {
    const learner = await createUser(t);
    await grant(learner, c.basics);
    await grant(learner, c.makeup, { expiresAt: new Date(Date.now() - DAY) });
    await put(progressOf(c.basics, v.basicsLesson), { position_seconds: 25, duration_seconds: 100 }, learner);
    const list = (await get('/api/my-videos', learner)).json() as GalleryVideo[];
    const ids = list.map((video) => video.id).sort((a, b) => a - b);
    expect(ids).toEqual([v.basicsTrailer, v.basicsLesson, v.basicsLast, v.miniTrailer]);
    expect(list.find((video) => video.id === v.basicsLesson)).toMatchObject({
      course_id: c.basics,
      course_title: 'Osnove dizajna enterijera',
      title: 'Kako čitati prostor',
      position_seconds: 25,
      completed: false,
    });
    const trailer = list.find((video) => video.id === v.basicsTrailer)!;
    expect(trailer.thumbnail_srcset).toContain(`${trailer.thumbnail_url}&w=1280 1280w`);
    expect(list.find((video) => video.id === v.basicsLesson)!.thumbnail_srcset).toBeNull();
  });
});

describe('GET /courses/{id}/supplemental-materials', () => {
  it('asks a visitor to sign in', async () => {
    const res = await get(`/api/courses/${c.makeup}/supplemental-materials`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Prijavite se da biste gledali lekcije.');
  });

  it('refuses a learner without access, and answers 404 for an unknown course', async () => {
    const learner = await createUser(t);
    const res = await get(`/api/courses/${c.makeup}/supplemental-materials`, learner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(DENIED_SR);
    expect((await get('/api/courses/4040/supplemental-materials', learner)).statusCode).toBe(404);
  });

  it('hands a holder of access the PDF behind a user-bound URL that only their browser opens', async () => {
    const learner = await buyer(c.makeup);
    const res = await get(`/api/courses/${c.makeup}/supplemental-materials`, learner);
    expect(res.statusCode).toBe(200);
    const { pdf } = res.json();
    expect(pdf).toMatchObject({ title: 'Boje doma: vodič kroz palete', ebook_id: fixture.ebooks.colours });
    expect(new URL(pdf.url, 'http://x').searchParams.get('uid')).toBe(String(learner.id));
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const file = await get(pdf.url, undefined, { cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await get(pdf.url)).statusCode).toBe(403);
  });

  it('answers pdf null for a course without material', async () => {
    const learner = await buyer(c.basics);
    expect((await get(`/api/courses/${c.basics}/supplemental-materials`, learner)).json()).toEqual({
      pdf: null,
    });
  });
});
