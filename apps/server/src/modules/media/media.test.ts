import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATED_TTL_SECONDS, signMediaUrl } from '../../lib/signed-url';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture, IMAGE_BYTES, VIDEO_BYTES } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp();
});
afterAll(async () => t?.close());

const k = fixture.keys;
const video = () => signMediaUrl(t.config, k.basicsLesson, { ttlSeconds: GATED_TTL_SECONDS });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /media/*', () => {
  it('streams a whole file with its type, length and caching headers', async () => {
    const res = await get(video());
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(VIDEO_BYTES.length),
      'accept-ranges': 'bytes',
    });
    expect(res.headers['cache-control']).toMatch(/^private, max-age=(89\d|900)$/);
    expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    expect(res.rawPayload.equals(VIDEO_BYTES)).toBe(true);
    // The file goes out on the raw response (file-pump.ts), with the answer's security headers and request id.
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('lets browsers and proxies keep public images for a day at most', async () => {
    const res = await get(signMediaUrl(t.config, k.basicsCover, { public: true }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    expect(res.rawPayload.equals(IMAGE_BYTES)).toBe(true);
  });

  it.each([
    ['thumbnails/cover.png', 'image/png'],
    ['thumbnails/cover.webp', 'image/webp'],
    [fixture.keys.freeTemplate, 'application/pdf'],
  ])('serves %s as %s', async (key, type) => {
    const res = await get(signMediaUrl(t.config, key, { public: true }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=4000-', 4000, 4095],
    ['bytes=-10', 4086, 4095],
    ['bytes=4090-99999', 4090, 4095],
    ['bytes=17-17', 17, 17],
  ])('answers Range %s with 206 and the right bytes', async (range, start, end) => {
    const res = await get(video(), { range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/4096`);
    expect(res.headers['content-length']).toBe(String(end - start + 1));
    expect(res.rawPayload.equals(VIDEO_BYTES.subarray(start, end + 1))).toBe(true);
  });

  it('answers a range beyond the end with 416 and the file size', async () => {
    for (const range of ['bytes=4096-', 'bytes=5000-6000', 'bytes=-0']) {
      const res = await get(video(), { range });
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */4096');
      expect(res.json().message).toBe('Traženi deo fajla ne postoji.');
    }
  });

  it('sends the whole file for malformed or multiple ranges and for a stale If-Range', async () => {
    for (const range of ['bytes=100-50', 'bytes=0-1,5-6', 'items=0-5', 'bytes=abc']) {
      const res = await get(video(), { range });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(4096);
    }
    const stale = await get(video(), { range: 'bytes=0-9', 'if-range': 'W/"old"' });
    expect(stale.statusCode).toBe(200);
    const { etag } = (await get(video())).headers;
    const fresh = await get(video(), { range: 'bytes=0-9', 'if-range': String(etag) });
    expect(fresh.statusCode).toBe(206);
  });

  it('answers If-None-Match with 304', async () => {
    const { etag } = (await get(video())).headers;
    const res = await get(video(), { 'if-none-match': String(etag) });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: video() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('4096');
    expect(res.rawPayload.length).toBe(0);
  });

  it('serves an empty file, and refuses any range of it', async () => {
    const url = signMediaUrl(t.config, 'thumbnails/empty.jpg', { public: true });
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe('0');
    expect((await get(url, { range: 'bytes=0-' })).statusCode).toBe(416);
  });

  it('refuses a missing, wrong, borrowed or expired signature with 403', async () => {
    const url = new URL(video(), 'http://x');
    const path = url.pathname;
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    const other = new URL(signMediaUrl(t.config, k.basicsTrailer, { public: true }), 'http://x');
    for (const bad of [
      path,
      `${path}?exp=${exp}`,
      `${path}?exp=${exp}&sig=${'A'.repeat(43)}`,
      `${path}?exp=${Number(exp) + 1}&sig=${sig}`,
      `${path}?exp=${other.searchParams.get('exp')}&sig=${other.searchParams.get('sig')}`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Link do fajla nije ispravan.');
    }
    const expired = signMediaUrl(t.config, k.basicsLesson, { ttlSeconds: 60 }, Date.now() - 3_600_000);
    const res = await get(expired, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('The file link has expired. Please refresh the page.');
  });

  it('answers a signed key without a file with 404', async () => {
    const res = await get(signMediaUrl(t.config, 'videos/1/nema.mp4', { public: true }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Fajl nije pronađen.');
  });

  it('never serves a file outside the media root', async () => {
    // DATA_DIR/app-secret sits one level above the media root: the obvious target
    for (const path of [
      '/api/media/..%2Fapp-secret',
      '/api/media/..%2F..%2Fapp-secret',
      '/api/media/%2e%2e/app-secret',
      '/api/media/%2e%2e/%2e%2e/app-secret',
      '/api/media/courses/..%2F..%2Fapp-secret',
      '/api/media/%2Fetc%2Fpasswd',
      '/api/media/courses%5C..%5C..%5Capp-secret',
      '/api/media/',
    ]) {
      const res = await get(`${path}?exp=9999999999&sig=${'A'.repeat(43)}`);
      expect(res.body).not.toContain(t.config.appSecret);
      // the router may resolve the dots itself and land outside /api: the web app's page (or, before the web
      // app is built, its 503 notice), never a file
      if (res.statusCode === 200) expect(res.headers['content-type']).toContain('text/html');
      else if (res.statusCode === 503) expect(res.body).toContain('npm run build');
      else expect([400, 403, 404]).toContain(res.statusCode);
    }
    const res = await get('/api/media/..%2Fapp-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Neispravna putanja do fajla.');
  });
});
