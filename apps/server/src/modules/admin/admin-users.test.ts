// The administrator's users: the paged table with the spec's pagination shape, the edit data, the user form with
// the spec's messages, course assignment through course_access (the learner then has access), and the rule that
// an administrator keeps their own admin role.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseAccess, users } from '../../db/schema/index';
import { anchoredSlice, newestFirstSlice } from '../../lib/admin-pagination';
import { createUser } from '../../test/app';
import { fixture } from '../../test/fixtures';
import { adminTestAppPerFile, multipartBody } from './admin-test-support';
import * as repo from './admin-users.repository';

const at = adminTestAppPerFile();

const get = (url: string, headers = at.admin.auth) => at.t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = at.admin.auth) =>
  at.t.app.inject({ method: 'POST', url, headers, payload });

describe('GET /admin/users', () => {
  it('pages accounts newest first, 15 by default, with the spec pagination shape', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      name: `Polaznik ${String(index).padStart(2, '0')}`,
      email: `polaznik${index}.${process.pid}@primer.rs`,
    }));
    await at.t.database.db.insert(users).values(rows);
    const first = await get('/api/admin/users');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    // 30 + the administrator and the learner of this file
    expect(body).toMatchObject({ success: true, current_page: 1, last_page: 3, per_page: 15, total: 32 });
    expect(body.pagination).toEqual({ current_page: 1, last_page: 3, per_page: 15, total: 32 });
    expect(body.data).toHaveLength(15);
    expect(body.data[0]).toMatchObject({ name: 'Polaznik 29', role: 'user' });
    expect(Object.keys(body.data[0]).sort()).toEqual(['created_at', 'email', 'id', 'name', 'role']);

    const last = (await get('/api/admin/users?page=3')).json();
    expect(last.data.map((u: { email: string }) => u.email)).toEqual([at.learner.email, at.admin.email]);
    const all = [...body.data, ...(await get('/api/admin/users?page=2')).json().data, ...last.data].map(
      (u: { id: number }) => u.id,
    );
    expect(new Set(all).size).toBe(32);
    expect([...all].sort((a, b) => b - a)).toEqual(all);

    expect((await get('/api/admin/users?page=4')).json()).toMatchObject({
      data: [],
      current_page: 4,
      last_page: 3,
    });
    expect((await get('/api/admin/users?page=1&per_page=100')).json().data).toHaveLength(32);
  });

  it('reads the same pages through anchors as through offsets', async () => {
    const db = at.t.database.db;
    const total = await repo.userTotal(db);
    const anchors = { ...(await repo.userAnchors(db, 4)), step: 4, builtAt: Date.now() };
    expect(anchors.total).toBe(total);
    for (let page = 1; page <= Math.ceil(total / 3); page++) {
      const plain = await repo.userPage(db, newestFirstSlice(total, page, 3)!);
      const anchored = await repo.userPage(db, anchoredSlice(total, page, 3, anchors)!);
      expect(
        anchored.map((u) => u.id),
        `page ${page}`,
      ).toEqual(plain.map((u) => u.id));
    }
  });

  it('refuses a page that is not a positive number and a page size over 100', async () => {
    const page = await get('/api/admin/users?page=0');
    expect(page.statusCode).toBe(422);
    expect(page.json()).toMatchObject({ success: false, message: 'Neispravan broj strane.' });
    expect((await get('/api/admin/users?per_page=500')).json().message).toBe(
      'Broj stavki po strani mora biti od 1 do 100.',
    );
  });
});

describe('GET /admin/users/{id}/edit', () => {
  it('answers the account, every course and the ids of the courses it can open', async () => {
    const res = await get(`/api/admin/users/${at.learner.id}/edit`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: at.learner.id,
      email: at.learner.email,
      role: 'user',
      assigned_course_ids: [],
    });
    expect(body.assigned_course_ids).toEqual([]);
    expect(body.all_courses).toHaveLength(7);
    expect(body.all_courses[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        title: expect.any(String),
        description: expect.any(String),
      }),
    );
  });

  it('answers 404 for an unknown account', async () => {
    const res = await get('/api/admin/users/999999/edit');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Korisnik nije pronađen.');
  });
});

describe('POST /admin/users', () => {
  it("creates an account from a form: 'Korisnik uspešno dodat.' (the spec's 'User added successfully.' in Serbian)", async () => {
    const body = await multipartBody({
      name: 'Nova Polaznica',
      email: 'Nova.Polaznica@Primer.rs',
      role: 'user',
      password: 'Sigurna#Lozinka9',
    });
    const res = await at.t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      payload: body.payload,
      headers: { ...body.headers, ...at.admin.auth },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Korisnik uspešno dodat.',
      data: {
        name: 'Nova Polaznica',
        email: 'nova.polaznica@primer.rs',
        role: 'user',
        assigned_course_ids: [],
      },
    });
    const login = await at.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nova.polaznica@primer.rs', password: 'Sigurna#Lozinka9' },
    });
    expect(login.statusCode).toBe(200);
  });

  const complete = {
    name: 'Potpun Korisnik',
    email: 'potpun@primer.rs',
    role: 'user',
    password: 'Sigurna#Lozinka9',
  };
  it.each([
    ['name', 'Ime je obavezno.'],
    ['email', 'Email je obavezan.'],
    ['role', 'Uloga je obavezna (administrator ili korisnik).'],
    ['password', 'Lozinka je obavezna.'],
  ])('refuses a new user without %s: %s', async (field, message) => {
    const res = await post('/api/admin/users', { ...complete, [field]: '' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message, error_details: message });
    expect(body.errors).toEqual({ [field]: [message] });
  });

  it('joins every field message into error_details', async () => {
    const res = await post('/api/admin/users', {});
    expect(res.json().error_details).toBe(
      'Ime je obavezno. Email je obavezan. Uloga je obavezna (administrator ili korisnik). Lozinka je obavezna.',
    );
  });

  it("keeps the spec's password rules and refuses common passwords", async () => {
    const base = { name: 'Slaba Lozinka', email: 'slaba@primer.rs', role: 'user' };
    const cases: [string, string][] = [
      ['Ab1!', 'Lozinka mora imati najmanje 6 karaktera.'],
      ['abcdef1!', 'Lozinka mora sadržati bar jedno veliko i jedno malo slovo.'],
      ['Abcdefg!', 'Lozinka mora sadržati bar jedan broj.'],
      ['Abcdefg1', 'Lozinka mora sadržati specijalni karakter (!, *, @ ...).'],
      ['Password1!', 'Ova lozinka je previše česta. Izaberite drugu.'],
    ];
    for (const [password, message] of cases) {
      const res = await post('/api/admin/users', { ...base, password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors.password, password).toEqual([message]);
    }
  });

  it('refuses an e-mail already taken', async () => {
    const res = await post('/api/admin/users', {
      name: 'Duplikat',
      email: at.learner.email.toUpperCase(),
      role: 'user',
      password: 'Sigurna#Lozinka9',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Ovaj email je već zauzet.']);
  });
});

describe('POST /admin/users/{id}', () => {
  it("updates name, e-mail and role without a password: 'Korisnik uspešno ažuriran.'", async () => {
    const person = await createUser(at.t, { name: 'Stari Naziv' });
    const res = await post(`/api/admin/users/${person.id}`, {
      name: 'Novi Naziv',
      email: person.email,
      role: 'admin',
      password: '',
      _method: 'POST',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Korisnik uspešno ažuriran.',
      data: { name: 'Novi Naziv', role: 'admin' },
    });
    // The new role counts at once, not after the token cache expires.
    const stats = await get('/api/admin/dashboard/stats', person.auth);
    expect(stats.statusCode).toBe(200);
  });

  it('sets a new password and signs the account out of its sessions', async () => {
    const person = await createUser(at.t);
    const res = await post(`/api/admin/users/${person.id}`, {
      name: 'Nova Lozinka',
      email: person.email,
      role: 'user',
      password: 'Druga#Lozinka42',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/user', person.auth)).statusCode).toBe(401);
    const login = await at.t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: 'Druga#Lozinka42' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('assigns exactly the courses of the JSON variant; the learner can then open them', async () => {
    const person = await createUser(at.t);
    const paid = String(fixture.courses.basics);
    const access = () =>
      at.t.app.inject({ method: 'GET', url: `/api/courses/${paid}/access`, headers: person.auth });
    const before = await access();
    expect(before.json()).toMatchObject({ allowed: false });

    const assign = await post(`/api/admin/users/${person.id}`, {
      name: 'Dodeljeni Kursevi',
      email: person.email,
      role: 'user',
      courses: [paid, String(fixture.courses.makeup)],
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json().data.assigned_course_ids).toEqual([fixture.courses.basics, fixture.courses.makeup]);
    expect((await access()).json()).toMatchObject({ allowed: true, reason: 'purchase' });
    const [row] = await at.t.database.db
      .select()
      .from(courseAccess)
      .where(and(eq(courseAccess.userId, person.id), eq(courseAccess.courseId, fixture.courses.basics)));
    expect(row).toMatchObject({ source: 'admin', revokedAt: null });
    // 12 access months of the course from now
    expect(row!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);

    const unassign = await post(`/api/admin/users/${person.id}`, {
      name: 'Dodeljeni Kursevi',
      email: person.email,
      role: 'user',
      courses: [String(fixture.courses.makeup)],
    });
    expect(unassign.json().data.assigned_course_ids).toEqual([fixture.courses.makeup]);
    expect((await access()).json()).toMatchObject({ allowed: false });
    const edit = await get(`/api/admin/users/${person.id}/edit`);
    expect(edit.json().assigned_course_ids).toEqual([fixture.courses.makeup]);
  });

  it('refuses an unknown course id', async () => {
    const res = await post(`/api/admin/users/${at.learner.id}`, {
      name: 'Lana Polaznik',
      email: at.learner.email,
      role: 'user',
      courses: ['424242'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.courses).toEqual(['Izabrani kurs ne postoji.']);
  });

  it('does not let an administrator remove their own admin role', async () => {
    const res = await post(`/api/admin/users/${at.admin.id}`, {
      name: 'Admin Atelje',
      email: at.admin.email,
      role: 'user',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Ne možete ukloniti sopstvenu administratorsku ulogu.',
      errors: { role: ['Ne možete ukloniti sopstvenu administratorsku ulogu.'] },
    });
    const [row] = await at.t.database.db.select().from(users).where(eq(users.id, at.admin.id));
    expect(row!.role).toBe('admin');
  });

  it("answers 'ID korisnika nije naveden za ažuriranje.' without a valid id", async () => {
    const res = await post('/api/admin/users/nije-broj', { name: 'X', email: 'x@primer.rs', role: 'user' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('ID korisnika nije naveden za ažuriranje.');
  });

  it('answers 404 for an unknown account', async () => {
    const res = await post('/api/admin/users/999999', { name: 'X', email: 'x@primer.rs', role: 'user' });
    expect(res.statusCode).toBe(404);
  });
});
