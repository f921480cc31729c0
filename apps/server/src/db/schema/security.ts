// Second factor (TOTP, RFC 6238) and the administrators' audit log (ADR 027).
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { nowColumn, optionalRef, requiredRef, serialId, tz } from './columns';
import { users } from './users';

/**
 * One authenticator app per account. `secret` is the TOTP key sealed with AES-256-GCM under a key derived from
 * APP_SECRET (never stored in clear). A row without `enabled_at` is an enrolment waiting for its first code.
 * `last_step` is the newest 30-second step a code was accepted for: a code of that step or an older one is
 * refused, so each code signs in once (the UPDATE that raises it is the check).
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: tz('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: nowColumn('created_at'),
});

/** Single-use recovery codes, stored only as SHA-256 (80 random bits each). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    uniqueIndex('user_recovery_codes_hash_unique').on(t.userId, t.codeHash),
    index('user_recovery_codes_user_idx').on(t.userId),
  ],
);

/**
 * The step between a correct password (or a Google return) and the second factor: a random token handed to the
 * browser (kept as SHA-256), valid a few minutes, used once, and refused after a few wrong codes.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serialId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    /** 'password' or 'google': how the first factor was given (kept in the audit of the sign-in). */
    method: text('method').notNull(),
    failures: smallint('failures').notNull().default(0),
    createdAt: nowColumn('created_at'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    uniqueIndex('login_challenges_hash_unique').on(t.tokenHash),
    index('login_challenges_user_idx').on(t.userId),
  ],
);

/**
 * Who changed what in the dashboard: one row per change, written in the transaction of the change where the
 * code allows. `changes` holds `{ field: { from, to } }` of the fields that changed; secrets and password hashes
 * are never stored (a password change is recorded as `password: { changed: true }`).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: optionalRef('actor_user_id', () => users.id, 'set null'),
    /** The actor's e-mail at the time, kept when the account is deleted. */
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    createdAt: nowColumn('created_at'),
  },
  (t) => [
    index('admin_audit_log_actor_idx').on(t.actorUserId, t.id),
    index('admin_audit_log_entity_idx').on(t.entityType, t.id),
    index('admin_audit_log_created_idx').on(t.createdAt),
  ],
);
