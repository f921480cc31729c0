// Drizzle queries of accounts, tokens and password resets.
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, passwordResets, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash: string | null; locale: string },
): Promise<UserRow | undefined> {
  const rows = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
  return rows[0];
}

/** Removes an account and, by cascade, what belongs to it (a registration that could not finish). */
export async function deleteUser(db: Db, userId: number) {
  await db.delete(users).where(eq(users.id, userId));
}

export async function updatePassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertAccessToken(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(accessTokens).values({ userId, tokenHash, expiresAt });
}

/** The live token with its user, or nothing when unknown, revoked or expired. */
export async function findLiveToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      expiresAt: accessTokens.expiresAt,
      user: users,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Records use at most every few minutes, so reading a token is not a write on every request. */
export async function touchToken(db: Db, tokenId: number) {
  await db
    .update(accessTokens)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(accessTokens.id, tokenId),
        or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, sql`now() - interval '5 minutes'`)),
      ),
    );
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/** Revokes every live token of the user except `keepTokenId` (null: all of them). */
export async function revokeTokensExcept(db: Db, userId: number, keepTokenId: number | null): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        keepTokenId === null ? undefined : ne(accessTokens.id, keepTokenId),
      ),
    );
}

export async function insertPasswordReset(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  // A new link replaces any earlier unused one.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/**
 * Finds the account by address and spends its live link in one statement: an unknown address and a wrong token
 * cost the same single query and give the same empty answer.
 */
export async function consumePasswordResetByEmail(
  db: Db,
  email: string,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        sql`${passwordResets.userId} = (select ${users.id} from ${users} where ${users.email} = ${email})`,
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!rows[0]) return undefined;
  return db.query.users.findFirst({ where: eq(users.id, rows[0].userId) });
}
