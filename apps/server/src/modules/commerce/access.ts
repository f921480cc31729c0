// Who may watch a course's lessons and read its materials: its buyers while their access lasts, every registered
// learner for a free course, and administrators.
import type { Db } from '../../db/client';
import * as repo from './access.repository';
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
  const course = await repo.findCourseTerms(db, courseId);
  if (!course || (!course.published && viewer?.role !== 'admin'))
    return { allowed: false, reason: 'not-found', expiresAt: null };
  if (!viewer) return { allowed: false, reason: 'none', expiresAt: null };
  if (viewer.role === 'admin') return { allowed: true, reason: 'admin', expiresAt: null };
  if (course.pricePara === 0) return { allowed: true, reason: 'free', expiresAt: null };
  const access = await repo.findLiveAccess(db, viewer.userId, courseId);
  if (!access) return { allowed: false, reason: 'none', expiresAt: null };
  if (!isLive(access.expiresAt, now))
    return { allowed: false, reason: 'expired', expiresAt: access.expiresAt };
  return { allowed: true, reason: 'purchase', expiresAt: access.expiresAt };
}
