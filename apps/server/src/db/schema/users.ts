// Accounts, their bearer tokens, password resets and the activity log.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { nowColumn, optionalRef, requiredRef, serialId, timestamps, tz } from './columns';

export const roleEnum = pgEnum('user_role', ['admin', 'user']);

export const users = pgTable(
  'users',
  {
    id: serialId(),
    name: text('name').notNull(),
    /** Always stored lower-case. */
    email: text('email').notNull(),
    /** argon2id PHC string; null for accounts that have not set a password yet. */
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('user'),
    locale: text('locale').notNull().default('sr'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_created_idx').on(t.createdAt)],
);

/**
 * The columns every secret handed to one account shares (a session, a reset link, a sign-in challenge): the
 * SHA-256 of the token, hex (the token itself is never stored), and when it was made and stops working.
 */
const userToken = () => ({
  id: serialId(),
  userId: requiredRef('user_id', () => users.id, 'cascade'),
  tokenHash: text('token_hash').notNull(),
  createdAt: nowColumn('created_at'),
  expiresAt: tz('expires_at').notNull(),
});

export const accessTokens = pgTable(
  'access_tokens',
  {
    ...userToken(),
    lastUsedAt: tz('last_used_at'),
    revokedAt: tz('revoked_at'),
  },
  (t) => [
    uniqueIndex('access_tokens_hash_unique').on(t.tokenHash),
    index('access_tokens_user_idx').on(t.userId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    ...userToken(),
    usedAt: tz('used_at'),
  },
  (t) => [
    uniqueIndex('password_resets_hash_unique').on(t.tokenHash),
    index('password_resets_user_idx').on(t.userId),
  ],
);

export const activityLog = pgTable(
  'activity_log',
  {
    id: serialId(),
    actorUserId: optionalRef('actor_user_id', () => users.id, 'set null'),
    /** Machine-readable kind, e.g. 'user.registered'. */
    type: text('type').notNull(),
    /** Human-readable line shown in the admin dashboard. */
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: nowColumn('created_at'),
  },
  (t) => [index('activity_log_created_idx').on(t.createdAt)],
);

/** Messages kept by the outbox mail driver, readable by administrators. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    /** Files attached to the message, read from the media store when it is sent. */
    attachments:
      jsonb('attachments').$type<
        { filename: string; contentType: string; storageKey: string; cid?: string }[]
      >(),
    /** The headers the message carried besides the usual ones: Message-ID, Reply-To, List-Unsubscribe (ADR 074). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: nowColumn('created_at'),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Where an outgoing e-mail stands: queued → sent, or retrying (next_attempt_at) → … → dead after the last attempt. */
export const mailStatusEnum = pgEnum('mail_status', ['queued', 'retrying', 'sent', 'dead', 'suppressed']);

/**
 * Every e-mail the academy sends, written in the same transaction as the change that decides to send it
 * (transactional outbox, ADR 029). The mail worker claims a row for a short lease, renders and hands it to the
 * driver, and marks it sent, or schedules the next attempt (exponential backoff over at least 24 hours), or
 * after the last attempt leaves it dead for an administrator to resend.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serialId(),
    template: text('template').notNull(),
    /** 'transactional' (always sent) or a marketing category (sent only with consent for it, ADR 074). */
    category: text('category').notNull().default('transactional'),
    locale: text('locale').notNull(),
    to: text('to').notNull(),
    props: jsonb('props').$type<Record<string, unknown>>().notNull(),
    replyTo: text('reply_to'),
    attachments:
      jsonb('attachments').$type<
        { filename: string; contentType: string; storageKey: string; cid?: string }[]
      >(),
    /** The order whose confirmation this is: confirmation_mailed_at is set when this row is sent. */
    orderId: integer('order_id'),
    status: mailStatusEnum('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: nowColumn('next_attempt_at'),
    /** A worker holds the row until then; a killed worker's row is taken again after it. */
    lockedUntil: tz('locked_until'),
    lastError: text('last_error'),
    createdAt: nowColumn('created_at'),
    sentAt: tz('sent_at'),
  },
  (t) => [
    index('mail_messages_due_idx').on(t.status, t.nextAttemptAt),
    uniqueIndex('mail_messages_order_template_idx')
      .on(t.orderId, t.template)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * E-mails handed to the driver per minute, across every worker process (MAIL_RATE_PER_MINUTE, ADR 074): a worker
 * takes a slot by adding one to its minute's row, only while the row is below the limit.
 */
export const mailSendWindows = pgTable('mail_send_windows', {
  windowStart: tz('window_start').primaryKey(),
  sent: integer('sent').notNull(),
});

/**
 * Accounts linked to an outside sign-in provider (Google through OpenID Connect). One row per provider subject;
 * a user may have several providers. Linked to an existing account by e-mail only when the provider said the
 * e-mail is verified.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** 'google'. */
    provider: text('provider').notNull(),
    /** The provider's stable subject id (`sub`). */
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: nowColumn('created_at'),
    lastLoginAt: tz('last_login_at'),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_unique').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A requested e-mail change (ADR 023): it takes effect only when the new address opens its confirmation link; the
 * old address gets a report link that cancels the change (or undoes a confirmed one) and signs every session out.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the link sent to the new address. */
    confirmTokenHash: text('confirm_token_hash').notNull(),
    /** SHA-256 of the "this was not me" link sent to the old address. */
    reportTokenHash: text('report_token_hash').notNull(),
    /** The session that asked: it stays signed in when the change takes effect. */
    requestedByTokenId: integer('requested_by_token_id'),
    createdAt: nowColumn('created_at'),
    expiresAt: tz('expires_at').notNull(),
    reportExpiresAt: tz('report_expires_at').notNull(),
    confirmedAt: tz('confirmed_at'),
    cancelledAt: tz('cancelled_at'),
    reportedAt: tz('reported_at'),
  },
  (t) => [
    uniqueIndex('email_changes_confirm_unique').on(t.confirmTokenHash),
    uniqueIndex('email_changes_report_unique').on(t.reportTokenHash),
    index('email_changes_user_idx').on(t.userId),
  ],
);
