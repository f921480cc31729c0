// The administrator's instructors: the table with course counts, the edit data, and the form with its messages
// (spec 001 §5, §8): name and e-mail required, the trailer must be a video by its content.
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixtures';
import {
  adminGet,
  adminTestAppPerFile,
  EXE_HEAD,
  type FormFile,
  MP4_HEAD,
  postAdminForm,
} from './admin-test-support';

const at = adminTestAppPerFile();

const send = (url: string, fields: Record<string, string>, files: Record<string, FormFile> = {}) =>
  postAdminForm(at, url, fields, files);

describe('GET /admin/instructors', () => {
  it('lists instructors with e-mail and number of courses', async () => {
    const res = await adminGet(at, '/api/admin/instructors');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Predavači su učitani.' });
    expect(body.data).toContainEqual({
      id: 1,
      name: 'Ana Petrović',
      email: 'ana@primer.rs',
      course_count: 4,
    });
    expect(body.data).toContainEqual({
      id: 3,
      name: 'Djordje Ristić',
      email: 'djordje@primer.rs',
      course_count: 2,
    });
  });
});

describe('GET /admin/instructors/{id}/edit', () => {
  it('answers an instructor with bio, trailer and courses', async () => {
    const res = await adminGet(at, '/api/admin/instructors/1/edit');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: 1,
      name: 'Ana Petrović',
      bio: 'Ana je arhitektica enterijera iz Beograda.',
      bio_en: 'Ana is an interior architect from Belgrade.',
      trailer_video: { path: fixture.keys.anaTrailer },
      course_count: 4,
    });
    expect(data.courses.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b)).toEqual([
      1, 6, 9, 12,
    ]);
  });

  it('answers 404 for an unknown instructor', async () => {
    const res = await adminGet(at, '/api/admin/instructors/999/edit');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Predavač nije pronađen');
  });
});

describe('POST /admin/instructors', () => {
  it("creates an instructor with a trailer video: 'Predavač uspešno dodat.'; the catalog shows them", async () => {
    const before = await at.t.app.inject({ method: 'GET', url: '/api/instructors' });
    expect(before.statusCode).toBe(200);
    const res = await send(
      '/api/admin/instructors',
      { name: 'Mila Stojanović', email: 'Mila@Primer.rs', bio: 'Mila predaje krojenje.', _method: 'POST' },
      { trailer_video: { filename: 'najava.mp4', data: MP4_HEAD, type: 'video/mp4' } },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Predavač uspešno dodat.',
      data: {
        name: 'Mila Stojanović',
        email: 'mila@primer.rs',
        bio: 'Mila predaje krojenje.',
        course_count: 0,
      },
    });
    expect(body.data.trailer_video.path).toMatch(/^instructors\/trailers\/[0-9a-f-]{36}\/trailer\.mp4$/);
    expect(await at.t.app.storage.exists(body.data.trailer_video.path)).toBe(true);
    const after = await at.t.app.inject({ method: 'GET', url: '/api/instructors' });
    expect(after.json().map((i: { name: string }) => i.name)).toContain('Mila Stojanović');
  });

  it("refuses an instructor without a name: 'Ime predavača je obavezno.'", async () => {
    const res = await send('/api/admin/instructors', { name: '', email: 'bez.imena@primer.rs' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { name: ['Ime predavača je obavezno.'] } });
  });

  it("refuses an instructor without an e-mail: 'Email predavača je obavezan.'", async () => {
    const res = await send('/api/admin/instructors', { name: 'Bez Emaila' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Email predavača je obavezan.']);
  });

  it('refuses a trailer that is not a video, even named .mp4, and keeps nothing', async () => {
    const res = await send(
      '/api/admin/instructors',
      { name: 'Lažni Video', email: 'lazni@primer.rs' },
      { trailer_video: { filename: 'najava.mp4', data: EXE_HEAD, type: 'video/mp4' } },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.trailer_video).toEqual(['Trailer mora biti video fajl (MP4, WebM ili MOV).']);
    const list = await adminGet(at, '/api/admin/instructors');
    expect(list.json().data.map((i: { name: string }) => i.name)).not.toContain('Lažni Video');
  });
});

describe('POST /admin/instructors/{id}', () => {
  it("updates an instructor and replaces the trailer: 'Predavač uspešno ažuriran.'", async () => {
    const created = await send(
      '/api/admin/instructors',
      { name: 'Pera Predavač', email: 'pera@primer.rs' },
      { trailer_video: { filename: 'a.mp4', data: MP4_HEAD } },
    );
    const { id, trailer_video: old } = created.json().data;
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60)]);
    const res = await send(
      `/api/admin/instructors/${id}`,
      { name: 'Pera Perić', email: 'pera@primer.rs', bio: 'Nova biografija.' },
      { trailer_video: { filename: 'b.webm', data: webm } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Predavač uspešno ažuriran.',
      data: { id, name: 'Pera Perić', bio: 'Nova biografija.' },
    });
    expect(res.json().data.trailer_video.path).toMatch(/trailer\.webm$/);
    expect(await at.t.app.storage.exists(old.path)).toBe(false);
  });

  it("answers 'ID predavača nije specificiran za ažuriranje.' without a valid id", async () => {
    const res = await send('/api/admin/instructors/undefined', { name: 'X', email: 'x@primer.rs' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('ID predavača nije specificiran za ažuriranje.');
  });
});
