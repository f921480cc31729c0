// Certificates of completed courses (issue 5): issued once every lesson of a course is completed, stored as a PDF,
// e-mailed to the learner, listed in the profile and verifiable by anyone through the printed code.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { linkedInAddToProfileUrl } from '@atelje/shared/certificates/linkedin';
import type { CertificateVerification, MyCertificate } from '@atelje/shared/certificates/schemas';
import { normalizeCertificateCode } from '@atelje/shared/certificates/schemas';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Storage } from '../../drivers/storage/index';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { type Locale, type PageLocale, pageLocaleFrom } from '../../lib/i18n';
import { userMediaUrl } from '../../lib/media-session';
import { GATED_TTL_SECONDS } from '../../lib/signed-url';
import { logActivity } from '../activity/activity.service';
import { sellerDetails } from '../settings/settings.service';
import {
  CERTIFICATE_IMAGE_SIZE,
  certificateImagesAvailable,
  renderCertificateImage,
} from './certificate-image';
import { type CertificatePdfInput, renderCertificatePdf } from './certificate-pdf';
import * as repo from './certificates.repository';
import { newCertificateCode } from './code';

export interface CertificateDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
  storage: Storage;
}

/** Where a certificate's PDF lives in the media store. */
export const certificateKey = (code: string) => `certificates/${code}.pdf`;

export const verifyUrl = (config: Pick<Config, 'publicUrl'>, code: string) =>
  `${config.publicUrl}/certificates/${code}`;

/** The address (a path on this site) of a certificate's link-preview image, in the language of the page naming it. */
const certificateImagePath = (code: string, locale: Locale) =>
  `/api/certificates/${code}/image.png${locale === 'en' ? '?lang=en' : ''}`;

/** Fresh codes tried before giving up; with 29^8 codes a second attempt is already a curiosity. */
const CODE_ATTEMPTS = 5;

/**
 * Issues the learner's certificate for a course once every lesson (intros excepted) has `completed_at` and every
 * published quiz required for it has been passed (the lesson saves and the quiz submissions both ask). At most one
 * certificate exists per learner and course (a unique index): calls after the first, or at the same time as it,
 * answer with the code already issued. Returns null while the course is not completed.
 *
 * The PDF is stored before its row is written, so a certificate that can be listed or verified always has its file;
 * a call that loses the race removes the file it made.
 */
export async function issueCertificateIfComplete(
  deps: CertificateDeps,
  userId: number,
  courseId: number,
): Promise<{ code: string } | null> {
  const existing = await repo.findForUserAndCourse(deps.db, userId, courseId);
  if (existing) return { code: existing.code };
  const { total, completed } = await repo.lessonCompletion(deps.db, userId, courseId);
  if (total === 0 || completed < total) return null;
  // A course with required quizzes waits for a pass of each (ADR 081); the certificate prints their mean.
  const quizScores = await repo.requiredQuizScores(deps.db, userId, courseId);
  if (quizScores.some((best) => best === null)) return null;
  const quizScore = quizScores.length
    ? Math.floor((quizScores as number[]).reduce((sum, best) => sum + best, 0) / quizScores.length)
    : null;
  const details = await repo.issueDetails(deps.db, userId, courseId);
  if (!details) return null;
  const locale: Locale = details.user.locale === 'en' ? 'en' : 'sr';
  // The learner's script, kept with the language they signed up in (ADR 082).
  const script = details.user.locale === 'sr-Cyrl' ? 'Cyrl' : 'Latn';

  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = newCertificateCode();
    // A code already in use must not even be written: its key holds another learner's PDF.
    if (await repo.findByCode(deps.db, code)) continue;
    const issuedAt = new Date();
    const storageKey = certificateKey(code);
    const pdf = await renderCertificatePdf({
      locale,
      script,
      learnerName: details.user.name,
      courseTitle: details.course.title,
      instructorName: details.course.instructorName,
      issuedAt,
      code,
      verifyUrl: verifyUrl(deps.config, code),
      quizScore,
    });
    await deps.storage.put(storageKey, pdf);
    const row = await repo.insertCertificate(deps.db, {
      code,
      userId,
      courseId,
      learnerName: details.user.name,
      courseTitle: details.course.title,
      instructorName: details.course.instructorName,
      storageKey,
      quizScore,
      issuedAt,
    });
    if (row) {
      await announce(deps, row, details.user, pageLocaleFrom(details.user.locale));
      return { code: row.code };
    }
    const winner = await repo.findForUserAndCourse(deps.db, userId, courseId);
    if (winner) {
      // Another call issued this course's certificate meanwhile: ours is not needed.
      await deps.storage.delete(storageKey);
      return { code: winner.code };
    }
  }
  throw new Error(`No free certificate code after ${CODE_ATTEMPTS} attempts`);
}

async function announce(
  deps: CertificateDeps,
  row: repo.CertificateRow,
  user: { name: string; email: string },
  locale: PageLocale,
) {
  await logActivity(deps.db, {
    actorUserId: row.userId,
    type: 'certificate.issued',
    message: `Sertifikat ${row.code}: ${row.learnerName}, kurs „${row.courseTitle}“`,
    data: { certificateId: row.id, courseId: row.courseId, code: row.code },
  });
  await enqueueMail(deps, {
    template: 'certificate-issued',
    locale,
    to: user.email,
    props: {
      name: user.name,
      courseTitle: row.courseTitle,
      instructorName: row.instructorName,
      code: row.code,
      issuedAt: row.issuedAt.toISOString(),
      verifyUrl: verifyUrl(deps.config, row.code),
      profileUrl: `${deps.config.publicUrl}/my-profile`,
    },
    attachments: [
      {
        filename: `${locale === 'en' ? 'certificate' : 'sertifikat'}-${row.code}.pdf`,
        contentType: 'application/pdf',
        storageKey: row.storageKey,
      },
    ],
  });
}

/** The codes of the learner's certificates of these courses, by course id (for the links of the lesson pages). */
export function certificateCodes(db: Db, userId: number, courseIds: number[]): Promise<Map<number, string>> {
  return repo.codesForCourses(db, userId, courseIds);
}

/** The signed-in learner's certificates, newest first, each with a short-lived link to its PDF. */
export async function myCertificates(
  deps: { db: Db; config: Config },
  userId: number,
): Promise<MyCertificate[]> {
  const rows = await repo.listForUser(deps.db, userId);
  if (rows.length === 0) return [];
  // The issuer LinkedIn shows: the academy's page when configured, else the seller's name in force (ADR 035, 040).
  const organization = deps.config.linkedInOrganizationId
    ? { id: deps.config.linkedInOrganizationId }
    : { name: (await sellerDetails(deps.db, deps.config)).details.name };
  return rows.map((row) => ({
    code: row.code,
    course_id: row.courseId,
    course_title: row.courseTitle,
    instructor_name: row.instructorName,
    issued_at: row.issuedAt.toISOString(),
    quiz_score: row.quizScore,
    verify_url: verifyUrl(deps.config, row.code),
    // Bound to the learner: the route opens their media session (ADR 026).
    pdf_url: userMediaUrl(deps.config, row.storageKey, userId, Date.now(), GATED_TTL_SECONDS).url,
    linkedin_url: linkedInAddToProfileUrl({
      name: row.courseTitle,
      organization,
      issuedAt: row.issuedAt,
      certId: row.code,
      certUrl: verifyUrl(deps.config, row.code),
    }),
  }));
}

/** The certificate a typed code names, or undefined when it cannot be a code or no certificate has it. */
async function findCertificate(db: Db, input: string) {
  const code = normalizeCertificateCode(input);
  return code ? repo.findByCode(db, code) : undefined;
}

/**
 * What anyone may learn from a code: that it is genuine, the names and date printed on it, and its link-preview
 * picture in the reader's language (the verification page's OpenGraph image).
 */
export async function verifyCertificate(
  db: Db,
  input: string,
  locale: Locale,
): Promise<CertificateVerification> {
  const row = await findCertificate(db, input);
  if (!row) throw new AppError(404, 'certificates.notFound');
  return {
    valid: true,
    code: row.code,
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    instructor_name: row.instructorName,
    issued_at: row.issuedAt.toISOString(),
    quiz_score: row.quizScore,
    // Without pdftoppm on this machine there is no picture to name.
    image: certificateImagesAvailable()
      ? { url: certificateImagePath(row.code, locale), ...CERTIFICATE_IMAGE_SIZE }
      : null,
  };
}

/** Bumped when the picture's drawing changes: stored copies and cached answers of the old drawing then go unused. */
const IMAGE_VERSION = 1;

/** A certificate's link-preview PNG: its bytes (just rendered) or a stream of the stored copy. */
export interface CertificateImage {
  etag: string;
  body: Buffer | Readable | null;
}

/** Renders of the same picture under way in this process: a burst of crawlers waits for one. */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * The certificate's 1200×630 link-preview picture (issue 16, item 19): the printed certificate, nothing more. It is
 * rendered once per certificate, language and drawing and kept in the media store; its ETag is a hash of
 * everything drawn, so `ifNoneMatch` equal to it answers with no body. An unknown code is a 404.
 */
export async function certificateImage(
  deps: Pick<CertificateDeps, 'db' | 'config' | 'storage'>,
  input: string,
  locale: Locale,
  ifNoneMatch?: string,
): Promise<CertificateImage> {
  const row = await findCertificate(deps.db, input);
  if (!row) throw new AppError(404, 'certificates.notFound');
  if (!certificateImagesAvailable()) throw new AppError(404, 'certificates.imageUnavailable');
  const drawn: CertificatePdfInput = {
    locale,
    learnerName: row.learnerName,
    courseTitle: row.courseTitle,
    instructorName: row.instructorName,
    issuedAt: row.issuedAt,
    code: row.code,
    verifyUrl: verifyUrl(deps.config, row.code),
    // Left out when there is none, so the pictures of certificates without a quiz keep their hash.
    ...(row.quizScore === null ? {} : { quizScore: row.quizScore }),
  };
  const hash = createHash('sha256')
    .update(JSON.stringify([IMAGE_VERSION, drawn]))
    .digest('base64url')
    .slice(0, 22);
  const etag = `"${hash}"`;
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return { etag, body: null };
  }
  const key = `certificate-images/${row.code}-${hash}.png`;
  if (await deps.storage.exists(key)) return { etag, body: deps.storage.createReadStream(key) };
  let render = rendering.get(key);
  if (!render) {
    render = renderCertificateImage(drawn).then(async (png) => {
      await deps.storage.put(key, png);
      return png;
    });
    rendering.set(key, render);
    void render.finally(() => rendering.delete(key)).catch(() => undefined);
  }
  return { etag, body: await render };
}
