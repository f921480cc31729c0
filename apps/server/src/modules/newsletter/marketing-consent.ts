// Marketing consent per e-mail address (ADR 035): the landing sign-ups, the registration and checkout opt-ins, the
// profile switch and the newsletter form all record here, and the Omnisend export reads the result. The state lives
// in newsletter_subscribers (one row per address); every event also goes to marketing_consent_log, the proof of
// when, where, in which words and from which address a consent was given, confirmed or withdrawn.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketingConsentLog, newsletterSubscribers } from '../../db/schema/index';
import { type Locale, translate } from '../../lib/i18n';

export type ConsentEvent = 'given' | 'confirmed' | 'withdrawn';

/** Where on the site a consent was given; landing pages as `landing:<page key>`. */
export const CONSENT_SOURCES = {
  registration: 'registration',
  checkout: 'checkout',
  profile: 'profile',
  landing: (page: string) => `landing:${page}`,
} as const;

export interface ConsentContext {
  email: string;
  userId?: number | null;
  locale: Locale;
  ip?: string | null;
}

/** The opt-in's words as the registration and checkout forms show them (the web shows the same text). */
export const optInWording = (locale: Locale) => translate(locale, 'marketingConsent.optIn');

export async function logConsent(
  db: Db,
  entry: ConsentContext & {
    event: ConsentEvent;
    source: string;
    text?: string | null;
    at?: Date;
    /** A marketing category (ADR 074); absent: marketing e-mail as a whole. */
    category?: string | null;
  },
) {
  await db.insert(marketingConsentLog).values({
    email: entry.email,
    userId: entry.userId ?? null,
    event: entry.event,
    category: entry.category ?? null,
    source: entry.source,
    consentText: entry.text ?? null,
    locale: entry.locale,
    ip: entry.ip || null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

/**
 * A consent given by ticking a box in a form that needs no e-mailed link (landing sign-up, registration, checkout,
 * profile): valid at once. An address that already holds a valid consent keeps the one it has (its proof stays
 * the first); one waiting for the newsletter's link, or one that had withdrawn, takes this one. Logged either way.
 */
export async function recordDirectConsent(
  db: Db,
  consent: ConsentContext & { source: string; text: string },
): Promise<void> {
  const now = new Date();
  const values = {
    locale: consent.locale,
    consentAt: now,
    consentSource: consent.source,
    consentIp: consent.ip || null,
    consentText: consent.text,
    confirmedAt: now,
  };
  await db
    .insert(newsletterSubscribers)
    .values({ email: consent.email, ...values })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      // A new consent covers every marketing category again (ADR 074).
      set: { ...values, unsubscribedAt: null, optedOut: [] },
      setWhere: sql`${newsletterSubscribers.confirmedAt} is null or ${newsletterSubscribers.unsubscribedAt} is not null`,
    });
  await logConsent(db, { ...consent, event: 'given', at: now });
}

/** Withdraws the address's consent; false when there was none in force (nothing changes then). */
export async function withdrawConsent(
  db: Db,
  context: ConsentContext & { source: string },
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: now })
    .where(
      sql`${newsletterSubscribers.email} = ${context.email} and ${newsletterSubscribers.unsubscribedAt} is null`,
    )
    .returning({ id: newsletterSubscribers.id });
  if (rows.length === 0) return false;
  await logConsent(db, { ...context, event: 'withdrawn', at: now });
  return true;
}

export type ConsentStatus = 'subscribed' | 'pending' | 'withdrawn' | 'none';

/** The address's consent as the profile shows it. */
export async function consentStatus(
  db: Db,
  email: string,
): Promise<{ status: ConsentStatus; since: Date | null }> {
  const [row] = await db
    .select({
      consentAt: newsletterSubscribers.consentAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (!row) return { status: 'none', since: null };
  if (row.unsubscribedAt) return { status: 'withdrawn', since: row.unsubscribedAt };
  if (!row.confirmedAt) return { status: 'pending', since: row.consentAt };
  return { status: 'subscribed', since: row.consentAt };
}
