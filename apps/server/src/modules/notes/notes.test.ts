// Timestamped notes and bookmarks (issue 22 item 3, ADR 080): a learner with access writes them at a second of a
// lesson; lists, searches (case and Serbian diacritics ignored), changes, removes and exports (Markdown, CSV) their
// own, also after the access ended; nobody else ever sees, changes or removes them (404), and a learner without
// access cannot write any. Runs on PGlite and on PostgreSQL (scripts/test.mjs).
import type { Note, NoteSaveResponse, NotesResponse } from '@atelje/shared';
import { NOTES_PER_LESSON_MAX } from '@atelje/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAccess, lessonNotes } from '../../db/schema/index';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';

let t: TestApp;
const c = fixture.courses;
const v = fixture.videos;
const DAY = 86_400_000;

type Account = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t?.close());

async function grant(user: Account, courseId: number, expiresAt = new Date(Date.now() + 365 * DAY)) {
  await t.database.db.insert(courseAccess).values({ userId: user.id, courseId, source: 'admin', expiresAt });
}

async function learnerWith(...courseIds: number[]) {
  const user = await createUser(t);
  for (const courseId of courseIds) await grant(user, courseId);
  return user;
}

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: Account | null,
  payload?: unknown,
  lng = 'sr',
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...user?.auth, 'accept-language': lng },
  });

const notesUrl = (courseId: number, videoId: number) => `/api/courses/${courseId}/videos/${videoId}/notes`;
const write = (user: Account | null, courseId: number, videoId: number, payload: unknown, lng = 'sr') =>
  send('POST', notesUrl(courseId, videoId), user, payload, lng);

async function added(user: Account, courseId: number, videoId: number, payload: unknown) {
  const res = await write(user, courseId, videoId, payload);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as NoteSaveResponse).data;
}

async function listOf(user: Account, query = '') {
  const res = await send('GET', `/api/notes${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as NotesResponse;
}

describe('writing a note', () => {
  it('saves a note and a bookmark at a second of a lesson, with the course and lesson it belongs to', async () => {
    const ana = await learnerWith(c.basics);
    const res = await write(ana, c.basics, v.basicsLesson, {
      kind: 'note',
      position_seconds: 75,
      text: '  Svetlo iz dva izvora.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as NoteSaveResponse;
    expect(body.message).toBe('Beleška je sačuvana.');
    expect(body.data).toMatchObject({
      kind: 'note',
      course_id: c.basics,
      course_title: 'Osnove dizajna enterijera',
      video_id: v.basicsLesson,
      lesson_title: 'Kako čitati prostor',
      lesson_number: 2,
      position_seconds: 75,
      text: 'Svetlo iz dva izvora.',
    });

    const bookmark = await write(
      ana,
      c.basics,
      v.basicsLesson,
      { kind: 'bookmark', position_seconds: 10 },
      'en',
    );
    expect(bookmark.statusCode, bookmark.body).toBe(201);
    expect(bookmark.json()).toMatchObject({
      message: 'Bookmark added.',
      data: { kind: 'bookmark', text: '' },
    });

    const list = await listOf(ana, `?video_id=${v.basicsLesson}`);
    expect(list.truncated).toBe(false);
    expect(list.items.map((note) => [note.kind, note.position_seconds])).toEqual([
      ['bookmark', 10],
      ['note', 75],
    ]);
  });

  it('lets a free course be noted by any signed-in learner, and an administrator note any course', async () => {
    const learner = await createUser(t);
    await added(learner, c.mini, v.miniTrailer, { kind: 'bookmark', position_seconds: 3, text: 'Početak' });
    const admin = await createUser(t, { role: 'admin' });
    await added(admin, c.basics, v.basicsLast, { kind: 'note', position_seconds: 0, text: 'x' });
  });

  it('refuses each invalid input with its message and keeps nothing', async () => {
    const ana = await learnerWith(c.basics);
    const cases: [unknown, string, string][] = [
      [{ kind: 'note', position_seconds: 5 }, 'text', 'Upišite tekst beleške.'],
      [{ kind: 'note', position_seconds: 5, text: '   ' }, 'text', 'Upišite tekst beleške.'],
      [
        { kind: 'note', position_seconds: 5, text: 'a'.repeat(2001) },
        'text',
        'Beleška može imati najviše 2000 znakova.',
      ],
      [
        { kind: 'bookmark', position_seconds: 5, text: 'b'.repeat(121) },
        'text',
        'Naziv obeleživača može imati najviše 120 znakova.',
      ],
      [
        { kind: 'comment', position_seconds: 5, text: 'x' },
        'kind',
        'Vrsta mora biti „note“ (beleška) ili „bookmark“ (obeleživač).',
      ],
      [
        { kind: 'note', position_seconds: -1, text: 'x' },
        'position_seconds',
        'Vreme beleške mora biti ceo broj sekundi od početka lekcije.',
      ],
      [
        { kind: 'note', position_seconds: 1.5, text: 'x' },
        'position_seconds',
        'Vreme beleške mora biti ceo broj sekundi od početka lekcije.',
      ],
      [
        { kind: 'note', position_seconds: 3001, text: 'x' },
        'position_seconds',
        'Vreme beleške je posle kraja lekcije.',
      ],
      [{ kind: 'note', position_seconds: 5, text: 'x\u0000y' }, 'text', 'Tekst sadrži nedozvoljene znakove.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await write(ana, c.basics, v.basicsLesson, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      const body = res.json() as { message: string; errors?: Record<string, string[]> };
      expect(Object.keys(body.errors ?? {}), JSON.stringify(payload)).toContain(field);
      expect(body.errors?.[field], JSON.stringify(payload)).toContain(message);
    }
    const unknownField = await write(ana, c.basics, v.basicsLesson, {
      kind: 'note',
      position_seconds: 1,
      text: 'x',
      user_id: 1,
    });
    expect(unknownField.statusCode).toBe(422);
    const badId = await write(ana, c.basics, 0, { kind: 'note', position_seconds: 1, text: 'x' });
    expect(badId.statusCode).toBe(422);
    const rows = await t.database.db.select().from(lessonNotes).where(eq(lessonNotes.userId, ana.id));
    expect(rows).toEqual([]);
  });

  it('answers 404 for an unknown or unpublished course, an unknown lesson, another course’s lesson and an intro', async () => {
    const ana = await learnerWith(c.basics, c.hidden);
    const note = { kind: 'note', position_seconds: 1, text: 'x' };
    for (const [courseId, videoId] of [
      [99_999, v.basicsLesson],
      [c.hidden, v.basicsLesson],
      [c.basics, 99_999],
      [c.basics, v.makeupConcat],
      [c.basics, v.basicsIntro],
    ] as const) {
      const res = await write(ana, courseId, videoId, note);
      expect(res.statusCode, `${courseId}/${videoId}`).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('refuses a visitor (401), a learner who never had access and one whose access ended (403)', async () => {
    const note = { kind: 'note', position_seconds: 1, text: 'x' };
    expect((await write(null, c.basics, v.basicsLesson, note)).statusCode).toBe(401);

    const stranger = await createUser(t);
    const refused = await write(stranger, c.basics, v.basicsLesson, note);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Beleške u lekcijama možete pisati dok imate pristup kursu.',
    });

    const lapsed = await createUser(t);
    await grant(lapsed, c.basics, new Date(Date.now() - DAY));
    expect((await write(lapsed, c.basics, v.basicsLesson, note)).statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(lessonNotes)
      .where(and(eq(lessonNotes.courseId, c.basics), eq(lessonNotes.userId, lapsed.id)));
    expect(rows).toEqual([]);
  });

  it(`keeps at most ${NOTES_PER_LESSON_MAX} notes per learner and lesson (409), counting each lesson apart`, async () => {
    const ana = await learnerWith(c.basics);
    await t.database.db.insert(lessonNotes).values(
      Array.from({ length: NOTES_PER_LESSON_MAX }, (_, i) => ({
        userId: ana.id,
        courseId: c.basics,
        videoId: v.basicsLesson,
        kind: 'bookmark' as const,
        positionSeconds: i,
      })),
    );
    const over = await write(ana, c.basics, v.basicsLesson, { kind: 'bookmark', position_seconds: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: `U jednoj lekciji možete imati najviše ${NOTES_PER_LESSON_MAX} beleški i obeleživača.`,
    });
    await added(ana, c.basics, v.basicsLast, { kind: 'bookmark', position_seconds: 1 });
    const other = await learnerWith(c.basics);
    await added(other, c.basics, v.basicsLesson, { kind: 'bookmark', position_seconds: 1 });
  });
});

describe('parallel writes near the limit', () => {
  it('end with exactly the limit on the lesson, the rest refused with 409 (on PostgreSQL they really overlap)', async () => {
    const ana = await learnerWith(c.basics);
    const room = 5;
    await t.database.db.insert(lessonNotes).values(
      Array.from({ length: NOTES_PER_LESSON_MAX - room }, (_, i) => ({
        userId: ana.id,
        courseId: c.basics,
        videoId: v.basicsLesson,
        kind: 'bookmark' as const,
        positionSeconds: i,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        write(ana, c.basics, v.basicsLesson, { kind: 'note', position_seconds: i, text: `Paralelno ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(room).fill(201), ...Array(20 - room).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(lessonNotes)
      .where(and(eq(lessonNotes.userId, ana.id), eq(lessonNotes.videoId, v.basicsLesson)));
    expect(rows).toHaveLength(NOTES_PER_LESSON_MAX);
  });
});

describe('reading, changing and removing one’s own notes', () => {
  it('changes the kind, second and text of one’s own note, and removes it', async () => {
    const ana = await learnerWith(c.basics);
    const note = await added(ana, c.basics, v.basicsLesson, {
      kind: 'note',
      position_seconds: 30,
      text: 'Prvo',
    });
    const changed = await send('PUT', `/api/notes/${note.id}`, ana, {
      kind: 'bookmark',
      position_seconds: 40,
      text: 'Boje',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Beleška je izmenjena.',
      data: { id: note.id, kind: 'bookmark', position_seconds: 40, text: 'Boje' },
    });
    const invalid = await send('PUT', `/api/notes/${note.id}`, ana, {
      kind: 'note',
      position_seconds: 40,
      text: '',
    });
    expect(invalid.statusCode).toBe(422);
    const pastEnd = await send('PUT', `/api/notes/${note.id}`, ana, {
      kind: 'bookmark',
      position_seconds: 3001,
    });
    expect(pastEnd.statusCode).toBe(422);
    expect(pastEnd.json()).toMatchObject({
      errors: { position_seconds: ['Vreme beleške je posle kraja lekcije.'] },
    });
    const [row] = await t.database.db.select().from(lessonNotes).where(eq(lessonNotes.id, note.id));
    expect(row).toMatchObject({ kind: 'bookmark', positionSeconds: 40, text: 'Boje' });

    const removed = await send('DELETE', `/api/notes/${note.id}`, ana);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'Beleška je obrisana.' });
    expect((await send('DELETE', `/api/notes/${note.id}`, ana)).statusCode).toBe(404);
    expect((await listOf(ana)).items).toEqual([]);
  });

  it('never shows, changes or removes another learner’s note (404), nor lists it', async () => {
    const ana = await learnerWith(c.basics);
    const bojan = await learnerWith(c.basics);
    const note = await added(ana, c.basics, v.basicsLesson, {
      kind: 'note',
      position_seconds: 5,
      text: 'Tajna Ane',
    });
    await added(bojan, c.basics, v.basicsLesson, { kind: 'note', position_seconds: 6, text: 'Bojanova' });

    const put = await send('PUT', `/api/notes/${note.id}`, bojan, {
      kind: 'note',
      position_seconds: 1,
      text: 'Moja',
    });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ message: 'Beleška nije pronađena.' });
    expect((await send('DELETE', `/api/notes/${note.id}`, bojan)).statusCode).toBe(404);
    const admin = await createUser(t, { role: 'admin' });
    expect((await send('DELETE', `/api/notes/${note.id}`, admin)).statusCode).toBe(404);

    const bojans = await listOf(bojan);
    expect(bojans.items.map((item) => item.text)).toEqual(['Bojanova']);
    const exported = await send('GET', '/api/notes/export?format=markdown', bojan);
    expect(exported.body).not.toContain('Tajna Ane');
    expect((await listOf(admin)).items).toEqual([]);
    const [row] = await t.database.db.select().from(lessonNotes).where(eq(lessonNotes.id, note.id));
    expect(row?.text).toBe('Tajna Ane');
  });

  it('asks for a token on every route and refuses bad ids and queries', async () => {
    for (const [method, url] of [
      ['GET', '/api/notes'],
      ['GET', '/api/notes/export?format=csv'],
      ['PUT', '/api/notes/1'],
      ['DELETE', '/api/notes/1'],
    ] as const) {
      const res = await send(
        method,
        url,
        null,
        method === 'PUT' ? { kind: 'bookmark', position_seconds: 1 } : undefined,
      );
      expect(res.statusCode, url).toBe(401);
    }
    const ana = await learnerWith(c.basics);
    expect((await send('DELETE', '/api/notes/abc', ana)).statusCode).toBe(422);
    expect((await send('GET', '/api/notes?course_id=x', ana)).statusCode).toBe(422);
    const long = await send('GET', `/api/notes?q=${'a'.repeat(101)}`, ana);
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ message: 'Tekst pretrage može imati najviše 100 znakova.' });
    const format = await send('GET', '/api/notes/export?format=pdf', ana);
    expect(format.statusCode).toBe(422);
    expect(format.json()).toMatchObject({ message: 'Format izvoza mora biti „markdown“ ili „csv“.' });
  });

  it('keeps one’s notes readable, changeable and exportable after the access ended, but takes no new one', async () => {
    const ana = await learnerWith(c.basics);
    const note = await added(ana, c.basics, v.basicsLesson, {
      kind: 'note',
      position_seconds: 9,
      text: 'Ostaje',
    });
    await t.database.db
      .update(courseAccess)
      .set({ expiresAt: new Date(Date.now() - DAY) })
      .where(eq(courseAccess.userId, ana.id));
    expect((await listOf(ana)).items.map((item) => item.text)).toEqual(['Ostaje']);
    const edit = await send('PUT', `/api/notes/${note.id}`, ana, {
      kind: 'note',
      position_seconds: 9,
      text: 'I dalje',
    });
    expect(edit.statusCode).toBe(200);
    expect(
      (await write(ana, c.basics, v.basicsLesson, { kind: 'bookmark', position_seconds: 1 })).statusCode,
    ).toBe(403);
    const exported = await send('GET', '/api/notes/export?format=csv', ana);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('I dalje');
  });
});

describe('listing, searching and exporting', () => {
  async function notebook() {
    const ana = await learnerWith(c.basics, c.makeup);
    await added(ana, c.makeup, v.makeupConcat, {
      kind: 'note',
      position_seconds: 120,
      text: 'Šminka: četkica za tečni puder',
    });
    await added(ana, c.basics, v.basicsLast, {
      kind: 'note',
      position_seconds: 600,
      text: '=SUM(A1) plan\ndrugi red',
    });
    await added(ana, c.basics, v.basicsLesson, { kind: 'bookmark', position_seconds: 2999, text: 'Kraj' });
    await added(ana, c.basics, v.basicsLesson, {
      kind: 'note',
      position_seconds: 62,
      text: 'Đorđeva soba, svetlo',
    });
    return ana;
  }

  it('lists by course title, lesson order and second, and filters by course and lesson', async () => {
    const ana = await notebook();
    const all = (await listOf(ana)).items;
    expect(all.map((note) => [note.course_id, note.video_id, note.position_seconds])).toEqual([
      [c.basics, v.basicsLesson, 62],
      [c.basics, v.basicsLesson, 2999],
      [c.basics, v.basicsLast, 600],
      [c.makeup, v.makeupConcat, 120],
    ]);
    expect(all.map((note) => note.lesson_number)).toEqual([2, 2, 3, 2]);
    expect((await listOf(ana, `?course_id=${c.makeup}`)).items.map((note) => note.video_id)).toEqual([
      v.makeupConcat,
    ]);
    expect((await listOf(ana, `?course_id=${c.basics}&video_id=${v.basicsLast}`)).items).toHaveLength(1);
  });

  it('searches the note and the titles without regard to case or č ć đ š ž, and takes % and _ literally', async () => {
    const ana = await notebook();
    const texts = async (q: string) =>
      (await listOf(ana, `?q=${encodeURIComponent(q)}`)).items.map((note: Note) => note.text);
    expect(await texts('djordjeva')).toEqual(['Đorđeva soba, svetlo']);
    expect(await texts('TECNI')).toEqual(['Šminka: četkica za tečni puder']);
    expect(await texts('sminka')).toEqual(['Šminka: četkica za tečni puder']);
    // A lesson title ("Od skice do plana") and a course title ("Osnove dizajna enterijera") are found too.
    expect(await texts('skice')).toEqual(['=SUM(A1) plan\ndrugi red']);
    expect(await texts('enterijera')).toHaveLength(3);
    expect(await texts('%')).toEqual([]);
    expect(await texts('_')).toEqual([]);
  });

  it('exports Markdown with a heading per course and lesson and links that open the lesson at the second', async () => {
    const ana = await notebook();
    const res = await send('GET', `/api/notes/export?format=markdown&course_id=${c.basics}`, ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="atelje-beleske.md"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const base = t.app.config.publicUrl;
    expect(res.body).toContain('# Moje beleške – Atelje');
    expect(res.body).toContain('## Osnove dizajna enterijera');
    expect(res.body).toContain('### Lekcija 2: Kako čitati prostor');
    expect(res.body).toContain(
      `- [1:02](${base}/courses/${c.basics}/videos?v=${v.basicsLesson}&t=62) Beleška: Đorđeva soba, svetlo`,
    );
    expect(res.body).toContain(
      `[49:59](${base}/courses/${c.basics}/videos?v=${v.basicsLesson}&t=2999) Obeleživač: Kraj`,
    );
    expect(res.body).toContain('Beleška: =SUM(A1) plan\n  drugi red');
    expect(res.body).not.toContain('Šminka');

    const en = await send('GET', '/api/notes/export?format=markdown', ana, undefined, 'en');
    expect(en.headers['content-disposition']).toBe('attachment; filename="atelje-notes.md"');
    expect(en.body).toContain('### Lesson 3: Od skice do plana');
  });

  it('exports CSV with inert cells, the Serbian separator and a BOM', async () => {
    const ana = await notebook();
    const res = await send('GET', '/api/notes/export?format=csv&q=plan', ana);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="atelje-beleske.csv"');
    const [heading, row, ...rest] = res.body.split('\r\n');
    expect(heading).toBe('\uFEFFKurs;Broj lekcije;Lekcija;Vreme;Sekunda;Vrsta;Tekst;Veza;Napisano');
    expect(row).toMatch(
      new RegExp(
        `^Osnove dizajna enterijera;3;Od skice do plana;10:00;600;Beleška;"'=SUM\\(A1\\) plan\\ndrugi red";${t.app.config.publicUrl.replace(/[.:/]/g, '\\$&')}/courses/${c.basics}/videos\\?v=${v.basicsLast}&t=600;`,
      ),
    );
    expect(rest).toEqual(['']);
  });
});
