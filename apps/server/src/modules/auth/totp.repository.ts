// Queries of the second factor: the TOTP row, recovery codes, sign-in challenges, and the administrators' MFA
// gate. Every "use once" is one conditional UPDATE … RETURNING, so two requests cannot both win.
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginChallenges, siteSettings, userRecoveryCodes, userTotp } from '../../db/schema/index';

export const ADMIN_MFA_SETTING = 'admin_mfa_required';

export async function findTotp(db: Db, userId: number) {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row ?? null;
}

/** Starts (or restarts) an enrolment; an enabled factor is never overwritten. False when one is enabled. */
export async function savePendingSecret(db: Db, userId: number, sealed: string): Promise<boolean> {
  const rows = await db
    .insert(userTotp)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: sealed, lastStep: null, createdAt: new Date() },
      setWhere: isNull(userTotp.enabledAt),
    })
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Turns the pending enrolment on with the step of its first code; false when it was not pending. */
export async function enableTotp(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ enabledAt: new Date(), lastStep: step })
    .where(and(eq(userTotp.userId, userId), isNull(userTotp.enabledAt)))
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

/** Marks a step used: true only for the first caller, and only for a step newer than every one used before. */
export async function consumeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTotp)
    .set({ lastStep: step })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.enabledAt),
        or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Db, userId: number): Promise<boolean> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  const rows = await db
    .delete(userTotp)
    .where(eq(userTotp.userId, userId))
    .returning({ id: userTotp.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function consumeRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeHash, codeHash),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertChallenge(
  db: Db,
  input: { userId: number; tokenHash: string; method: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginChallenges).values(input);
}

export async function findLiveChallenge(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, tokenHash),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Counts a wrong code against the challenge; from `max` failures on it is spent. */
export async function failChallenge(db: Db, id: number, max: number): Promise<void> {
  await db
    .update(loginChallenges)
    .set({
      failures: sql`${loginChallenges.failures} + 1`,
      usedAt: sql`CASE WHEN ${loginChallenges.failures} + 1 >= ${max} THEN now() ELSE NULL END`,
    })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)));
}

/** Uses the challenge: true for exactly one caller while it is live. */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginChallenges.id, id),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ id: loginChallenges.id });
  return rows.length > 0;
}

/** Whether the academy requires a second factor of administrators, and whether this user has one, in one read. */
export async function mfaGate(db: Db, userId: number): Promise<{ required: boolean; enrolled: boolean }> {
  const [row] = await db
    .select({
      required: sql<boolean>`coalesce((SELECT ${siteSettings.value} = 'true'::jsonb FROM ${siteSettings} WHERE ${siteSettings.key} = ${ADMIN_MFA_SETTING}), false)`,
      enrolled: sql<boolean>`EXISTS (SELECT 1 FROM ${userTotp} WHERE ${userTotp.userId} = ${userId} AND ${userTotp.enabledAt} IS NOT NULL)`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { required: Boolean(row?.required), enrolled: Boolean(row?.enrolled) };
}

export async function isMfaRequired(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, ADMIN_MFA_SETTING));
  return row?.value === true;
}

export async function hasTotp(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)));
  return Boolean(row);
}
