import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, videos } from '../../db/schema/index';
import { probe } from '../../drivers/video/ffmpeg';
import { waitForIdleQueue } from '../../jobs/queue';
import { createUser, type TestApp } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { VIDEO_JOB_QUEUE } from '../video-processing/video-processing.service';
import { form, H264_AAC, makeTestVideo, type Part } from './test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let learner: Awaited<ReturnType<typeof createUser>>;
let dir: string;
let mp4: Buffer;
let intro: Buffer;
let avi: Buffer;
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
/** The start of an ELF executable, as a file renamed .mp4 would carry it. */
const executable = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(4000)]);
const COURSE = fixture.courses.comingSoon;

async function post(url: string, parts: Part[], headers: Record<string, string> = admin.auth) {
  const body = form(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function waitForJobs() {
  await waitForIdleQueue(t.app.jobs, VIDEO_JOB_QUEUE, 60_000);
}

async function job(id: number) {
  const res = await t.app.inject({ url: `/api/admin/video-jobs/${id}`, headers: admin.auth });
  return res.json() as { status: string; error: string | null; kind: string };
}

async function videoRow(id: number) {
  const [row] = await t.database.db.select().from(videos).where(eq(videos.id, id));
  return row;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-uploads-test-'));
  t = await buildCatalogTestApp();
  admin = await createUser(t, { role: 'admin' });
  learner = await createUser(t);
  [mp4, intro, avi] = await Promise.all([
    makeTestVideo(dir, 'lesson.mp4', 3, H264_AAC),
    makeTestVideo(dir, 'intro.webm', 2, [
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-b:v',
      '200k',
      '-c:a',
      'libopus',
      '-shortest',
    ]),
    makeTestVideo(dir, 'old.avi', 2, ['-c:v', 'mpeg4', '-c:a', 'mp3', '-shortest']),
  ]);
});

afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('who may upload', () => {
  const routes: { method: 'GET' | 'POST' | 'PATCH' | 'HEAD' | 'DELETE' | 'OPTIONS'; url: string }[] = [
    { method: 'POST', url: `/api/admin/videos/upload/${COURSE}` },
    { method: 'POST', url: '/api/videos/lesson-with-intro' },
    { method: 'POST', url: `/api/admin/courses/${COURSE}/cover` },
    { method: 'POST', url: `/api/admin/ebook/upload/${COURSE}` },
    { method: 'POST', url: `/api/admin/templates/upload/${COURSE}` },
    { method: 'GET', url: '/api/video/categories' },
    { method: 'GET', url: '/api/admin/videos' },
    { method: 'GET', url: '/api/admin/video-jobs/1' },
    { method: 'OPTIONS', url: '/api/admin/uploads/tus' },
    { method: 'POST', url: '/api/admin/uploads/tus' },
    { method: 'HEAD', url: `/api/admin/uploads/tus/${'a'.repeat(32)}` },
    { method: 'PATCH', url: `/api/admin/uploads/tus/${'a'.repeat(32)}` },
    { method: 'DELETE', url: `/api/admin/uploads/tus/${'a'.repeat(32)}` },
  ];

  it.each(routes)('$method $url: 401 without a token, 403 for a learner', async ({ method, url }) => {
    const body = form([{ name: 'title', value: 'x' }]);
    const anonymous = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? body.payload : undefined,
      headers: body.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const asLearner = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? body.payload : undefined,
      headers: { ...body.headers, ...learner.auth },
    });
    expect(asLearner.statusCode).toBe(403);
  });
});

describe('standalone video upload', () => {
  it('stores a lesson, answers 201 with the spec message, and a job probes it and takes a thumbnail', async () => {
    const res = await post(`/api/admin/videos/upload/${COURSE}`, [
      { name: 'title', value: 'Prva lekcija: svetlo' },
      { name: 'course_id', value: String(COURSE) },
      { name: 'is_intro', value: '0' },
      { name: 'video', filename: 'lekcija.mp4', data: mp4, type: 'video/mp4' },
      { name: 'cover', filename: 'cover.png', data: png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Video uspešno uploadovan!',
      job: { kind: 'process' },
    });
    await waitForJobs();
    expect(await job(body.job.id)).toMatchObject({ status: 'ready', error: null });
    const row = await videoRow(body.video_id);
    expect(row.path).toMatch(new RegExp(`^videos/${COURSE}/prva-lekcija-svetlo-[0-9a-f]{6}\\.mp4$`));
    expect(row.durationSeconds).toBe(3);
    expect(row.thumbnailPath).toMatch(/-cover\.png$/);
    expect(row.isIntro).toBe(false);
  });

  it('stores an intro under intros/ and converts an AVI to MP4 with a generated thumbnail', async () => {
    const res = await post(`/api/admin/videos/upload/${COURSE}`, [
      { name: 'title', value: 'Uvod' },
      { name: 'is_intro', value: '1' },
      { name: 'video', filename: 'uvod.avi', data: avi },
    ]);
    expect(res.statusCode).toBe(201);
    await waitForJobs();
    const row = await videoRow(res.json().video_id);
    expect(row.isIntro).toBe(true);
    expect(row.path).toMatch(/^intros\/uvod-[0-9a-f]{6}\.mp4$/);
    expect(row.thumbnailPath).toMatch(/\.jpg$/);
    const stored = await probe(t.app.storage.localPath!(row.path));
    expect(stored.hasVideo && stored.hasAudio).toBe(true);
  });

  it('refuses an executable renamed .mp4', async () => {
    const res = await post(`/api/admin/videos/upload/${COURSE}`, [
      { name: 'title', value: 'Nije video' },
      { name: 'video', filename: 'lekcija.mp4', data: executable, type: 'video/mp4' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Video mora biti MP4, MOV, AVI, FLV ili WEBM fajl.');
  });

  it.each([
    ['no title', [{ name: 'video', filename: 'a.mp4', data: Buffer.alloc(0) }]],
    ['no file', [{ name: 'title', value: 'Lekcija' }]],
    [
      'an empty file input',
      [
        { name: 'title', value: 'Lekcija' },
        { name: 'video', filename: '', data: Buffer.alloc(0) },
      ],
    ],
  ] as [string, Part[]][])('asks for all fields with %s', async (_, parts) => {
    const res = await post(`/api/admin/videos/upload/${COURSE}`, parts);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Molimo popunite sva polja i izaberite video fajl.');
  });

  it('limits the title to 255 characters', async () => {
    const res = await post(`/api/admin/videos/upload/${COURSE}`, [
      { name: 'title', value: 'a'.repeat(256) },
      { name: 'video', filename: 'a.mp4', data: mp4 },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual(['Naslov može imati najviše 255 karaktera.']);
  });

  it('refuses a cover that is not an image, and a 6 MB cover with 413', async () => {
    const wrong = await post(`/api/admin/videos/upload/${COURSE}`, [
      { name: 'title', value: 'Lekcija' },
      { name: 'video', filename: 'a.mp4', data: mp4 },
      { name: 'cover', filename: 'cover.png', data: Buffer.from('not an image at all') },
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Cover mora biti slika (PNG, JPG, JPEG).');
    const large = await post(`/api/admin/videos/upload/${COURSE}`, [
      { name: 'title', value: 'Lekcija' },
      { name: 'cover', filename: 'cover.png', data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) },
      { name: 'video', filename: 'a.mp4', data: mp4 },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Cover slika je prevelika. Maksimalna veličina je 5MB.');
  });

  it('answers 404 for an unknown course and in English when asked', async () => {
    const res = await post(
      '/api/admin/videos/upload/99999',
      [
        { name: 'title', value: 'Lekcija' },
        { name: 'video', filename: 'a.mp4', data: mp4 },
      ],
      { ...admin.auth, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(404);
    const missing = await post(`/api/admin/videos/upload/${COURSE}`, [{ name: 'title', value: 'x' }], {
      ...admin.auth,
      'accept-language': 'en',
    });
    expect(missing.json().message).toBe('Please fill in all fields and choose a video file.');
  });
});

describe('lesson with intro', () => {
  it('joins the intro and the lesson into one CONCAT video with its intro_duration', async () => {
    const res = await post('/api/videos/lesson-with-intro', [
      { name: 'course_id', value: String(COURSE) },
      { name: 'title', value: 'Lekcija sa uvodom' },
      { name: 'order', value: '4' },
      { name: 'main_video', filename: 'lekcija.mp4', data: mp4 },
      { name: 'intro_video', filename: 'uvod.webm', data: intro },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Video uspešno uploadovan!',
      job: { kind: 'concat' },
    });
    const id = res.json().video_id as number;
    const before = await videoRow(id);
    expect(before.introDuration).toBeNull();
    const introKey = `intros/${path.posix.basename(before.path)}`.replace(/\.mp4$/, '.webm');
    expect(await t.app.storage.exists(introKey)).toBe(true);
    await waitForJobs();
    expect((await job(res.json().job.id)).status).toBe('ready');
    const row = await videoRow(id);
    expect(row.order).toBe(4);
    expect(Number(row.introDuration)).toBeGreaterThan(1.9);
    expect(Number(row.introDuration)).toBeLessThan(2.2);
    expect(row.durationSeconds).toBe(5);
    expect(row.path).toMatch(/\.mp4$/);
    expect(row.thumbnailPath).toMatch(/\.jpg$/);
  });

  it.each([
    ['no title', ['course_id', 'main_video']],
    ['no course', ['title', 'main_video']],
    ['no main video', ['title', 'course_id']],
  ])('asks for the required fields with %s', async (_, names) => {
    const all: Record<string, Part> = {
      title: { name: 'title', value: 'L' },
      course_id: { name: 'course_id', value: String(COURSE) },
      main_video: { name: 'main_video', filename: 'a.mp4', data: mp4 },
    };
    const res = await post(
      '/api/videos/lesson-with-intro',
      names.map((name) => all[name]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Popunite sva obavezna polja!');
  });

  it('wants an order of at least 1 and a category of the course', async () => {
    const base: Part[] = [
      { name: 'title', value: 'L' },
      { name: 'course_id', value: String(COURSE) },
      { name: 'main_video', filename: 'a.mp4', data: mp4 },
    ];
    const order = await post('/api/videos/lesson-with-intro', [...base, { name: 'order', value: '0' }]);
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toBe('Redosled mora biti broj veći ili jednak 1.');
    const categories = await t.app.inject({ url: '/api/video/categories', headers: admin.auth });
    const other = (categories.json().categories as { id: number; course_id: number }[]).find(
      (c) => c.course_id === fixture.courses.makeup,
    );
    expect(other).toBeDefined();
    const category = await post('/api/videos/lesson-with-intro', [
      ...base,
      { name: 'category_id', value: String(other?.id) },
    ]);
    expect(category.statusCode).toBe(422);
    expect(category.json().message).toBe('Izabrana kategorija ne pripada ovom kursu.');
  });

  it('refuses an intro that is not a video', async () => {
    const res = await post('/api/videos/lesson-with-intro', [
      { name: 'title', value: 'L' },
      { name: 'course_id', value: String(COURSE) },
      { name: 'main_video', filename: 'a.mp4', data: mp4 },
      { name: 'intro_video', filename: 'b.mp4', data: executable },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.intro_video).toEqual(['Video mora biti MP4, MOV, AVI, FLV ili WEBM fajl.']);
  });

  it('answers 413 to a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos/lesson-with-intro',
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { ...admin.auth, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('resumable upload (tus)', () => {
  const tusHeaders = () => ({ ...admin.auth, 'tus-resumable': '1.0.0' });

  async function create(length: number) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/tus',
      headers: {
        ...tusHeaders(),
        'upload-length': String(length),
        'upload-metadata': `filename ${Buffer.from('lekcija.mp4').toString('base64')}`,
      },
    });
    expect(res.statusCode).toBe(201);
    const location = res.headers.location as string;
    expect(location).toMatch(/^\/api\/admin\/uploads\/tus\/[0-9a-f]{32}$/);
    return location;
  }

  const patch = (location: string, offset: number, data: Buffer) =>
    t.app.inject({
      method: 'PATCH',
      url: location,
      payload: data,
      headers: {
        ...tusHeaders(),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
    });

  it('takes a file in pieces, refuses a wrong offset with 409, and the lesson is made from the upload id', async () => {
    const location = await create(mp4.length);
    const half = Math.floor(mp4.length / 2);
    const first = await patch(location, 0, mp4.subarray(0, half));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(half));
    expect((await patch(location, 10, mp4.subarray(10))).statusCode).toBe(409);
    const head = await t.app.inject({ method: 'HEAD', url: location, headers: tusHeaders() });
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['tus-resumable']).toBe('1.0.0');
    expect((await patch(location, half, mp4.subarray(half))).statusCode).toBe(204);

    const id = location.split('/').pop();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos/lesson-with-intro',
      payload: { course_id: COURSE, title: 'Lekcija preko tus-a', main_upload_id: id },
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(201);
    await waitForJobs();
    const row = await videoRow(res.json().video_id);
    expect(row.durationSeconds).toBe(3);
    // an upload is taken once
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/videos/lesson-with-intro',
      payload: { course_id: COURSE, title: 'Opet', main_upload_id: id },
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Otpremljeni fajl nije pronađen ili otpremanje nije završeno.');
  });

  it('refuses a finished upload that is not a video, and terminates uploads', async () => {
    const location = await create(executable.length);
    const res = await patch(location, 0, executable);
    expect(res.statusCode).toBe(422);
    expect(JSON.parse(res.body).message).toBe('Video mora biti MP4, MOV, AVI, FLV ili WEBM fajl.');

    const other = await create(100);
    const gone = await t.app.inject({ method: 'DELETE', url: other, headers: tusHeaders() });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'HEAD', url: other, headers: tusHeaders() })).statusCode).toBe(404);
  });

  it('does not take an unfinished upload', async () => {
    const location = await create(mp4.length);
    await patch(location, 0, mp4.subarray(0, 100));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos/lesson-with-intro',
      payload: { course_id: COURSE, title: 'Nedovršeno', main_upload_id: location.split('/').pop() },
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('cover, e-book and template', () => {
  it('sets the course cover and answers with its URL', async () => {
    const res = await post(`/api/admin/courses/${COURSE}/cover`, [
      { name: 'title', value: 'Nova naslovna' },
      { name: 'cover', filename: 'c.png', data: png },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Cover je uspešno otpremljen.' });
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, COURSE));
    expect(course.coverPath).toMatch(new RegExp(`^covers/${COURSE}/nova-naslovna-[0-9a-f]{6}\\.png$`));
    const image = await t.app.inject({ url: res.json().url });
    expect(image.statusCode).toBe(200);
  });

  it.each([
    [[{ name: 'title', value: 'x' }], 422, 'Molimo izaberite kurs i cover sliku.'],
    [
      [{ name: 'cover', filename: 'c.jpg', data: Buffer.from('GIF89a....') }],
      422,
      'Molimo odaberite sliku (PNG, JPG, JPEG).',
    ],
    [
      [{ name: 'cover', filename: 'c.jpg', data: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) }],
      413,
      'Slika je prevelika. Maksimalna veličina je 5MB.',
    ],
  ] as [Part[], number, string][])('cover: %#', async (parts, status, message) => {
    const res = await post(`/api/admin/courses/${COURSE}/cover`, parts);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('accepts a PDF and a PPTX e-book by content with 201 and refuses other files', async () => {
    const pdf = await post(`/api/admin/ebook/upload/${COURSE}`, [
      { name: 'title', value: 'Priručnik' },
      { name: 'ebook', filename: 'p.pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json()).toEqual({ success: true, message: 'E-knjiga je uspešno otpremljena.' });
    const pptxBytes = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(26),
      Buffer.from('[Content_Types].xml ... ppt/presentation.xml'),
    ]);
    const pptx = await post(`/api/admin/ebook/upload/${COURSE}`, [
      { name: 'title', value: 'Slajdovi' },
      { name: 'ebook', filename: 's.pptx', data: pptxBytes },
    ]);
    expect(pptx.statusCode).toBe(201);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, COURSE));
    expect(course.ebookPath).toMatch(/^ebooks\/courses\/7\/slajdovi-[0-9a-f]{6}\.pptx$/);
    const text = await post(`/api/admin/ebook/upload/${COURSE}`, [
      { name: 'title', value: 'Tekst' },
      { name: 'ebook', filename: 't.pdf', data: Buffer.from('plain text') },
    ]);
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe('E-knjiga mora biti PDF ili PPTX fajl.');
  });

  it.each([`/api/admin/ebook/upload/${COURSE}`, `/api/admin/templates/upload/${COURSE}`])(
    '%s asks for the file and the title',
    async (url) => {
      const field = url.includes('ebook') ? 'ebook' : 'template';
      for (const parts of [
        [{ name: 'title', value: 'Naslov' }],
        [{ name: field, filename: 'f.pdf', data: Buffer.from('%PDF-1.4') }],
      ] as Part[][]) {
        const res = await post(url, parts);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe('Molimo popunite sva polja i izaberite fajl.');
      }
    },
  );

  it('stores a template of any kind with 201', async () => {
    const res = await post(`/api/admin/templates/upload/${COURSE}`, [
      { name: 'title', value: 'Plan prostora' },
      { name: 'template', filename: 'plan.dwg', data: randomBytes(500) },
    ]);
    expect(res.statusCode).toBe(201);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, COURSE));
    expect(course.templatePath).toMatch(/^templates\/courses\/7\/plan-prostora-[0-9a-f]{6}\.dwg$/);
  });
});

describe('categories and gallery', () => {
  it('lists video categories, optionally of one course', async () => {
    const all = await t.app.inject({ url: '/api/video/categories', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().categories.length).toBeGreaterThan(0);
    const one = await t.app.inject({
      url: `/api/video/categories?course_id=${fixture.courses.basics}`,
      headers: admin.auth,
    });
    expect(one.json()).toEqual({ categories: [] });
  });

  it('lists videos newest first with signed URLs, types and their processing job', async () => {
    const res = await t.app.inject({ url: `/api/admin/videos?course_id=${COURSE}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as {
      title: string;
      type: string;
      url: string;
      job: { status: string } | null;
      created_at: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const dates = list.map((v) => v.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const joined = list.find((v) => v.title === 'Lekcija sa uvodom');
    expect(joined).toMatchObject({ type: 'CONCAT', job: { status: 'ready' } });
    // Bound to the administrator's browser (ADR 026): the gallery's answer opened the media session.
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    expect((await t.app.inject({ url: joined?.url as string })).statusCode).toBe(403);
    const file = await t.app.inject({
      url: joined?.url as string,
      headers: { range: 'bytes=0-15', cookie },
    });
    expect(file.statusCode).toBe(206);
    const search = await t.app.inject({ url: '/api/admin/videos?q=uvodom', headers: admin.auth });
    expect(search.json().data.map((v: { title: string }) => v.title)).toEqual(['Lekcija sa uvodom']);
  });
});
