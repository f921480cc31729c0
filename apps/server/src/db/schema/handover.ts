// One-time codes that hand a finished Google sign-in over to the web page that started it (ADR 024). The code
// travels in the /login-success URL; only its hash is kept, with the hash of the binding secret that sits in the
// browser's sealed OIDC cookie, so the code is worth nothing without that browser's cookie. A code lives 60 s and
// is consumed once (an UPDATE ... WHERE consumed_at IS NULL); the bearer token is issued only at the exchange.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const loginHandovers = pgTable(
  'login_handovers',
  {
    /** SHA-256 of the one-time code (hex). */
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the binding secret of the browser's sealed `atelje_oidc` cookie. */
    bindingHash: text('binding_hash').notNull(),
    /** 'login' or 'register' (whether the sign-in created the account). */
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('login_handovers_expires_idx').on(t.expiresAt)],
);
