// Drizzle queries of the profile's account change: the new e-mail, the new password, and the other sessions.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export type CredentialsUser = typeof users.$inferSelect;

export function findUser(db: Db, userId: number) {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

export async function updateUser(
  db: Db,
  userId: number,
  values: { passwordHash?: string },
): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** A unique index refused the write (PostgreSQL 23505), as pg and PGlite report it, directly or as the cause. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
