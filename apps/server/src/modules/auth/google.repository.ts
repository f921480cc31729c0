// Drizzle queries of the accounts linked to an outside sign-in provider (user_identities).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities, users } from '../../db/schema/index';

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
