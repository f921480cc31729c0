import type { Ebook, Instructor, InstructorDetail, Template } from '@atelje/shared';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/app';
import { catalogTestApp, ids, signedUrl } from '../../test/catalog-app';
import { fixture, PDF_BYTES } from '../../test/fixtures';

const catalog = catalogTestApp();
const { get } = catalog;
const c = fixture.courses;

describe('e-books', () => {
  it('lists e-books with their category for grouping', async () => {
    const res = await get('/api/ebooks');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Ebook[];
    expect(ids(list)).toEqual([1, 2, 3]);
    expect(list[0]).toMatchObject({
      id: 1,
      course_id: c.makeup,
      title: 'Boje doma: vodič kroz palete',
      description: 'Praktičan vodič za izbor boja.',
      price: '1990.00',
      price_para: 199_000,
      author: 'Ana Petrović',
      author_id: 1,
      category_id: 1,
      category: { id: 1, slug: 'dizajn-enterijera', name: 'Dizajn enterijera' },
    });
    expect(list[0]!.thumbnail).toMatch(signedUrl);
    expect(list[2]).toMatchObject({
      course_id: null,
      thumbnail: null,
      category: { slug: 'dramske-umetnosti' },
    });
    // the file itself is never in the public answer
    expect(res.body).not.toContain('ebooks/boje-doma.pdf');
  });

  it('shows one e-book, and 404 "E-knjiga nije pronađena" for a missing one', async () => {
    expect((await get('/api/ebooks/2')).json()).toMatchObject({
      id: 2,
      title: 'Stilski vodič',
      author: 'Teodora Đorđević',
    });
    const missing = await get('/api/ebooks/77');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('E-knjiga nije pronađena');
    expect((await get('/api/ebooks/77', { 'accept-language': 'en' })).json().message).toBe(
      'E-book not found',
    );
    expect((await get('/api/ebooks/-1')).statusCode).toBe(422);
    expect((await get('/api/ebooks/knjiga')).statusCode).toBe(422);
  });
});

describe('templates', () => {
  it('lists templates with is_free', async () => {
    const list = (await get('/api/templates')).json() as Template[];
    expect(list.map((item) => [item.id, item.is_free, item.price])).toEqual([
      [1, true, '0.00'],
      [2, false, '990.00'],
    ]);
    expect(list[0]).toMatchObject({
      title: 'Mood board za dnevnu sobu',
      author: 'Ana Petrović',
      course_id: c.basics,
    });
    expect((await get('/api/templates/2')).json()).toMatchObject({ id: 2, is_free: false });
    expect((await get('/api/templates/3')).statusCode).toBe(404);
  });

  it('refuses a download to a visitor with 401', async () => {
    const res = await get(`/api/templates/${fixture.templates.freeMoodboard}/download`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Prijavite se da biste preuzeli šablon.');
    const badToken = await get(`/api/templates/${fixture.templates.freeMoodboard}/download`, {
      authorization: 'Bearer not-a-real-token-but-long-enough',
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('refuses a paid template with 403 and a missing one with 404', async () => {
    const user = await createUser(catalog.t);
    const paid = await get(`/api/templates/${fixture.templates.paidPlanner}/download`, user.auth);
    expect(paid.statusCode).toBe(403);
    expect(paid.json().message).toBe('Ovaj šablon nije besplatan. Preuzimanje je dostupno posle kupovine.');
    expect((await get('/api/templates/99/download', user.auth)).statusCode).toBe(404);
    expect((await get('/api/templates/abc/download', user.auth)).statusCode).toBe(422);
  });

  it('gives a signed-in user a short-lived link to a free template, bound to them, that downloads', async () => {
    const user = await createUser(catalog.t);
    const before = Date.now();
    const res = await get(`/api/templates/${fixture.templates.freeMoodboard}/download`, user.auth);
    expect(res.statusCode).toBe(200);
    const { url, expires_at: expiresAt } = res.json();
    // Bound to the user (ADR 026): their media session comes with the answer.
    expect(url).toMatch(new RegExp(`^/api/media/[^?]+\\?exp=\\d+&uid=${user.id}&sig=[A-Za-z0-9_-]{43}$`));
    const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp * 1000 - before).toBeGreaterThan(14 * 60 * 1000);
    expect(exp * 1000 - before).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
    expect(new Date(expiresAt).getTime()).toBe(exp * 1000);
    expect((await get(url)).statusCode).toBe(403);
    const file = await get(url, { cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});

describe('instructors', () => {
  it('lists instructors with their number of published courses', async () => {
    const list = (await get('/api/instructors')).json() as Instructor[];
    expect(list.map((i) => [i.id, i.name, i.course_count])).toEqual([
      [1, 'Ana Petrović', 3],
      [2, 'Teodora Đorđević', 1],
      [3, 'Djordje Ristić', 2],
    ]);
    expect(list[0]).toMatchObject({
      slug: 'ana',
      field: 'Dizajn enterijera',
      specialty: 'Stambeni prostori',
    });
    expect(list[0]!.image).toMatch(signedUrl);
    expect(list[0]!.trailer_video).toMatch(signedUrl);
    expect(list[1]).toMatchObject({ image: null, trailer_video: null });
  });

  it('shows a profile with the bio in the request language, the trailer and the lifestyle courses', async () => {
    const sr = (await get('/api/instructors/1')).json() as InstructorDetail;
    expect(sr.bio).toBe('Ana je arhitektica enterijera iz Beograda.');
    expect(ids(sr.courses)).toEqual([c.mini]);
    expect(ids(sr.all_courses)).toEqual([c.basics, c.mini, c.noTrailer]);
    expect(sr.courses[0]).toMatchObject({ title: 'Mini kurs: Uredi dom za jedan vikend', author: { id: 1 } });

    const en = (await get('/api/instructors/1', { 'accept-language': 'en' })).json() as InstructorDetail;
    expect(en.bio).toBe('Ana is an interior architect from Belgrade.');
    // without an English bio the Serbian one is shown
    expect((await get('/api/instructors/2', { 'accept-language': 'en' })).json().bio).toBe(
      'Teodora je šminkerka i stilistkinja.',
    );

    const trailer = await get(sr.trailer_video!);
    expect(trailer.statusCode).toBe(200);
    expect(trailer.headers['content-type']).toBe('video/mp4');
  });

  it('finds an instructor by slug', async () => {
    expect((await get('/api/instructors/djordje')).json()).toMatchObject({ id: 3, name: 'Djordje Ristić' });
  });

  it('answers 404 "Predavač nije pronađen" and 422 for bad ids', async () => {
    for (const ref of ['42', 'nepoznat']) {
      const res = await get(`/api/instructors/${ref}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Predavač nije pronađen');
    }
    for (const ref of ['-1', '0', '99999999999', 'Ana_P', '1.5']) {
      expect((await get(`/api/instructors/${ref}`)).statusCode).toBe(422);
    }
  });
});

describe('GET /categories', () => {
  it('lists main categories with their subcategories', async () => {
    const tree = (await get('/api/categories')).json();
    expect(tree.map((main: { slug: string }) => main.slug)).toEqual([
      'dizajn-enterijera',
      'modni-dizajn',
      'dramske-umetnosti',
      'software-kursevi',
    ]);
    expect(tree[0].children.map((sub: { slug: string }) => sub.slug)).toEqual([
      'stambeni-prostor',
      'rasveta',
    ]);
    const en = (await get('/api/categories', { 'accept-language': 'en' })).json();
    expect(en[1]).toMatchObject({
      name: 'Fashion design',
      children: [{ name: 'Pattern cutting', parent_id: 2 }],
    });
  });
});
