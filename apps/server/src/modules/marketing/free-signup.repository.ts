// Queries of the free-course sign-ups: the account, the course, the grant and the recorded consent.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses, freeSignups, users } from '../../db/schema/index';

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

/** A published course's id and title, or nothing. */
export async function findPublishedCourse(db: Db, id: number) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.published, true)));
  return row;
}

/** Grants a free course for good; true when this call created the grant (one row per user and course). */
export async function grantFree(db: Db, userId: number, courseId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(courseAccess)
    .values({ userId, courseId, source: 'free', grantedAt: now, expiresAt: null })
    .onConflictDoNothing({ target: [courseAccess.userId, courseAccess.courseId] })
    .returning({ id: courseAccess.id });
  return rows.length > 0;
}

/** Records the sign-up and its consent; false when this account already signed up on this page. */
export async function insertSignup(
  db: Db,
  values: {
    userId: number;
    page: string;
    gender: string | null;
    courseId: number;
    email: string;
    consentAt: Date;
    consentText: string;
    consentIp: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(freeSignups)
    .values(values)
    .onConflictDoNothing({ target: [freeSignups.userId, freeSignups.page] })
    .returning({ id: freeSignups.id });
  return rows.length > 0;
}
