// Drizzle queries of quizzes: a course's quizzes with their questions and options, the attempts, and the
// administrator's replace-the-whole-quiz write.
import type { AdminQuizInput } from '@atelje/shared/quizzes/schemas';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quizAttempts, quizOptions, quizQuestions, quizzes, videos } from '../../db/schema/index';

export type QuizRow = typeof quizzes.$inferSelect;
export type AttemptRow = typeof quizAttempts.$inferSelect;
export type QuestionWithOptions = typeof quizQuestions.$inferSelect & {
  options: (typeof quizOptions.$inferSelect)[];
};
export type QuizWithQuestions = QuizRow & { questions: QuestionWithOptions[] };

/** Questions (in order) and their options (in order) of these quizzes, attached to them. */
async function withQuestions(db: Db, rows: QuizRow[]): Promise<QuizWithQuestions[]> {
  if (rows.length === 0) return [];
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quizId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const options =
    questions.length === 0
      ? []
      : await db
          .select()
          .from(quizOptions)
          .where(
            inArray(
              quizOptions.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(quizOptions.position), asc(quizOptions.id));
  return rows.map((row) => ({
    ...row,
    questions: questions
      .filter((question) => question.quizId === row.id)
      .map((question) => ({
        ...question,
        options: options.filter((option) => option.questionId === question.id),
      })),
  }));
}

/** A course's quizzes, the course-end quiz last, lesson quizzes in the lessons' order. */
export async function courseQuizzes(db: Db, courseId: number, publishedOnly: boolean) {
  const rows = await db
    .select({ quiz: quizzes, lessonTitle: videos.title })
    .from(quizzes)
    .leftJoin(videos, eq(videos.id, quizzes.videoId))
    .where(and(eq(quizzes.courseId, courseId), publishedOnly ? eq(quizzes.published, true) : undefined))
    .orderBy(sql`${quizzes.videoId} is null`, asc(videos.order), asc(videos.id), asc(quizzes.id));
  const full = await withQuestions(
    db,
    rows.map((row) => row.quiz),
  );
  return full.map((quiz, index) => ({ ...quiz, lessonTitle: rows[index]!.lessonTitle }));
}

export async function findQuiz(db: Db, quizId: number) {
  const [row] = await db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return row;
}

export async function findQuizWithQuestions(db: Db, quizId: number) {
  const row = await findQuiz(db, quizId);
  return row ? (await withQuestions(db, [row]))[0] : undefined;
}

/** A lesson of the course that a quiz may follow (not an intro). */
export async function courseLesson(db: Db, courseId: number, videoId: number) {
  const [row] = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(and(eq(videos.id, videoId), eq(videos.courseId, courseId), eq(videos.isIntro, false)));
  return row;
}

/** The quiz already placed where another would go (the same lesson, or the course's end), if any. */
export async function quizAt(db: Db, courseId: number, videoId: number | null) {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(
      videoId === null
        ? and(eq(quizzes.courseId, courseId), isNull(quizzes.videoId))
        : eq(quizzes.videoId, videoId),
    );
  return row;
}

type QuizValues = Omit<typeof quizzes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function quizValues(courseId: number, input: ReturnType<typeof normalize>): QuizValues {
  return {
    courseId,
    videoId: input.video_id,
    titleSr: input.title_sr,
    titleEn: input.title_en,
    passPercent: input.pass_percent,
    requiredForCertificate: input.required_for_certificate,
    published: input.published,
  };
}

/** The parsed form with its defaults filled in. */
export const normalize = (input: AdminQuizInput) => ({
  ...input,
  title_en: input.title_en ?? '',
  questions: input.questions.map((question) => ({
    ...question,
    text_en: question.text_en ?? '',
    options: question.options.map((option) => ({ ...option, text_en: option.text_en ?? '' })),
  })),
});

async function insertQuestions(tx: Db, quizId: number, input: ReturnType<typeof normalize>) {
  for (const [position, question] of input.questions.entries()) {
    const [row] = await tx
      .insert(quizQuestions)
      .values({ quizId, position, kind: question.kind, textSr: question.text_sr, textEn: question.text_en })
      .returning({ id: quizQuestions.id });
    await tx.insert(quizOptions).values(
      question.options.map((option, optionPosition) => ({
        questionId: row!.id,
        position: optionPosition,
        textSr: option.text_sr,
        textEn: option.text_en,
        correct: option.correct,
      })),
    );
  }
}

/** Inserts a quiz with its questions; undefined when its place (lesson or course end) was taken meanwhile. */
export async function insertQuiz(tx: Db, values: QuizValues, input: ReturnType<typeof normalize>) {
  const [row] = await tx.insert(quizzes).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  await insertQuestions(tx, row.id, input);
  return row;
}

/**
 * Replaces a quiz's settings and every question and option. Open attempts are dropped: they were started on
 * questions that no longer exist (their learners start again). Submitted attempts keep their score.
 * Undefined when the new place (lesson or course end) is another quiz's.
 */
export async function replaceQuiz(
  tx: Db,
  quizId: number,
  values: QuizValues,
  input: ReturnType<typeof normalize>,
) {
  const [row] = await tx
    .update(quizzes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quizzes.id, quizId))
    .returning();
  if (!row) return undefined;
  await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  await tx.delete(quizAttempts).where(and(eq(quizAttempts.quizId, quizId), isNull(quizAttempts.submittedAt)));
  await insertQuestions(tx, quizId, input);
  return row;
}

export async function deleteQuiz(tx: Db, quizId: number) {
  const [row] = await tx.delete(quizzes).where(eq(quizzes.id, quizId)).returning();
  return row;
}

/** Submitted attempts and passes per quiz, for the administrator's list. */
export async function attemptCounts(db: Db, quizIds: number[]) {
  if (quizIds.length === 0) return new Map<number, { attempts: number; passes: number }>();
  const rows = await db
    .select({
      quizId: quizAttempts.quizId,
      attempts: sql<number>`count(${quizAttempts.submittedAt})::int`,
      passes: sql<number>`count(*) filter (where ${quizAttempts.passed})::int`,
    })
    .from(quizAttempts)
    .where(inArray(quizAttempts.quizId, quizIds))
    .groupBy(quizAttempts.quizId);
  return new Map(
    rows.map((row) => [row.quizId, { attempts: Number(row.attempts), passes: Number(row.passes) }]),
  );
}

/** The learner's attempts at these quizzes, newest first. */
export async function attemptsOf(db: Db, userId: number, quizIds: number[]) {
  if (quizIds.length === 0) return [];
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, quizIds)))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id));
}

/** Opens an attempt unless one is open already (the partial unique index decides under concurrency). */
export async function openAttempt(db: Db, userId: number, quizId: number, now: Date) {
  const [created] = await db
    .insert(quizAttempts)
    .values({ userId, quizId, startedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [open] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId), isNull(quizAttempts.submittedAt)),
    );
  return open;
}

export async function findAttempt(db: Db, attemptId: number) {
  const [row] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  return row;
}

/** Scores an open attempt; undefined when it was submitted (or removed) meanwhile: it counts once. */
export async function submitAttempt(
  db: Db,
  attemptId: number,
  values: Pick<AttemptRow, 'answers' | 'results' | 'score' | 'passed' | 'submittedAt'>,
) {
  const [row] = await db
    .update(quizAttempts)
    .set(values)
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .returning();
  return row;
}
