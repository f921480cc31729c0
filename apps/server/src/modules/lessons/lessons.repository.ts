// Drizzle queries of the learner's lessons: videos of a course, separate intros, lesson progress and the
// courses a learner has (access rows, started courses).
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses, instructors, lessonProgress, videos } from '../../db/schema/index';

const videoColumns = {
  id: videos.id,
  courseId: videos.courseId,
  title: videos.title,
  path: videos.path,
  order: videos.order,
  lessonNumber: videos.lessonNumber,
  isIntro: videos.isIntro,
  mainVideoId: videos.mainVideoId,
  introDuration: videos.introDuration,
  durationSeconds: videos.durationSeconds,
  thumbnailPath: videos.thumbnailPath,
  createdAt: videos.createdAt,
};

export type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideo>>>;

/** A lesson or intro learners may play: processed (issue 15). */
export async function findVideo(db: Db, courseId: number, videoId: number) {
  const [row] = await db
    .select(videoColumns)
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.courseId, courseId), eq(videos.status, 'ready')));
  return row;
}

/**
 * Intros of the course that may play before a lesson: those naming it as their main video, and those stored
 * under intros/ with the lesson's file name (spec 001 §4). The caller prefers the first kind.
 */
export async function findIntroCandidates(db: Db, courseId: number, lessonId: number, introKey: string) {
  return db
    .select(videoColumns)
    .from(videos)
    .where(
      and(
        eq(videos.courseId, courseId),
        eq(videos.isIntro, true),
        eq(videos.status, 'ready'),
        or(eq(videos.mainVideoId, lessonId), eq(videos.path, introKey)),
      ),
    )
    .orderBy(asc(videos.id));
}

/** The lessons (intros left out) of some courses, in play order. */
export async function findLessons(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select(videoColumns)
    .from(videos)
    .where(and(inArray(videos.courseId, courseIds), eq(videos.isIntro, false), eq(videos.status, 'ready')))
    .orderBy(asc(videos.courseId), asc(videos.order), asc(videos.id));
}

export async function findProgress(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.courseId, courseIds)))
    .orderBy(desc(lessonProgress.updatedAt), desc(lessonProgress.id));
}

export async function findLessonProgress(db: Db, userId: number, videoId: number) {
  const [row] = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.videoId, videoId)));
  return row;
}

/**
 * Writes where the learner is. The completion time is set once, by the first write that reaches it, and
 * never cleared: `coalesce` keeps an earlier one.
 */
export async function upsertProgress(
  db: Db,
  values: {
    userId: number;
    courseId: number;
    videoId: number;
    positionSeconds: number;
    durationSeconds: number;
    completedAt: Date | null;
    now: Date;
  },
) {
  const [row] = await db
    .insert(lessonProgress)
    .values({
      userId: values.userId,
      courseId: values.courseId,
      videoId: values.videoId,
      positionSeconds: values.positionSeconds,
      durationSeconds: values.durationSeconds,
      completedAt: values.completedAt,
      updatedAt: values.now,
    })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.videoId],
      set: {
        positionSeconds: values.positionSeconds,
        durationSeconds: values.durationSeconds,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        updatedAt: values.now,
      },
    })
    .returning();
  return row;
}

/** Courses with an access row of the user that was not revoked (live or expired). */
export async function findGrantedCourseIds(db: Db, userId: number) {
  const rows = await db
    .select({ courseId: courseAccess.courseId })
    .from(courseAccess)
    .where(and(eq(courseAccess.userId, userId), isNull(courseAccess.revokedAt)));
  return rows.map((row) => row.courseId);
}

/** Courses the user has played a lesson of. */
export async function findStartedCourseIds(db: Db, userId: number) {
  const rows = await db
    .selectDistinct({ courseId: lessonProgress.courseId })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  return rows.map((row) => row.courseId);
}

export async function findCourses(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: courses.id,
      title: courses.title,
      coverPath: courses.coverPath,
      ebookPath: courses.ebookPath,
      pricePara: courses.pricePara,
      published: courses.published,
      author: instructors.name,
    })
    .from(courses)
    .leftJoin(instructors, eq(instructors.id, courses.authorId))
    .where(inArray(courses.id, courseIds));
}

export async function findCourseEbookPath(db: Db, courseId: number) {
  const [row] = await db
    .select({ ebookPath: courses.ebookPath })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.ebookPath ?? null;
}
