// Drizzle queries of certificates: completion of a course by a learner, the certificate rows, what is printed.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificates,
  courses,
  instructors,
  lessonProgress,
  quizAttempts,
  quizzes,
  users,
  videos,
} from '../../db/schema/index';

export type CertificateRow = typeof certificates.$inferSelect;

/** Lessons of a course (intros are not lessons) and how many of them the learner has completed. */
export async function lessonCompletion(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(${videos.id})::int`,
      completed: sql<number>`count(${lessonProgress.id})::int`,
    })
    .from(videos)
    .leftJoin(
      lessonProgress,
      and(
        eq(lessonProgress.videoId, videos.id),
        eq(lessonProgress.userId, userId),
        isNotNull(lessonProgress.completedAt),
      ),
    )
    .where(and(eq(videos.courseId, courseId), eq(videos.isIntro, false), eq(videos.status, 'ready')));
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
}

export async function findForUserAndCourse(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row;
}

/** The learner's certificate codes of some courses, by course id. */
export async function codesForCourses(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ courseId: certificates.courseId, code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds)));
  return new Map(rows.map((row) => [row.courseId, row.code]));
}

export async function findByCode(db: Db, code: string) {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row;
}

export function listForUser(db: Db, userId: number) {
  return db
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** Who and what the certificate names, and where its e-mail goes. */
export async function issueDetails(db: Db, userId: number, courseId: number) {
  const [user] = await db
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  const [course] = await db
    .select({ title: courses.title, instructorName: instructors.name })
    .from(courses)
    .innerJoin(instructors, eq(instructors.id, courses.authorId))
    .where(eq(courses.id, courseId));
  return user && course ? { user, course } : null;
}

/** Inserts unless the learner already has this course's certificate or the code is taken; returns the new row. */
export async function insertCertificate(db: Db, values: typeof certificates.$inferInsert) {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * The course's published quizzes required for its certificate, each with the learner's best passing score (null
 * while not passed): a required quiz is what a completed course's certificate may still wait for (ADR 081).
 */
export async function requiredQuizScores(db: Db, userId: number, courseId: number) {
  const rows = await db
    .select({
      quizId: quizzes.id,
      best: sql<number | null>`max(${quizAttempts.score}) filter (where ${quizAttempts.passed})`,
    })
    .from(quizzes)
    .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.userId, userId)))
    .where(
      and(
        eq(quizzes.courseId, courseId),
        eq(quizzes.published, true),
        eq(quizzes.requiredForCertificate, true),
      ),
    )
    .groupBy(quizzes.id);
  return rows.map((row) => (row.best === null ? null : Number(row.best)));
}
