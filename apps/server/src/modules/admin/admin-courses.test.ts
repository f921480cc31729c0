// The administrator's courses: the table, the edit data, and the course form with its files and every message
// of spec 001 §5 and §8; the public catalog and search see a change at once.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, videos } from '../../db/schema/index';
import { fixture, PDF_BYTES } from '../../test/fixtures';
import { adminGet, adminTestAppPerFile, EXE_HEAD, type FormFile, postAdminForm } from './admin-test-support';

const at = adminTestAppPerFile();

const validFields = (title: string): Record<string, string | string[]> => ({
  title,
  description: 'Kurs o rasveti u malim stanovima.',
  type: 'lifestyle',
  category_id: String(fixture.categories.interior),
  'subcategory_ids[]': [String(fixture.categories.lighting), String(fixture.categories.living)],
  author_id: String(fixture.instructors.ana),
  price: '4990.50',
  original_price: '6990',
  'language[]': ['sr', 'en'],
  'audio_language[]': ['sr'],
  access_months: '6',
  coming_soon: '0',
});

const send = (url: string, fields: Record<string, string | string[]>, files: Record<string, FormFile> = {}) =>
  postAdminForm(at, url, fields, files);

describe('GET /admin/courses', () => {
  it('lists every course, unpublished too, with category, subcategories and lesson count', async () => {
    const res = await adminGet(at, '/api/admin/courses');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const ids = body.data.map((c: { id: number }) => c.id);
    expect(ids).toContain(fixture.courses.hidden);
    const basics = body.data.find((c: { id: number }) => c.id === fixture.courses.basics);
    expect(basics).toMatchObject({
      title: 'Osnove dizajna enterijera',
      category: { id: 1, slug: 'dizajn-enterijera', name: 'Dizajn enterijera' },
      subcategories: [{ id: 5, slug: 'stambeni-prostor', name: 'Stambeni prostor' }],
      author: { id: 1, name: 'Ana Petrović' },
      // trailer, lesson and last lesson; the intro is not a lesson
      lessons_count: 3,
      published: true,
    });
  });
});

describe('GET /admin/courses/{id}/edit', () => {
  it('answers the course as the form shows it', async () => {
    const res = await adminGet(at, `/api/admin/courses/${fixture.courses.makeup}/edit`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Kurs je učitan.' });
    expect(body.data).toMatchObject({
      id: fixture.courses.makeup,
      type: 'lifestyle',
      category_id: 2,
      subcategory_ids: [8],
      author_id: 2,
      price: '9800.00',
      price_para: 980_000,
      original_price: '12250.00',
      ebook: { path: fixture.keys.coloursEbook },
      template: null,
    });
    // Bound to this administrator's browser like every download (ADR 026): refused without the media cookie.
    expect(body.data.ebook.url).toMatch(
      new RegExp(`^/api/media/ebooks/boje-doma\\.pdf\\?exp=\\d+&uid=${at.admin.id}&sig=`),
    );
    expect((await at.t.app.inject({ method: 'GET', url: body.data.ebook.url })).statusCode).toBe(403);
    expect(body.data.videos.map((v: { id: number }) => v.id)).toEqual([201, 202]);
  });

  it('answers 404 with the catalog message for an unknown course', async () => {
    const res = await adminGet(at, '/api/admin/courses/9999/edit');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Kurs nije pronađen', error_details: null });
  });
});

/** A lesson (or intro) row of the course, as an upload leaves it in each processing state. */
async function addVideo(courseId: number, status: 'processing' | 'ready' | 'failed', isIntro = false) {
  const [row] = await at.t.database.db
    .insert(videos)
    .values({
      courseId,
      title: `${isIntro ? 'Uvod' : 'Lekcija'} (${status})`,
      path: `videos/test/${courseId}-${status}-${isIntro ? 'intro' : 'lesson'}-${Math.random()}.mp4`,
      isIntro,
      status,
      durationSeconds: 60,
    })
    .returning({ id: videos.id });
  return row!.id;
}

describe('POST /admin/courses', () => {
  it('creates a course with an e-book and a template, as a draft; published once it has a playable lesson, the catalog and search show it at once', async () => {
    // Fill the public cache first: the new course must not wait for it to expire.
    const before = await at.t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(before.statusCode).toBe(200);

    const res = await send('/api/admin/courses', validFields('Rasveta za male stanove'), {
      ebook: { filename: 'Vodič kroz rasvetu.pdf', data: PDF_BYTES, type: 'application/pdf' },
      template: { filename: 'plan rasvete.xlsx', data: Buffer.from('PK\u0003\u0004 tabela') },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Kurs uspešno dodat.' });
    expect(body.data).toMatchObject({
      title: 'Rasveta za male stanove',
      type: 'lifestyle',
      category_id: 1,
      subcategory_ids: [5, 6],
      author_id: 1,
      price_para: 499_050,
      original_price_para: 699_000,
      language: ['sr', 'en'],
      audio_language: ['sr'],
      access_months: 6,
      coming_soon: false,
      // New courses start as drafts (issue 16 defect 2).
      published: false,
    });
    expect(body.data.ebook.path).toMatch(/^ebooks\/courses\/[0-9a-f-]{36}\/Vodic-kroz-rasvetu\.pdf$/);
    expect(body.data.template.path).toMatch(/^templates\/courses\/[0-9a-f-]{36}\/plan-rasvete\.xlsx$/);
    expect(await at.t.app.storage.exists(body.data.ebook.path)).toBe(true);
    const draftListed = await at.t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(draftListed.json().map((c: { id: number }) => c.id)).not.toContain(body.data.id);

    // Its lesson uploaded and processed, the course is published.
    await addVideo(body.data.id, 'ready');
    const published = await send(`/api/admin/courses/${body.data.id}`, {
      ...validFields('Rasveta za male stanove'),
      published: '1',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.published).toBe(true);

    const listed = await at.t.app.inject({ method: 'GET', url: '/api/courses' });
    expect(listed.json().map((c: { id: number }) => c.id)).toContain(body.data.id);
    const found = await at.t.app.inject({ method: 'GET', url: '/api/search?query=rasveta%20za%20male' });
    expect(found.json().courses.map((c: { id: number }) => c.id)).toContain(body.data.id);

    const log = await adminGet(at, '/api/admin/dashboard/activities');
    expect(log.json().data.map((entry: { type: string; message: string }) => entry.message)).toContain(
      'Dodat kurs: Rasveta za male stanove',
    );
  });

  it('accepts JSON without files', async () => {
    const res = await at.t.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: at.admin.auth,
      payload: {
        ...validFields('Kurs iz JSON-a'),
        'subcategory_ids[]': undefined,
        subcategory_ids: ['6'],
        price: 100,
        original_price: 120.5,
        published: false,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      price_para: 10_000,
      original_price_para: 12_050,
      published: false,
    });
  });

  const refused = async (fields: Record<string, string | string[]>, field: string, message: string) => {
    const res = await send('/api/admin/courses', fields);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[field]).toEqual([message]);
    expect(body.error_details).toContain(message);
    return body;
  };

  it("refuses a course without a title: 'Naziv kursa je obavezan.'", async () => {
    const body = await refused({ ...validFields(''), title: '  ' }, 'title', 'Naziv kursa je obavezan.');
    expect(body.message).toBe('Naziv kursa je obavezan.');
  });

  it("refuses a course without an instructor: 'Molimo izaberite predavača.'", async () => {
    await refused(
      { ...validFields('Bez predavača'), author_id: '' },
      'author_id',
      'Molimo izaberite predavača.',
    );
    await refused(
      { ...validFields('Nepostojeći predavač'), author_id: '999' },
      'author_id',
      'Molimo izaberite predavača.',
    );
  });

  it("refuses a course without a main category: 'Molimo izaberite bar jednu glavnu kategoriju.'", async () => {
    const message = 'Molimo izaberite bar jednu glavnu kategoriju.';
    await refused({ ...validFields('Bez kategorije'), category_id: '' }, 'category_id', message);
    // a subcategory is not a main category
    await refused({ ...validFields('Podkategorija kao glavna'), category_id: '6' }, 'category_id', message);
  });

  it("refuses a course without a subcategory: 'Molimo izaberite bar jednu podkategoriju.'", async () => {
    const fields = validFields('Bez podkategorije');
    delete fields['subcategory_ids[]'];
    await refused(fields, 'subcategory_ids', 'Molimo izaberite bar jednu podkategoriju.');
  });

  it('refuses a subcategory of another main category', async () => {
    await refused(
      {
        ...validFields('Pogrešna podkategorija'),
        'subcategory_ids[]': [String(fixture.categories.tailoring)],
      },
      'subcategory_ids',
      'Izabrana podkategorija ne pripada glavnoj kategoriji kursa.',
    );
  });

  it('refuses a course without a description', async () => {
    await refused({ ...validFields('Bez opisa'), description: '' }, 'description', 'Opis kursa je obavezan.');
  });

  it('refuses prices that are missing, negative or finer than 0.01 RSD', async () => {
    await refused({ ...validFields('Bez cene'), price: '' }, 'price', 'Cena je obavezna.');
    const invalid = 'Cena mora biti broj veći ili jednak 0, sa najviše dve decimale.';
    await refused({ ...validFields('Negativna cena'), price: '-1' }, 'price', invalid);
    await refused({ ...validFields('Cena 0.005'), price: '10.005' }, 'price', invalid);
    await refused(
      { ...validFields('Bez regularne cene'), original_price: '' },
      'original_price',
      'Regularna cena je obavezna.',
    );
  });

  it('refuses an e-book that is not a PDF by its content, and keeps no file', async () => {
    const res = await send('/api/admin/courses', validFields('Lažni PDF'), {
      ebook: { filename: 'knjiga.pdf', data: EXE_HEAD, type: 'application/pdf' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ebook).toEqual(['E-knjiga mora biti PDF fajl.']);
    const [row] = await at.t.database.db.select().from(courses).where(eq(courses.title, 'Lažni PDF'));
    expect(row).toBeUndefined();
  });

  it('refuses to publish a new course: it has no lesson learners can play yet (sr and en), and creates nothing', async () => {
    const sr =
      'Kurs ne može biti objavljen dok nema nijednu lekciju spremnu za gledanje. Sačuvajte ga kao nacrt, dodajte lekciju i objavite ga kada se njena obrada završi.';
    const body = await refused({ ...validFields('Objavljen bez lekcija'), published: '1' }, 'published', sr);
    expect(body.message).toBe(sr);
    const en = await at.t.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: { ...at.admin.auth, 'accept-language': 'en' },
      payload: { ...validFields('Published without lessons'), published: true },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.published).toEqual([
      "A course cannot be published until it has a lesson ready to watch. Save it as a draft, add a lesson and publish the course once the lesson's processing has finished.",
    ]);
    const rows = await at.t.database.db
      .select()
      .from(courses)
      .where(eq(courses.title, 'Objavljen bez lekcija'));
    expect(rows).toHaveLength(0);
  });

  it('answers 413 for a field larger than a form takes', async () => {
    const res = await send('/api/admin/courses', {
      ...validFields('Predugačak opis'),
      description: 'a'.repeat(300 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Fajl je prevelik.' });
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const res = await at.t.app.inject({
      method: 'POST',
      url: '/api/admin/courses',
      headers: { ...at.admin.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validFields('Veliki JSON'), description: 'a'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /admin/courses/{id}', () => {
  it('updates a course (with _method) and replaces its e-book, removing the old file', async () => {
    const created = await send('/api/admin/courses', validFields('Kurs za izmenu'), {
      ebook: { filename: 'prva.pdf', data: PDF_BYTES },
    });
    const { id, ebook } = created.json().data;
    const res = await send(
      `/api/admin/courses/${id}`,
      { ...validFields('Kurs posle izmene'), _method: 'POST', price: '5000', coming_soon: '1' },
      { ebook: { filename: 'druga.pdf', data: PDF_BYTES } },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Kurs uspešno ažuriran.' });
    expect(body.data).toMatchObject({
      id,
      title: 'Kurs posle izmene',
      price_para: 500_000,
      coming_soon: true,
    });
    expect(body.data.ebook.path).toMatch(/druga\.pdf$/);
    expect(await at.t.app.storage.exists(ebook.path)).toBe(false);
    expect(await at.t.app.storage.exists(body.data.ebook.path)).toBe(true);
  });

  it('keeps the stored files when the form sends none', async () => {
    const res = await send(`/api/admin/courses/${fixture.courses.makeup}`, {
      ...validFields('Šminka za svaki dan'),
      category_id: '2',
      'subcategory_ids[]': ['8'],
      author_id: '2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.ebook.path).toBe(fixture.keys.coloursEbook);
  });

  it('publishes a course only once a lesson is ready: not while it is processing, failed, or only an intro', async () => {
    const created = await send('/api/admin/courses', validFields('Kurs koji čeka lekciju'));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const publish = () =>
      send(`/api/admin/courses/${id}`, { ...validFields('Kurs koji čeka lekciju'), published: '1' });
    const publicView = () => at.t.app.inject({ method: 'GET', url: `/api/courses/${id}` });

    for (const [status, isIntro] of [
      ['processing', false],
      ['failed', false],
      ['ready', true],
    ] as const) {
      await addVideo(id, status, isIntro);
      const res = await publish();
      expect(res.statusCode, `${status}${isIntro ? ' intro' : ''}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['published']);
      expect((await publicView()).statusCode).toBe(404);
    }
    const [row] = await at.t.database.db.select().from(courses).where(eq(courses.id, id));
    expect(row!.published).toBe(false);

    await addVideo(id, 'ready');
    const res = await publish();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.published).toBe(true);
    expect((await publicView()).statusCode).toBe(200);

    // An edit that does not say keeps the course published; one that unticks it makes it a draft again.
    const kept = await send(`/api/admin/courses/${id}`, validFields('Kurs koji čeka lekciju'));
    expect(kept.json().data.published).toBe(true);
    const drafted = await send(`/api/admin/courses/${id}`, {
      ...validFields('Kurs koji čeka lekciju'),
      published: '0',
    });
    expect(drafted.json().data.published).toBe(false);
    expect((await publicView()).statusCode).toBe(404);
  });

  it('does not let an edit keep a course published that has no playable lesson', async () => {
    // A course published before the rule, its only lesson since failed: the next save has to make it a draft.
    const created = await send('/api/admin/courses', validFields('Stari objavljeni kurs'));
    const { id } = created.json().data;
    await addVideo(id, 'failed');
    await at.t.database.db.update(courses).set({ published: true }).where(eq(courses.id, id));
    const res = await send(`/api/admin/courses/${id}`, validFields('Stari objavljeni kurs'));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['published']);
    const ok = await send(`/api/admin/courses/${id}`, {
      ...validFields('Stari objavljeni kurs'),
      published: '0',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for an unknown course', async () => {
    const res = await send('/api/admin/courses/9999', validFields('Nema ga'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Kurs nije pronađen');
  });
});
