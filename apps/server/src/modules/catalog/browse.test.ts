// GET /api/courses/browse (issue 16, item 15): the catalogue's results page, its text, filters, sorts, pages and
// refusals, on the catalog fixture (six published courses and one unpublished).
import type { BrowseResponse } from '@atelje/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { foldText } from './browse.repository';

let t: TestApp;
const c = fixture.courses;

beforeAll(async () => {
  t = await buildCatalogTestApp();
});
afterAll(async () => t?.close());

async function browse(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/courses/browse${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BrowseResponse;
}
const ids = (answer: BrowseResponse) => answer.courses.map((course) => course.id);

describe('foldText', () => {
  it('drops Serbian diacritics the way the query does', () => {
    expect(foldText('Đorđe Šćepanović Žika')).toBe('djordje scepanovic zika');
  });
});

describe('GET /api/courses/browse', () => {
  it('lists every published course, most popular first, one page, with category and author for the cards', async () => {
    const answer = await browse('');
    expect(ids(answer)).toEqual([c.basics, c.mini, c.makeup, c.stage, c.noTrailer, c.comingSoon]);
    expect(answer).toMatchObject({ total: 6, page: 1, per_page: 24, pages: 1 });
    const basics = answer.courses[0]!;
    expect(basics.category).toMatchObject({ slug: 'dizajn-enterijera', name: 'Dizajn enterijera' });
    expect(basics.author).toMatchObject({ name: 'Ana Petrović' });
    const english = await browse('', { 'accept-language': 'en' });
    expect(english.courses[0]!.category?.name).toBe('Interior design');
  });

  it('finds a text in titles and instructor names without diacritics, and takes % and _ literally', async () => {
    expect(ids(await browse('?q=sminka'))).toEqual([c.makeup]);
    // "Đorđem" and "DJORDJEM" both find "Scenski nastup sa Djordjem"; "Đorđ" also finds Teodora Đorđević's course
    // and the courses of the instructor with Đorđe in the name.
    expect(ids(await browse('?q=%C4%90or%C4%91em'))).toEqual([c.stage]);
    expect(ids(await browse('?q=DJORDJEM'))).toEqual([c.stage]);
    expect(ids(await browse('?q=%C4%90or%C4%91'))).toContain(c.makeup);
    expect(ids(await browse('?q=ana%20petrovi%C4%87'))).toEqual([c.basics, c.mini, c.noTrailer]);
    expect(ids(await browse('?q=%25'))).toEqual([c.noTrailer]);
    expect(ids(await browse('?q=_'))).toEqual([c.noTrailer]);
    // The unpublished course never shows, whatever the text.
    expect(ids(await browse('?q=skriveni'))).toEqual([]);
    expect((await browse('?q=%20%20')).total).toBe(6);
  });

  it('keeps a main category with its subcategories, a subcategory, and nothing for an unknown slug', async () => {
    expect(ids(await browse('?category=dizajn-enterijera'))).toEqual([c.basics, c.mini, c.noTrailer]);
    expect(ids(await browse('?category=rasveta'))).toEqual([c.mini]);
    expect(await browse('?category=nema-je')).toMatchObject({ courses: [], total: 0, pages: 1 });
  });

  it('filters by type, price band and language, together', async () => {
    expect(ids(await browse('?type=lifestyle'))).toEqual([c.mini, c.makeup, c.stage]);
    expect(ids(await browse('?price=free'))).toEqual([c.mini]);
    expect(ids(await browse('?price=under-10000&sort=newest'))).toEqual([
      c.noTrailer,
      c.stage,
      c.comingSoon,
      c.makeup,
    ]);
    expect(ids(await browse('?price=10000-15000'))).toEqual([c.basics]);
    expect(ids(await browse('?price=over-15000'))).toEqual([]);
    expect(ids(await browse('?type=lifestyle&price=under-10000&category=modni-dizajn'))).toEqual([c.makeup]);

    expect(ids(await browse('?level=advanced'))).toEqual([]);
    await t.database.db.update(courses).set({ level: 'advanced' }).where(eq(courses.id, c.stage));
    try {
      // Another address than the one answered (and cached) before the change.
      expect(ids(await browse('?level=advanced&sort=popular'))).toEqual([c.stage]);
      expect(ids(await browse('?level=all&type=lifestyle'))).toEqual([c.mini, c.makeup]);
    } finally {
      await t.database.db.update(courses).set({ level: 'all' }).where(eq(courses.id, c.stage));
    }

    expect(ids(await browse('?language=en'))).toEqual([]);
    await t.database.db
      .update(courses)
      .set({ language: ['sr', 'en'] })
      .where(eq(courses.id, c.makeup));
    try {
      // A new address, not a cached one: the same query answered again after the change.
      expect(ids(await browse('?language=en&type=lifestyle'))).toEqual([c.makeup]);
    } finally {
      await t.database.db
        .update(courses)
        .set({ language: ['sr'] })
        .where(eq(courses.id, c.makeup));
    }
  });

  it('sorts by price both ways and by the newest, ties by id', async () => {
    expect(ids(await browse('?sort=price-asc'))).toEqual([
      c.mini,
      c.makeup,
      c.comingSoon,
      c.stage,
      c.noTrailer,
      c.basics,
    ]);
    expect(ids(await browse('?sort=price-desc'))[0]).toBe(c.basics);
    expect(ids(await browse('?sort=newest'))).toEqual([
      c.noTrailer,
      c.stage,
      c.comingSoon,
      c.mini,
      c.makeup,
      c.basics,
    ]);
  });

  it('sorts by the average rating, more ratings first among equals, unrated courses last by popularity', async () => {
    const rate = (id: number, count: number, sum: number) =>
      t.database.db.update(courses).set({ ratingCount: count, ratingSum: sum }).where(eq(courses.id, id));
    await rate(c.stage, 2, 9); // 4.5
    await rate(c.makeup, 1, 5); // 5.0
    await rate(c.noTrailer, 4, 18); // 4.5, more ratings than stage
    try {
      expect(ids(await browse('?sort=rating'))).toEqual([
        c.makeup,
        c.noTrailer,
        c.stage,
        c.basics,
        c.mini,
        c.comingSoon,
      ]);
      const makeup = (await browse('?sort=rating')).courses[0]!;
      expect(makeup).toMatchObject({ rating_average: 5, rating_count: 1 });
    } finally {
      for (const id of [c.stage, c.makeup, c.noTrailer]) await rate(id, 0, 0);
    }
  });

  it('answers a page past the end with no courses and the real total', async () => {
    expect(await browse('?page=2')).toMatchObject({ courses: [], total: 6, page: 2, pages: 1 });
  });

  it('refuses bad values with the reason, in the language', async () => {
    const cases: Array<[string, string]> = [
      ['?sort=cheapest', 'Neispravan redosled.'],
      ['?sort=RATING', 'Neispravan redosled.'],
      ['?price=1000', 'Neispravan filter.'],
      ['?type=hobby', 'Neispravan filter.'],
      ['?language=de', 'Neispravan filter.'],
      ['?level=expert', 'Neispravan filter.'],
      ['?page=0', 'Neispravan broj strane.'],
      ['?page=abc', 'Neispravan broj strane.'],
      [`?q=${'a'.repeat(101)}`, 'Tekst pretrage može imati najviše 100 znakova.'],
      ['?category=Dizajn%20Enterijera', 'Neispravna oznaka kategorije.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/courses/browse${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe(message);
    }
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/courses/browse?sort=cheapest',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().message).toBe('Invalid sort order.');
  });
});
