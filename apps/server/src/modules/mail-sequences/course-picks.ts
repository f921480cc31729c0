// What the course-leading e-mails (ADR 084) say about courses: a course's lessons and a learner's progress in it, the
// course a learner should be offered next, and whether they already hold a course.
import { and, asc, desc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courses, lessonProgress, videos } from '../../db/schema/index';

/** The lessons a learner sees (intros and unfinished uploads left out), in their order, each with its completion. */
export async function lessonsWithProgress(db: Db, userId: number, courseId: number) {
  return db
    .select({ id: videos.id, title: videos.title, completedAt: lessonProgress.completedAt })
    .from(videos)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.videoId, videos.id),
        eq(lessonProgress.userId, userId),
        isNotNull(lessonProgress.completedAt),
      ),
    )
    .where(and(eq(videos.courseId, courseId), eq(videos.isIntro, false), eq(videos.status, 'ready')))
    .orderBy(asc(videos.order), asc(videos.id));
}

export async function lessonCount(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videos)
    .where(and(eq(videos.courseId, courseId), eq(videos.isIntro, false), eq(videos.status, 'ready')));
  return Number(row?.n ?? 0);
}

/** Access in force at `now`: not revoked and without an end or ending later. A bought course stops the nurture. */
export async function holdsCourse(db: Db, userId: number, courseId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: courseAccess.id })
    .from(courseAccess)
    .where(
      and(
        eq(courseAccess.userId, userId),
        eq(courseAccess.courseId, courseId),
        isNull(courseAccess.revokedAt),
        or(isNull(courseAccess.expiresAt), gt(courseAccess.expiresAt, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A course that can be offered: published, on sale (not coming soon) and paid. */
export async function sellableCourse(db: Db, courseId: number) {
  const [row] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.published, true),
        eq(courses.comingSoon, false),
        gt(courses.pricePara, 0),
      ),
    );
  return row;
}

/**
 * The next course to recommend to a learner after `courseId` (ADR 084): a sellable course of the same main category
 * that the learner has never had access to (a course they once held is theirs to extend, not to be sold again),
 * the one most learners hold, then the editorial popularity, then the oldest. Undefined when none fits: the e-mail
 * then has no recommendation.
 */
export async function recommendedCourse(db: Db, userId: number, courseId: number) {
  const [finished] = await db
    .select({ categoryId: courses.categoryId })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!finished) return undefined;
  const learners = sql<number>`(select count(*) from ${courseAccess} a where a.course_id = ${courses.id})`;
  const [row] = await db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.categoryId, finished.categoryId),
        ne(courses.id, courseId),
        eq(courses.published, true),
        eq(courses.comingSoon, false),
        gt(courses.pricePara, 0),
        sql`not exists (select 1 from ${courseAccess} a where a.course_id = ${courses.id} and a.user_id = ${userId})`,
      ),
    )
    .orderBy(desc(learners), desc(courses.popularity), asc(courses.id))
    .limit(1);
  return row;
}
