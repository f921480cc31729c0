import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../../drivers/video/ffmpeg';
import { waitForIdleQueue } from '../../jobs/queue';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { form, H264_AAC, makeTestVideo } from '../uploads/test-support';
import * as repo from './video-processing.repository';
import { runVideoJob, TRAILER_QUEUE, VIDEO_JOB_QUEUE } from './video-processing.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let dir: string;
let lesson: Buffer;
const COURSE = fixture.courses.comingSoon;

async function uploadLesson(title: string, data: Buffer) {
  const body = form([
    { name: 'course_id', value: String(COURSE) },
    { name: 'title', value: title },
    { name: 'main_video', filename: 'l.mp4', data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/videos/lesson-with-intro',
    payload: body.payload,
    headers: { ...body.headers, ...admin.auth },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { video_id: number; job: { id: number } };
}

const trailer = (suffix = '') => t.app.inject({ url: `/api/courses/${COURSE}/generated-trailer${suffix}` });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-processing-test-'));
  t = await buildCatalogTestApp();
  admin = await createUser(t, { role: 'admin' });
  lesson = await makeTestVideo(dir, 'lesson.mp4', 4, H264_AAC);
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('generated trailer', () => {
  it('is not there before anyone asks, and fails for a course without lessons', async () => {
    const before = await trailer('/status');
    expect(before.statusCode).toBe(404);
    expect(before.json().message).toBe('Trejler za ovaj kurs još nije zatražen.');
    const asked = await trailer();
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'generating', url: null, duration_seconds: null, error: null });
    await waitForIdleQueue(t.app.jobs, TRAILER_QUEUE, 60_000);
    expect((await trailer('/status')).json()).toMatchObject({
      status: 'failed',
      error: 'Kurs nema lekcija od kojih bi se napravio trejler.',
    });
  });

  it('cuts clips of the lessons into one trailer, once however many ask, and forgets it when lessons change', async () => {
    await uploadLesson('Prva', lesson);
    await uploadLesson('Druga', lesson);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    // a failed trailer is asked for again
    const answers = await Promise.all([trailer(), trailer(), trailer()]);
    expect(answers.map((a) => a.json().status)).toEqual(['generating', 'generating', 'generating']);
    expect((await trailer('/status')).json().status).toBe('generating');
    await waitForIdleQueue(t.app.jobs, TRAILER_QUEUE, 60_000);
    const ready = await trailer('/status');
    expect(ready.json()).toMatchObject({ status: 'ready', duration_seconds: 6, error: null });
    const again = await trailer();
    expect(again.statusCode).toBe(200);
    const file = await t.app.inject({ url: again.json().url });
    expect(file.statusCode).toBe(200);
    const row = await repo.findTrailer(t.database.db, COURSE);
    const facts = await probe(t.app.storage.localPath!(row!.path!));
    expect(facts).toMatchObject({ width: 1280, height: 720, hasAudio: true });

    await uploadLesson('Treća', lesson);
    expect((await trailer('/status')).statusCode).toBe(404);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
  });

  it('answers 404 for an unknown course', async () => {
    const res = await t.app.inject({ url: '/api/courses/99999/generated-trailer' });
    expect(res.statusCode).toBe(404);
  });
});

describe('processing jobs', () => {
  it('records why a job failed and shows it in the gallery', async () => {
    // an MP4 header followed by noise: accepted by its first bytes, refused by ffmpeg
    const broken = Buffer.concat([lesson.subarray(0, 32), Buffer.alloc(5000, 7)]);
    const { video_id, job } = await uploadLesson('Oštećen', broken);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const status = await t.app.inject({ url: `/api/admin/video-jobs/${job.id}`, headers: admin.auth });
    expect(status.json()).toMatchObject({ id: job.id, kind: 'process', status: 'failed', video_id });
    expect(status.json().error).toBeTruthy();
    const gallery = await t.app.inject({ url: `/api/admin/videos?course_id=${COURSE}`, headers: admin.auth });
    const row = gallery.json().data.find((v: { id: number }) => v.id === video_id);
    expect(row.job.status).toBe('failed');
  });

  it("binds the gallery's video links to the administrator's browser (ADR 026)", async () => {
    const { video_id } = await uploadLesson('Vezan', lesson);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const gallery = await t.app.inject({ url: `/api/admin/videos?course_id=${COURSE}`, headers: admin.auth });
    const row = gallery.json().data.find((v: { id: number }) => v.id === video_id);
    expect(row.url).toMatch(new RegExp(`&uid=${admin.id}&sig=`));
    // A copied link is refused without the media cookie the gallery's answer set; with it, it plays.
    expect((await t.app.inject({ url: row.url })).statusCode).toBe(403);
    const cookie = String(gallery.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: row.url, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: row.thumbnail_url, headers: { cookie } })).statusCode).toBe(200);
  });

  it('runs a job once: a second claim while the first holds the lease gets nothing', async () => {
    const { video_id } = await uploadLesson('Zakup', lesson);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const job = await repo.insertJob(t.database.db, { kind: 'process', courseId: COURSE, videoId: video_id });
    expect(await repo.claimJob(t.database.db, job.id, 90)).not.toBeNull();
    expect(await repo.claimJob(t.database.db, job.id, 90)).toBeNull();
    // a lease nobody renewed is taken over
    expect(await repo.claimJob(t.database.db, job.id, -1)).not.toBeNull();
  });

  it('packages a processed lesson as HLS next to its MP4, and a new file replaces the old packaging', async () => {
    const { video_id } = await uploadLesson('Strim', lesson);
    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const row = await repo.findVideo(t.database.db, video_id);
    expect(row?.status).toBe('ready');
    expect(row?.path).toMatch(/\.mp4$/);
    expect(row?.hlsPath).toMatch(new RegExp(`^hls/${COURSE}/${video_id}-[0-9a-z]+/master\\.m3u8$`));
    const folder = row!.hlsPath!.slice(0, -'master.m3u8'.length);
    const files = (await t.app.storage.list(folder)).map((key) => key.slice(folder.length)).sort();
    // A 320x180 source is below the lowest rung: one rendition at its own height, 2-second fMP4 segments.
    expect(files).toEqual([
      '180p/index.m3u8',
      '180p/init.mp4',
      '180p/seg-00000.m4s',
      '180p/seg-00001.m4s',
      'master.m3u8',
    ]);
    const master = (await readFile(t.app.storage.localPath!(row!.hlsPath!))).toString();
    expect(master).toMatch(
      /#EXT-X-STREAM-INF:BANDWIDTH=\d+,RESOLUTION=320x180,CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"\n180p\/index\.m3u8/,
    );
    const variant = (await readFile(t.app.storage.localPath!(`${folder}180p/index.m3u8`))).toString();
    expect(variant).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(variant).toContain('#EXT-X-PLAYLIST-TYPE:VOD');

    const job = await repo.insertJob(t.database.db, { kind: 'process', courseId: COURSE, videoId: video_id });
    await runVideoJob({ db: t.database.db, storage: t.app.storage, config: t.config, log: console }, job.id);
    const again = await repo.findVideo(t.database.db, video_id);
    expect(again?.hlsPath).not.toBe(row!.hlsPath);
    expect(await t.app.storage.list(folder)).toEqual([]);
    expect(await t.app.storage.exists(again!.hlsPath!)).toBe(true);
  });

  it('answers 404 for an unknown job', async () => {
    const res = await t.app.inject({ url: '/api/admin/video-jobs/99999', headers: admin.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Obrada videa nije pronađena.');
  });
});
