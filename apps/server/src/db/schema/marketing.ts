// What visitors send the academy: contact messages, marketing consent (newsletter and every other opt-in) with its
// proof, used captchas.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { nowColumn, optionalRef, requiredRef, serialId, tz } from './columns';
import { users } from './users';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** 'contact' (the contact page) or 'support' (the profile's support modal). */
    source: text('source').notNull().default('contact'),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    ip: text('ip'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * One row per e-mail address: its marketing consent (ADR 035). The newsletter form, the landing sign-ups, the
 * registration and the checkout opt-ins all write here; the Omnisend export reads only this table.
 * A consent counts when `confirmed_at` is set and `unsubscribed_at` is not.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serialId(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('sr'),
    /** The recorded consent: when, where on the site (source), from which address, in which words. */
    consentAt: tz('consent_at').notNull(),
    /** 'newsletter-home' (or another newsletter block), 'landing:<page>', 'registration', 'checkout', 'profile'. */
    consentSource: text('consent_source').notNull(),
    consentIp: text('consent_ip'),
    /** The words beside the checkbox, as the visitor saw them (null for rows older than ADR 035). */
    consentText: text('consent_text'),
    /** SHA-256 of the double opt-in token (newsletter form only). */
    confirmTokenHash: text('confirm_token_hash'),
    /**
     * When the consent became valid: the click on the e-mailed link for the newsletter form (double opt-in), the
     * moment of the form itself for landing sign-ups, registration, checkout and the profile (ADR 035).
     */
    confirmedAt: tz('confirmed_at'),
    /** Consent withdrawn (unsubscribed); a later consent clears it. */
    unsubscribedAt: tz('unsubscribed_at'),
    /** Marketing categories turned off while the consent stays (ADR 074): 'reminders', 'courses', 'news'. */
    optedOut: text('opted_out').array().notNull().default(sql`'{}'::text[]`),
    createdAt: nowColumn('created_at'),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_token_unique').on(t.confirmTokenHash),
  ],
);

/**
 * Every consent given, confirmed or withdrawn, never changed or deleted: the proof behind the current state in
 * newsletter_subscribers (when, where, which words, from which address), kept when a later event overwrites it.
 */
export const marketingConsentLog = pgTable(
  'marketing_consent_log',
  {
    id: serialId(),
    email: text('email').notNull(),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    /** 'given', 'confirmed' or 'withdrawn'. */
    event: text('event').notNull(),
    /** The marketing category the event is about (ADR 074); null: marketing e-mail as a whole. */
    category: text('category'),
    source: text('source').notNull(),
    consentText: text('consent_text'),
    locale: text('locale').notNull(),
    ip: text('ip'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [index('marketing_consent_log_email_idx').on(t.email, t.id)],
);

/** Captcha challenges already redeemed, shared by every API process (replay protection). */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    /** SHA-256 of the challenge. */
    challengeHash: text('challenge_hash').primaryKey(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('used_captchas_expires_idx').on(t.expiresAt)],
);

/**
 * Free-course sign-ups from the landing pages, with the consent the visitor gave. One row per e-mail and landing
 * page: signing up twice on the same page changes nothing; the pre-sale boxes count these rows.
 */
export const freeSignups = pgTable(
  'free_signups',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** The landing page key, e.g. 'interior-signup', 'style-signup'. */
    page: text('page').notNull(),
    /** 'musko' or 'zensko' on the gendered sign-up, else null. */
    gender: text('gender'),
    /** The free course the sign-up granted. */
    courseId: optionalRef('course_id', () => courses.id, 'set null'),
    email: text('email').notNull(),
    consentAt: tz('consent_at').notNull(),
    /** The consent wording shown to the visitor, as agreed to. */
    consentText: text('consent_text').notNull(),
    consentIp: text('consent_ip'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [
    uniqueIndex('free_signups_user_page_unique').on(t.userId, t.page),
    index('free_signups_page_created_idx').on(t.page, t.createdAt),
    index('free_signups_created_idx').on(t.createdAt),
  ],
);
