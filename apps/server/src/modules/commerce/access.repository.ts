// Drizzle queries of who may watch a course: the course's price and state, a person's access to it, and the grant
// of the free mini course.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses } from '../../db/schema/index';
import { unrevokedAccess } from '../../lib/course-access';

export async function findCourseTerms(db: Db, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, pricePara: courses.pricePara, published: courses.published })
    .from(courses)
    .where(eq(courses.id, courseId));
  return course ?? null;
}

/** The expiry of a person's access to a course that was not revoked; null when there is none. */
export async function findLiveAccess(db: Db, userId: number, courseId: number) {
  const [access] = await db
    .select({ expiresAt: courseAccess.expiresAt })
    .from(courseAccess)
    .where(unrevokedAccess(userId, courseId));
  return access ?? null;
}

export async function courseExists(db: Db, courseId: number): Promise<boolean> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return Boolean(course);
}

/** A grant for good (source 'free', no expiry); nothing changes when the person has the course already. */
export async function insertFreeAccess(db: Db, userId: number, courseId: number, now: Date): Promise<void> {
  await db
    .insert(courseAccess)
    .values({ userId, courseId, source: 'free', grantedAt: now, expiresAt: null })
    .onConflictDoNothing({ target: [courseAccess.userId, courseAccess.courseId] });
}
