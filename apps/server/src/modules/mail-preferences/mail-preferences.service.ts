// Which marketing e-mail an address gets (ADR 074). The consent itself stays in newsletter_subscribers (ADR 035):
// marketing e-mail needs a consent in force (given, confirmed, not withdrawn) and its category not in the row's
// opted_out list. Every change is logged in marketing_consent_log, with its category, time, source and address.
import {
  MARKETING_MAIL_CATEGORIES,
  type MailCategories,
  type MarketingMailCategory,
} from '@atelje/shared/mail-preferences/schemas';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';
import { translate } from '../../lib/i18n';
import {
  type ConsentContext,
  consentStatus,
  logConsent,
  recordDirectConsent,
  withdrawConsent,
} from '../newsletter/marketing-consent';
import type { LinkCategory } from './unsubscribe-token';

/** Where a change came from, as the consent log names it. */
export const PREFERENCE_SOURCES = {
  /** The List-Unsubscribe one-click POST of a mail client. */
  oneClick: 'unsubscribe-one-click',
  /** The preferences page reached from the link in an e-mail. */
  link: 'email-preferences',
  /** The signed-in profile. */
  profile: 'profile',
} as const;

/** Whether a marketing e-mail of this category may go to the address now. */
export async function marketingAllowed(
  db: Db,
  email: string,
  category: MarketingMailCategory,
): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.email, email.toLowerCase()),
        isNotNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
        sql`not (${category} = any(${newsletterSubscribers.optedOut}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const allOff = (): MailCategories => ({ reminders: false, courses: false, news: false });

export async function readPreferences(
  db: Db,
  email: string,
): Promise<{ email: string; subscribed: boolean; categories: MailCategories }> {
  const [row] = await db
    .select({
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      optedOut: newsletterSubscribers.optedOut,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  const subscribed = Boolean(row?.confirmedAt && !row.unsubscribedAt);
  if (!row || !subscribed) return { email, subscribed: false, categories: allOff() };
  const categories = allOff();
  for (const category of MARKETING_MAIL_CATEGORIES) categories[category] = !row.optedOut.includes(category);
  return { email, subscribed, categories };
}

/**
 * Turns each category on or off. Every category off withdraws the consent (unsubscribe from all); a category on
 * while no consent is in force gives one, in the words of the preferences page, as a direct consent does.
 */
export async function savePreferences(
  db: Db,
  context: ConsentContext & { source: string },
  categories: MailCategories,
): Promise<void> {
  const wanted = MARKETING_MAIL_CATEGORIES.filter((category) => categories[category]);
  if (wanted.length === 0) {
    await withdrawConsent(db, context);
    return;
  }
  const before = await readPreferences(db, context.email);
  if ((await consentStatus(db, context.email)).status !== 'subscribed') {
    await recordDirectConsent(db, {
      ...context,
      text: translate(context.locale, 'mailPreferences.consentText'),
    });
  }
  const optedOut = MARKETING_MAIL_CATEGORIES.filter((category) => !categories[category]);
  const now = new Date();
  await db
    .update(newsletterSubscribers)
    .set({ optedOut })
    .where(eq(newsletterSubscribers.email, context.email));
  // A fresh consent covers every category, so what it leaves off is logged as withdrawn too.
  const previous = before.subscribed ? before.categories : { reminders: true, courses: true, news: true };
  for (const category of MARKETING_MAIL_CATEGORIES) {
    if (previous[category] === categories[category]) continue;
    await logConsent(db, {
      ...context,
      event: categories[category] ? 'given' : 'withdrawn',
      category,
      at: now,
    });
  }
}

/** The one-click unsubscribe of a link: one category off, or the whole consent for 'all'. Idempotent. */
export async function unsubscribe(
  db: Db,
  context: ConsentContext & { source: string },
  category: LinkCategory,
): Promise<void> {
  if (category === 'all') {
    await withdrawConsent(db, context);
    return;
  }
  const rows = await db
    .update(newsletterSubscribers)
    .set({ optedOut: sql`array_append(${newsletterSubscribers.optedOut}, ${category}::text)` })
    .where(
      and(
        eq(newsletterSubscribers.email, context.email),
        sql`not (${category} = any(${newsletterSubscribers.optedOut}))`,
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  if (rows.length > 0) await logConsent(db, { ...context, event: 'withdrawn', category });
}
