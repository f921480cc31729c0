// The administrator's view of the sequences (issue 21 item 3, ADR 077): settings, a test e-mail to their own address,
// and per-sequence counts from SQL: e-mails sent, clicked through their signed links, followed by a paid order of
// the recipient within 7 days, followed by the recipient turning reminders (or all marketing e-mail) off within 7
// days. No open tracking: nothing in the e-mails reports back when they are read.
import type { MailSequence } from '@atelje/shared/mail-sequences/schemas';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/index';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import { AppError } from '../../lib/errors';
import { type Locale, localText, translate } from '../../lib/i18n';
import { EXTENSION_MONTHS, extensionPrice, FREE_EXTENSION_MONTHS } from '../commerce/pricing';
import { SLIP_CANCELLED } from '../payments/slip-cancel';
import { slipMailLines, slipOf } from '../payments/slip-flow';
import { extensionRules } from '../settings/settings.service';
import { ABANDONED_CART_SEQUENCE } from './abandoned-cart';
import { ACCESS_EXPIRY_SEQUENCE } from './access-expiry';
import { COURSE_FINISHED_SEQUENCE } from './course-finished';
import { lessonCount } from './course-picks';
import { MINI_COURSE_NURTURE_SEQUENCE, miniCourseProps, paidCourseProps } from './mini-course-nurture';
import { PENDING_SLIP_SEQUENCE, slipCancelsAt } from './pending-slip';
import { readSequenceSettings } from './sequence-settings';

const SEQUENCES: readonly MailSequence[] = [
  ACCESS_EXPIRY_SEQUENCE,
  ABANDONED_CART_SEQUENCE,
  PENDING_SLIP_SEQUENCE,
  MINI_COURSE_NURTURE_SEQUENCE,
  COURSE_FINISHED_SEQUENCE,
];
/** The sequences that lead to a course send `courses` e-mail (ADR 084); the others `reminders` (ADR 077). */
const COURSES_SEQUENCES: readonly string[] = [MINI_COURSE_NURTURE_SEQUENCE, COURSE_FINISHED_SEQUENCE];

export async function sequenceStats(db: Db) {
  const result = (await db.execute(sql`
    select s.sequence,
      count(*) filter (where m.status = 'sent')::int as sent,
      count(*) filter (where exists (
        select 1 from mail_sequence_links l where l.send_id = s.id and l.opened_at is not null))::int as clicked,
      count(*) filter (where exists (
        select 1 from orders o where o.user_id = s.user_id and o.status = 'paid'
          and o.paid_at >= s.created_at and o.paid_at < s.created_at + interval '7 days'))::int as converted,
      count(*) filter (where exists (
        select 1 from payments p where s.subject = 'slip:' || p.id::text
          and p.status in ('completed', 'refunded')))::int as slip_confirmed,
      count(*) filter (where exists (
        select 1 from payments p where s.subject = 'slip:' || p.id::text
          and p.status = 'failed' and p.failure_reason = ${SLIP_CANCELLED}))::int as slip_cancelled,
      count(*) filter (where exists (
        select 1 from marketing_consent_log c where c.email = s.email and c.event = 'withdrawn'
          and (c.category is null or c.category = (case when s.sequence in (${sql.join(
            COURSES_SEQUENCES.map((name) => sql`${name}`),
            sql`, `,
          )}) then 'courses' else 'reminders' end))
          and c.created_at >= s.created_at and c.created_at < s.created_at + interval '7 days'))::int as unsubscribed
    from mail_sequence_sends s join mail_messages m on m.id = s.mail_id
    group by s.sequence
  `)) as unknown as {
    rows: {
      sequence: string;
      sent: number;
      clicked: number;
      converted: number;
      slip_confirmed: number;
      slip_cancelled: number;
      unsubscribed: number;
    }[];
  };
  return SEQUENCES.map((sequence) => {
    const row = result.rows.find((r) => r.sequence === sequence);
    const slip = sequence === PENDING_SLIP_SEQUENCE;
    return {
      sequence,
      sent: Number(row?.sent ?? 0),
      // The cart and slip reminders link to the cart and the slip themselves: no signed link to count.
      clicked: sequence === ABANDONED_CART_SEQUENCE || slip ? null : Number(row?.clicked ?? 0),
      // The slip's conversion is its own payment confirmed: after the reminder, which goes only while it is open.
      converted: Number((slip ? row?.slip_confirmed : row?.converted) ?? 0),
      cancelled: slip ? Number(row?.slip_cancelled ?? 0) : null,
      // The slip reminder is transactional (ADR 083): no unsubscribe link in it.
      unsubscribed: slip ? 0 : Number(row?.unsubscribed ?? 0),
    };
  });
}

/**
 * An example of the sequence's e-mail to the administrator's own address, with courses of the catalogue and links to
 * the profile and the cart (not signed links: nothing is given away by a test). It goes through the same consent
 * check as every marketing e-mail: an administrator who has turned the sequence's category off gets a 409 saying so.
 */
export async function sendTestMail(
  deps: { db: Db; jobs: JobQueue; config: Pick<Config, 'publicUrl' | 'supportEmail' | 'payments'> },
  admin: { id: number; email: string; name: string },
  sequence: MailSequence,
  locale: Locale,
): Promise<string> {
  const sample = await deps.db
    .select()
    .from(courses)
    .where(and(eq(courses.published, true), gt(courses.pricePara, 0)))
    .orderBy(asc(courses.id))
    .limit(2);
  if (sample.length === 0) throw new AppError(409, 'mailSequences.testNoCourse');
  const name = admin.name.trim() || admin.email;
  const { publicUrl } = deps.config;
  const profileUrl = `${publicUrl}/my-profile`;
  const course = sample[0]!;
  const courseUrl = `${publicUrl}/courses/${course.id}`;
  let id: number | null;
  if (sequence === ACCESS_EXPIRY_SEQUENCE) {
    const rules = await extensionRules(deps.db);
    id = await enqueueMail(deps, {
      template: 'access-expiry-reminder',
      locale,
      to: admin.email,
      props: {
        name,
        courseTitle: localText(course.title, course.titleEn, locale),
        expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        expired: false,
        extendUrl: profileUrl,
        freeExtension: { url: profileUrl, months: rules.free_extension_months ?? FREE_EXTENSION_MONTHS },
        paidExtension: {
          url: profileUrl,
          months: rules.extension_months ?? EXTENSION_MONTHS,
          pricePara: extensionPrice(course.pricePara, rules.extension_percent),
        },
      },
    });
  } else if (sequence === PENDING_SLIP_SEQUENCE) {
    // A sample order of the first course at the seller's details in force; no PDF (there is no order to attach).
    const { reminder_days, cancel_days } = (await readSequenceSettings(deps.db)).pending_slip;
    const orderNumber = `${new Date().getFullYear()}-000000`;
    const slip = await slipOf(deps, {
      billing: { name, email: admin.email, phone: '' },
      totalPara: course.pricePara,
      number: orderNumber,
    });
    id = await enqueueMail(deps, {
      template: 'bank-slip-reminder',
      locale,
      to: admin.email,
      props: {
        name,
        orderNumber,
        amountPara: course.pricePara,
        slip: slipMailLines(slip),
        slipUrl: profileUrl,
        cancelsAt: slipCancelsAt(
          new Date(Date.now() - reminder_days * 86_400_000),
          cancel_days,
        ).toISOString(),
      },
    });
  } else if (sequence === ABANDONED_CART_SEQUENCE) {
    id = await enqueueMail(deps, {
      template: 'cart-reminder',
      locale,
      to: admin.email,
      props: {
        name,
        lines: sample.map((line) => ({
          title: localText(line.title, line.titleEn, locale),
          pricePara: line.pricePara,
        })),
        totalPara: sample.reduce((sum, line) => sum + line.pricePara, 0),
        cartUrl: `${publicUrl}/korpa`,
      },
    });
  } else if (sequence === MINI_COURSE_NURTURE_SEQUENCE) {
    // A free course of the catalogue as the mini course (the administrator's own progress in it), the first paid
    // course as the offer; the links are the course pages, never signed links.
    const [free] = await deps.db
      .select({ id: courses.id, title: courses.title, titleEn: courses.titleEn })
      .from(courses)
      .where(and(eq(courses.published, true), eq(courses.pricePara, 0)))
      .orderBy(asc(courses.id))
      .limit(1);
    const mini = free ?? course;
    id = await enqueueMail(deps, {
      template: 'mini-course-nurture',
      locale,
      to: admin.email,
      props: {
        name,
        stage: 'offer',
        miniCourse: await miniCourseProps(deps.db, publicUrl, admin.id, mini, locale),
        paidCourse: await paidCourseProps(deps.db, course, locale, courseUrl, courseUrl),
      },
    });
  } else {
    const next = sample[1] ?? course;
    id = await enqueueMail(deps, {
      template: 'course-finished',
      locale,
      to: admin.email,
      props: {
        name,
        courseTitle: localText(course.title, course.titleEn, locale),
        code: 'ATL-TEST-0000',
        verifyUrl: `${publicUrl}/certificates`,
        profileUrl,
        recommendation: {
          title: localText(next.title, next.titleEn, locale),
          summary: localText(next.shortDescriptionSr, next.shortDescriptionEn, locale),
          pricePara: next.pricePara,
          lessons: await lessonCount(deps.db, next.id),
          cartUrl: `${publicUrl}/courses/${next.id}`,
          pageUrl: `${publicUrl}/courses/${next.id}`,
        },
      },
    });
  }
  if (id === null)
    throw new AppError(
      409,
      COURSES_SEQUENCES.includes(sequence)
        ? 'mailSequences.testNoConsentCourses'
        : 'mailSequences.testNoConsent',
    );
  return translate(locale, 'mailSequences.testSent', { email: admin.email });
}
