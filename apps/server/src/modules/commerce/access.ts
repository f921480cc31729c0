// Who may watch a course's lessons and read its materials: its buyers while their access lasts, every registered
// learner for a free course, and administrators.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses } from '../../db/schema/index';
import { isLive } from './expiry';

export type CourseAccessState =
  | { allowed: true; reason: 'admin' | 'free' | 'purchase'; expiresAt: Date | null }
  | { allowed: false; reason: 'not-found' | 'none' | 'expired'; expiresAt: Date | null };

export async function courseAccessFor(
  db: Db,
  viewer: { userId: number; role: 'admin' | 'user' } | null,
  courseId: number,
  now: Date = new Date(),
): Promise<CourseAccessState> {
  const [course] = await db
    .select({ id: courses.id, pricePara: courses.pricePara, published: courses.published })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || (!course.published && viewer?.role !== 'admin'))
    return { allowed: false, reason: 'not-found', expiresAt: null };
  if (!viewer) return { allowed: false, reason: 'none', expiresAt: null };
  if (viewer.role === 'admin') return { allowed: true, reason: 'admin', expiresAt: null };
  if (course.pricePara === 0) return { allowed: true, reason: 'free', expiresAt: null };
  const [access] = await db
    .select({ expiresAt: courseAccess.expiresAt })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.userId, viewer.userId),
        eq(courseAccess.courseId, courseId),
        isNull(courseAccess.revokedAt),
      ),
    );
  if (!access) return { allowed: false, reason: 'none', expiresAt: null };
  if (!isLive(access.expiresAt, now))
    return { allowed: false, reason: 'expired', expiresAt: access.expiresAt };
  return { allowed: true, reason: 'purchase', expiresAt: access.expiresAt };
}
