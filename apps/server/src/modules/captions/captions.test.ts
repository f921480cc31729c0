// Lesson captions (issue 22 item 1, ADR 078): the administrator uploads WebVTT or SRT per lesson and language
// (checked strictly, stored as WebVTT, replaced as a new version, deleted, audited); learners get the tracks with
// the lesson and load them through a signed, user-bound URL with the same check as the lesson's video, so a
// non-buyer, a refund and an expiry are refused; a free preview's captions follow the preview rule; a CONCAT
// lesson's cues come shifted past its intro; the course answer names the caption languages.
import type { AdminCaptionsResponse, Course, LessonUrlResponse, PreviewLessonResponse } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, courseAccess, lessonCaptions } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { form } from '../uploads/test-support';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
const DAY = 86_400_000;

type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;

const VTT = 'WEBVTT\n\n1\n00:00.000 --> 00:02.000\nDobro došli\n\n00:02.500 --> 00:04.000\nDrugi titl\n';
const SRT = '1\n00:00:01,000 --> 00:00:02,000\nFirst\n\n2\n00:00:03,000 --> 00:00:04,500\nSecond\nline\n';

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function upload(
  videoId: number,
  language: string,
  data: Buffer | null,
  user: Account | null = admin,
  lng = 'sr',
  filename = 'titlovi.vtt',
) {
  const body = form(
    data ? [{ name: 'captions', filename, data, type: 'text/vtt' }] : [{ name: 'x', value: '1' }],
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/videos/${videoId}/captions/${language}`,
    payload: body.payload,
    headers: { ...body.headers, ...user?.auth, 'accept-language': lng },
  });
}

async function grant(user: { id: number }, courseId: number, expiresAt = new Date(Date.now() + 365 * DAY)) {
  await t.database.db.insert(courseAccess).values({ userId: user.id, courseId, source: 'admin', expiresAt });
}

async function setAccess(
  user: { id: number },
  courseId: number,
  values: { expiresAt?: Date; revokedAt?: Date | null },
) {
  await t.database.db
    .update(courseAccess)
    .set(values)
    .where(and(eq(courseAccess.userId, user.id), eq(courseAccess.courseId, courseId)));
}

/** The lesson's answer for a learner, with the media session cookie it set. */
async function lesson(user: Account, courseId: number, videoId: number) {
  const res = await get(`/api/courses/${courseId}/videos/${videoId}/url`, user.auth);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { body: res.json() as LessonUrlResponse, cookie };
}

describe('POST /api/admin/videos/:id/captions/:language', () => {
  it('stores WebVTT, converts SRT, replaces as a new version, audits, and lists them', async () => {
    const first = await upload(v.basicsLesson, 'sr', Buffer.from(VTT));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Titlovi su sačuvani.',
      caption: { language: 'sr', version: 1, cue_count: 2, source_format: 'vtt' },
    });
    const english = await upload(v.basicsLesson, 'en', Buffer.from(SRT), admin, 'en', 'captions.srt');
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toMatchObject({
      message: 'The captions were saved.',
      caption: { language: 'en', version: 1, cue_count: 2, source_format: 'srt' },
    });
    const [stored] = await t.database.db
      .select()
      .from(lessonCaptions)
      .where(and(eq(lessonCaptions.videoId, v.basicsLesson), eq(lessonCaptions.language, 'en')));
    expect(stored!.path).toMatch(/^lesson-captions\/103\/en-v1-[0-9a-f]{8}\.vtt$/);
    const chunks: Buffer[] = [];
    for await (const chunk of t.app.storage.createReadStream(stored!.path)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nFirst\n\n00:00:03.000 --> 00:00:04.500\nSecond\nline\n',
    );

    const replaced = await upload(v.basicsLesson, 'en', Buffer.from(VTT));
    expect(replaced.json()).toMatchObject({
      message: 'Titlovi su zamenjeni novom verzijom.',
      caption: { language: 'en', version: 2, source_format: 'vtt' },
    });
    // The first version's file is gone; the new one is under a new key.
    expect(await t.app.storage.exists(stored!.path)).toBe(false);

    const list = await get(`/api/admin/videos/${v.basicsLesson}/captions`, admin.auth);
    expect(list.statusCode).toBe(200);
    const body = list.json() as AdminCaptionsResponse;
    expect(body.captions.map((caption) => [caption.language, caption.version])).toEqual([
      ['sr', 1],
      ['en', 2],
    ]);

    const audit = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(v.basicsLesson)));
    expect(audit.map((entry) => entry.action)).toEqual([
      'lesson.captions_added',
      'lesson.captions_added',
      'lesson.captions_replaced',
    ]);

    // The course page names the languages.
    const course = (await get(`/api/courses/${c.basics}`)).json() as Course;
    expect(course.caption_languages).toEqual(['sr', 'en']);
    const other = (await get(`/api/courses/${c.stage}`)).json() as Course;
    expect(other.caption_languages).toEqual([]);
  });

  it('refuses bad files with a clear message in the language and changes nothing', async () => {
    const before = await t.database.db.select().from(lessonCaptions);
    const cases: [Buffer | null, string, string, number][] = [
      [null, 'sr', 'Izaberite fajl sa titlovima (WebVTT ili SRT).', 422],
      [
        Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0x9a]),
        'en',
        'The caption file must be UTF-8 text.',
        422,
      ],
      [Buffer.from('just some words'), 'en', 'The file must be WebVTT (starting with "WEBVTT") or SRT.', 422],
      [
        Buffer.from('WEBVTT\n\n00:05.000 --> 00:01.000\nnazad\n'),
        'sr',
        'Vreme titla u redu 3 nije ispravno (očekuje se npr. 00:00:01.000 --> 00:00:03.500, kraj posle početka).',
        422,
      ],
      [Buffer.from('WEBVTT\n\nNOTE nothing\n'), 'en', 'The caption file has no captions.', 422],
      [
        Buffer.alloc(600 * 1024, 0x41),
        'en',
        'The caption file is too large. The maximum size is 512 KB.',
        413,
      ],
    ];
    for (const [data, lng, message, status] of cases) {
      const res = await upload(v.basicsLast, 'sr', data, admin, lng);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // An intro has no captions of its own; an unknown language or lesson is refused.
    const intro = await upload(v.basicsIntro, 'sr', Buffer.from(VTT), admin, 'en');
    expect(intro.statusCode).toBe(409);
    expect(intro.json().message).toBe('An intro has no captions of its own: add them to its lesson.');
    expect((await upload(v.basicsLast, 'de', Buffer.from(VTT))).statusCode).toBe(422);
    expect((await upload(999_999, 'sr', Buffer.from(VTT))).statusCode).toBe(404);
    expect(await t.database.db.select().from(lessonCaptions)).toEqual(before);
  });

  it('is for administrators only', async () => {
    const learner = await createUser(t);
    expect((await upload(v.basicsLast, 'sr', Buffer.from(VTT), null)).statusCode).toBe(401);
    expect((await upload(v.basicsLast, 'sr', Buffer.from(VTT), learner)).statusCode).toBe(403);
    expect((await get(`/api/admin/videos/${v.basicsLast}/captions`, learner.auth)).statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/videos/${v.basicsLesson}/captions/sr`,
      headers: learner.auth,
    });
    expect(del.statusCode).toBe(403);
  });
});

describe('GET /api/media/captions/:videoId/:language', () => {
  it('serves a buyer the captions of the lesson, and refuses them to a non-buyer, after a refund and after expiry', async () => {
    const buyer = await createUser(t);
    await grant(buyer, c.basics);
    const { body, cookie } = await lesson(buyer, c.basics, v.basicsLesson);
    expect(body.captions.map((track) => track.language)).toEqual(['sr', 'en']);
    const sr = body.captions[0]!.url;
    expect(sr).toMatch(
      new RegExp(`^/api/media/captions/${v.basicsLesson}/sr\\?exp=\\d+&uid=${buyer.id}&sig=`),
    );

    const ok = await get(sr, { cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(ok.headers['cache-control']).toBe('private, no-store');
    expect(ok.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nDobro došli\n\n00:00:02.500 --> 00:00:04.000\nDrugi titl\n',
    );

    // Without the buyer's media session, or with another user's, the URL does not work.
    expect((await get(sr)).statusCode).toBe(403);
    const stranger = await createUser(t);
    await grant(stranger, c.makeup);
    const strangerCookie = (await lesson(stranger, c.makeup, v.makeupConcat)).cookie;
    expect((await get(sr, { cookie: strangerCookie })).statusCode).toBe(403);
    // A non-buyer with their own URL of the same lesson's captions is refused too.
    const forged = sr.replace(`uid=${buyer.id}`, `uid=${stranger.id}`);
    expect((await get(forged, { cookie: strangerCookie })).statusCode).toBe(403);
    const nonBuyer = await createUser(t);
    expect(
      (await get(`/api/courses/${c.basics}/videos/${v.basicsLesson}/url`, nonBuyer.auth)).statusCode,
    ).toBe(403);

    // Refunded: the access row is revoked; the handed-out URL stops at once.
    await setAccess(buyer, c.basics, { revokedAt: new Date() });
    const refunded = await get(sr, { cookie, 'accept-language': 'en' });
    expect(refunded.statusCode).toBe(403);
    expect(refunded.json().message).toBe(
      'Captions are available only to learners who have access to this lesson.',
    );
    // Expired: likewise.
    await setAccess(buyer, c.basics, { revokedAt: null, expiresAt: new Date(Date.now() - 1000) });
    expect((await get(sr, { cookie })).statusCode).toBe(403);
    await setAccess(buyer, c.basics, { expiresAt: new Date(Date.now() + DAY) });
    expect((await get(sr, { cookie })).statusCode).toBe(200);
  });

  it('refuses a tampered, unsigned or expired URL, and answers 404 for a language the lesson lacks', async () => {
    const buyer = await createUser(t);
    await grant(buyer, c.basics);
    const { body, cookie } = await lesson(buyer, c.basics, v.basicsLesson);
    const url = body.captions[0]!.url;
    expect((await get(url.replace('/sr?', '/en?'), { cookie })).statusCode).toBe(403);
    expect((await get(`/api/media/captions/${v.basicsLesson}/sr`, { cookie })).statusCode).toBe(403);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    const late = await t.app.inject({
      method: 'GET',
      url: url.replace(`exp=${exp}`, `exp=${exp - 5 * 3600}`),
      headers: { cookie },
    });
    expect(late.statusCode).toBe(403);

    const { signMediaUrl } = await import('../../lib/signed-url');
    const missing = signMediaUrl(t.config, `captions/${v.basicsLast}/en`, {
      ttlSeconds: 60,
      userId: buyer.id,
    });
    expect((await get(missing, { cookie })).statusCode).toBe(404);
  });

  it('shifts a CONCAT lesson’s cues by its intro, so they stay with the words after Skip Intro', async () => {
    expect((await upload(v.makeupConcat, 'sr', Buffer.from(VTT))).statusCode).toBe(200);
    const buyer = await createUser(t);
    await grant(buyer, c.makeup);
    const { body, cookie } = await lesson(buyer, c.makeup, v.makeupConcat);
    expect(body.type).toBe('CONCAT');
    expect(body.intro_duration).toBe(3.25);
    const res = await get(body.captions[0]!.url, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(
      'WEBVTT\n\n00:00:03.250 --> 00:00:05.250\nDobro došli\n\n00:00:05.750 --> 00:00:07.250\nDrugi titl\n',
    );
    // The administrator's list names the stored version; their URL serves the same shifted file.
    const list = (
      await get(`/api/admin/videos/${v.makeupConcat}/captions`, admin.auth)
    ).json() as AdminCaptionsResponse;
    const adminCookie = String(
      (await get(`/api/courses/${c.makeup}/videos/${v.makeupConcat}/url`, admin.auth)).headers['set-cookie'],
    ).split(';')[0]!;
    expect((await get(list.captions[0]!.url, { cookie: adminCookie })).body).toBe(res.body);
  });

  it('lets anyone load a free preview lesson’s captions while it is a preview, and no longer after', async () => {
    const mark = (isPreview: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/videos/${v.basicsLesson}`,
        payload: { is_preview: isPreview },
        headers: admin.auth,
      });
    expect((await mark(true)).statusCode).toBe(200);
    const preview = (
      await get(`/api/courses/${c.basics}/videos/${v.basicsLesson}/preview`)
    ).json() as PreviewLessonResponse;
    expect(preview.captions.map((track) => track.language)).toEqual(['sr', 'en']);
    expect(preview.captions[0]!.url).not.toContain('uid=');
    const res = await get(preview.captions[1]!.url);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('WEBVTT')).toBe(true);
    expect((await mark(false)).statusCode).toBe(200);
    expect((await get(preview.captions[1]!.url)).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/videos/:id/captions/:language', () => {
  it('removes the captions and their file, audits it, and says 404 when there are none', async () => {
    expect((await upload(v.basicsLast, 'en', Buffer.from(VTT))).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(lessonCaptions)
      .where(and(eq(lessonCaptions.videoId, v.basicsLast), eq(lessonCaptions.language, 'en')));
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/videos/${v.basicsLast}/captions/en`,
        headers: { ...admin.auth, 'accept-language': 'en' },
      });
    const res = await del();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The captions were deleted.',
      video_id: v.basicsLast,
      captions: [],
    });
    expect(await t.app.storage.exists(row!.path)).toBe(false);
    const again = await del();
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This lesson has no captions in that language.');
    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.action, 'lesson.captions_deleted'),
          eq(adminAuditLog.entityId, String(v.basicsLast)),
        ),
      );
    expect(audit).toHaveLength(1);
  });
});
