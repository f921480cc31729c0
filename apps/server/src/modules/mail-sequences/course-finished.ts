// The course-finished e-mail (issue 21 item 1, ADR 084): the administrator's days (1 by default) after a learner's
// certificate is issued (the moment a course counts as finished: every lesson done and every required quiz passed),
// congratulations with the certificate's code and page, and a recommended next course when one fits. The
// certificate itself went out at once, transactional, with its PDF ('certificate-issued'); this one is marketing
// (`courses`), so it needs consent. Once per learner and course: the step's subject is the pair, and a learner has
// one certificate per course anyway.
import { and, eq, gt, lte } from 'drizzle-orm';
import { certificates, courses, users } from '../../db/schema/index';
import { type Locale, localText, pageLocaleFrom } from '../../lib/i18n';
import type { SequenceDeps } from './access-expiry';
import { lessonCount, recommendedCourse } from './course-picks';
import { createSequenceLink, sendSequenceStep } from './sequence-step';

export const COURSE_FINISHED_SEQUENCE = 'course-finished';
const DAY_MS = 86_400_000;
/** Certificates older than this past their day get no e-mail (e.g. when the sequence is first turned on). */
export const FINISHED_WINDOW_DAYS = 3;

export async function runCourseFinishedSequence(
  deps: SequenceDeps,
  now: Date,
  daysAfter = 1,
): Promise<number[]> {
  const { db, config } = deps;
  const due = new Date(now.getTime() - daysAfter * DAY_MS);
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      courseId: courses.id,
      title: courses.title,
      titleEn: courses.titleEn,
      code: certificates.code,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(
      and(
        lte(certificates.issuedAt, due),
        gt(certificates.issuedAt, new Date(due.getTime() - FINISHED_WINDOW_DAYS * DAY_MS)),
      ),
    );
  const sent: number[] = [];
  for (const row of rows) {
    const locale: Locale = row.locale === 'en' ? 'en' : 'sr';
    const mailId = await sendSequenceStep(deps, {
      sequence: COURSE_FINISHED_SEQUENCE,
      step: 'finished',
      subject: `course:${row.userId}:${row.courseId}`,
      userId: row.userId,
      email: row.email,
      at: now,
      category: 'courses',
      mail: async (sendId, tx) => {
        const next = await recommendedCourse(tx, row.userId, row.courseId);
        return {
          template: 'course-finished',
          locale: pageLocaleFrom(row.locale),
          to: row.email,
          props: {
            name: row.name.trim() || row.email,
            courseTitle: localText(row.title, row.titleEn, locale),
            code: row.code,
            verifyUrl: `${config.publicUrl}/certificates/${row.code}`,
            profileUrl: `${config.publicUrl}/my-profile`,
            ...(next
              ? {
                  recommendation: {
                    title: localText(next.title, next.titleEn, locale),
                    summary: localText(next.shortDescriptionSr, next.shortDescriptionEn, locale),
                    pricePara: next.pricePara,
                    lessons: await lessonCount(tx, next.id),
                    cartUrl: await createSequenceLink(tx, config, {
                      sendId,
                      userId: row.userId,
                      courseId: next.id,
                      action: 'course',
                      at: now,
                    }),
                    pageUrl: `${config.publicUrl}/courses/${next.id}`,
                  },
                }
              : {}),
          },
        };
      },
    });
    if (mailId !== null) sent.push(mailId);
  }
  return sent;
}
