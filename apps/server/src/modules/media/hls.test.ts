// Adaptive streaming (ADR 079) through the media route: a lesson's HLS playlists are rewritten per request with
// every file signed for the same user, and every playlist and segment request is checked like the lesson's MP4,
// so a non-buyer never gets one and a refund or an expiry stops playback that is already running.
import type { LessonUrlResponse } from '@atelje/shared/lessons/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, videos } from '../../db/schema/index';
import { hlsMasterKeyOf } from '../../lib/hls-keys';
import { mediaSessionCookie } from '../../lib/media-session';
import { signMediaUrl } from '../../lib/signed-url';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { HLS_URL_TTL_SECONDS, signPlaylist } from './hls-playlist';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
const DAY = 86_400_000;
const FOLDER = `hls/${c.basics}/${v.basicsLesson}-test/`;
const MASTER = `${FOLDER}master.m3u8`;
const INIT = Buffer.from('init-segment-bytes');
const SEGMENT = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));

const MASTER_TEXT = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"',
  '360p/index.m3u8',
  '',
].join('\n');
const VARIANT_TEXT = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXT-X-MAP:URI="init_0.mp4"',
  '#EXTINF:4.000000,',
  'seg-00000.m4s',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
  await Promise.all([
    t.app.storage.put(MASTER, Buffer.from(MASTER_TEXT)),
    t.app.storage.put(`${FOLDER}360p/index.m3u8`, Buffer.from(VARIANT_TEXT)),
    t.app.storage.put(`${FOLDER}360p/init_0.mp4`, INIT),
    t.app.storage.put(`${FOLDER}360p/seg-00000.m4s`, SEGMENT),
  ]);
  await t.database.db.update(videos).set({ hlsPath: MASTER }).where(eq(videos.id, v.basicsLesson));
});
afterAll(async () => t?.close());

async function buyer(options: { expiresAt?: Date } = {}) {
  const user = await createUser(t);
  await t.database.db.insert(courseAccess).values({
    userId: user.id,
    courseId: c.basics,
    source: 'admin',
    expiresAt: options.expiresAt ?? new Date(Date.now() + 365 * DAY),
  });
  return user;
}

async function setAccess(userId: number, values: { expiresAt?: Date; revokedAt?: Date | null }) {
  await t.database.db
    .update(courseAccess)
    .set(values)
    .where(and(eq(courseAccess.userId, userId), eq(courseAccess.courseId, c.basics)));
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

/** The lesson's answer and the media session cookie it opened. */
async function lesson(user: Awaited<ReturnType<typeof createUser>>) {
  const res = await get(`/api/courses/${c.basics}/videos/${v.basicsLesson}/url`, user.auth);
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as LessonUrlResponse, cookie: String(res.headers['set-cookie']).split(';')[0]! };
}

/** The URI lines of a playlist (and URI="…" attributes), in order. */
function uris(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (!line.startsWith('#')) out.push(line);
    for (const match of line.matchAll(/URI="([^"]*)"/g)) out.push(match[1]!);
  }
  return out;
}

/** Plays as a player does: master, the variant, its init segment and first segment. */
async function play(body: LessonUrlResponse, cookie: string) {
  const master = await get(body.hls_url!, { cookie });
  expect(master.statusCode, master.body).toBe(200);
  const [variantUrl] = uris(master.body);
  const variant = await get(variantUrl!, { cookie });
  expect(variant.statusCode, variant.body).toBe(200);
  const [initUrl, segmentUrl] = uris(variant.body);
  return { master, variant, variantUrl: variantUrl!, initUrl: initUrl!, segmentUrl: segmentUrl! };
}

describe('HLS playlists and segments of a lesson', () => {
  it('hands a buyer a user-bound master playlist URL next to the MP4', async () => {
    const learner = await buyer();
    const { body } = await lesson(learner);
    expect(body.url).toContain(`/api/media/${fixture.keys.basicsLesson}?`);
    expect(body.hls_url).toMatch(new RegExp(`^/api/media/${MASTER}\\?exp=\\d+&uid=${learner.id}&sig=`));
    // A lesson without HLS (processed before it existed) plays its MP4 only.
    const last = await get(`/api/courses/${c.basics}/videos/${v.basicsLast}/url`, learner.auth);
    expect(last.json().hls_url).toBeNull();
  });

  it('rewrites every playlist for its user with short-lived signed URLs, and serves the segments with Range', async () => {
    const learner = await buyer();
    const { body, cookie } = await lesson(learner);
    const { master, variant, variantUrl, initUrl, segmentUrl } = await play(body, cookie);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(master.headers['cache-control']).toBe('private, no-store');
    // The tags stay as stored; only the URIs change.
    expect(master.body).toContain('CODECS="avc1.4d401e,mp4a.40.2"');
    expect(variant.body).toContain('#EXT-X-MAP:URI="/api/media/');
    const now = Math.floor(Date.now() / 1000);
    for (const url of [variantUrl, initUrl, segmentUrl]) {
      const parsed = new URL(url, 'http://x');
      expect(parsed.pathname.startsWith(`/api/media/${FOLDER}`)).toBe(true);
      expect(parsed.searchParams.get('uid')).toBe(String(learner.id));
      const exp = Number(parsed.searchParams.get('exp'));
      expect(exp).toBeGreaterThan(now);
      expect(exp).toBeLessThanOrEqual(now + HLS_URL_TTL_SECONDS + 1);
    }
    const init = await get(initUrl, { cookie });
    expect(init.statusCode).toBe(200);
    expect(init.rawPayload.equals(INIT)).toBe(true);
    const whole = await get(segmentUrl, { cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/iso.segment');
    expect(whole.rawPayload.equals(SEGMENT)).toBe(true);
    const part = await get(segmentUrl, { cookie, range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(SEGMENT.subarray(100, 200))).toBe(true);
  });

  it('refuses playlists and segments to a learner who did not buy the course', async () => {
    const learner = await buyer();
    const { body, cookie } = await lesson(learner);
    const { segmentUrl, variantUrl } = await play(body, cookie);
    const stranger = await createUser(t);
    const strangerCookie = mediaSessionCookie(t.config, stranger.id).split(';')[0]!;
    // The buyer's URLs in the stranger's browser: bound to another user.
    for (const url of [body.hls_url!, variantUrl, segmentUrl]) {
      const res = await get(url, { cookie: strangerCookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'This file link belongs to another account. Sign in and open the lesson again.',
      );
    }
    // URLs signed for the stranger: the course is not theirs.
    for (const key of [MASTER, `${FOLDER}360p/index.m3u8`, `${FOLDER}360p/seg-00000.m4s`]) {
      const own = signMediaUrl(t.config, key, { ttlSeconds: 600, userId: stranger.id });
      const res = await get(own, { cookie: strangerCookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You need to buy this course to access its content.');
    }
    // And without any media session.
    expect((await get(segmentUrl)).statusCode).toBe(403);
  });

  it('stops a running playback at its next segment once the order is refunded', async () => {
    const learner = await buyer();
    const { body, cookie } = await lesson(learner);
    const { segmentUrl, variantUrl } = await play(body, cookie);
    expect((await get(segmentUrl, { cookie })).statusCode).toBe(200);
    await setAccess(learner.id, { revokedAt: new Date() });
    const refused = await get(segmentUrl, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need to buy this course to access its content.');
    expect((await get(variantUrl, { cookie })).statusCode).toBe(403);
    expect((await get(body.hls_url!, { cookie })).statusCode).toBe(403);
  });

  it('stops a running playback at its next segment once the access expires', async () => {
    const learner = await buyer();
    const { body, cookie } = await lesson(learner);
    const { segmentUrl, initUrl } = await play(body, cookie);
    await setAccess(learner.id, { expiresAt: new Date(Date.now() - 1000) });
    expect((await get(segmentUrl, { cookie })).statusCode).toBe(403);
    expect((await get(initUrl, { cookie })).statusCode).toBe(403);
    expect((await get(body.hls_url!, { cookie })).statusCode).toBe(403);
  });

  it('refuses a segment URL past its expiry, and one whose signature was changed', async () => {
    const learner = await buyer();
    const { cookie } = await lesson(learner);
    const old = signMediaUrl(
      t.config,
      `${FOLDER}360p/seg-00000.m4s`,
      { ttlSeconds: 600, userId: learner.id },
      Date.now() - 3_600_000,
    );
    const expired = await get(old, { cookie });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('The file link has expired. Please refresh the page.');
    const fresh = new URL(
      signMediaUrl(t.config, `${FOLDER}360p/seg-00000.m4s`, { ttlSeconds: 600, userId: learner.id }),
      'http://x',
    );
    fresh.pathname = fresh.pathname.replace('seg-00000', 'seg-00001');
    expect((await get(`${fresh.pathname}${fresh.search}`, { cookie })).statusCode).toBe(403);
  });

  it('serves a free preview lesson’s playlists to visitors with unbound URLs', async () => {
    await t.database.db.update(videos).set({ isPreview: true }).where(eq(videos.id, v.basicsLesson));
    try {
      const preview = await get(`/api/courses/${c.basics}/videos/${v.basicsLesson}/preview`);
      expect(preview.statusCode, preview.body).toBe(200);
      const hlsUrl = preview.json().hls_url as string;
      expect(hlsUrl).not.toContain('uid=');
      const master = await get(hlsUrl);
      expect(master.statusCode).toBe(200);
      const [variantUrl] = uris(master.body);
      expect(variantUrl).not.toContain('uid=');
      const variant = await get(variantUrl!);
      const [, segmentUrl] = uris(variant.body);
      expect((await get(segmentUrl!)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(videos).set({ isPreview: false }).where(eq(videos.id, v.basicsLesson));
    }
  });
});

describe('signPlaylist', () => {
  const signing = { key: `${FOLDER}360p/index.m3u8`, exp: Math.floor(Date.now() / 1000) + 600, userId: 5 };

  it('never signs a file outside the playlist’s HLS folder', () => {
    for (const line of [
      '../../../videos/1/c1-l2-prostor.mp4',
      'https://elsewhere.example/a.m4s',
      '/etc/passwd',
    ]) {
      expect(() => signPlaylist(t.config, `#EXTM3U\n${line}\n`, signing)).toThrow();
    }
    expect(() => signPlaylist(t.config, '#EXT-X-MAP:URI="../../../videos/x.mp4"\n', signing)).toThrow();
  });

  it('keeps URLs within the playlist URL’s own life', () => {
    const soon = { ...signing, exp: Math.floor(Date.now() / 1000) + 30 };
    const [url] = uris(signPlaylist(t.config, '#EXTM3U\nseg-00000.m4s\n', soon));
    expect(Number(new URL(url!, 'http://x').searchParams.get('exp'))).toBeLessThanOrEqual(soon.exp);
  });
});

describe('hlsMasterKeyOf', () => {
  it('maps a file of an HLS folder to its master playlist, and nothing else', () => {
    expect(hlsMasterKeyOf(`${FOLDER}360p/seg-00000.m4s`)).toBe(MASTER);
    expect(hlsMasterKeyOf(MASTER)).toBe(MASTER);
    expect(hlsMasterKeyOf('videos/1/a.mp4')).toBeNull();
    expect(hlsMasterKeyOf('hls/1')).toBeNull();
    expect(hlsMasterKeyOf('hls/1/x')).toBeNull();
  });
});
