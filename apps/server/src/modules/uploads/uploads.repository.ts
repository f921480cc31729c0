// Queries of the administrator's uploads: courses and their files, video categories, new video rows.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, videoCategories, videos } from '../../db/schema/index';

export type CourseFiles = Pick<
  typeof courses.$inferSelect,
  'id' | 'coverPath' | 'ebookPath' | 'templatePath'
>;

export async function findCourse(db: Db, id: number): Promise<CourseFiles | null> {
  const [row] = await db
    .select({
      id: courses.id,
      coverPath: courses.coverPath,
      ebookPath: courses.ebookPath,
      templatePath: courses.templatePath,
    })
    .from(courses)
    .where(eq(courses.id, id));
  return row ?? null;
}

export async function setCourseFile(
  db: Db,
  id: number,
  values: Partial<Pick<CourseFiles, 'coverPath' | 'ebookPath' | 'templatePath'>>,
): Promise<void> {
  await db
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courses.id, id));
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(videoCategories).where(eq(videoCategories.id, id));
  return row ?? null;
}

/** Video categories, all or those of one course (plus the shared ones without a course). */
export async function listCategories(db: Db, courseId?: number) {
  return db
    .select({ id: videoCategories.id, name: videoCategories.name, course_id: videoCategories.courseId })
    .from(videoCategories)
    .where(
      courseId ? or(eq(videoCategories.courseId, courseId), isNull(videoCategories.courseId)) : undefined,
    )
    .orderBy(asc(videoCategories.courseId), asc(videoCategories.position), asc(videoCategories.id));
}

/** The order after the course's last lesson. */
export async function nextOrder(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number>`coalesce(max(${videos.order}), 0)` })
    .from(videos)
    .where(and(eq(videos.courseId, courseId), eq(videos.isIntro, false)));
  return Number(row?.last ?? 0) + 1;
}

/** A video's new file, to be processed: hidden from learners until then, its duration measured again. */
export async function replaceVideoFile(db: Db, videoId: number, values: { path: string }) {
  await db
    .update(videos)
    .set({ path: values.path, status: 'processing', durationSeconds: 0, introDuration: null })
    .where(eq(videos.id, videoId));
}

export async function insertVideo(db: Db, values: typeof videos.$inferInsert) {
  const [row] = await db.insert(videos).values(values).returning();
  return row;
}
