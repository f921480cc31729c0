import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { searchIndexTtlMs } from './search.routes';

let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp();
});
afterAll(async () => t?.close());

const c = fixture.courses;
const search = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/search?query=${encodeURIComponent(query)}`, headers });

describe('GET /search', () => {
  it('finds courses and authors with the spec fields', async () => {
    const res = await search('dizajn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authors: [],
      // both have a word starting with the query: alphabetical
      courses: [
        { id: c.noTrailer, title: 'Grafički dizajn 100% praktično_', author: 'Ana Petrović' },
        { id: c.basics, title: 'Osnove dizajna enterijera', author: 'Ana Petrović' },
      ],
    });
  });

  it('ignores case and diacritics in both directions', async () => {
    const titles = async (query: string) =>
      (await search(query)).json().courses.map((x: { id: number }) => x.id);
    const authors = async (query: string) =>
      (await search(query)).json().authors.map((x: { id: number }) => x.id);
    // "sminka" finds "Šminka"; the unpublished course with "šminke" stays hidden
    expect(await titles('sminka')).toEqual([c.makeup]);
    expect(await titles('ŠMINKA')).toEqual([c.makeup]);
    expect(await titles('graficki')).toEqual([c.noTrailer]);
    // "djordje" finds "Đorđević", and "Đorđe" finds "Djordje" / "Djordjem"
    expect(await authors('djordje')).toEqual([3, 2]);
    expect(await authors('Đorđe')).toEqual([3, 2]);
    expect(await titles('Đorđem')).toEqual([c.stage]);
    expect(await authors('ĐORĐEVIĆ')).toEqual([2]);
    expect(await authors('petrovic')).toEqual([1]);
    // Cyrillic input finds Latin text
    expect(await titles('шминка')).toEqual([c.makeup]);
  });

  it('ranks titles that start with the query first, then those with a word that does', async () => {
    const titles = async (query: string) =>
      (await search(query)).json().courses.map((x: { title: string }) => x.title);
    expect(await titles('s')).toEqual([
      // start with "s" (š counts as s)
      'Scenski nastup sa Djordjem',
      'Šminka za svaki dan',
      // "s" only inside a word
      'Mini kurs: Uredi dom za jedan vikend',
      'Osnove dizajna enterijera',
    ]);
    expect(await titles('d')).toEqual([
      // a later word starts with "d"
      'Grafički dizajn 100% praktično_',
      'Mini kurs: Uredi dom za jedan vikend',
      'Osnove dizajna enterijera',
      'Scenski nastup sa Djordjem',
      'Šminka za svaki dan',
      // "d" only inside a word
      'Gluma pred kamerom',
    ]);
  });

  it('matches % and _ literally', async () => {
    expect((await search('100%')).json().courses).toHaveLength(1);
    expect((await search('%')).json().courses.map((x: { id: number }) => x.id)).toEqual([c.noTrailer]);
    expect((await search('_')).json().courses.map((x: { id: number }) => x.id)).toEqual([c.noTrailer]);
  });

  it('trims the query and answers nothing found with empty lists', async () => {
    expect((await search('   sminka  ')).json().courses).toHaveLength(1);
    expect((await search('nepostojeći pojam')).json()).toEqual({ authors: [], courses: [] });
  });

  it('refuses an empty or missing query with 422 and a message', async () => {
    for (const url of ['/api/search?query=', '/api/search?query=%20%20', '/api/search']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        message: 'Unesite pojam za pretragu.',
        errors: { query: expect.any(Array) },
      });
    }
    const en = await search('', { 'accept-language': 'en' });
    expect(en.json().message).toBe('Please enter a search term.');
  });

  it('refuses a 1000-character query with 422', async () => {
    const res = await search('a'.repeat(1000));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Pojam za pretragu može imati najviše 100 karaktera.');
    expect((await search('a'.repeat(100))).statusCode).toBe(200);
  });
});

describe('the search index’s age limit', () => {
  it('is a safety net on the embedded database (its only writer publishes its changes), a minute with PostgreSQL', () => {
    expect(searchIndexTtlMs('pglite')).toBe(15 * 60_000);
    expect(searchIndexTtlMs('postgres')).toBe(60_000);
  });
});
