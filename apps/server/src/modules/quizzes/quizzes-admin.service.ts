// The administrator's quizzes (ADR 081): a course's quizzes with their answers, and creating, replacing and
// deleting one. Each change is written in one transaction with its audit entry (ADR 027).
import type { AdminQuiz, AdminQuizInput } from '@atelje/shared/quizzes/schemas';
import { optionsRuleBroken } from '@atelje/shared/quizzes/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/index';
import { AppError, type MessageKey, validationError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../activity/admin-audit';
import * as repo from './quizzes.repository';

function adminQuiz(
  quiz: repo.QuizWithQuestions & { lessonTitle: string | null },
  counts: { attempts: number; passes: number } | undefined,
): AdminQuiz {
  return {
    id: quiz.id,
    course_id: quiz.courseId,
    video_id: quiz.videoId,
    lesson_title: quiz.lessonTitle,
    title_sr: quiz.titleSr,
    title_en: quiz.titleEn,
    pass_percent: quiz.passPercent,
    required_for_certificate: quiz.requiredForCertificate,
    published: quiz.published,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      text_sr: question.textSr,
      text_en: question.textEn,
      options: question.options.map((option) => ({
        id: option.id,
        text_sr: option.textSr,
        text_en: option.textEn,
        correct: option.correct,
      })),
    })),
    attempts: counts?.attempts ?? 0,
    passes: counts?.passes ?? 0,
    updated_at: quiz.updatedAt.toISOString(),
  };
}

async function requireCourse(db: Db, courseId: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError(404, 'catalog.courseNotFound');
}

/** Every quiz of the course, published or not, with the correct options and the attempt counts. */
export async function listQuizzes(db: Db, courseId: number): Promise<AdminQuiz[]> {
  await requireCourse(db, courseId);
  const quizzes = await repo.courseQuizzes(db, courseId, false);
  const counts = await repo.attemptCounts(
    db,
    quizzes.map((quiz) => quiz.id),
  );
  return quizzes.map((quiz) => adminQuiz(quiz, counts.get(quiz.id)));
}

async function quizForAdmin(db: Db, courseId: number, quizId: number) {
  const quiz = (await listQuizzes(db, courseId)).find((item) => item.id === quizId);
  if (!quiz) throw new AppError(404, 'quizzes.notFound');
  return quiz;
}

/** What zod cannot say: the lesson belongs to the course, and each question's correct options fit its kind. */
async function checkInput(db: Db, courseId: number, input: ReturnType<typeof repo.normalize>) {
  const fields: Record<string, MessageKey[]> = {};
  if (input.video_id !== null && !(await repo.courseLesson(db, courseId, input.video_id))) {
    fields.video_id = ['quizzes.lessonInvalid'];
  }
  // Named like zod's own errors of the list: the field, not the item (the form marks the question itself).
  if (input.questions.some(optionsRuleBroken)) fields.questions = ['quizzes.optionsRule'];
  if (Object.keys(fields).length) throw validationError(fields);
}

const placeTaken = (videoId: number | null) =>
  new AppError(409, videoId === null ? 'quizzes.courseEndTaken' : 'quizzes.lessonTaken');

const summaryOf = (input: { title_sr: string; questions: unknown[] }) =>
  `„${input.title_sr}“, ${input.questions.length} pitanja`;

export async function createQuiz(
  db: Db,
  actor: AuditActor,
  courseId: number,
  form: AdminQuizInput,
): Promise<AdminQuiz> {
  await requireCourse(db, courseId);
  const input = repo.normalize(form);
  await checkInput(db, courseId, input);
  if (await repo.quizAt(db, courseId, input.video_id)) throw placeTaken(input.video_id);
  const created = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await repo.insertQuiz(tx, repo.quizValues(courseId, input), input);
    if (!row) return undefined;
    await recordAudit(tx, actor, {
      action: 'quiz.created',
      entityType: 'quiz',
      entityId: row.id,
      summary: `Dodat test ${summaryOf(input)} (kurs ${courseId})`,
      changes: {
        course_id: { to: courseId },
        video_id: { to: input.video_id },
        pass_percent: { to: input.pass_percent },
        required_for_certificate: { to: input.required_for_certificate },
        published: { to: input.published },
        questions: { to: input.questions.length },
      },
    });
    return row;
  });
  // Another administrator placed a quiz there meanwhile (the partial unique index decided).
  if (!created) throw placeTaken(input.video_id);
  return quizForAdmin(db, courseId, created.id);
}

export async function updateQuiz(
  db: Db,
  actor: AuditActor,
  quizId: number,
  form: AdminQuizInput,
): Promise<AdminQuiz> {
  const before = await repo.findQuizWithQuestions(db, quizId);
  if (!before) throw new AppError(404, 'quizzes.notFound');
  const input = repo.normalize(form);
  await checkInput(db, before.courseId, input);
  const other = await repo.quizAt(db, before.courseId, input.video_id);
  if (other && other.id !== quizId) throw placeTaken(input.video_id);
  const changes: Record<string, unknown> = {};
  const compare: [string, unknown, unknown][] = [
    ['video_id', before.videoId, input.video_id],
    ['title_sr', before.titleSr, input.title_sr],
    ['title_en', before.titleEn, input.title_en],
    ['pass_percent', before.passPercent, input.pass_percent],
    ['required_for_certificate', before.requiredForCertificate, input.required_for_certificate],
    ['published', before.published, input.published],
    ['questions', before.questions.length, input.questions.length],
  ];
  for (const [field, from, to] of compare) if (from !== to) changes[field] = { from, to };
  const updated = await db
    .transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await repo.replaceQuiz(tx, quizId, repo.quizValues(before.courseId, input), input);
      if (!row) return undefined;
      await recordAudit(tx, actor, {
        action: 'quiz.updated',
        entityType: 'quiz',
        entityId: quizId,
        summary: `Izmenjen test ${summaryOf(input)} (kurs ${before.courseId})`,
        changes,
      });
      return row;
    })
    .catch((error: unknown) => {
      // The new place was taken between the check and the write: the unique index refused it.
      if (isUniqueViolation(error)) throw placeTaken(input.video_id);
      throw error;
    });
  if (!updated) throw new AppError(404, 'quizzes.notFound');
  return quizForAdmin(db, before.courseId, quizId);
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function deleteQuiz(db: Db, actor: AuditActor, quizId: number): Promise<void> {
  const done = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await repo.deleteQuiz(tx, quizId);
    if (!row) return false;
    await recordAudit(tx, actor, {
      action: 'quiz.deleted',
      entityType: 'quiz',
      entityId: quizId,
      summary: `Obrisan test „${row.titleSr}“ (kurs ${row.courseId})`,
    });
    return true;
  });
  if (!done) throw new AppError(404, 'quizzes.notFound');
}
