// Drizzle queries of the e-mail change (ADR 023): pending changes, their confirmation and their report.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, emailChanges, users } from '../../db/schema/index';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

/** When the session's token was issued: the time of that sign-in. */
export async function tokenIssuedAt(db: Db, tokenId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: accessTokens.createdAt })
    .from(accessTokens)
    .where(eq(accessTokens.id, tokenId));
  return row?.createdAt;
}

/** Replaces any earlier pending change of the user with a new one. */
export async function insertEmailChange(
  db: Db,
  values: Omit<typeof emailChanges.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, values.userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
      ),
    );
  await db.insert(emailChanges).values(values);
}

/** Spends a live confirmation link in the statement that finds it (two clicks cannot both apply it). */
export async function claimConfirmation(db: Db, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(emailChanges.confirmTokenHash, tokenHash),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
        isNull(emailChanges.reportedAt),
        gt(emailChanges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Spends a live report link; a pending change is cancelled in the same statement. */
export async function claimReport(db: Db, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChanges)
    .set({
      reportedAt: new Date(),
      cancelledAt: sql`case when ${emailChanges.confirmedAt} is null then now() else ${emailChanges.cancelledAt} end`,
    })
    .where(
      and(
        eq(emailChanges.reportTokenHash, tokenHash),
        isNull(emailChanges.reportedAt),
        gt(emailChanges.reportExpiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Cancels every pending change of the user. */
export async function cancelPending(db: Db, userId: number): Promise<void> {
  await db
    .update(emailChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(emailChanges.userId, userId),
        isNull(emailChanges.confirmedAt),
        isNull(emailChanges.cancelledAt),
      ),
    );
}

/** Moves the account from one address to another, only if it still has the first one. */
export async function moveEmail(db: Db, userId: number, from: string, to: string) {
  const [row] = await db
    .update(users)
    .set({ email: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.email, from)))
    .returning();
  return row;
}

export async function emailUsedByOther(db: Db, userId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}
