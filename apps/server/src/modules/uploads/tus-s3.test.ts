// Resumable uploads into the media bucket (STORAGE_DRIVER=s3), against the tests' S3 peer (s3rver with the
// ListParts and AbortMultipartUpload that @tus/s3-store needs, test/s3-server.ts): on every run, nothing to install.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema/index';
import { s3ClientConfig } from '../../drivers/storage/s3';
import { waitForIdleQueue } from '../../jobs/queue';
import { buildTestApp, createUser, type TestApp } from '../../test/app';
import { fixture, insertCatalogFixture } from '../../test/fixtures';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { VIDEO_JOB_QUEUE } from '../video-processing/video-processing.service';
import { H264_AAC, makeTestVideo } from './test-support';

const BUCKET = 'atelje-tus';
const COURSE = fixture.courses.comingSoon;

describe('tus uploads on S3', () => {
  let s3: TestS3Server;
  let env: Record<string, string>;
  let a: TestApp;
  let b: TestApp;
  let client: S3Client;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let adminB: Awaited<ReturnType<typeof createUser>>;
  let dir: string;
  let mp4: Buffer;

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    const { settings } = s3;
    env = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: settings.endpoint!,
      S3_ACCESS_KEY_ID: settings.accessKeyId!,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    };
    client = new S3Client(s3ClientConfig(settings));
    // Two API processes of one academy: the same bucket, separate in-memory databases (the upload lives in S3).
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-tus-s3-'));
    [a, b, mp4] = await Promise.all([
      buildTestApp(env),
      buildTestApp(env),
      makeTestVideo(dir, 'lesson.mp4', 3, H264_AAC),
    ]);
    await insertCatalogFixture(a);
    [admin, adminB] = await Promise.all([createUser(a, { role: 'admin' }), createUser(b, { role: 'admin' })]);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    client?.destroy();
    await s3?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const tus = (auth: Record<string, string>, extra: Record<string, string> = {}) => ({
    ...auth,
    'tus-resumable': '1.0.0',
    ...extra,
  });

  async function create(t: TestApp, auth: Record<string, string>, length: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/tus',
      headers: tus(auth, { 'upload-length': String(length) }),
    });
    expect(res.statusCode).toBe(201);
    return `/api/admin/uploads/tus/${String(res.headers.location).split('/').pop()}`;
  }

  const patch = (t: TestApp, auth: Record<string, string>, url: string, offset: number, body: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url,
      payload: body,
      headers: tus(auth, {
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      }),
    });

  const offsetOf = async (t: TestApp, auth: Record<string, string>, url: string) =>
    Number((await t.app.inject({ method: 'HEAD', url, headers: tus(auth) })).headers['upload-offset']);

  it('resumes on a second process an upload started on the first, across S3 parts, and stores it whole', async () => {
    const size = 12 * 1024 * 1024 + 12345;
    const bytes = Buffer.alloc(size);
    for (let i = 0; i < size; i++) bytes[i] = (i * 7) % 251;
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(bytes, 0);

    const url = await create(a, admin.auth, size);
    const first = 6 * 1024 * 1024 + 100;
    expect((await patch(a, admin.auth, url, 0, bytes.subarray(0, first))).statusCode).toBe(204);
    expect(await offsetOf(b, adminB.auth, url)).toBe(first);
    const wrong = await patch(b, adminB.auth, url, 10, bytes.subarray(10));
    expect(wrong.statusCode).toBe(409);
    const rest = await patch(b, adminB.auth, url, first, bytes.subarray(first));
    expect(rest.statusCode).toBe(204);
    expect(rest.headers['upload-video-kind']).toBe('mp4');
    expect(await offsetOf(a, admin.auth, url)).toBe(size);

    const id = url.split('/').pop()!;
    const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: id }));
    const back = await buffer(stored.Body as Readable);
    const hash = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    expect(hash(back)).toBe(hash(bytes));
  });

  it('makes a lesson from a finished upload id, once, and the upload objects are gone', async () => {
    const url = await create(a, admin.auth, mp4.length);
    const half = Math.floor(mp4.length / 2);
    expect((await patch(a, admin.auth, url, 0, mp4.subarray(0, half))).statusCode).toBe(204);
    expect(await offsetOf(a, admin.auth, url)).toBe(half);
    expect((await patch(a, admin.auth, url, half, mp4.subarray(half))).statusCode).toBe(204);

    const id = url.split('/').pop()!;
    const lesson = (title: string) =>
      a.app.inject({
        method: 'POST',
        url: '/api/videos/lesson-with-intro',
        payload: { course_id: COURSE, title, main_upload_id: id },
        headers: admin.auth,
      });
    const res = await lesson('Lekcija preko tus-a na S3');
    expect(res.statusCode).toBe(201);
    await waitForIdleQueue(a.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const [row] = await a.database.db.select().from(videos).where(eq(videos.id, res.json().video_id));
    expect(row.durationSeconds).toBe(3);
    expect(await a.app.storage.exists(row.path)).toBe(true);

    expect((await lesson('Opet')).statusCode).toBe(422);
    for (const Key of [id, `${id}.info`]) {
      await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key }))).rejects.toMatchObject({
        name: 'NotFound',
      });
    }
  });

  it('refuses a finished upload that is not a video, and terminates uploads', async () => {
    const executable = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(4000, 3),
    ]);
    const url = await create(a, admin.auth, executable.length);
    const res = await patch(a, admin.auth, url, 0, executable);
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).message).toBe('Video mora biti MP4, MOV, AVI, FLV ili WEBM fajl.');

    const other = await create(a, admin.auth, 100);
    expect((await a.app.inject({ method: 'DELETE', url: other, headers: tus(admin.auth) })).statusCode).toBe(
      204,
    );
    expect((await b.app.inject({ method: 'HEAD', url: other, headers: tus(adminB.auth) })).statusCode).toBe(
      404,
    );
  });
});
