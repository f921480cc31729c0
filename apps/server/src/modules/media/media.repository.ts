// Drizzle queries of the media route: which courses a stored file is a lesson of, and a user's role.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, videos } from '../../db/schema/index';

/** Ids of the courses that have a lesson (or intro) stored under this key; empty for any other file. */
export async function lessonCourseIds(db: Db, key: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ courseId: videos.courseId })
    .from(videos)
    .where(eq(videos.path, key));
  return rows.map((row) => row.courseId);
}

export async function userRole(db: Db, userId: number): Promise<'admin' | 'user' | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}
