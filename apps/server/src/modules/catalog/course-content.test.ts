// The course page's content in both languages (issue 16 items 11 and 16, ADR 042): level, short description and
// the three bullet lists in the public API, answered in the request's language with the Serbian as fallback, the
// cached answers kept apart by language, the instructor's other courses, and the administrator's course form.
import type { Course, InstructorDetail } from '@atelje/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, courses } from '../../db/schema/index';
import { fixture } from '../../test/fixtures';
import { type AdminTest, adminTestApp, multipartBody } from '../admin/admin-test-support';

let at: AdminTest;
const c = fixture.courses;

const content = {
  titleEn: 'Interior design basics',
  descriptionEn: 'A course on how a good interior comes about.',
  shortDescriptionSr: 'Od prvog merenja do plana nameštaja.',
  shortDescriptionEn: 'From the first measurement to a furniture plan.',
  level: 'beginner' as const,
  learnSr: ['Da izmerite prostoriju', 'Da sastavite paletu'],
  learnEn: ['Measure a room', 'Put together a palette'],
  requirementsSr: ['Nije potrebno predznanje'],
  requirementsEn: ['No prior knowledge needed'],
  audienceSr: ['Početnici'],
  audienceEn: [] as string[],
};

beforeAll(async () => {
  at = await adminTestApp();
  // Written before the first request, so no cached answer or course store holds the fixture's course yet.
  await at.t.database.db.update(courses).set(content).where(eq(courses.id, c.basics));
});
afterAll(() => at.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  at.t.app.inject({ method: 'GET', url, headers });
/** The API answers in the Accept-Language of the request (the web app sends its language there). */
const EN = { 'accept-language': 'en' };

async function course(id: number, query = '', headers: Record<string, string> = {}): Promise<Course> {
  const res = await get(`/api/courses/${id}${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json() as Course;
}

const serbian = {
  title: 'Osnove dizajna enterijera',
  short_description: 'Od prvog merenja do plana nameštaja.',
  level: 'beginner',
  what_you_learn: ['Da izmerite prostoriju', 'Da sastavite paletu'],
  requirements: ['Nije potrebno predznanje'],
  audience: ['Početnici'],
};
const english = {
  title: 'Interior design basics',
  description: 'A course on how a good interior comes about.',
  short_description: 'From the first measurement to a furniture plan.',
  level: 'beginner',
  what_you_learn: ['Measure a room', 'Put together a palette'],
  requirements: ['No prior knowledge needed'],
  // No English items: the Serbian ones.
  audience: ['Početnici'],
};

describe('the course content in the public API', () => {
  it('answers in Serbian by default and in English for Accept-Language en, the Serbian filling gaps', async () => {
    const sr = await course(c.basics);
    expect(sr).toMatchObject(serbian);
    expect(sr.description).not.toContain('A course on');

    expect(await course(c.basics, '', EN)).toMatchObject(english);
    expect(await course(c.basics, '', { 'accept-language': 'en-US,en;q=0.9' })).toMatchObject(english);
  });

  it('falls back to the Serbian title and description, level "all" and empty lists when a course has no content', async () => {
    const sr = await course(c.makeup);
    const en = await course(c.makeup, '', EN);
    expect(en.title).toBe('Šminka za svaki dan');
    expect(en.title).toBe(sr.title);
    expect(en.description).toBe(sr.description);
    expect(en).toMatchObject({
      short_description: '',
      level: 'all',
      what_you_learn: [],
      requirements: [],
      audience: [],
    });
  });

  it('keeps cached answers apart by language: course page, lists and instructor alternate without leaking', async () => {
    for (let round = 0; round < 3; round++) {
      expect((await course(c.basics, '?include=videos')).title).toBe(serbian.title);
      expect((await course(c.basics, '?include=videos', EN)).title).toBe(english.title);
      expect((await course(c.basics, '?include=videos', { 'accept-language': 'en' })).title).toBe(
        english.title,
      );
      expect((await course(c.basics, '?include=videos', { 'accept-language': 'sr' })).title).toBe(
        serbian.title,
      );
    }
    for (const url of ['/api/courses', '/api/courses/popular', '/api/courses/professional']) {
      const sr = (await get(url)).json() as Course[];
      const en = (await get(url, EN)).json() as Course[];
      const srAgain = (await get(url)).json() as Course[];
      expect(sr.find((row) => row.id === c.basics)?.title, url).toBe(serbian.title);
      expect(en.find((row) => row.id === c.basics)?.title, url).toBe(english.title);
      expect(en.find((row) => row.id === c.basics)?.what_you_learn, url).toEqual(english.what_you_learn);
      expect(srAgain.find((row) => row.id === c.basics)?.title, url).toBe(serbian.title);
    }
  });

  it("names the course in the cart's quote in the caller's language", async () => {
    const quote = (headers: Record<string, string>) =>
      at.t.app.inject({
        method: 'POST',
        url: '/api/cart/quote',
        payload: { items: [{ type: 'course', id: c.basics }] },
        headers,
      });
    expect((await quote(EN)).json().lines[0].title).toBe(english.title);
    expect((await quote({})).json().lines[0].title).toBe(serbian.title);
  });

  it("lists the instructor's other published courses, in the request's language (the course page's 'more by')", async () => {
    const en = (await get(`/api/instructors/${fixture.instructors.ana}`, EN)).json() as InstructorDetail;
    const ids = en.all_courses.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([c.basics, c.mini, c.noTrailer]));
    // Unpublished courses and other instructors' courses are not there.
    expect(ids).not.toContain(c.hidden);
    expect(ids).not.toContain(c.makeup);
    expect(en.all_courses.find((row) => row.id === c.basics)?.title).toBe(english.title);
    const sr = (await get(`/api/instructors/${fixture.instructors.ana}`)).json() as InstructorDetail;
    expect(sr.all_courses.find((row) => row.id === c.basics)?.title).toBe(serbian.title);
    // An instructor with one course has no other course to show.
    const teodora = (await get(`/api/instructors/${fixture.instructors.teodora}`)).json() as InstructorDetail;
    expect(teodora.all_courses.map((row) => row.id)).toEqual([c.makeup]);
  });
});

// ------------------------------------------------------------------------------------------- admin form

const validFields = (title: string): Record<string, string | string[]> => ({
  title,
  description: 'Kurs o rasveti u malim stanovima.',
  type: 'lifestyle',
  category_id: String(fixture.categories.interior),
  'subcategory_ids[]': [String(fixture.categories.lighting)],
  author_id: String(fixture.instructors.ana),
  price: '4990',
  original_price: '6990',
  'language[]': ['sr'],
  'audio_language[]': ['sr'],
});

const contentFields = {
  title_en: 'Light for small flats',
  description_en: 'A course on lighting small flats.',
  short_description_sr: 'Svetlo za male stanove, sloj po sloj.',
  short_description_en: 'Light for small flats, layer by layer.',
  level: 'intermediate',
  learn_sr: 'Tri sloja svetla\n\n  Temperatura boje  \n',
  learn_en: 'Three layers of light\nColour temperature',
  requirements_sr: 'Plan stana',
  requirements_en: 'A floor plan',
  audience_sr: 'Oni koji renoviraju\nDizajneri',
  audience_en: 'People renovating\nDesigners',
};

async function send(
  url: string,
  fields: Record<string, string | string[]>,
  who: Record<string, string> | null = at.admin.auth,
  lng = 'sr',
) {
  const body = await multipartBody(fields);
  return at.t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(who ?? {}), 'accept-language': lng },
  });
}

const edit = async (id: number) =>
  (await get(`/api/admin/courses/${id}/edit`, at.admin.auth)).json().data as Record<string, unknown>;

describe('the course form with the page content', () => {
  let created: number;

  it('creates a course with level, English texts and both languages of the lists, one item per line', async () => {
    const res = await send('/api/admin/courses', {
      ...validFields('Svetlo za male stanove'),
      ...contentFields,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    created = data.id;
    expect(data).toMatchObject({
      title: 'Svetlo za male stanove',
      title_en: 'Light for small flats',
      description_en: 'A course on lighting small flats.',
      short_description_sr: 'Svetlo za male stanove, sloj po sloj.',
      short_description_en: 'Light for small flats, layer by layer.',
      level: 'intermediate',
      // Blank lines dropped, items trimmed.
      learn_sr: ['Tri sloja svetla', 'Temperatura boje'],
      learn_en: ['Three layers of light', 'Colour temperature'],
      requirements_sr: ['Plan stana'],
      requirements_en: ['A floor plan'],
      audience_sr: ['Oni koji renoviraju', 'Dizajneri'],
      audience_en: ['People renovating', 'Designers'],
    });
    const [audit] = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'course.created'), eq(adminAuditLog.entityId, String(created))));
    expect(audit!.changes).toMatchObject({
      titleEn: { to: 'Light for small flats' },
      level: { to: 'intermediate' },
      learnEn: { to: ['Three layers of light', 'Colour temperature'] },
    });
  });

  it('defaults a new course without the content to level "all", no English and empty lists', async () => {
    const res = await send('/api/admin/courses', validFields('Kurs bez sadržaja'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title_en: '',
      description_en: '',
      short_description_sr: '',
      level: 'all',
      learn_sr: [],
      audience_en: [],
    });
  });

  it('updates the English title and a list item, audits from/to, and the public page shows it at once', async () => {
    // Read first, so the catalog holds a cached answer the save has to drop.
    expect((await course(c.basics, '', EN)).title).toBe(english.title);
    const res = await send(`/api/admin/courses/${c.basics}`, {
      ...validFields('Osnove dizajna enterijera'),
      category_id: '1',
      'subcategory_ids[]': ['5'],
      title_en: 'Interior design fundamentals',
      learn_en: 'Measure a room\nChoose a palette',
    });
    expect(res.statusCode).toBe(200);
    const [audit] = await at.t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(c.basics)))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit!.changes).toMatchObject({
      titleEn: { from: 'Interior design basics', to: 'Interior design fundamentals' },
      learnEn: {
        from: ['Measure a room', 'Put together a palette'],
        to: ['Measure a room', 'Choose a palette'],
      },
    });
    // Fields the form left out keep their values.
    expect(audit!.changes).not.toHaveProperty('learnSr');
    expect(audit!.changes).not.toHaveProperty('level');
    const en = await course(c.basics, '', EN);
    expect(en.title).toBe('Interior design fundamentals');
    expect(en.what_you_learn).toEqual(['Measure a room', 'Choose a palette']);
    expect(en.requirements).toEqual(english.requirements);
    expect(en.level).toBe('beginner');
    expect((await course(c.basics)).title).toBe(serbian.title);
  });

  it('clears a text or a list sent empty: English readers then see the Serbian', async () => {
    const res = await send(`/api/admin/courses/${created}`, {
      ...validFields('Svetlo za male stanove'),
      title_en: '',
      learn_en: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title_en: '',
      learn_en: [],
      learn_sr: ['Tri sloja svetla', 'Temperatura boje'],
    });
    expect(await edit(created)).toMatchObject({ level: 'intermediate', requirements_en: ['A floor plan'] });
  });

  const refused = async (fields: Record<string, string>, field: string, sr: string, en: string) => {
    for (const [lng, message] of [
      ['sr', sr],
      ['en', en],
    ] as const) {
      const res = await send(
        `/api/admin/courses/${created}`,
        { ...validFields('Svetlo za male stanove'), ...fields },
        at.admin.auth,
        lng,
      );
      expect(res.statusCode, `${field} ${lng}`).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  };

  it('refuses each invalid field with its message (sr and en) and changes nothing', async () => {
    const before = await edit(created);
    await refused(
      { title_en: 'x'.repeat(256) },
      'title_en',
      'Naziv kursa na engleskom može imati najviše 255 karaktera.',
      'The English course title can have at most 255 characters.',
    );
    await refused(
      { description_en: 'x'.repeat(50_001) },
      'description_en',
      'Opis kursa na engleskom je predugačak.',
      'The English course description is too long.',
    );
    for (const field of ['short_description_sr', 'short_description_en']) {
      await refused(
        { [field]: 'x'.repeat(301) },
        field,
        'Kratak opis može imati najviše 300 karaktera.',
        'The short description can have at most 300 characters.',
      );
    }
    await refused(
      { level: 'expert' },
      'level',
      'Izaberite nivo kursa: početni, srednji, napredni ili svi nivoi.',
      'Choose the course level: beginner, intermediate, advanced or all levels.',
    );
    for (const field of [
      'learn_sr',
      'learn_en',
      'requirements_sr',
      'requirements_en',
      'audience_sr',
      'audience_en',
    ]) {
      await refused(
        { [field]: Array.from({ length: 13 }, (_, i) => `Stavka ${i + 1}`).join('\n') },
        field,
        'Lista može imati najviše 12 stavki (jedna stavka po redu).',
        'A list can have at most 12 items (one item per line).',
      );
      await refused(
        { [field]: `Kratka\n${'x'.repeat(201)}` },
        field,
        'Svaka stavka može imati najviše 200 karaktera.',
        'Each item can have at most 200 characters.',
      );
    }
    expect(await edit(created)).toEqual(before);
  });

  it('takes exactly 12 items of 200 characters and a 255-character English title', async () => {
    const items = Array.from({ length: 12 }, (_, i) => `${i + 1}`.padEnd(200, 'x'));
    const res = await send(`/api/admin/courses/${created}`, {
      ...validFields('Svetlo za male stanove'),
      title_en: 'T'.repeat(255),
      audience_en: items.join('\r\n'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.audience_en).toEqual(items);
  });

  it('is for administrators only: a visitor 401, a learner 403, nothing changed', async () => {
    const before = await edit(created);
    const fields = { ...validFields('Svetlo za male stanove'), title_en: 'Hacked' };
    expect((await send(`/api/admin/courses/${created}`, fields, null)).statusCode).toBe(401);
    expect((await send(`/api/admin/courses/${created}`, fields, at.learner.auth)).statusCode).toBe(403);
    expect((await send('/api/admin/courses', fields, at.learner.auth)).statusCode).toBe(403);
    expect(await edit(created)).toEqual(before);
  });
});
