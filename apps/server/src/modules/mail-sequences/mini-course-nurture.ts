// The mini-course nurture (issue 21 item 1, ADR 084): after a free mini-course sign-up from a landing, e-mails on the
// administrator's days (1, 3 and 7 by default) with the learner's progress in the mini course, tips for the stage and
// the paid course the landing sells, at today's price, with a one-click link that puts it in the cart. The paid
// course is the landing's (interior sign-up: `interior_landing_course_id`; style sign-ups: `style_landing_course_id`);
// when the landing names none that is on sale, the course recommended after the mini course (same category, not
// held, most learners); with neither, nothing is sent. It stops as soon as the learner holds the paid course.
// Category `courses`: none without consent, none after unsubscribing (recordMail checks, the worker again).
import { type LandingPageKey, landingPath } from '@atelje/shared';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, freeSignups, mailSequenceSends, users } from '../../db/schema/index';
import { type Locale, localText, pageLocaleFrom } from '../../lib/i18n';
import { readSettings, SETTING_KEYS } from '../settings/settings.service';
import type { SequenceDeps } from './access-expiry';
import {
  holdsCourse,
  lessonCount,
  lessonsWithProgress,
  recommendedCourse,
  sellableCourse,
} from './course-picks';
import { createSequenceLink, sendSequenceStep } from './sequence-step';

export const MINI_COURSE_NURTURE_SEQUENCE = 'mini-course-nurture';
const DAY_MS = 86_400_000;
export const DEFAULT_NURTURE_DAYS = [1, 3, 7];
/** A step not sent within this long after its day (the sequence was off, the scan stopped) is skipped, not late. */
export const NURTURE_LATE_DAYS = 2;

export type NurtureStage = 'start' | 'progress' | 'offer';

/**
 * The step due for a sign-up at `signedUpAt`, seen at `now`: the latest of the days whose moment has come, while it
 * is less than NURTURE_LATE_DAYS old; its stage is 'start' for the first day, 'offer' for the last, else 'progress'.
 */
export function dueNurtureStep(
  signedUpAt: Date,
  now: Date,
  days: readonly number[] = DEFAULT_NURTURE_DAYS,
): { step: string; stage: NurtureStage } | null {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const passed = now.getTime() - signedUpAt.getTime();
  const index = sorted.findLastIndex((day) => passed >= day * DAY_MS);
  if (index < 0) return null;
  const day = sorted[index]!;
  if (passed - day * DAY_MS >= NURTURE_LATE_DAYS * DAY_MS) return null;
  const stage: NurtureStage = index === sorted.length - 1 ? 'offer' : index === 0 ? 'start' : 'progress';
  return { step: `d${day}`, stage };
}

/** The paid course each sign-up page leads to, and the sales page that tells about it. */
function landingOffer(
  page: string,
  gender: string | null,
): { setting: string; sales: LandingPageKey } | null {
  if (page === 'interior-signup')
    return { setting: SETTING_KEYS.interiorLandingCourseId, sales: 'interior-sales' };
  if (page === 'style-signup' || page === 'style-signup-m' || page === 'style-signup-w') {
    const women = gender === 'zensko' || (gender === null && page === 'style-signup-w');
    return { setting: SETTING_KEYS.styleLandingCourseId, sales: women ? 'style-sales-w' : 'style-sales-m' };
  }
  return null;
}

const positiveId = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

type Course = NonNullable<Awaited<ReturnType<typeof sellableCourse>>>;

/** The paid course a sign-up leads to and the page about it; null when there is none to offer. */
async function offerFor(
  deps: SequenceDeps,
  signup: { page: string; gender: string | null; userId: number; freeCourseId: number },
  settings: Map<string, unknown>,
): Promise<{ course: Course; pageUrl: string } | null> {
  const { publicUrl } = deps.config;
  const landing = landingOffer(signup.page, signup.gender);
  const landingCourseId = landing ? positiveId(settings.get(landing.setting)) : null;
  const landingCourse = landingCourseId ? await sellableCourse(deps.db, landingCourseId) : undefined;
  if (landing && landingCourse) {
    const slug = settings.get(SETTING_KEYS.landingSlug);
    const path = landingPath(landing.sales, typeof slug === 'string' && slug ? slug : null);
    return { course: landingCourse, pageUrl: `${publicUrl}${path ?? `/courses/${landingCourse.id}`}` };
  }
  const recommended = await recommendedCourse(deps.db, signup.userId, signup.freeCourseId);
  return recommended ? { course: recommended, pageUrl: `${publicUrl}/courses/${recommended.id}` } : null;
}

/** The e-mail's props about a paid course; `cartUrl` is the signed link (the test e-mail: the course page). */
export async function paidCourseProps(
  db: Db,
  course: Course,
  locale: Locale,
  cartUrl: string,
  pageUrl: string,
) {
  const learn = (locale === 'en' && course.learnEn.length > 0 ? course.learnEn : course.learnSr)
    .map((point) => point.trim())
    .filter(Boolean)
    .slice(0, 3);
  return {
    title: localText(course.title, course.titleEn, locale),
    pricePara: course.pricePara,
    ...(course.originalPricePara > course.pricePara ? { originalPricePara: course.originalPricePara } : {}),
    lessons: await lessonCount(db, course.id),
    accessMonths: course.accessMonths,
    learn,
    cartUrl,
    pageUrl,
  };
}

/** Where the learner is in the mini course: lessons done, the next one in the player. */
export async function miniCourseProps(
  db: Db,
  publicUrl: string,
  userId: number,
  course: { id: number; title: string; titleEn: string },
  locale: Locale,
) {
  const lessons = await lessonsWithProgress(db, userId, course.id);
  const next = lessons.find((lesson) => lesson.completedAt === null);
  return {
    title: localText(course.title, course.titleEn, locale),
    lessonsTotal: lessons.length,
    lessonsDone: lessons.filter((lesson) => lesson.completedAt !== null).length,
    ...(next
      ? { nextLesson: { title: next.title, url: `${publicUrl}/courses/${course.id}/videos?v=${next.id}` } }
      : {}),
    url: `${publicUrl}/courses/${course.id}/videos`,
  };
}

/** Sends every due nurture step at `now`; the ids of the e-mails recorded. */
export async function runMiniCourseNurtureSequence(
  deps: SequenceDeps,
  now: Date,
  days: readonly number[] = DEFAULT_NURTURE_DAYS,
): Promise<number[]> {
  const { db } = deps;
  if (days.length === 0) return [];
  const signups = await db
    .select({
      signupId: freeSignups.id,
      page: freeSignups.page,
      gender: freeSignups.gender,
      signedUpAt: freeSignups.createdAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      freeCourseId: courses.id,
      freeTitle: courses.title,
      freeTitleEn: courses.titleEn,
    })
    .from(freeSignups)
    .innerJoin(users, eq(users.id, freeSignups.userId))
    .innerJoin(courses, eq(courses.id, freeSignups.courseId))
    .where(
      and(
        isNotNull(freeSignups.courseId),
        gt(freeSignups.createdAt, new Date(now.getTime() - (Math.max(...days) + NURTURE_LATE_DAYS) * DAY_MS)),
        lte(freeSignups.createdAt, new Date(now.getTime() - Math.min(...days) * DAY_MS)),
      ),
    );
  if (signups.length === 0) return [];
  // The steps already done in the window: skipped before their offer is looked up (the unique key still decides).
  const done = new Set(
    (
      await db
        .select({ step: mailSequenceSends.step, subject: mailSequenceSends.subject })
        .from(mailSequenceSends)
        .where(
          and(
            eq(mailSequenceSends.sequence, MINI_COURSE_NURTURE_SEQUENCE),
            gt(
              mailSequenceSends.createdAt,
              new Date(now.getTime() - (Math.max(...days) + NURTURE_LATE_DAYS + 1) * DAY_MS),
            ),
          ),
        )
    ).map((row) => `${row.subject}/${row.step}`),
  );
  const settings = await readSettings(db, [
    SETTING_KEYS.interiorLandingCourseId,
    SETTING_KEYS.styleLandingCourseId,
    SETTING_KEYS.landingSlug,
  ]);
  const sent: number[] = [];
  for (const signup of signups) {
    const due = dueNurtureStep(signup.signedUpAt, now, days);
    if (!due || done.has(`signup:${signup.signupId}/${due.step}`)) continue;
    const offer = await offerFor(deps, signup, settings);
    // Nothing to lead to: no e-mail, and no step row, so a course named later still gets the steps still due.
    if (!offer) continue;
    const locale: Locale = signup.locale === 'en' ? 'en' : 'sr';
    const mailId = await sendSequenceStep(deps, {
      sequence: MINI_COURSE_NURTURE_SEQUENCE,
      step: due.step,
      subject: `signup:${signup.signupId}`,
      userId: signup.userId,
      email: signup.email,
      at: now,
      category: 'courses',
      // Bought (or given) the paid course: the nurture has done its work and stops, no row either.
      stillDue: async (tx) => !(await holdsCourse(tx, signup.userId, offer.course.id, now)),
      mail: async (sendId, tx) => ({
        template: 'mini-course-nurture',
        locale: pageLocaleFrom(signup.locale),
        to: signup.email,
        props: {
          name: signup.name.trim() || signup.email,
          stage: due.stage,
          miniCourse: await miniCourseProps(
            tx,
            deps.config.publicUrl,
            signup.userId,
            { id: signup.freeCourseId, title: signup.freeTitle, titleEn: signup.freeTitleEn },
            locale,
          ),
          paidCourse: await paidCourseProps(
            tx,
            offer.course,
            locale,
            await createSequenceLink(tx, deps.config, {
              sendId,
              userId: signup.userId,
              courseId: offer.course.id,
              action: 'course',
              at: now,
            }),
            offer.pageUrl,
          ),
        },
      }),
    });
    if (mailId !== null) sent.push(mailId);
  }
  return sent;
}
