// Drizzle queries of the learner's lessons: videos of a course, separate intros, lesson progress and the
// courses a learner has (access rows, started courses).
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  courseAccess,
  courses,
  instructors,
  lessonProgress,
  lessonWatchSessions,
  videos,
} from '../../db/schema/index';
import { lessonVideoColumns } from '../../lib/select-columns';

export type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideo>>>;

/** A lesson or intro learners may play: processed (issue 15). */
export async function findVideo(db: Db, courseId: number, videoId: number) {
  const [row] = await db
    .select(lessonVideoColumns)
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.courseId, courseId), eq(videos.status, 'ready')));
  return row;
}

/**
 * A free preview lesson of a published course, processed (issue 16): anyone may watch it. Undefined when the
 * course or lesson is unknown, unpublished or not ready; `isPreview` tells a locked lesson from a free one.
 */
export async function findPreviewCandidate(db: Db, courseId: number, videoId: number) {
  const [row] = await db
    .select({ ...lessonVideoColumns, isPreview: videos.isPreview })
    .from(videos)
    .innerJoin(courses, eq(courses.id, videos.courseId))
    .where(
      and(
        eq(videos.id, videoId),
        eq(videos.courseId, courseId),
        eq(videos.status, 'ready'),
        eq(courses.published, true),
      ),
    );
  return row;
}

/**
 * Intros of the course that may play before a lesson: those naming it as their main video, and those stored
 * under intros/ with the lesson's file name (spec 001 §4). The caller prefers the first kind.
 */
export async function findIntroCandidates(db: Db, courseId: number, lessonId: number, introKey: string) {
  return db
    .select(lessonVideoColumns)
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
    .select(lessonVideoColumns)
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
 * Opens (or restarts) the learner's watch session of a lesson: an empty bucket from now, and the position the
 * player will resume from as the start of the first step (ADR 025).
 */
export async function openWatchSession(
  db: Db,
  values: { userId: number; videoId: number; position: number; now: Date },
) {
  const fresh = { openedAt: values.now, tokens: 0, tokensAt: values.now, lastPosition: values.position };
  await db
    .insert(lessonWatchSessions)
    .values({ userId: values.userId, videoId: values.videoId, ...fresh })
    .onConflictDoUpdate({ target: [lessonWatchSessions.userId, lessonWatchSessions.videoId], set: fresh });
}

/**
 * The learner's progress row of a lesson (made empty when missing), locked with its watch session until the
 * transaction ends: parallel reports of one learner and lesson are credited one after the other.
 */
export async function lockProgress(
  tx: Db,
  values: { userId: number; courseId: number; videoId: number; now: Date },
) {
  await tx
    .insert(lessonProgress)
    .values({
      userId: values.userId,
      courseId: values.courseId,
      videoId: values.videoId,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: [lessonProgress.userId, lessonProgress.videoId] });
  const [row] = await tx
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, values.userId), eq(lessonProgress.videoId, values.videoId)))
    .for('update');
  const [session] = await tx
    .select()
    .from(lessonWatchSessions)
    .where(
      and(eq(lessonWatchSessions.userId, values.userId), eq(lessonWatchSessions.videoId, values.videoId)),
    )
    .for('update');
  return { row: row!, session };
}

export async function updateWatchSession(
  tx: Db,
  id: number,
  values: { tokens: number; tokensAt: Date; lastPosition: number },
) {
  await tx.update(lessonWatchSessions).set(values).where(eq(lessonWatchSessions.id, id));
}

/**
 * Writes where the learner is and what has been credited. The completion time is set once, by the first write
 * that reaches it, and never cleared: `coalesce` keeps an earlier one.
 */
export async function updateProgress(
  tx: Db,
  id: number,
  values: {
    positionSeconds: number;
    durationSeconds: number;
    watchedRanges: [number, number][];
    watchedSeconds: number;
    completedAt: Date | null;
    now: Date;
  },
) {
  const [row] = await tx
    .update(lessonProgress)
    .set({
      positionSeconds: values.positionSeconds,
      durationSeconds: values.durationSeconds,
      watchedRanges: values.watchedRanges,
      watchedSeconds: values.watchedSeconds,
      completedAt: sql`coalesce(${lessonProgress.completedAt}, ${values.completedAt?.toISOString() ?? null}::timestamptz)`,
      updatedAt: values.now,
    })
    .where(eq(lessonProgress.id, id))
    .returning();
  return row!;
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
