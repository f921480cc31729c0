// The media route and the other users of the media store with STORAGE_DRIVER=s3, against s3rver.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../db/schema/index';
import { S3Storage } from '../../drivers/storage/s3';
import { waitForIdleQueue } from '../../jobs/queue';
import { mediaSessionCookie, userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS, signMediaUrl } from '../../lib/signed-url';
import { buildTestApp, createUser, type TestApp } from '../../test/app';
import { fixture, IMAGE_BYTES, insertCatalogFixture, VIDEO_BYTES } from '../../test/fixtures';
import { makePicture, pictureInfo } from '../../test/images';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { makeTestVideo, postVideoUpload } from '../uploads/test-support';
import { VIDEO_JOB_QUEUE } from '../video-processing/video-processing.service';
import { sourceVersion, VARIANT_PREFIX } from './image-variants';

let s3: TestS3Server;
let t: TestApp;
let storage: S3Storage;
let admin: Awaited<ReturnType<typeof createUser>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  s3 = await startS3Server();
  const { settings } = s3;
  t = await buildTestApp({
    STORAGE_DRIVER: 's3',
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ENDPOINT: settings.endpoint!,
    S3_ACCESS_KEY_ID: settings.accessKeyId!,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PRESIGN_SECONDS: '300',
  });
  storage = t.app.storage as S3Storage;
  await insertCatalogFixture(t);
  admin = await createUser(t, { role: 'admin' });
  learner = await createUser(t);
});

afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const k = fixture.keys;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const gatedLesson = () => signMediaUrl(t.config, k.basicsLesson, { ttlSeconds: GATED_TTL_SECONDS });

describe('GET /media/* on S3 storage', () => {
  it('uses the S3 store, and the site lets pages show media from the bucket', async () => {
    expect(storage).toBeInstanceOf(S3Storage);
    const csp = String((await get('/api/health')).headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src', 'frame-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}(;|$)`));
    }
  });

  it('redirects a valid URL to a presigned URL of the bucket, which answers Range requests', async () => {
    const res = await get(gatedLesson(), { range: 'bytes=0-99' });
    expect(res.statusCode).toBe(302);
    expect(res.body).toBe('');
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.settings.bucket}/${k.basicsLesson}?`)).toBe(true);
    expect(location).toContain('X-Amz-Expires=300');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(150);

    const ranged = await fetch(location, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 0-99/4096');
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(VIDEO_BYTES.subarray(0, 100))).toBe(true);

    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''c1-l2-prostor.mp4");
    expect(whole.headers.get('cache-control')).toMatch(/^private, max-age=(89\d|900)$/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(VIDEO_BYTES)).toBe(true);
  });

  it('keeps public images cacheable by shared caches', async () => {
    const res = await get(signMediaUrl(t.config, k.basicsCover, { public: true }));
    expect(res.statusCode).toBe(302);
    const image = await fetch(String(res.headers.location));
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE_BYTES)).toBe(true);
  });

  it('gives no URL of the bucket to a missing, wrong or expired signature, or a bad path', async () => {
    const url = new URL(gatedLesson(), 'http://x');
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    for (const bad of [
      url.pathname,
      `${url.pathname}?exp=${exp}&sig=${'A'.repeat(43)}`,
      `${url.pathname}?exp=${Number(exp) + 1}&sig=${sig}`,
      signMediaUrl(t.config, k.basicsLesson, { ttlSeconds: 60 }, Date.now() - 3_600_000),
    ]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(403);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toContain('X-Amz');
    }
    const outside = await get(`/api/media/..%2Fapp-secret?exp=9999999999&sig=${'A'.repeat(43)}`);
    expect(outside.headers.location).toBeUndefined();
    expect(outside.body).not.toContain(t.config.appSecret);
  });

  it('redirects a user-bound lesson URL only for its user while they have access', async () => {
    const forAdmin = userMediaUrl(t.config, k.basicsLesson, admin.id).url;
    const adminCookie = mediaSessionCookie(t.config, admin.id).split(';')[0]!;
    const ok = await get(forAdmin, { cookie: adminCookie });
    expect(ok.statusCode).toBe(302);
    expect(String(ok.headers.location)).toContain(k.basicsLesson);

    // Someone else's browser, or none: refused.
    const learnerCookie = mediaSessionCookie(t.config, learner.id).split(';')[0]!;
    for (const headers of [{}, { cookie: learnerCookie }] as Record<string, string>[]) {
      const res = await get(forAdmin, { ...headers, 'accept-language': 'en' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'This file link belongs to another account. Sign in and open the lesson again.',
      );
      expect(res.headers.location).toBeUndefined();
    }

    // Its own user without access to the course: refused.
    const forLearner = userMediaUrl(t.config, k.basicsLesson, learner.id).url;
    const refused = await get(forLearner, { cookie: learnerCookie, 'accept-language': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
    expect(refused.json().message).toBe('You need to buy this course to access its content.');
  });

  it('answers HEAD from the object metadata, without a redirect', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: gatedLesson() });
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(VIDEO_BYTES.length));
    expect(res.headers['content-type']).toBe('video/mp4');
    const missing = await t.app.inject({
      method: 'HEAD',
      url: signMediaUrl(t.config, 'videos/1/nema.mp4', { public: true }),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves a signed key without an object to the bucket, which answers 404', async () => {
    const res = await get(signMediaUrl(t.config, 'videos/1/nema.mp4', { public: true }));
    expect(res.statusCode).toBe(302);
    expect((await fetch(String(res.headers.location))).status).toBe(404);
  });
});

describe('widths of pictures (?w=) on S3 storage', () => {
  const key = 'courses/2/cover.jpg';
  const widthUrl = (w: number) => `${signMediaUrl(t.config, key, { public: true })}&w=${w}`;

  it('makes the width once, keeps it in the bucket and redirects to it with the original’s rules', async () => {
    await storage.put(key, await makePicture({ width: 1280, height: 720, color: 'teal' }));
    const before = t.app.imageVariants.stats.made;
    const res = await get(widthUrl(640));
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    const version = sourceVersion((await storage.stat(key))!);
    const variant = `${VARIANT_PREFIX}${key}/${version}-640.webp`;
    expect(location.startsWith(`${s3.endpoint}/${s3.settings.bucket}/${variant}?`)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const image = await fetch(location);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(image.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''cover-640.webp");
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await pictureInfo(bytes)).toEqual({ codec: 'webp', width: 640, height: 360 });
    expect(await storage.list(`${VARIANT_PREFIX}${key}/`)).toEqual([variant]);

    const again = await get(widthUrl(640));
    expect(again.statusCode).toBe(302);
    expect(t.app.imageVariants.stats.made).toBe(before + 1);
  });

  it('redirects to the re-uploaded original’s width, never the earlier one’s', async () => {
    const first = String((await get(widthUrl(640))).headers.location);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // S3 keeps modification times in whole seconds
    await storage.put(key, await makePicture({ width: 1000, height: 500, color: 'red' }));
    const second = String((await get(widthUrl(640))).headers.location);
    expect(new URL(second).pathname).not.toBe(new URL(first).pathname);
    const bytes = Buffer.from(await (await fetch(second)).arrayBuffer());
    expect(await pictureInfo(bytes)).toMatchObject({ width: 640, height: 320 });
    expect(await storage.list(`${VARIANT_PREFIX}${key}/`)).toEqual([
      decodeURIComponent(new URL(second).pathname).replace(`/${s3.settings.bucket}/`, ''),
    ]);
  });

  it('answers a missing original with 404 and a bad width with 400, with no URL of the bucket', async () => {
    const missing = await get(`${signMediaUrl(t.config, 'courses/99/cover.jpg', { public: true })}&w=640`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.location).toBeUndefined();
    const bad = await get(widthUrl(500));
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.location).toBeUndefined();
    const forged = new URL(widthUrl(640), 'http://x');
    forged.searchParams.set('sig', 'A'.repeat(43));
    const refused = await get(`${forged.pathname}${forged.search}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
  });

  it('redirects to the original, uncached, when no width can be made', async () => {
    // The fixture's covers are JPEG markers only: ffmpeg cannot read them.
    const res = await get(`${signMediaUrl(t.config, k.basicsCover, { public: true })}&w=320`);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = String(res.headers.location);
    expect(location.startsWith(`${s3.endpoint}/${s3.settings.bucket}/${k.basicsCover}?`)).toBe(true);
    const image = await fetch(location);
    expect(image.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE_BYTES)).toBe(true);
  });
});

describe('other users of the media store on S3', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-media-s3-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('an uploaded AVI lesson goes to the bucket, and its job converts it from there to MP4 with a thumbnail', async () => {
    const avi = await makeTestVideo(dir, 'old.avi', 2, ['-c:v', 'mpeg4', '-c:a', 'mp3', '-shortest']);
    const course = fixture.courses.comingSoon;
    const res = await postVideoUpload(t, admin.auth, course, [
      { name: 'title', value: 'Stari snimak' },
      { name: 'course_id', value: String(course) },
      { name: 'is_intro', value: '0' },
      { name: 'video', filename: 'stari.avi', data: avi, type: 'video/x-msvideo' },
    ]);
    expect(res.statusCode).toBe(201);
    const { video_id: videoId } = res.json() as { video_id: number };
    const [uploaded] = await t.database.db.select().from(videos).where(eq(videos.id, videoId));
    expect(uploaded.path).toMatch(/\.avi$/);
    expect((await storage.stat(uploaded.path))?.size).toBe(avi.length);

    await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
    const [row] = await t.database.db.select().from(videos).where(eq(videos.id, videoId));
    expect(row.path).toMatch(/\.mp4$/);
    expect(row.durationSeconds).toBe(2);
    expect((await storage.stat(row.path))?.size).toBeGreaterThan(1000);
    expect(await storage.exists(uploaded.path)).toBe(false);
    expect(row.thumbnailPath).toBeTruthy();
    expect(await storage.exists(row.thumbnailPath!)).toBe(true);

    // Its HLS packaging is in the bucket too (ADR 079); playlists are rewritten and segments pass through the
    // signed route (no redirect to the bucket), each one checked.
    expect(row.hlsPath).toMatch(/^hls\/.+\/master\.m3u8$/);
    const adminCookie = mediaSessionCookie(t.config, admin.id).split(';')[0]!;
    const master = await get(userMediaUrl(t.config, row.hlsPath!, admin.id).url, { cookie: adminCookie });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variantUrl = master.body.split('\n').find((line) => line.startsWith('/api/media/'))!;
    const variant = await get(variantUrl, { cookie: adminCookie });
    expect(variant.statusCode).toBe(200);
    const segmentUrl = variant.body.split('\n').find((line) => line.startsWith('/api/media/'))!;
    const segment = await get(segmentUrl, { cookie: adminCookie, range: 'bytes=0-99' });
    expect(segment.statusCode).toBe(206);
    expect(segment.headers.location).toBeUndefined();
    expect(segment.rawPayload.length).toBe(100);
    const segmentKey = decodeURIComponent(
      new URL(segmentUrl, 'http://x').pathname.slice('/api/media/'.length),
    );
    const learnerCookie = mediaSessionCookie(t.config, learner.id).split(';')[0]!;
    const refused = await get(userMediaUrl(t.config, segmentKey, learner.id).url, { cookie: learnerCookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers.location).toBeUndefined();
  });
});
