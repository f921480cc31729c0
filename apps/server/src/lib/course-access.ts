// The condition every "does this person hold this course" query shares: their course access rows not revoked.
// Whether an access has expired is each caller's own question.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { courseAccess } from '../db/schema/index';

/** A person's access rows that were not revoked, to one course or to any of several. */
export function unrevokedAccess(userId: number, course: number | number[]) {
  return and(
    eq(courseAccess.userId, userId),
    Array.isArray(course) ? inArray(courseAccess.courseId, course) : eq(courseAccess.courseId, course),
    isNull(courseAccess.revokedAt),
  );
}
