// Lifecycle e-mail sequences (issue 21 item 1, ADR 077): which step went to whom, and the signed one-click links
// those e-mails carry, and the administrator's texts of every e-mail template (ADR 085).
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { nowColumn, optionalRef, requiredRef, serialId, tz } from './columns';
import { mailMessages, users } from './users';

/**
 * One row per sequence step and subject, written in the transaction that records the e-mail: the unique key is
 * what makes a step go out once however many scans run at the same time. `mail_id` is null when the recipient had
 * no consent for the category (nothing was recorded, and the step is not tried again).
 */
export const mailSequenceSends = pgTable(
  'mail_sequence_sends',
  {
    id: serialId(),
    /** 'access-expiry' (more sequences later). */
    sequence: text('sequence').notNull(),
    /** 'd30', 'd7', 'd1', 'expired'. */
    step: text('step').notNull(),
    /** What the step is about, e.g. 'access:<id>:<expiry date>'. */
    subject: text('subject').notNull(),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    email: text('email').notNull(),
    mailId: optionalRef('mail_id', () => mailMessages.id, 'set null'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [
    uniqueIndex('mail_sequence_sends_step_unique').on(t.sequence, t.step, t.subject),
    index('mail_sequence_sends_created_idx').on(t.sequence, t.createdAt),
  ],
);

/**
 * A signed one-click link of a sequence e-mail: what it does ('free-extension', 'paid-extension'), for whom and
 * which course, until when. Used once (`used_at`); `opened_at` is the first time its page was opened, the click.
 */
export const mailSequenceLinks = pgTable(
  'mail_sequence_links',
  {
    id: serialId(),
    sendId: requiredRef('send_id', () => mailSequenceSends.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    action: text('action').notNull(),
    createdAt: nowColumn('created_at'),
    expiresAt: tz('expires_at').notNull(),
    openedAt: tz('opened_at'),
    usedAt: tz('used_at'),
  },
  (t) => [index('mail_sequence_links_send_idx').on(t.sendId)],
);

/**
 * The administrator's texts of one e-mail template in one language (ADR 085): every save is a new version, the
 * latest is in force. `texts` maps a locale key of the template (`accessExpiryReminder.subject`) to the text that
 * replaces the default; a key it lacks says the default. A reset is a version with no texts.
 */
export const mailTextVersions = pgTable(
  'mail_text_versions',
  {
    id: serialId(),
    template: text('template').notNull(),
    /** 'sr' or 'en' (Cyrillic is transliterated from the Serbian when the e-mail is rendered). */
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    authorId: optionalRef('author_id', () => users.id, 'set null'),
    authorEmail: text('author_email'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [uniqueIndex('mail_text_versions_uq').on(t.template, t.locale, t.version)],
);
