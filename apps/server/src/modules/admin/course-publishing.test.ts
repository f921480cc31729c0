// Issue 16 defect 2 (ADR 032): a published course always has a lesson learners can play. Replacing the file of a
// published course's only playable lesson hides that lesson while the new file is processed, so the course goes
// back to draft at once (learners never see it on sale with nothing to watch), and is published again by itself
// once the new file is processed; a failed processing leaves it a draft and says so in the activity feed. Real
// uploads, real ffmpeg jobs.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitForIdleQueue } from '../../jobs/queue';
import { fixture } from '../../test/fixtures';
import { form, H264_AAC, makeTestVideo, postVideoUpload } from '../uploads/test-support';
import { VIDEO_JOB_QUEUE } from '../video-processing/video-processing.service';
import { adminGet, adminTestApp, MP4_HEAD, multipartBody } from './admin-test-support';

const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-publishing-'));
const at = await adminTestApp();
afterAll(async () => {
  await at.close();
  await rm(dir, { recursive: true, force: true });
});

const good = await makeTestVideo(dir, 'good.mp4', 1, H264_AAC);
/** An MP4 header, then noise: passes the upload's content check, fails processing. */
const corrupt = Buffer.concat([MP4_HEAD, randomBytes(2048)]);

const courseFields = (title: string, published?: '0' | '1') => ({
  title,
  description: 'Kurs sa jednom lekcijom.',
  type: 'lifestyle',
  category_id: String(fixture.categories.interior),
  'subcategory_ids[]': [String(fixture.categories.lighting)],
  author_id: String(fixture.instructors.ana),
  price: '4900',
  original_price: '6900',
  'language[]': ['sr'],
  'audio_language[]': ['sr'],
  ...(published ? { published } : {}),
});

async function saveCourse(id: number | null, title: string, published?: '0' | '1') {
  const body = await multipartBody(courseFields(title, published));
  return at.t.app.inject({
    method: 'POST',
    url: id === null ? '/api/admin/courses' : `/api/admin/courses/${id}`,
    payload: body.payload,
    headers: { ...body.headers, ...at.admin.auth },
  });
}

async function uploadLesson(courseId: number, title: string) {
  const res = await postVideoUpload(at.t, at.admin.auth, courseId, [
    { name: 'title', value: title },
    { name: 'is_intro', value: '0' },
    { name: 'video', filename: 'lekcija.mp4', data: good, type: 'video/mp4' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  await waitForIdleQueue(at.t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
  return res.json().video_id as number;
}

async function replaceFile(videoId: number, data: Buffer) {
  const body = form([{ name: 'video', filename: 'nova.mp4', data, type: 'video/mp4' }]);
  const res = await at.t.app.inject({
    method: 'POST',
    url: `/api/admin/videos/${videoId}/file`,
    payload: body.payload,
    headers: { ...body.headers, ...at.admin.auth, 'accept-language': 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: string };
}

const onSale = async (courseId: number) =>
  (await at.t.app.inject({ method: 'GET', url: `/api/courses/${courseId}` })).statusCode === 200;

async function publishedFlag(courseId: number) {
  const res = await adminGet(at, '/api/admin/courses');
  return (res.json().data as { id: number; published: boolean }[]).find((c) => c.id === courseId)?.published;
}

async function activityTypes() {
  const res = await adminGet(at, '/api/admin/dashboard/activities');
  return (res.json().data as { type: string; message: string }[]).map((e) => `${e.type}: ${e.message}`);
}

describe('the last playable lesson of a published course', () => {
  it('replaced: the course is a draft while the file is processed, and published again once it is', async () => {
    const created = await saveCourse(null, 'Kurs sa jednom lekcijom');
    expect(created.statusCode).toBe(201);
    const courseId = created.json().data.id as number;
    const lessonId = await uploadLesson(courseId, 'Jedina lekcija');
    expect((await saveCourse(courseId, 'Kurs sa jednom lekcijom', '1')).statusCode).toBe(200);
    expect(await onSale(courseId)).toBe(true);

    const answer = await replaceFile(lessonId, good);
    expect(answer.message).toContain('the course is a draft again while the file is processed');
    // At once, before the job ran: not on sale with nothing to watch.
    expect(await publishedFlag(courseId)).toBe(false);
    expect(await onSale(courseId)).toBe(false);
    const audit = await adminGet(at, `/api/admin/audit-log?entity_type=course&entity_id=${courseId}`);
    expect(audit.json().data[0]).toMatchObject({
      action: 'course.unpublished',
      changes: { published: { from: true, to: false } },
    });

    await waitForIdleQueue(at.t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    expect(await publishedFlag(courseId)).toBe(true);
    expect(await onSale(courseId)).toBe(true);
    const feed = await activityTypes();
    expect(feed[0]).toBe(
      'course.republished: Kurs „Kurs sa jednom lekcijom“ je ponovo objavljen: zamenjeni fajl je obrađen',
    );
    expect(feed).toContain(
      'course.drafted: Kurs „Kurs sa jednom lekcijom“ je vraćen u nacrt: nema nijednu lekciju spremnu za gledanje dok se zamenjeni fajl obrađuje',
    );
  });

  it('replaced by a file that fails: the course stays a draft, cannot be published, and the feed says why', async () => {
    const created = await saveCourse(null, 'Kurs sa pokvarenom zamenom');
    const courseId = created.json().data.id as number;
    const lessonId = await uploadLesson(courseId, 'Jedina lekcija');
    expect((await saveCourse(courseId, 'Kurs sa pokvarenom zamenom', '1')).statusCode).toBe(200);

    await replaceFile(lessonId, corrupt);
    await waitForIdleQueue(at.t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    expect(await publishedFlag(courseId)).toBe(false);
    expect(await onSale(courseId)).toBe(false);
    expect((await activityTypes())[0]).toBe(
      'course.draftKept: Kurs „Kurs sa pokvarenom zamenom“ ostaje nacrt: obrada zamenjenog fajla nije uspela',
    );
    const publish = await saveCourse(courseId, 'Kurs sa pokvarenom zamenom', '1');
    expect(publish.statusCode).toBe(422);
    expect(Object.keys(publish.json().errors)).toEqual(['published']);

    // A good file again: the course was a draft when it was replaced, so publishing is the administrator's.
    const again = await replaceFile(lessonId, good);
    expect(again.message).not.toContain('draft');
    await waitForIdleQueue(at.t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    expect(await publishedFlag(courseId)).toBe(false);
    expect((await saveCourse(courseId, 'Kurs sa pokvarenom zamenom', '1')).statusCode).toBe(200);
    expect(await onSale(courseId)).toBe(true);
  });

  it('a course with another playable lesson stays published while one lesson is replaced', async () => {
    const created = await saveCourse(null, 'Kurs sa dve lekcije');
    const courseId = created.json().data.id as number;
    const first = await uploadLesson(courseId, 'Prva lekcija');
    await uploadLesson(courseId, 'Druga lekcija');
    expect((await saveCourse(courseId, 'Kurs sa dve lekcije', '1')).statusCode).toBe(200);

    const answer = await replaceFile(first, corrupt);
    expect(answer.message).toBe(
      'The file was replaced. The lesson will be visible to learners once its processing finishes.',
    );
    expect(await onSale(courseId)).toBe(true);
    await waitForIdleQueue(at.t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    expect(await publishedFlag(courseId)).toBe(true);
  });
});

describe('publishing and replacing the last playable lesson at the same time', () => {
  it('never leaves a published course without a playable lesson (19 publishes racing one replacement)', async () => {
    const created = await saveCourse(null, 'Kurs u trci');
    const courseId = created.json().data.id as number;
    const lesson = await uploadLesson(courseId, 'Jedina lekcija');
    expect((await saveCourse(courseId, 'Kurs u trci', '1')).statusCode).toBe(200);

    const body = form([{ name: 'video', filename: 'nova.mp4', data: corrupt, type: 'video/mp4' }]);
    const replacement = at.t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${lesson}/file`,
      payload: body.payload,
      headers: { ...body.headers, ...at.admin.auth },
    });
    const publishes = Array.from({ length: 19 }, () => saveCourse(courseId, 'Kurs u trci', '1'));
    const [replaced, ...saved] = await Promise.all([replacement, ...publishes]);

    expect(replaced.statusCode, replaced.body).toBe(200);
    // Each publish ran wholly before the replacement (200) or after it (422 on `published`), never in between.
    for (const res of saved) {
      expect([200, 422], res.body).toContain(res.statusCode);
      if (res.statusCode === 422) expect(Object.keys(res.json().errors ?? {})).toContain('published');
    }
    // The replaced file is corrupt: once processing has failed the course has nothing to play and is a draft.
    await waitForIdleQueue(at.t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    expect(await publishedFlag(courseId)).toBe(false);
    expect(await onSale(courseId)).toBe(false);
  });
});
