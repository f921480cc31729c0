// Certificates on the real app: issued when every lesson is completed (once, also under concurrent calls), stored,
// e-mailed with the PDF, listed only to their owner with a signed link, and verifiable by anyone by code.
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { CERTIFICATE_CODE_PATTERN } from '@atelje/shared/certificates/schemas';
import { formatDate } from '@atelje/shared/i18n/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, certificates, lessonProgress, users } from '../../db/schema/index';
import { MAIL_JOB } from '../../jobs/mail';
import { waitForIdleQueue } from '../../jobs/queue';
import { buildTestApp, createUser, type TestApp, waitForMail } from '../../test/app';
import { fixture, insertCatalogFixture } from '../../test/fixtures';
import { certificateKey, issueCertificateIfComplete } from './certificates.service';

const run = promisify(execFile);
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
  await insertCatalogFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const v = fixture.videos;
/** The lessons of the basics course; its intro (basicsIntro) is not one. */
const BASICS_LESSONS = [v.basicsTrailer, v.basicsLesson, v.basicsLast];
const deps = () => ({ db: t.app.db, config: t.app.config, jobs: t.app.jobs, storage: t.app.storage });

type User = Awaited<ReturnType<typeof createUser>>;

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
        verify_url: `${t.config.publicUrl}/certificates/${code}`,
        pdf_url: expect.stringMatching(
          new RegExp(`^/api/media/certificates/${code}\\.pdf\\?exp=\\d+&uid=${user.id}&sig=`),
        ),
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
  it('tells anyone that a code is genuine, with only the names and date printed on the certificate', async () => {
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
    });
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('pdf');
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
