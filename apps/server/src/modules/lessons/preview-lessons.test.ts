// Free preview lessons (issue 16, ADR 038): the administrator marks a lesson; anyone then watches it through a
// signed URL bound to no one, the course's lesson list says which lessons are free, and nothing else opens.
import type { AdminVideo, Course, PreviewLessonResponse } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, courses, videos } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture, VIDEO_BYTES } from '../../test/fixtures';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;

type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;
let learner: Account;

beforeAll(async () => {
  t = await buildCatalogTestApp();
  admin = await createUser(t, { role: 'admin' });
  learner = await createUser(t);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const mark = (id: number, payload: unknown, user: Account | null = admin, lng = 'sr') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/videos/${id}`,
    payload: payload as object,
    headers: { ...user?.auth, 'accept-language': lng },
  });
const preview = (courseId: number, videoId: number, headers: Record<string, string> = {}) =>
  get(`/api/courses/${courseId}/videos/${videoId}/preview`, headers);

async function courseVideos(courseId: number) {
  const res = await get(`/api/courses/${courseId}?include=videos`);
  expect(res.statusCode).toBe(200);
  return (res.json() as Course).videos ?? [];
}

describe('PATCH /api/admin/videos/:id', () => {
  it('marks a lesson as a free preview, says so in the language, audits the change and shows it in the catalog', async () => {
    const before = await courseVideos(c.basics);
    expect(before.find((video) => video.id === v.basicsLesson)?.is_preview).toBe(false);

    const res = await mark(v.basicsLesson, { is_preview: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Lekcija je sada besplatan pregled: vide je svi posetioci.',
      data: { id: v.basicsLesson, is_preview: true },
    });
    // The catalog's cached answer is dropped: the course page lists the lesson as free at once.
    const after = await courseVideos(c.basics);
    expect(after.find((video) => video.id === v.basicsLesson)?.is_preview).toBe(true);
    expect(after.filter((video) => video.is_preview).map((video) => video.id)).toEqual([v.basicsLesson]);

    const audit = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'lesson.preview'), eq(adminAuditLog.entityId, String(v.basicsLesson))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({ is_preview: { from: false, to: true } });
    expect(audit[0]!.actorUserId).toBe(admin.id);

    // The same value again changes nothing and writes no second entry.
    expect((await mark(v.basicsLesson, { is_preview: true })).statusCode).toBe(200);
    const again = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.action, 'lesson.preview'), eq(adminAuditLog.entityId, String(v.basicsLesson))),
      );
    expect(again).toHaveLength(1);

    const gallery = await get('/api/admin/videos', admin.auth);
    const row = (gallery.json().data as AdminVideo[]).find((video) => video.id === v.basicsLesson);
    expect(row?.is_preview).toBe(true);
  });

  it('answers in English and takes the mark away', async () => {
    await mark(v.basicsLast, { is_preview: true });
    const res = await mark(v.basicsLast, { is_preview: false }, admin, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The lesson is no longer a free preview.');
    const [row] = await t.database.db
      .select({ isPreview: videos.isPreview })
      .from(videos)
      .where(eq(videos.id, v.basicsLast));
    expect(row!.isPreview).toBe(false);
  });

  it('refuses an intro on its own with the reason and leaves it unmarked', async () => {
    const res = await mark(v.basicsIntro, { is_preview: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Uvodni video ne može biti besplatan pregled sam za sebe: označite lekciju.',
    );
    const [row] = await t.database.db
      .select({ isPreview: videos.isPreview })
      .from(videos)
      .where(eq(videos.id, v.basicsIntro));
    expect(row!.isPreview).toBe(false);
  });

  it('validates the body and the id', async () => {
    for (const payload of [{}, { is_preview: 'yes' }, { is_preview: true, title: 'x' }, null]) {
      const res = await mark(v.basicsLast, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect((await mark(0, { is_preview: true })).statusCode).toBe(422);
    const unknown = await mark(999_999, { is_preview: true });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await mark(v.basicsLast, { is_preview: true }, null)).statusCode).toBe(401);
    expect((await mark(v.basicsLast, { is_preview: true }, learner)).statusCode).toBe(403);
    const [row] = await t.database.db
      .select({ isPreview: videos.isPreview })
      .from(videos)
      .where(eq(videos.id, v.basicsLast));
    expect(row!.isPreview).toBe(false);
  });
});

describe('GET /api/courses/:id/videos/:videoId/preview', () => {
  it('gives a visitor a REGULAR preview with its separate intro, signed but bound to no one, and the file plays', async () => {
    await mark(v.basicsLesson, { is_preview: true });
    const res = await preview(c.basics, v.basicsLesson);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as PreviewLessonResponse;
    expect(body).toMatchObject({
      video_id: v.basicsLesson,
      title: 'Kako čitati prostor',
      type: 'REGULAR',
      intro_duration: null,
      duration_seconds: 3000,
    });
    expect(body.url).toMatch(/^\/api\/media\/videos\/1\/c1-l2-prostor\.mp4\?exp=\d+&sig=/);
    expect(body.url).not.toContain('uid=');
    expect(body.intro_url).toMatch(/^\/api\/media\/intros\/c1-l2-prostor\.mp4\?exp=\d+&sig=/);
    const hours = (Date.parse(body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);

    // No cookie, no token: the preview plays, byte ranges included.
    const file = await get(body.url, { range: 'bytes=0-9' });
    expect(file.statusCode).toBe(206);
    expect(file.rawPayload.equals(VIDEO_BYTES.subarray(0, 10))).toBe(true);
  });

  it('gives a CONCAT preview its intro length, and a signed-in learner without the course the same', async () => {
    await mark(v.makeupConcat, { is_preview: true });
    const res = await preview(c.makeup, v.makeupConcat, learner.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PreviewLessonResponse;
    expect(body.type).toBe('CONCAT');
    expect(body.intro_duration).toBeGreaterThan(0);
    expect(body.intro_url).toBeNull();
  });

  it('refuses a lesson that is not a free preview, with the reason in the language', async () => {
    const sr = await preview(c.basics, v.basicsLast);
    expect(sr.statusCode).toBe(403);
    expect(sr.json().message).toBe('Ova lekcija nije besplatna. Kupite kurs da biste je gledali.');
    const en = await preview(c.basics, v.basicsLast, { 'accept-language': 'en' });
    expect(en.json().message).toBe('This lesson is not a free preview. Buy the course to watch it.');
    // The trailer is public through its own route, not as a preview; an intro never is one.
    expect((await preview(c.basics, v.basicsIntro)).statusCode).toBe(403);
  });

  it('stops at once when the mark is taken away', async () => {
    await mark(v.basicsLast, { is_preview: true });
    expect((await preview(c.basics, v.basicsLast)).statusCode).toBe(200);
    await mark(v.basicsLast, { is_preview: false });
    expect((await preview(c.basics, v.basicsLast)).statusCode).toBe(403);
  });

  it('answers 404 for a lesson of another course, an unknown one, an unpublished course and a lesson still processing', async () => {
    expect((await preview(c.makeup, v.basicsLesson)).statusCode).toBe(404);
    expect((await preview(c.basics, 999_999)).statusCode).toBe(404);
    expect((await preview(999_999, v.basicsLesson)).statusCode).toBe(404);

    await t.database.db.update(courses).set({ published: false }).where(eq(courses.id, c.basics));
    try {
      expect((await preview(c.basics, v.basicsLesson)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(courses).set({ published: true }).where(eq(courses.id, c.basics));
    }

    await t.database.db.update(videos).set({ status: 'processing' }).where(eq(videos.id, v.basicsLesson));
    try {
      expect((await preview(c.basics, v.basicsLesson)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(videos).set({ status: 'ready' }).where(eq(videos.id, v.basicsLesson));
    }
  });

  it('validates the ids', async () => {
    expect((await get('/api/courses/abc/videos/1/preview')).statusCode).toBe(422);
    expect((await get(`/api/courses/${c.basics}/videos/0/preview`)).statusCode).toBe(422);
  });
});
