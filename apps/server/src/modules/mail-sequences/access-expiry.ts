// The access-expiry sequence (issue 21 item 1, ADR 077): 30, 7 and 1 day before a course's access ends, and once on
// the day it ended. Each e-mail offers the free extension while it is unused and the access live, and the paid
// extension at its price, each as a signed one-click link. A scan finds every access in a step's window; the
// step's row in mail_sequence_sends (unique per step and access expiry) is written in the transaction that records
// the e-mail, so concurrent scans send it once. Extending the access moves its expiry: the steps of the old date
// are no longer due and the new date gets its own reminders.
import { and, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses, mailSequenceLinks, users } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/queue';
import { type Locale, localText, pageLocaleFrom } from '../../lib/i18n';
import {
  EXTENSION_MONTHS,
  EXTENSION_PERCENT,
  extensionPrice,
  FREE_EXTENSION_MONTHS,
} from '../commerce/pricing';
import { extensionRules } from '../settings/settings.service';
import { SEQUENCE_LINK_TTL_DAYS, type SequenceLinkAction, sequenceLinkUrl } from './sequence-links';
import { sendSequenceStep } from './sequence-step';

export const ACCESS_EXPIRY_SEQUENCE = 'access-expiry';
const DAY_MS = 86_400_000;

/** The default days before the end (the administrator may change them, ADR 077). */
export const DEFAULT_EXPIRY_DAYS = [1, 7, 30];
export const EXPIRED_STEP = 'expired';
/** An access that ended longer ago than this gets no 'expired' e-mail (e.g. when the sequence starts). */
export const EXPIRED_WINDOW_DAYS = 3;

/**
 * The step due for an access ending at `expiresAt`, seen at `now`: 'd<n>' for the nearest of the `days` before the
 * end whose moment has come, 'expired' just after the end; null outside every window. A step whose window was missed
 * (an access bought with 5 days left) is not sent late: the nearer one is.
 */
export function dueExpiryStep(
  expiresAt: Date,
  now: Date,
  days: readonly number[] = DEFAULT_EXPIRY_DAYS,
): string | null {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return -left < EXPIRED_WINDOW_DAYS * DAY_MS ? EXPIRED_STEP : null;
  const day = [...days].sort((a, b) => a - b).find((n) => left <= n * DAY_MS);
  return day === undefined ? null : `d${day}`;
}

export interface SequenceDeps {
  db: Db;
  jobs: JobQueue;
  config: { publicUrl: string; appSecret: string };
}

/** Sends every due step of the sequence at `now`; returns the ids of the e-mails recorded. */
export async function runAccessExpirySequence(
  deps: SequenceDeps,
  now: Date,
  days: readonly number[] = DEFAULT_EXPIRY_DAYS,
): Promise<number[]> {
  const { db } = deps;
  if (days.length === 0) return [];
  const due = await db
    .select({
      accessId: courseAccess.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      courseId: courses.id,
      title: courses.title,
      titleEn: courses.titleEn,
      pricePara: courses.pricePara,
      expiresAt: courseAccess.expiresAt,
      freeExtensionUsedAt: courseAccess.freeExtensionUsedAt,
    })
    .from(courseAccess)
    .innerJoin(users, eq(users.id, courseAccess.userId))
    .innerJoin(courses, eq(courses.id, courseAccess.courseId))
    .where(
      and(
        isNull(courseAccess.revokedAt),
        isNotNull(courseAccess.expiresAt),
        gt(courseAccess.expiresAt, new Date(now.getTime() - EXPIRED_WINDOW_DAYS * DAY_MS)),
        lte(courseAccess.expiresAt, new Date(now.getTime() + Math.max(...days) * DAY_MS)),
      ),
    );
  if (due.length === 0) return [];
  const rules = await extensionRules(db);
  const sent: number[] = [];
  for (const row of due) {
    const expiresAt = row.expiresAt!;
    const step = dueExpiryStep(expiresAt, now, days);
    if (!step) continue;
    const locale: Locale = row.locale === 'en' ? 'en' : 'sr';
    const mailId = await sendSequenceStep(deps, {
      sequence: ACCESS_EXPIRY_SEQUENCE,
      step,
      subject: `access:${row.accessId}:${expiresAt.toISOString()}`,
      userId: row.userId,
      email: row.email,
      at: now,
      category: 'reminders',
      mail: async (sendId, tx) => {
        const linkExpiry = new Date(now.getTime() + SEQUENCE_LINK_TTL_DAYS * DAY_MS);
        const link = async (action: SequenceLinkAction) => {
          const [created] = await tx
            .insert(mailSequenceLinks)
            .values({
              sendId,
              userId: row.userId,
              courseId: row.courseId,
              action,
              expiresAt: linkExpiry,
            })
            .returning({ id: mailSequenceLinks.id });
          return sequenceLinkUrl(deps.config.publicUrl, deps.config.appSecret, created!.id);
        };
        const freeOffered = step !== EXPIRED_STEP && row.freeExtensionUsedAt === null;
        const paidOffered = row.pricePara > 0;
        return {
          template: 'access-expiry-reminder',
          locale: pageLocaleFrom(row.locale),
          to: row.email,
          props: {
            name: row.name,
            courseTitle: localText(row.title, row.titleEn, locale),
            expiresAt: expiresAt.toISOString(),
            expired: step === EXPIRED_STEP,
            extendUrl: `${deps.config.publicUrl}/my-profile`,
            ...(freeOffered
              ? {
                  freeExtension: {
                    url: await link('free-extension'),
                    months: rules.free_extension_months ?? FREE_EXTENSION_MONTHS,
                  },
                }
              : {}),
            ...(paidOffered
              ? {
                  paidExtension: {
                    url: await link('paid-extension'),
                    months: rules.extension_months ?? EXTENSION_MONTHS,
                    pricePara: extensionPrice(row.pricePara, rules.extension_percent ?? EXTENSION_PERCENT),
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
