// Drizzle queries of the accounts linked to an outside sign-in provider (user_identities).
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginHandovers, userIdentities, users } from '../../db/schema/index';

/** The account a provider subject is linked to, if any. */
export async function findUserByIdentity(db: Db, provider: string, subject: string) {
  const rows = await db
    .select({ identityId: userIdentities.id, user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return rows[0];
}

/** Links a provider subject to an account; a subject linked meanwhile (a concurrent sign-in) stays as it is. */
export async function insertIdentity(
  db: Db,
  values: { userId: number; provider: string; subject: string; email: string },
) {
  await db
    .insert(userIdentities)
    .values({ ...values, lastLoginAt: new Date() })
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
}

/** Records a sign-in and the address the provider gave this time. */
export async function touchIdentity(db: Db, identityId: number, email: string | undefined) {
  await db
    .update(userIdentities)
    .set({ lastLoginAt: new Date(), ...(email ? { email } : {}) })
    .where(eq(userIdentities.id, identityId));
}

/** Stores a one-time hand-over code (its hash) and forgets the codes that expired. */
export async function insertHandover(
  db: Db,
  values: {
    codeHash: string;
    userId: number;
    bindingHash: string;
    type: 'login' | 'register';
    expiresAt: Date;
  },
  now: Date,
) {
  await db.delete(loginHandovers).where(lt(loginHandovers.expiresAt, now));
  await db.insert(loginHandovers).values(values);
}

/**
 * Consumes a hand-over code in one statement: only an unconsumed, unexpired code bound to this binding is marked,
 * so of any number of concurrent exchanges exactly one gets the row back.
 */
export async function consumeHandover(db: Db, codeHash: string, bindingHash: string, now: Date) {
  const rows = await db
    .update(loginHandovers)
    .set({ consumedAt: now })
    .where(
      and(
        eq(loginHandovers.codeHash, codeHash),
        eq(loginHandovers.bindingHash, bindingHash),
        isNull(loginHandovers.consumedAt),
        gt(loginHandovers.expiresAt, now),
      ),
    )
    .returning({ userId: loginHandovers.userId, type: loginHandovers.type });
  return rows[0];
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}
