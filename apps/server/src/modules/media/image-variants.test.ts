// The widths of pictures behind the media route (`?w=`, ADR 068), on the local store: made from the stored
// original on first request, kept, served under the original's rules, never from an earlier version of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../../drivers/storage/local';
import { mediaSessionCookie, userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS, signMediaUrl } from '../../lib/signed-url';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture, IMAGE_BYTES } from '../../test/fixtures';
import { makePicture, pictureInfo } from '../../test/images';
import { ImageVariants, sourceVersion, VARIANT_PREFIX, variantFolder } from './image-variants';

let t: TestApp;
let cover: Buffer;
beforeAll(async () => {
  t = await buildCatalogTestApp();
  cover = await makePicture({ width: 1280, height: 720, color: 'teal' });
  await t.app.storage.put(k.basicsCover, cover);
  await t.app.storage.put(k.anaPortrait, await makePicture({ width: 600, height: 600 }));
  await t.app.storage.put('private/nobody.jpg', await makePicture({ width: 800, height: 450 }));
});
afterAll(async () => t?.close());

const k = fixture.keys;
const publicUrl = (key: string) => signMediaUrl(t.config, key, { public: true });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const variantsOf = (key: string) => t.app.storage.list(variantFolder(key));
const made = () => t.app.imageVariants.stats.made;

describe('GET /media/*?w=', () => {
  it('answers a width of a public picture with a WebP of that width, kept for the next request', async () => {
    const before = made();
    const res = await get(`${publicUrl(k.basicsCover)}&w=640`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-disposition']).toBe("inline; filename*=UTF-8''cover-640.webp");
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    // Public pictures stay public-cacheable, for a day at most, as their originals.
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(String(res.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    expect(await pictureInfo(res.rawPayload)).toEqual({ codec: 'webp', width: 640, height: 360 });
    expect(res.rawPayload.length).toBeLessThan(cover.length / 3);
    expect(made()).toBe(before + 1);

    const again = await get(`${publicUrl(k.basicsCover)}&w=640`);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(res.headers.etag);
    expect(made()).toBe(before + 1);
    const revalidated = await get(`${publicUrl(k.basicsCover)}&w=640`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    // The original is still the original.
    expect((await get(publicUrl(k.basicsCover))).rawPayload.equals(cover)).toBe(true);
  });

  it('makes one copy for requests that arrive together', async () => {
    const before = made();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => get(`${publicUrl(k.basicsCover)}&w=320`)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
    expect(made()).toBe(before + 1);
    expect(await pictureInfo(answers[0]!.rawPayload)).toMatchObject({ width: 320, height: 180 });
  });

  it('never enlarges a picture: a 600 px portrait asked for at 1280 is 600 px', async () => {
    const res = await get(`${publicUrl(k.anaPortrait)}&w=1280`);
    expect(res.statusCode).toBe(200);
    expect(await pictureInfo(res.rawPayload)).toMatchObject({ width: 600, height: 600 });
  });

  it('answers HEAD and ranges of a width as of any file', async () => {
    const whole = await get(`${publicUrl(k.basicsCover)}&w=480`);
    const head = await t.app.inject({ method: 'HEAD', url: `${publicUrl(k.basicsCover)}&w=480` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(whole.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    const part = await get(`${publicUrl(k.basicsCover)}&w=480`, { range: 'bytes=0-11' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 12))).toBe(true);
  });

  it('refuses a width it does not make with 400, naming the widths it makes', async () => {
    for (const w of ['500', '0', '1920', 'abc', '', '640.0', '0640', '-320', '99999999']) {
      const res = await get(`${publicUrl(k.basicsCover)}&w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().message).toBe(
        'Nepoznata širina slike. Izaberite jednu od: 320, 480, 640, 960, 1280 piksela.',
      );
    }
    const en = await get(`${publicUrl(k.basicsCover)}&w=500`, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Unknown image width. Ask for one of 320, 480, 640, 960, 1280 pixels.');
    // Two widths are refused by the query's schema, as two of any other parameter.
    const twice = await get(`${publicUrl(k.basicsCover)}&w=640&w=320`);
    expect(twice.statusCode).toBe(422);
  });

  it('refuses a width of a file that is not a picture with 400', async () => {
    for (const key of [k.basicsTrailer, k.freeTemplate]) {
      const res = await get(`${publicUrl(key)}&w=640`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(
        'Ovaj fajl nema umanjene verzije: imaju ih samo JPEG, PNG i WebP slike.',
      );
    }
  });

  it('refuses a width behind a wrong, borrowed or expired signature with 403, making nothing', async () => {
    const before = made();
    const url = new URL(publicUrl(k.basicsCover), 'http://x');
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    const other = new URL(publicUrl(k.anaPortrait), 'http://x');
    for (const bad of [
      `${url.pathname}?w=960`,
      `${url.pathname}?exp=${exp}&sig=${'A'.repeat(43)}&w=960`,
      `${url.pathname}?exp=${Number(exp) + 1}&sig=${sig}&w=960`,
      `${url.pathname}?exp=${other.searchParams.get('exp')}&sig=${other.searchParams.get('sig')}&w=960`,
    ]) {
      const res = await get(bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().message).toBe('Link do fajla nije ispravan.');
    }
    const expired = signMediaUrl(t.config, k.basicsCover, { ttlSeconds: 60 }, Date.now() - 3_600_000);
    const res = await get(`${expired}&w=960`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Link do fajla je istekao. Osvežite stranicu.');
    expect(made()).toBe(before);
    expect((await variantsOf(k.basicsCover)).some((key) => key.endsWith('-960.webp'))).toBe(false);
  });

  it('keeps a gated picture gated: bound to its user, refused without access, private when allowed', async () => {
    const learner = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const before = made();
    const forLearner = `${userMediaUrl(t.config, 'private/nobody.jpg', learner.id, Date.now(), GATED_TTL_SECONDS).url}&w=320`;
    // Without the learner's media session, and with it (nothing grants the learner this file).
    const anonymous = await get(forLearner);
    expect(anonymous.statusCode).toBe(403);
    const denied = await get(forLearner, { cookie: mediaSessionCookie(t.config, learner.id).split(';')[0]! });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(
      'Ovaj fajl više nije dostupan vašem nalogu (na primer, posle povraćaja novca). Otvorite ga ponovo sa svog profila.',
    );
    // A plain gated URL is not public either.
    const gated = await get(`${signMediaUrl(t.config, 'private/nobody.jpg', { ttlSeconds: 600 })}&w=320`);
    expect(gated.statusCode).toBe(200);
    expect(gated.headers['cache-control']).toMatch(/^private, max-age=(59\d|600)$/);
    expect(made()).toBe(before + 1);
    // The administrator may have any file; the copy is theirs and no shared cache's.
    const forAdmin = `${userMediaUrl(t.config, 'private/nobody.jpg', admin.id).url}&w=320`;
    const allowed = await get(forAdmin, { cookie: mediaSessionCookie(t.config, admin.id).split(';')[0]! });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe('image/webp');
    expect(allowed.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('answers a width of a missing original with 404, even when a copy of it is left', async () => {
    const res = await get(`${publicUrl('courses/99/cover.jpg')}&w=640`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Fajl nije pronađen.');
    // A copy outlives its deleted original in the store: it is still never served.
    await t.app.storage.put('courses/98/cover.jpg', cover);
    expect((await get(`${publicUrl('courses/98/cover.jpg')}&w=320`)).statusCode).toBe(200);
    await t.app.storage.delete('courses/98/cover.jpg');
    expect(await variantsOf('courses/98/cover.jpg')).toHaveLength(1);
    expect((await get(`${publicUrl('courses/98/cover.jpg')}&w=320`)).statusCode).toBe(404);
  });

  it('serves a re-uploaded original’s copy, never the earlier one’s, and deletes the earlier copies', async () => {
    const key = 'courses/2/cover.jpg';
    await t.app.storage.put(key, await makePicture({ width: 1280, height: 720, color: 'red' }));
    const first = await get(`${publicUrl(key)}&w=640`);
    await get(`${publicUrl(key)}&w=320`);
    expect(await pictureInfo(first.rawPayload)).toMatchObject({ width: 640, height: 360 });
    expect(await variantsOf(key)).toHaveLength(2);

    // Replaced under the same key by a picture of another size and colour.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const replacement = await makePicture({ width: 1000, height: 500, color: 'blue' });
    await t.app.storage.put(key, replacement);
    const second = await get(`${publicUrl(key)}&w=640`, { 'if-none-match': String(first.headers.etag) });
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(await pictureInfo(second.rawPayload)).toMatchObject({ width: 640, height: 320 });
    const version = sourceVersion((await t.app.storage.stat(key))!);
    expect(await variantsOf(key)).toEqual([`${VARIANT_PREFIX}${key}/${version}-640.webp`]);
  });

  it('answers the original, uncached, when no copy can be made, and does not try again at once', async () => {
    // The catalog fixture's pictures are JPEG markers only: ffmpeg cannot read them.
    const key = k.coloursThumb;
    const before = { ...t.app.imageVariants.stats };
    const res = await get(`${publicUrl(key)}&w=640`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(IMAGE_BYTES)).toBe(true);
    const again = await get(`${publicUrl(key)}&w=640`);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(t.app.imageVariants.stats.made).toBe(before.made + 1);
    expect(t.app.imageVariants.stats.fallbacks).toBe(before.fallbacks + 2);
    expect(await variantsOf(key)).toEqual([]);
  });
});

describe('ImageVariants', () => {
  it('runs at most maxRunning ffmpeg processes, lets maxWaiting wait and answers the rest with the original', async () => {
    const storage = t.app.storage as LocalStorage;
    const keys = Array.from({ length: 6 }, (_, i) => `thumbnails/burst/${i}.jpg`);
    const picture = await makePicture({ width: 1280, height: 720, color: 'green' });
    await Promise.all(keys.map((key) => storage.put(key, picture)));
    const variants = new ImageVariants({ storage, maxRunning: 2, maxWaiting: 2 });
    const results = await Promise.all(
      keys.map(async (key) => variants.variantOf(key, (await storage.stat(key))!, 320)),
    );
    expect(variants.stats.peakRunning).toBe(2);
    expect(variants.stats.made).toBe(4);
    expect(results.filter((result) => result === null)).toHaveLength(2);
    expect(variants.stats.fallbacks).toBe(2);
    // Once the burst is over, a refused one is made on its next request.
    const refused = keys[results.indexOf(null)]!;
    const later = await variants.variantOf(refused, (await storage.stat(refused))!, 320);
    expect(later?.key).toMatch(/-320\.webp$/);
  });

  it('answers the original when there is no ffmpeg', async () => {
    const variants = new ImageVariants({
      storage: t.app.storage,
      ffmpeg: { ffmpegPath: '/nonexistent/ffmpeg' },
    });
    const info = (await t.app.storage.stat(k.basicsCover))!;
    expect(await variants.variantOf(k.basicsCover, info, 320)).toBeNull();
    expect(variants.stats).toMatchObject({ made: 0, fallbacks: 1 });
  });
});
