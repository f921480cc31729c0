// Certificates on the real app: issued when every lesson is completed (once, also under concurrent calls), stored,
// e-mailed with the PDF, listed only to their owner with a signed link, and verifiable by anyone by code.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CERTIFICATE_CODE_PATTERN } from '@atelje/shared/certificates/schemas';
import { formatDate } from '@atelje/shared/i18n/dates';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { activityLog, certificates, lessonProgress, users } from '../../db/schema/index';
import { MAIL_JOB } from '../../jobs/mail';
import { waitForIdleQueue } from '../../jobs/queue';
import { createUser, type TestApp, type TestUser as User, waitForMail } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { type WebDist, webDist } from '../../test/web-dist';
import { saveSellerDetails, sellerDetails } from '../settings/settings.service';
import { certificateKey, issueCertificateIfComplete } from './certificates.service';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
});
afterAll(async () => t?.close());

const v = fixture.videos;
/** The lessons of the basics course; its intro (basicsIntro) is not one. */
const BASICS_LESSONS = [v.basicsTrailer, v.basicsLesson, v.basicsLast];
const deps = () => ({ db: t.app.db, config: t.app.config, jobs: t.app.jobs, storage: t.app.storage });

async function complete(
  user: { id: number },
  videoIds: readonly number[],
  courseId = fixture.courses.basics,
) {
  const now = new Date();
  for (const videoId of videoIds) {
    await t.database.db
      .insert(lessonProgress)
      .values({
        userId: user.id,
        courseId,
        videoId,
        positionSeconds: 600,
        durationSeconds: 600,
        completedAt: now,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.videoId],
        set: { completedAt: now },
      });
  }
}

async function learner(options: { name?: string; locale?: 'sr' | 'en' } = {}) {
  const user = await createUser(t, { name: options.name ?? 'Milica Đorđević' });
  if (options.locale) {
    await t.database.db.update(users).set({ locale: options.locale }).where(eq(users.id, user.id));
  }
  return user;
}

const rowsOf = (userId: number) =>
  t.database.db.select().from(certificates).where(eq(certificates.userId, userId));

async function pdfText(storageKey: string): Promise<string> {
  const file = t.app.storage.localPath!(storageKey);
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

const list = (user: User | null, language = 'sr') =>
  t.app.inject({
    url: '/api/certificates',
    headers: { ...(user?.auth ?? {}), 'accept-language': language },
  });
const verify = (code: string, language = 'sr') =>
  t.app.inject({
    url: `/api/certificates/${encodeURIComponent(code)}`,
    headers: { 'accept-language': language },
  });

describe('issueCertificateIfComplete', () => {
  it('issues nothing while a lesson is not completed', async () => {
    const user = await learner();
    await complete(user, [v.basicsTrailer, v.basicsLesson]);

    expect(await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics)).toBeNull();
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('issues nothing for a course without lessons', async () => {
    const user = await learner();
    expect(await issueCertificateIfComplete(deps(), user.id, fixture.courses.comingSoon)).toBeNull();
  });

  it('issues the certificate once every lesson is completed (the intro is not a lesson): PDF, e-mail, log', async () => {
    const user = await learner({ name: 'Milica Đorđević' });
    const since = new Date();
    await complete(user, BASICS_LESSONS);

    const issued = await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics);

    expect(issued?.code).toMatch(CERTIFICATE_CODE_PATTERN);
    const code = issued!.code;
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({
      code,
      courseId: fixture.courses.basics,
      learnerName: 'Milica Đorđević',
      courseTitle: 'Osnove dizajna enterijera',
      instructorName: 'Ana Petrović',
      storageKey: `certificates/${code}.pdf`,
    });

    const text = await pdfText(row!.storageKey);
    expect(text).toContain('SERTIFIKAT');
    expect(text).toContain('Milica Đorđević');
    expect(text).toContain('„Osnove dizajna enterijera“');
    expect(text).toContain('Ana Petrović');
    // The day in the genitive, as every Serbian date (ADR 033): "26. novembra 2027."
    expect(text).toContain(formatDate(row!.issuedAt, 'sr'));
    expect(text).toContain(code);
    expect(text).toContain(`${t.config.publicUrl}/certificates/${code}`);

    const mail = await waitForMail(t.database, user.email, { template: 'certificate-issued', since });
    expect(mail.subject).toBe('Vaš sertifikat: Osnove dizajna enterijera');
    expect(mail.text).toContain(code);
    expect(mail.text).toContain(`${t.config.publicUrl}/certificates/${code}`);
    expect(mail.attachments).toEqual([
      {
        filename: `sertifikat-${code}.pdf`,
        contentType: 'application/pdf',
        storageKey: certificateKey(code),
      },
    ]);

    const logged = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.actorUserId, user.id), eq(activityLog.type, 'certificate.issued')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toContain(code);
  });

  it('answers later calls with the certificate already issued, without a second one or a second e-mail', async () => {
    const user = await learner();
    await complete(user, BASICS_LESSONS);
    const first = await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics);
    await waitForMail(t.database, user.email, { template: 'certificate-issued' });

    const again = await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics);

    expect(again).toEqual(first);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // Every mail recorded so far has been sent (or failed): a second certificate mail would be in the outbox now.
    await waitForIdleQueue(t.app.jobs, MAIL_JOB);
    const mails = await t.database.db.query.mailOutbox.findMany({
      where: (mail, { and: both, eq: equals }) =>
        both(equals(mail.to, user.email), equals(mail.template, 'certificate-issued')),
    });
    expect(mails).toHaveLength(1);
  });

  it('issues one certificate when several calls arrive at once, and leaves no stray PDF behind', async () => {
    const user = await learner();
    await complete(user, BASICS_LESSONS);

    const results = await Promise.all(
      Array.from({ length: 6 }, () => issueCertificateIfComplete(deps(), user.id, fixture.courses.basics)),
    );

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(new Set(results.map((result) => result?.code))).toEqual(new Set([rows[0]!.code]));
    const files = await readdir(path.dirname(t.app.storage.localPath!(certificateKey(rows[0]!.code))));
    const known = new Set(
      (await t.database.db.select({ key: certificates.storageKey }).from(certificates)).map((row) =>
        path.basename(row.key),
      ),
    );
    expect(files.filter((file) => !known.has(file))).toEqual([]);
  });

  it('writes the certificate and its e-mail in English for an English-speaking learner', async () => {
    const user = await learner({ name: 'Emma Stone', locale: 'en' });
    const since = new Date();
    await complete(user, BASICS_LESSONS);

    const { code } = (await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics))!;

    const text = await pdfText(certificateKey(code));
    expect(text).toContain('CERTIFICATE');
    expect(text).toContain('This is to certify that');
    const mail = await waitForMail(t.database, user.email, { template: 'certificate-issued', since });
    expect(mail.subject).toBe('Your certificate: Osnove dizajna enterijera');
    expect(mail.attachments?.[0]?.filename).toBe(`certificate-${code}.pdf`);
  });
});

describe('GET /api/certificates', () => {
  it('lists the learner’s certificates with a signed link that downloads the PDF', async () => {
    const user = await learner();
    await complete(user, BASICS_LESSONS);
    const { code } = (await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics))!;

    const res = await list(user);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json() as { certificates: Array<Record<string, unknown>> };
    expect(body.certificates).toEqual([
      {
        code,
        course_id: fixture.courses.basics,
        course_title: 'Osnove dizajna enterijera',
        instructor_name: 'Ana Petrović',
        issued_at: expect.any(String),
        // The course has no quiz (ADR 081).
        quiz_score: null,
        verify_url: `${t.config.publicUrl}/certificates/${code}`,
        pdf_url: expect.stringMatching(
          new RegExp(`^/api/media/certificates/${code}\\.pdf\\?exp=\\d+&uid=${user.id}&sig=`),
        ),
        linkedin_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/profile\/add\?/),
      },
    ]);
    // Bound to the learner (ADR 026): served with their media session, which the answer opens, only.
    const cookie = String([res.headers['set-cookie']].flat()[0]).split(';')[0]!;
    expect((await t.app.inject({ url: body.certificates[0]!.pdf_url as string })).statusCode).toBe(403);
    const pdf = await t.app.inject({ url: body.certificates[0]!.pdf_url as string, headers: { cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses the PDF link once a character of its signature is changed', async () => {
    const user = await learner();
    await complete(user, BASICS_LESSONS);
    await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics);
    const url = (await list(user)).json().certificates[0].pdf_url as string;
    const last = url.at(-1) === 'A' ? 'B' : 'A';

    const res = await t.app.inject({ url: `${url.slice(0, -1)}${last}` });

    expect(res.statusCode).toBe(403);
  });

  it('shows a learner none of another learner’s certificates', async () => {
    const owner = await learner();
    const other = await learner();
    await complete(owner, BASICS_LESSONS);
    await issueCertificateIfComplete(deps(), owner.id, fixture.courses.basics);

    const res = await list(other);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ certificates: [] });
  });

  it('asks for a bearer token', async () => {
    const res = await list(null, 'en');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('GET /api/certificates/{code}', () => {
  it('tells anyone that a code is genuine, with only the names and date printed on the certificate and its picture', async () => {
    const user = await learner({ name: 'Jovana Nikolić' });
    await complete(user, BASICS_LESSONS);
    const { code } = (await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics))!;
    const [row] = await rowsOf(user.id);

    const res = await verify(code);

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      code,
      learner_name: 'Jovana Nikolić',
      course_title: 'Osnove dizajna enterijera',
      instructor_name: 'Ana Petrović',
      issued_at: row!.issuedAt.toISOString(),
      quiz_score: null,
      // The link-preview picture (this machine has pdftoppm to draw it), in the reader's language.
      image: { url: `/api/certificates/${code}/image.png`, width: 1200, height: 630 },
    });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('pdf');
    const english = await t.app.inject({
      url: `/api/certificates/${code}`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().image.url).toBe(`/api/certificates/${code}/image.png?lang=en`);
  });

  it('accepts the code typed in lower case', async () => {
    const user = await learner();
    await complete(user, BASICS_LESSONS);
    const { code } = (await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics))!;
    const res = await verify(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(code);
  });

  it('keeps the names as issued when the account is renamed later', async () => {
    const user = await learner({ name: 'Ana Staro' });
    await complete(user, BASICS_LESSONS);
    const { code } = (await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics))!;
    await t.database.db.update(users).set({ name: 'Ana Novo' }).where(eq(users.id, user.id));
    expect((await verify(code)).json().learner_name).toBe('Ana Staro');
  });

  it.each([
    ['sr', 'Sertifikat nije pronađen'],
    ['en', 'Certificate not found'],
  ])('answers an unknown code with 404 "%s"', async (language, message) => {
    const res = await verify('ATL-2222-2222', language);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message });
  });

  it('answers something that cannot be a code with the same 404', async () => {
    const res = await verify('nije-kod');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Sertifikat nije pronađen' });
  });
});

/** A learner with a certificate of the basics course, and its code. */
async function certified(options: { name?: string; locale?: 'sr' | 'en' } = {}) {
  const user = await learner(options);
  await complete(user, BASICS_LESSONS);
  const { code } = (await issueCertificateIfComplete(deps(), user.id, fixture.courses.basics))!;
  const [row] = await rowsOf(user.id);
  return { user, code, row: row! };
}

describe('the "Add to LinkedIn profile" link of GET /api/certificates', () => {
  it("carries the certificate's name, the seller as issuer, the Belgrade month and year, its code and page", async () => {
    const { user, code, row } = await certified();
    const { details } = await sellerDetails(t.app.db, t.app.config);

    const [certificate] = (await list(user)).json().certificates;
    const url = new URL(certificate.linkedin_url);

    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    const belgrade = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Belgrade',
      year: 'numeric',
      month: 'numeric',
    }).formatToParts(row.issuedAt);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Osnove dizajna enterijera',
      organizationName: details.name,
      issueYear: belgrade.find((part) => part.type === 'year')!.value,
      issueMonth: String(Number(belgrade.find((part) => part.type === 'month')!.value)),
      certUrl: `${t.config.publicUrl}/certificates/${code}`,
      certId: code,
    });
  });

  it('names the seller as an administrator last saved it', async () => {
    const { user } = await certified();
    const before = await sellerDetails(t.app.db, t.app.config);
    await saveSellerDetails(t.app.db, { ...before.details, name: 'Atelje Studio d.o.o.' });
    try {
      const [certificate] = (await list(user)).json().certificates;
      expect(new URL(certificate.linkedin_url).searchParams.get('organizationName')).toBe(
        'Atelje Studio d.o.o.',
      );
    } finally {
      await saveSellerDetails(t.app.db, before.details);
    }
  });
});

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature, length and type). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const image = (code: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/certificates/${encodeURIComponent(code)}/image.png${query}`, headers });

describe('GET /api/certificates/{code}/image.png', () => {
  it('answers anyone with the certificate as a 1200×630 PNG that caches by ETag, rendered once', async () => {
    const { code } = await certified({ name: 'Petar Šćekić' });

    const res = await image(code);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);

    const again = await image(code, '', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);

    // Asked again without the ETag, the stored copy answers: the same bytes, and one file in the store.
    const stored = await image(code.toLowerCase());
    expect(stored.statusCode).toBe(200);
    expect(stored.headers.etag).toBe(etag);
    expect(stored.rawPayload.equals(res.rawPayload)).toBe(true);
    const files = await readdir(path.dirname(t.app.storage.localPath!(`certificate-images/${code}.png`)));
    expect(files.filter((file) => file.startsWith(code))).toHaveLength(1);
  });

  it('answers a burst of first requests with the same picture', async () => {
    const { code } = await certified();
    const answers = await Promise.all(Array.from({ length: 4 }, () => image(code)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.rawPayload.toString('base64'))).size).toBe(1);
  });

  it('draws the English certificate for lang=en, a picture of its own', async () => {
    const { code } = await certified();
    const sr = await image(code);
    const en = await image(code, '?lang=en');
    expect(en.statusCode).toBe(200);
    expect(pngSize(en.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(en.headers.etag).not.toBe(sr.headers.etag);
    expect(en.rawPayload.equals(sr.rawPayload)).toBe(false);
  });

  it.each([
    ['an unknown code', 'ATL-2222-2222', 404],
    ['something that cannot be a code', 'nije-kod', 404],
    ['a code longer than any', `ATL-${'2'.repeat(70)}`, 422],
  ])('answers %s with a 4xx and no picture', async (_case, code, status) => {
    const res = await image(code, '', { 'accept-language': 'en' });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    if (status === 404) expect(res.json()).toEqual({ message: 'Certificate not found' });
  });

  it('refuses a language it does not draw', async () => {
    const { code } = await certified();
    expect((await image(code, '?lang=de')).statusCode).toBe(422);
  });
});

describe('the verification page as a link preview crawler reads it', () => {
  const PUBLIC_URL = 'https://atelje.example';
  let web: FastifyInstance;
  let dist: WebDist;
  // The page is rendered from the web app's source, its head named by the verification page's route module
  // (test/web-dist.ts, as in seo.test.ts: no build needed).
  beforeAll(async () => {
    dist = await webDist({ serverRender: true });
    web = await buildApp({
      config: { ...t.config, publicUrl: PUBLIC_URL, webDistDir: dist.dir, jobsInProcess: false },
      database: t.database,
      logger: false,
    });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    await dist?.remove();
  });

  const crawl = (url: string, language?: string) =>
    web.inject({
      url,
      headers: {
        'user-agent': 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  const meta = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];

  it('carries OpenGraph and Twitter tags with absolute URLs and a picture that loads', async () => {
    const { user, code, row } = await certified({ name: 'Jovana Nikolić' });

    const res = await crawl(`/certificates/${code}`);

    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(meta(html, 'og:title')).toBe('Sertifikat: Osnove dizajna enterijera, Jovana Nikolić | Atelje');
    expect(meta(html, 'og:description')).toBe(
      `Važeći sertifikat Ateljea. Polaznik: Jovana Nikolić. Kurs: „Osnove dizajna enterijera“, predavač Ana Petrović. Izdat ${formatDate(row.issuedAt, 'sr')}, verifikacioni kod ${code}.`,
    );
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/certificates/${code}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/certificates/${code}" />`);
    const picture = meta(html, 'og:image')!;
    expect(picture).toBe(`${PUBLIC_URL}/api/certificates/${code}/image.png`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe(
      'Sertifikat Ateljea za kurs „Osnove dizajna enterijera“ na ime Jovana Nikolić',
    );
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(picture);
    // Previewed when shared, never indexed under the learner's name.
    expect(meta(html, 'robots')).toBe('noindex');
    // Nothing the verification does not show: no e-mail, no PDF link.
    expect(html).not.toContain(user.email);
    expect(html).not.toContain('.pdf');

    const file = await web.inject({ url: picture.replace(PUBLIC_URL, '') });
    expect(file.statusCode).toBe(200);
    expect(pngSize(file.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('speaks English, with the English picture, to an English crawler', async () => {
    const { code, row } = await certified({ name: 'Emma Stone' });
    const html = (await crawl(`/certificates/${code.toLowerCase()}`, 'en')).body;
    expect(meta(html, 'og:title')).toBe('Certificate: Osnove dizajna enterijera, Emma Stone | Atelje');
    expect(meta(html, 'og:description')).toBe(
      `A valid Atelje certificate. Learner: Emma Stone. Course: “Osnove dizajna enterijera”, instructor Ana Petrović. Issued ${formatDate(row.issuedAt, 'en')}, verification code ${code}.`,
    );
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/certificates/${code}`);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/api/certificates/${code}/image.png?lang=en`);
  });

  it('answers an unknown or malformed code with a 404 page without a picture', async () => {
    for (const url of ['/certificates/ATL-2222-2222', '/certificates/nije-kod']) {
      const res = await crawl(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Sertifikat nije pronađen | Atelje</title>');
      expect(meta(res.body, 'og:image')).toBeUndefined();
      expect(meta(res.body, 'robots')).toBe('noindex');
    }
  });

  it('titles the page that only offers the check, and lets it be indexed', async () => {
    const res = await crawl('/certificates');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Provera sertifikata | Atelje</title>');
    expect(meta(res.body, 'robots')).toBeUndefined();
  });
});
