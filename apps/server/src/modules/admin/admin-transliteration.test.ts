// Serbian in Cyrillic (issue 23 item 2, ADR 082): the public answers in Cyrillic for Accept-Language sr-Cyrl
// (titles, descriptions, names, error messages; slugs, addresses and enumerations untouched), search by a Cyrillic
// query, the Latin and English answers unchanged, and the administrator's list of words that stay Latin (rights,
// validation in both languages, audit, in force at once).

import { DEFAULT_KEEP_LATIN } from '@atelje/shared/text/transliterate';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuditLog, courses } from '../../db/schema/index';
import { forgetKeepLatin, setKeepLatin } from '../../lib/cyrillic';
import { createUser } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile();
// The list this file saves is the worker process's until it is read again: the next file in this worker starts from
// the academy's default and reads its own database's list.
afterAll(() => {
  setKeepLatin(DEFAULT_KEEP_LATIN);
  forgetKeepLatin();
});

const URL = '/api/admin/settings/transliteration';
type Headers = Record<string, string>;
const read = (url: string, lang: string) =>
  at.t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const put = (payload: unknown, headers: Headers = at.admin.auth, lang = 'sr') =>
  at.t.app.inject({
    method: 'PUT',
    url: URL,
    payload: payload as object,
    headers: { ...headers, 'accept-language': lang },
  });

describe('public answers in Serbian Cyrillic', () => {
  it('a course in Cyrillic for sr-Cyrl, in Latin for sr and en, with slugs and enumerations untouched', async () => {
    const cyrillic = (await read(`/api/courses/${fixture.courses.basics}`, 'sr-Cyrl')).json();
    const latin = (await read(`/api/courses/${fixture.courses.basics}`, 'sr')).json();
    expect(latin.title).toBe('Osnove dizajna enterijera');
    expect(cyrillic.title).toBe('Основе дизајна ентеријера');
    expect(cyrillic.type).toBe(latin.type);
    expect(cyrillic.level).toBe(latin.level);
    expect(JSON.stringify(cyrillic.category?.slug ?? null)).toBe(
      JSON.stringify(latin.category?.slug ?? null),
    );
    // The Latin answer is what the cache keeps: asked again in Latin after Cyrillic, still Latin.
    expect((await read(`/api/courses/${fixture.courses.basics}`, 'sr')).json().title).toBe(latin.title);
    expect((await read(`/api/courses/${fixture.courses.basics}`, 'sr-Latn')).json().title).toBe(latin.title);
  });

  it('lists from the kept answers in Cyrillic, the Latin list unchanged', async () => {
    const cyrillic = (await read('/api/courses', 'sr-Cyrl,sr;q=0.9')).json();
    const latin = (await read('/api/courses', 'sr')).json();
    const list = (body: unknown) =>
      (Array.isArray(body) ? body : ((body as { data?: unknown[] }).data ?? [])) as { title: string }[];
    expect(list(cyrillic).length).toBe(list(latin).length);
    expect(list(cyrillic).map((c) => c.title)).toContain('Основе дизајна ентеријера');
    expect(list(latin).map((c) => c.title)).toContain('Osnove dizajna enterijera');
  });

  it('a query typed in Cyrillic finds the Latin course, answered in the reader script', async () => {
    const found = (await read(`/api/search?query=${encodeURIComponent('дизајн')}`, 'sr-Cyrl')).json();
    expect(JSON.stringify(found)).toContain('Основе дизајна ентеријера');
    const latin = (await read(`/api/search?query=${encodeURIComponent('дизајн')}`, 'sr')).json();
    expect(JSON.stringify(latin)).toContain('Osnove dizajna enterijera');
  });

  it('an error message in Cyrillic', async () => {
    const answer = await read('/api/courses/987654', 'sr-Cyrl');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/[\u0400-\u04ff]/);
    expect((await read('/api/courses/987654', 'sr')).json().message).not.toMatch(/[\u0400-\u04ff]/);
  });

  it('the inline mark keeps a word Latin in Cyrillic and is dropped in Latin and English', async () => {
    await at.t.database.db
      .update(courses)
      .set({ title: 'Osnove dizajna [[Milica Studio]]' })
      .where(eq(courses.id, fixture.courses.mini));
    await at.t.app.bus.publish('catalog.changed', {});
    const cyrillic = (await read(`/api/courses/${fixture.courses.mini}`, 'sr-Cyrl')).json();
    const latin = (await read(`/api/courses/${fixture.courses.mini}`, 'sr')).json();
    expect(cyrillic.title).toBe('Основе дизајна Milica Studio');
    expect(latin.title).toBe('Osnove dizajna Milica Studio');
  });
});

describe('the words that stay Latin (admin settings)', () => {
  it('the defaults until saved; a save is in force at once and audited', async () => {
    const before = await at.t.app.inject({ method: 'GET', url: URL, headers: at.admin.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.defaults).toBe(true);
    expect(before.json().data.terms).toContain('Photoshop');

    const saved = await put({ terms: ['Osnove', 'Photoshop', 'photoshop', ' Adobe Illustrator ', '  '] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      terms: ['Osnove', 'Photoshop', 'Adobe Illustrator'],
      defaults: false,
    });
    expect(saved.json().message).toBe(
      'Reči koje ostaju latinicom su sačuvane. Ćirilica ih od sada ne menja.',
    );

    const course = (await read(`/api/courses/${fixture.courses.basics}`, 'sr-Cyrl')).json();
    expect(course.title).toBe('Osnove дизајна ентеријера');

    const [audit] = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entityType, 'setting'),
          eq(adminAuditLog.entityId, 'transliteration_exceptions'),
        ),
      )
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit?.action).toBe('setting.updated');
    expect(JSON.stringify(audit?.changes)).toContain('Adobe Illustrator');

    await put({ terms: [] });
    const after = (await read(`/api/courses/${fixture.courses.basics}`, 'sr-Cyrl')).json();
    expect(after.title).toBe('Основе дизајна ентеријера');
  });

  it('refuses bad terms with a message in the language, changing nothing', async () => {
    await put({ terms: ['Canva'] });
    const cases: [unknown, string, string][] = [
      [{ terms: ['x'.repeat(61)] }, 'en', 'A word or name can have at most 60 characters.'],
      [{ terms: ['x'.repeat(61)] }, 'sr', 'Reč ili naziv može imati najviše 60 znakova.'],
      [
        { terms: Array.from({ length: 301 }, (_, i) => `rec${i}`) },
        'en',
        'The list can have at most 300 words.',
      ],
    ];
    for (const [payload, lang, message] of cases) {
      const answer = await put(payload, at.admin.auth, lang);
      expect(answer.statusCode).toBe(422);
      expect(JSON.stringify(answer.json())).toContain(message);
    }
    expect((await put({ terms: 'Canva' })).statusCode).toBe(422);
    const now = await at.t.app.inject({ method: 'GET', url: URL, headers: at.admin.auth });
    expect(now.json().data.terms).toEqual(['Canva']);
  });

  it('only an administrator reads or saves the list', async () => {
    const learner = await createUser(at.t);
    expect((await at.t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await at.t.app.inject({ method: 'GET', url: URL, headers: learner.auth })).statusCode).toBe(403);
    expect((await put({ terms: ['Wix'] }, learner.auth)).statusCode).toBe(403);
  });
});
