// Issue 15 item 3: a broken upload is never published. A corrupt MP4 (a valid 'ftyp' header, garbage after it)
// passes the upload's content check; its processing job fails through the real ffmpeg. Until a lesson's
// processing has succeeded, learners never see it: not in the course (lesson count and duration), its lesson
// list, the player, the learner's progress or gallery. The administrator's gallery shows the failure, and
// replacing the file (POST /admin/videos/{id}/file) processes it again and publishes it once that succeeds.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { courseAccess } from '../../db/schema/index';
import { waitForIdleQueue } from '../../jobs/queue';
import { buildTestApp, createUser } from '../../test/app';
import { fixture, insertCatalogFixture } from '../../test/fixtures';
import { MP4_HEAD } from '../admin/admin-test-support';
import { form, H264_AAC, makeTestVideo, postVideoUpload } from '../uploads/test-support';
import { VIDEO_JOB_QUEUE } from './video-processing.service';

const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-failed-upload-'));
const t = await buildTestApp();
await insertCatalogFixture(t);
const admin = await createUser(t, { role: 'admin' });
const learner = await createUser(t);
const COURSE = fixture.courses.basics;
await t.database.db.insert(courseAccess).values({ userId: learner.id, courseId: COURSE, source: 'admin' });
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** 2 KB: an MP4 header, then noise. */
const corrupt = Buffer.concat([MP4_HEAD, randomBytes(2048)]);
const good = await makeTestVideo(dir, 'good.mp4', 1, H264_AAC);

const get = (url: string, auth: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...auth } });

/** Everything a visitor and the learner see of the course's lessons. */
async function learnerView() {
  const course = (await get(`/api/courses/${COURSE}?include=videos`)).json();
  const list = (await get(`/api/courses/${COURSE}/videos`)).json();
  const listed = (Array.isArray(list) ? list : (list.data ?? list.videos)) as { id: number }[];
  const progress = (await get(`/api/courses/${COURSE}/progress`, learner.auth)).json();
  const gallery = (await get('/api/my-videos', learner.auth)).json();
  const galleryItems = (Array.isArray(gallery) ? gallery : (gallery.data ?? gallery.videos)) as {
    id: number;
  }[];
  return {
    lessonsCount: course.lessons_count as number,
    duration: course.duration_seconds as number,
    courseVideoIds: (course.videos as { id: number }[]).map((video) => video.id),
    listIds: listed.map((video) => video.id),
    progressTotal: progress.total_lessons as number,
    progressIds: (progress.lessons as { video_id?: number; id?: number }[]).map((l) => l.video_id ?? l.id),
    galleryIds: galleryItems.map((video) => video.id),
  };
}

const play = (videoId: number) => get(`/api/courses/${COURSE}/videos/${videoId}/url`, learner.auth);

describe('a corrupt upload', () => {
  it('is never shown to learners, shows its failure to the administrator, and is published once replaced', async () => {
    const before = await learnerView();
    expect(before.lessonsCount).toBeGreaterThan(0);

    const res = await postVideoUpload(t, admin.auth, COURSE, [
      { name: 'title', value: 'Pokvarena lekcija' },
      { name: 'is_intro', value: '0' },
      { name: 'video', filename: 'lekcija.mp4', data: corrupt, type: 'video/mp4' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const videoId = res.json().video_id as number;

    // While it is processing, and after its processing failed, learners see the course as it was.
    const during = await learnerView();
    expect(during.listIds).not.toContain(videoId);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const after = await learnerView();
    expect(after).toEqual(before);
    expect((await play(videoId)).statusCode).toBe(404);

    // The administrator sees the failure, with ffmpeg's reason.
    const adminList = (await get(`/api/admin/videos?course_id=${COURSE}`, admin.auth)).json().data as {
      id: number;
      status: string;
      job: { status: string; error: string | null } | null;
    }[];
    const failed = (
      Array.isArray(adminList) ? adminList : (adminList as { data: typeof adminList }).data
    ).find((video) => video.id === videoId);
    expect(failed?.status).toBe('failed');
    expect(failed?.job?.status).toBe('failed');
    expect(failed?.job?.error).toBeTruthy();

    // A learner and a visitor cannot replace it.
    const replacement = form([{ name: 'video', filename: 'lekcija.mp4', data: good, type: 'video/mp4' }]);
    const byLearner = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/file`,
      payload: replacement.payload,
      headers: { ...replacement.headers, ...learner.auth },
    });
    expect(byLearner.statusCode).toBe(403);

    // The administrator replaces the file: processed again, then published.
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${videoId}/file`,
      payload: replacement.payload,
      headers: { ...replacement.headers, ...admin.auth, 'accept-language': 'en' },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ success: true, video_id: videoId, job: { status: 'queued' } });
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);

    const published = await learnerView();
    expect(published.lessonsCount).toBe(before.lessonsCount + 1);
    expect(published.duration).toBeGreaterThan(before.duration);
    expect(published.courseVideoIds).toContain(videoId);
    expect(published.listIds).toContain(videoId);
    expect(published.progressTotal).toBe(before.progressTotal + 1);
    expect(published.galleryIds).toContain(videoId);
    expect((await play(videoId)).statusCode).toBe(200);
    const adminAfter = (await get(`/api/admin/videos?course_id=${COURSE}`, admin.auth)).json().data as {
      id: number;
      status: string;
    }[];
    expect(adminAfter.find((video) => video.id === videoId)?.status).toBe('ready');
  });

  it('refuses a replacement that is not a video, and one for a video that does not exist', async () => {
    const notVideo = form([{ name: 'video', filename: 'a.mp4', data: Buffer.from('MZ not a video at all') }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/videos/${fixture.videos.basicsLesson}/file`,
      payload: notVideo.payload,
      headers: { ...notVideo.headers, ...admin.auth, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(422);
    const missing = form([{ name: 'video', filename: 'a.mp4', data: good }]);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/videos/999999/file',
      payload: missing.payload,
      headers: { ...missing.headers, ...admin.auth },
    });
    expect(none.statusCode).toBe(404);
  });
});
