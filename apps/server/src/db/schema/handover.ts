// One-time codes that hand a finished Google sign-in over to the web page that started it (ADR 024). The code
// travels in the /login-success URL; only its hash is kept, with the hash of the binding secret that sits in the
// browser's sealed OIDC cookie, so the code is worth nothing without that browser's cookie. A code lives 60 s and
// is consumed once (an UPDATE ... WHERE consumed_at IS NULL); the bearer token is issued only at the exchange.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { nowColumn, requiredRef, tz } from './columns';
import { users } from './users';

export const loginHandovers = pgTable(
  'login_handovers',
  {
    /** SHA-256 of the one-time code (hex). */
    codeHash: text('code_hash').primaryKey(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    /** SHA-256 of the binding secret of the browser's sealed `atelje_oidc` cookie. */
    bindingHash: text('binding_hash').notNull(),
    /** 'login' or 'register' (whether the sign-in created the account). */
    type: text('type').notNull(),
    createdAt: nowColumn('created_at'),
    expiresAt: tz('expires_at').notNull(),
    consumedAt: tz('consumed_at'),
  },
  (t) => [index('login_handovers_expires_idx').on(t.expiresAt)],
);
