import { gunzipSync } from 'node:zlib';
import type { Course, Ebook, Instructor, Video } from '@atelje/shared';
import { IMAGE_WIDTHS } from '@atelje/shared/catalog/images';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/app';
import { catalogTestApp, ids, signedUrl } from '../../test/catalog-app';
import { fixture, VIDEO_BYTES } from '../../test/fixtures';

const catalog = catalogTestApp();
const { get } = catalog;
const c = fixture.courses;

describe('GET /courses', () => {
  it('lists published courses with the spec fields, author, category and a signed cover', async () => {
    const res = await get('/api/courses');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const list = res.json() as Course[];
    expect(ids(list)).toEqual([c.basics, c.makeup, c.mini, c.comingSoon, c.stage, c.noTrailer]);
    const basics = list[0]!;
    expect(basics).toMatchObject({
      id: c.basics,
      title: 'Osnove dizajna enterijera',
      price: '14900.00',
      price_para: 1_490_000,
      original_price: '18600.00',
      original_price_para: 1_860_000,
      currency: 'RSD',
      is_free: false,
      type: 'professional',
      duration: '1h 06min',
      duration_seconds: 3930,
      lessons_count: 3,
      access_months: 12,
      coming_soon: false,
      author: { id: 1, name: 'Ana Petrović', slug: 'ana' },
      category: { id: 1, slug: 'dizajn-enterijera', name: 'Dizajn enterijera' },
      category_name: 'Dizajn enterijera',
      subcategories: [{ id: 5, slug: 'stambeni-prostor', name: 'Stambeni prostor' }],
      cover: { path: 'courses/1/cover.jpg' },
    });
    expect(basics.cover.url).toMatch(signedUrl);
    expect(basics.updated_at).toBe('2025-02-01T00:00:00.000Z');
    expect(basics).not.toHaveProperty('videos');
    expect(basics).not.toHaveProperty('ebooks');
  });

  it('formats durations and counts lessons without intros', async () => {
    const list = (await get('/api/courses')).json() as Course[];
    const byId = new Map(list.map((course) => [course.id, course]));
    expect(byId.get(c.makeup)).toMatchObject({ duration: '26 min', lessons_count: 2 });
    expect(byId.get(c.mini)).toMatchObject({
      duration: '1 min',
      lessons_count: 1,
      is_free: true,
      price: '0.00',
    });
    expect(byId.get(c.comingSoon)).toMatchObject({ duration: null, lessons_count: 0, coming_soon: true });
    expect(byId.get(c.noTrailer)).toMatchObject({ duration: null, lessons_count: 0 });
    expect(byId.get(c.stage)?.cover).toEqual({ path: null, url: null, srcset: null });
  });

  it('adds videos, e-books and templates when include names them', async () => {
    const list = (
      await get('/api/courses?include=author,videos,category,ebooks,templates')
    ).json() as Course[];
    const basics = list.find((course) => course.id === c.basics)!;
    expect(ids(basics.videos!)).toEqual([101, 102, 103, 104]);
    expect(ids(basics.ebooks!)).toEqual([fixture.ebooks.style]);
    expect(ids(basics.templates!)).toEqual([fixture.templates.freeMoodboard]);
    expect(list.find((course) => course.id === c.comingSoon)!.videos).toEqual([]);
  });

  it('pages with limit and offset', async () => {
    const res = await get('/api/courses?limit=2&offset=1');
    expect(ids(res.json())).toEqual([c.makeup, c.mini]);
  });

  it.each(['limit=0', 'limit=101', 'limit=abc', 'limit=-1', 'offset=-5', `include=${'x'.repeat(201)}`])(
    'refuses %s with 422 and a message',
    async (query) => {
      const res = await get(`/api/courses?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it('names categories in English for an English request', async () => {
    const list = (await get('/api/courses', { 'accept-language': 'en' })).json() as Course[];
    expect(list[0]).toMatchObject({
      category_name: 'Interior design',
      category: { name: 'Interior design' },
    });
  });
});

describe('GET /courses/popular', () => {
  it('ranks by popularity then id, leaves unpublished out, and honours limit', async () => {
    const all = await get('/api/courses/popular?include=author,videos,category');
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toEqual([c.basics, c.mini, c.makeup, c.stage, c.noTrailer, c.comingSoon]);
    expect((all.json() as Course[])[0]!.videos).toHaveLength(4);
    expect(ids((await get('/api/courses/popular?limit=2')).json())).toEqual([c.basics, c.mini]);
  });

  it('sends a client that takes gzip the kept gzip of the same JSON, and a new one after the catalog changes', async () => {
    const url = '/api/courses/popular?include=author,videos,category';
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await get(url);
    const zipped = await get(url, gzip);
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect((await get(url, gzip)).rawPayload.equals(zipped.rawPayload)).toBe(true);

    // Writers of catalog data publish catalog.changed: the next answer, gzipped or not, is made anew.
    const { sql } = catalog.t.database;
    await sql.executeSql(
      `UPDATE courses SET title = 'Osnove dizajna enterijera (novo)' WHERE id = ${c.basics}`,
    );
    try {
      await catalog.t.app.bus.publish('catalog.changed', {});
      const after = gunzipSync((await get(url, gzip)).rawPayload).toString('utf8');
      expect((JSON.parse(after) as Course[])[0]!.title).toBe('Osnove dizajna enterijera (novo)');
      expect(after).toBe((await get(url)).body);
    } finally {
      await sql.executeSql(`UPDATE courses SET title = 'Osnove dizajna enterijera' WHERE id = ${c.basics}`);
      await catalog.t.app.bus.publish('catalog.changed', {});
    }
  });

  it.each(['0', '51', 'ten', '1e1'])('refuses limit=%s', async (limit) => {
    const res = await get(`/api/courses/popular?limit=${limit}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Neispravan broj rezultata (limit).',
      errors: { limit: [expect.any(String)] },
    });
  });
});

describe('GET /courses/{type}', () => {
  it('lists lifestyle and professional courses, most popular first', async () => {
    expect(ids((await get('/api/courses/lifestyle')).json())).toEqual([c.mini, c.makeup, c.stage]);
    expect(ids((await get('/api/courses/professional?limit=2')).json())).toEqual([c.basics, c.noTrailer]);
  });

  it('answers the same with a bearer token', async () => {
    const user = await createUser(catalog.t);
    const res = await get('/api/courses/lifestyle?limit=4&include=author,videos,category', user.auth);
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([c.mini, c.makeup, c.stage]);
  });

  it('answers an unknown type with 404 and a message in the request language', async () => {
    const sr = await get('/api/courses/luxury');
    expect(sr.statusCode).toBe(404);
    expect(sr.json().message).toBe(
      'Nepoznata vrsta kursa. Postoje kursevi životnog stila i profesionalni kursevi.',
    );
    const en = await get('/api/courses/luxury', { 'accept-language': 'en-US,en;q=0.9' });
    expect(en.json().message).toBe('Unknown course type. Available types are lifestyle and professional.');
  });
});

describe('GET /courses/category/{slug}', () => {
  it('lists a main category with the courses of its subcategories', async () => {
    const res = await get('/api/courses/category/dizajn-enterijera');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      category: { id: 1, slug: 'dizajn-enterijera', name: 'Dizajn enterijera', parent_id: null },
    });
    expect(ids(body.courses)).toEqual([c.basics, c.mini, c.noTrailer]);
  });

  it('lists a subcategory by its own tag', async () => {
    const body = (await get('/api/courses/category/rasveta')).json();
    expect(body.category).toMatchObject({ slug: 'rasveta', parent_id: 1 });
    expect(ids(body.courses)).toEqual([c.mini]);
    expect(ids((await get('/api/courses/category/modni-dizajn')).json().courses)).toEqual([c.makeup]);
  });

  it('answers an unknown slug with 404 and a malformed one with 422', async () => {
    const unknown = await get('/api/courses/category/nepostojeca-kategorija');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Kategorija nije pronađena.');
    const bad = await get('/api/courses/category/Lo%C5%A1_slug!');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('Neispravna oznaka kategorije.');
  });
});

describe('GET /courses/{id}', () => {
  it('returns one course with its lessons when asked', async () => {
    const res = await get(`/api/courses/${c.basics}?include=author,videos,category`);
    expect(res.statusCode).toBe(200);
    const course = res.json() as Course;
    expect(course).toMatchObject({ id: c.basics, title: 'Osnove dizajna enterijera', lessons_count: 3 });
    expect(course.description).toContain('<Bez> "predznanja" & alata.');
    expect(ids(course.videos!)).toEqual([101, 102, 103, 104]);
  });

  it('keeps a course page (its gzip too) until the catalog changes, then answers the change at once', async () => {
    const url = `/api/courses/${c.basics}?include=author,videos,category`;
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get(url, gzip);
    expect(first.statusCode).toBe(200);
    const title = (body: Buffer) => (JSON.parse(gunzipSync(body).toString('utf8')) as Course).title;
    expect(title(first.rawPayload)).toBe('Osnove dizajna enterijera');

    const { sql } = catalog.t.database;
    await sql.executeSql(`UPDATE courses SET title = 'Osnove (izmenjeno)' WHERE id = ${c.basics}`);
    try {
      // Without catalog.changed the kept page is what is sent, byte for byte.
      expect((await get(url, gzip)).rawPayload.equals(first.rawPayload)).toBe(true);
      await catalog.t.app.bus.publish('catalog.changed', {});
      // The cleared store is read again (the page waits for it): the change, gzipped or not.
      expect(title((await get(url, gzip)).rawPayload)).toBe('Osnove (izmenjeno)');
      expect((await get(url)).json().title).toBe('Osnove (izmenjeno)');
    } finally {
      await sql.executeSql(`UPDATE courses SET title = 'Osnove dizajna enterijera' WHERE id = ${c.basics}`);
      await catalog.t.app.bus.publish('catalog.changed', {});
    }
  });

  it('answers a missing or unpublished course with 404 "Kurs nije pronađen"', async () => {
    for (const id of [c.hidden, 999_999, 2_147_483_647]) {
      const res = await get(`/api/courses/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Kurs nije pronađen');
    }
    const en = await get(`/api/courses/${c.hidden}`, { 'accept-language': 'en' });
    expect(en.json().message).toBe('Course not found');
  });

  it.each(['-1', '0', '1.5', '2147483648', '99999999999', '12abc', '%20', '1e3', `${'9'.repeat(30)}`])(
    'refuses the id %s with 422 and a message, never a 5xx',
    async (id) => {
      const res = await get(`/api/courses/${id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Neispravan identifikator.',
        errors: { id: ['Neispravan identifikator.'] },
      });
    },
  );
});

describe('GET /courses/recommended', () => {
  it('leaves the viewed course out and prefers its category', async () => {
    const res = await get(
      `/api/courses/recommended?include=videos,category,author&limit=4&exclude=${c.basics}`,
    );
    expect(res.statusCode).toBe(200);
    expect(ids(res.json())).toEqual([c.mini, c.makeup, c.stage, c.noTrailer]);
  });

  it('defaults to four popular courses', async () => {
    expect(ids((await get('/api/courses/recommended')).json())).toEqual([
      c.basics,
      c.mini,
      c.makeup,
      c.stage,
    ]);
  });

  it.each(['exclude=abc', 'exclude=-3', 'limit=21'])('refuses %s', async (query) => {
    expect((await get(`/api/courses/recommended?${query}`)).statusCode).toBe(422);
  });
});

describe('GET /courses/{id}/videos', () => {
  it('lists lesson metadata in play order with intros flagged and no playable URL', async () => {
    const res = await get(`/api/courses/${c.basics}/videos`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Video[];
    expect(list.map((v) => [v.id, v.order, v.is_intro, v.is_trailer])).toEqual([
      [101, 1, 0, true],
      [102, 2, 1, false],
      [103, 2, 0, false],
      [104, 3, 0, false],
    ]);
    expect(list[1]).toMatchObject({
      main_video_id: 103,
      lesson_number: null,
      path: 'intros/c1-l2-prostor.mp4',
    });
    expect(list[0]!.thumbnail_url).toMatch(signedUrl);
    expect(list[2]!.thumbnail_url).toBeNull();
    // Only thumbnails are signed: no lesson file is reachable from this answer.
    const signed = [...res.body.matchAll(/\/api\/media\/([^?"]+)/g)].map((m) => m[1]);
    expect(signed.every((key) => key!.startsWith('thumbnails/'))).toBe(true);
  });

  it('marks concatenated lessons with intro_duration and names their lesson group', async () => {
    const list = (await get(`/api/courses/${c.makeup}/videos`)).json() as Video[];
    expect(list[1]).toMatchObject({
      id: 202,
      intro_duration: 3.25,
      video_category: { name: 'Osnove', position: 1 },
    });
    expect(list[0]!.intro_duration).toBeNull();
  });

  it('answers 404 for a missing course and 422 for a bad id', async () => {
    expect((await get('/api/courses/999/videos')).statusCode).toBe(404);
    expect((await get(`/api/courses/${c.hidden}/videos`)).statusCode).toBe(404);
    expect((await get('/api/courses/abc/videos')).statusCode).toBe(422);
    expect((await get('/api/courses/-4/videos')).statusCode).toBe(422);
  });
});

describe('trailers and thumbnails', () => {
  it('gives the order-1 video as a public trailer that the media route serves', async () => {
    const res = await get(`/api/courses/${c.basics}/trailer`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.video_id).toBe(101);
    expect(body.url).toMatch(signedUrl);
    expect(body.url).toContain('videos/1/c1-l1-najava.mp4');
    expect(body.thumbnail_url).toContain('thumbnails/videos/1/c1-l1-najava.jpg');
    const file = await get(body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(file.rawPayload.equals(VIDEO_BYTES)).toBe(true);
  });

  it('answers 404 "Nema dostupnog trailera" when the course has none', async () => {
    for (const id of [c.noTrailer, c.comingSoon]) {
      const res = await get(`/api/courses/${id}/trailer`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Nema dostupnog trailera');
    }
    expect((await get(`/api/courses/${c.noTrailer}/trailer/thumbnail`)).statusCode).toBe(404);
  });

  it("gives the trailer's thumbnail, else the cover", async () => {
    expect((await get(`/api/courses/${c.basics}/trailer/thumbnail`)).json().url).toContain(
      'thumbnails/videos/1/c1-l1-najava.jpg',
    );
    expect((await get(`/api/courses/${c.mini}/trailer/thumbnail`)).json().url).toContain(
      'courses/6/cover.jpg',
    );
    const none = await get(`/api/courses/${c.stage}/trailer/thumbnail`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Sličica nije dostupna.');
  });

  it('gives video thumbnails and trailer thumbnails per video', async () => {
    const thumb = await get(`/api/courses/${c.basics}/videos/101/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.json().url).toMatch(signedUrl);
    expect((await get(`/api/courses/${c.basics}/videos/103/thumbnail`)).statusCode).toBe(404);
    expect((await get(`/api/courses/${c.basics}/videos/103/trailer-thumbnail`)).json().url).toContain(
      'courses/1/cover.jpg',
    );
    const otherCourse = await get(`/api/courses/${c.basics}/videos/201/thumbnail`);
    expect(otherCourse.statusCode).toBe(404);
    expect(otherCourse.json().message).toBe('Video nije pronađen');
    expect((await get(`/api/courses/${c.basics}/videos/x/trailer-thumbnail`)).statusCode).toBe(422);
  });
});

describe('pictures and their widths (ADR 068)', () => {
  /** A srcset as the web's <img srcset> takes it: each width's URL of the picture, with its w descriptor. */
  function expectSrcSet(url: string | null | undefined, srcset: string | null | undefined) {
    expect(url).toMatch(signedUrl);
    expect(srcset).toBe(IMAGE_WIDTHS.map((w) => `${url}&w=${w} ${w}w`).join(', '));
  }

  it('gives every picture of the catalog with the srcset of its widths', async () => {
    const basics = (await get(`/api/courses/${c.basics}?include=videos,ebooks`)).json() as Course;
    expectSrcSet(basics.cover.url, basics.cover.srcset);
    const thumbnailed = basics.videos!.find((video) => video.thumbnail_url)!;
    expectSrcSet(thumbnailed.thumbnail_url, thumbnailed.thumbnail_srcset);
    expect(basics.videos!.find((video) => !video.thumbnail_url)?.thumbnail_srcset).toBeNull();

    const list = (await get('/api/courses/popular')).json() as Course[];
    for (const course of list) {
      if (course.cover.url) expectSrcSet(course.cover.url, course.cover.srcset);
      else expect(course.cover.srcset).toBeNull();
    }
    const [ana] = (await get('/api/instructors')).json() as Instructor[];
    expectSrcSet(ana!.image, ana!.image_srcset);
    const ebooks = (await get('/api/ebooks')).json() as Ebook[];
    const colours = ebooks.find((book) => book.thumbnail)!;
    expectSrcSet(colours.thumbnail, colours.thumbnail_srcset);

    const trailer = (await get(`/api/courses/${c.basics}/trailer`)).json();
    expectSrcSet(trailer.thumbnail_url, trailer.thumbnail_srcset);
    for (const path of [
      `/api/courses/${c.basics}/trailer/thumbnail`,
      `/api/courses/${c.basics}/videos/101/thumbnail`,
      `/api/courses/${c.basics}/videos/103/trailer-thumbnail`,
    ]) {
      const answer = (await get(path)).json();
      expectSrcSet(answer.url, answer.srcset);
    }
  });

  it('gives a width URL the media route accepts, and no srcset for a file without widths', async () => {
    const basics = (await get(`/api/courses/${c.basics}`)).json() as Course;
    const first = basics.cover.srcset!.split(', ')[0]!.split(' ')[0]!;
    // The fixture's cover is JPEG markers only, so the original answers in place of the width.
    expect((await get(first)).statusCode).toBe(200);
    const [ana] = (await get('/api/instructors')).json() as Instructor[];
    // The trailer is a video: it has no widths.
    expect(ana!.trailer_video).toMatch(signedUrl);
    expect(ana).not.toHaveProperty('trailer_video_srcset');
  });
});

describe('course materials', () => {
  it('keeps supplemental materials to holders of access (the lessons tests cover holders)', async () => {
    expect((await get(`/api/courses/${c.makeup}/supplemental-materials`)).statusCode).toBe(401);
  });

  it("shows a course's e-book and template only under that course", async () => {
    const ebook = await get(`/api/courses/${c.makeup}/ebooks/${fixture.ebooks.colours}`);
    expect(ebook.statusCode).toBe(200);
    expect(ebook.json()).toMatchObject({
      id: 1,
      course_id: c.makeup,
      price: '1990.00',
      author: 'Ana Petrović',
    });
    const wrong = await get(`/api/courses/${c.basics}/ebooks/${fixture.ebooks.colours}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('E-knjiga nije pronađena');

    const template = await get(`/api/courses/${c.basics}/templates/${fixture.templates.freeMoodboard}`);
    expect(template.json()).toMatchObject({ id: 1, is_free: true, price: '0.00' });
    expect(
      (await get(`/api/courses/${c.makeup}/templates/${fixture.templates.freeMoodboard}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/courses/${c.basics}/templates/0`)).statusCode).toBe(422);
  });
});
