// The learner's quizzes (issue 22, item 4, ADR 081): a course's published quizzes without their answers, starting
// an attempt, and submitting it once. Scoring happens here only; a pass of the last required quiz of a completed
// course issues its certificate through the certificates module, the same path as the lesson saves.
import type {
  CourseQuizzesResponse,
  LearnerQuiz,
  QuizAttemptResult,
  QuizSubmitRequest,
  QuizSubmitResponse,
} from '@atelje/shared/quizzes/schemas';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../lib/errors';
import type { Locale } from '../../lib/i18n';
import {
  type CertificateDeps,
  certificateCodes,
  issueCertificateIfComplete,
} from '../certificates/certificates.service';
import { requireAccess, type Viewer } from '../lessons/lesson-access';
import * as repo from './quizzes.repository';

const inLocale = (locale: Locale, sr: string, en: string) => (locale === 'en' && en ? en : sr);

/** The options of a question that are correct, in order. */
const correctIds = (question: repo.QuestionWithOptions) =>
  question.options.filter((option) => option.correct).map((option) => option.id);

function resultOf(quiz: repo.QuizWithQuestions, attempt: repo.AttemptRow): QuizAttemptResult {
  const chosen = new Map((attempt.answers ?? []).map((answer) => [answer.question_id, answer.option_ids]));
  const right = new Map((attempt.results ?? []).map((result) => [result.question_id, result.correct]));
  const passed = attempt.passed === true;
  return {
    attempt_id: attempt.id,
    score: attempt.score ?? 0,
    passed,
    pass_percent: quiz.passPercent,
    submitted_at: attempt.submittedAt!.toISOString(),
    // Questions as they are now: one replaced since the attempt (ADR 081) is not in the stored results.
    questions: quiz.questions
      .filter((question) => right.has(question.id))
      .map((question) => ({
        question_id: question.id,
        selected_option_ids: chosen.get(question.id) ?? [],
        correct: right.get(question.id) === true,
        correct_option_ids: passed ? correctIds(question) : null,
      })),
  };
}

function learnerQuiz(quiz: repo.QuizWithQuestions, attempts: repo.AttemptRow[], locale: Locale): LearnerQuiz {
  const mine = attempts.filter((attempt) => attempt.quizId === quiz.id);
  const submitted = mine.filter((attempt) => attempt.submittedAt !== null);
  const scores = submitted.map((attempt) => attempt.score ?? 0);
  const last = submitted.sort(
    (a, b) => b.submittedAt!.getTime() - a.submittedAt!.getTime() || b.id - a.id,
  )[0];
  return {
    id: quiz.id,
    video_id: quiz.videoId,
    title: inLocale(locale, quiz.titleSr, quiz.titleEn),
    pass_percent: quiz.passPercent,
    required_for_certificate: quiz.requiredForCertificate,
    // Text only: whether an option is correct never leaves the server before a submission.
    questions: quiz.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      text: inLocale(locale, question.textSr, question.textEn),
      options: question.options.map((option) => ({
        id: option.id,
        text: inLocale(locale, option.textSr, option.textEn),
      })),
    })),
    best_score: scores.length ? Math.max(...scores) : null,
    passed: submitted.some((attempt) => attempt.passed),
    attempts: submitted.length,
    open_attempt_id: mine.find((attempt) => attempt.submittedAt === null)?.id ?? null,
    last_result: last ? resultOf(quiz, last) : null,
  };
}

/** The course's published quizzes for a learner with access: questions without answers, and their own results. */
export async function courseQuizzes(
  deps: { db: Db; config: CertificateDeps['config'] },
  viewer: Viewer,
  courseId: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<CourseQuizzesResponse> {
  await requireAccess(deps, viewer, courseId, now);
  const quizzes = await repo.courseQuizzes(deps.db, courseId, true);
  const attempts = await repo.attemptsOf(
    deps.db,
    viewer.userId,
    quizzes.map((quiz) => quiz.id),
  );
  const codes = await certificateCodes(deps.db, viewer.userId, [courseId]);
  return {
    quizzes: quizzes.map((quiz) => learnerQuiz(quiz, attempts, locale)),
    certificate_code: codes.get(courseId) ?? null,
  };
}

/** A published quiz of the course, or 404 (an unpublished one is not there for learners). */
async function requireQuiz(db: Db, courseId: number, quizId: number) {
  const quiz = await repo.findQuizWithQuestions(db, quizId);
  if (!quiz || quiz.courseId !== courseId || !quiz.published) throw new AppError(404, 'quizzes.notFound');
  return quiz;
}

/** Starts an attempt, or answers the one already open (unlimited attempts, one open at a time). */
export async function startAttempt(
  deps: { db: Db; config: CertificateDeps['config'] },
  viewer: Viewer,
  courseId: number,
  quizId: number,
  now: Date = new Date(),
) {
  await requireAccess(deps, viewer, courseId, now);
  await requireQuiz(deps.db, courseId, quizId);
  const attempt = await repo.openAttempt(deps.db, viewer.userId, quizId, now);
  // Only a submission racing this start could close it between the insert and the read: start again then.
  if (!attempt) throw new AppError(409, 'quizzes.alreadySubmitted');
  return { attempt_id: attempt.id, started_at: attempt.startedAt.toISOString() };
}

/** Checks the answers against the quiz's questions and scores them: whole per cent of questions answered right. */
function score(quiz: repo.QuizWithQuestions, body: QuizSubmitRequest) {
  const byId = new Map(quiz.questions.map((question) => [question.id, question]));
  const seen = new Set<number>();
  for (const answer of body.answers) {
    const question = byId.get(answer.question_id);
    const optionIds = new Set(question?.options.map((option) => option.id));
    if (
      !question ||
      seen.has(answer.question_id) ||
      new Set(answer.option_ids).size !== answer.option_ids.length ||
      answer.option_ids.some((id) => !optionIds.has(id))
    ) {
      throw validationError({ answers: ['quizzes.answersInvalid'] });
    }
    if (question.kind === 'single' && answer.option_ids.length > 1) {
      throw validationError({ answers: ['quizzes.singleAnswer'] });
    }
    seen.add(answer.question_id);
  }
  const chosen = new Map(body.answers.map((answer) => [answer.question_id, answer.option_ids]));
  const results = quiz.questions.map((question) => {
    const picked = [...(chosen.get(question.id) ?? [])].sort((a, b) => a - b);
    const right = correctIds(question).sort((a, b) => a - b);
    return {
      question_id: question.id,
      correct: picked.length === right.length && picked.every((id, index) => id === right[index]),
    };
  });
  const correct = results.filter((result) => result.correct).length;
  const percent = Math.floor((correct * 100) / quiz.questions.length);
  return {
    answers: quiz.questions
      .filter((question) => chosen.has(question.id))
      .map((question) => ({ question_id: question.id, option_ids: chosen.get(question.id)! })),
    results,
    score: percent,
    passed: percent >= quiz.passPercent,
  };
}

/**
 * Submits an open attempt of the learner's own: scored on the server, counted once (a second submission, also at
 * the same moment, is a 409). A pass of a required quiz of a completed course issues the certificate.
 */
export async function submitAttempt(
  deps: CertificateDeps,
  viewer: Viewer,
  courseId: number,
  quizId: number,
  attemptId: number,
  body: QuizSubmitRequest,
  now: Date = new Date(),
): Promise<QuizSubmitResponse> {
  await requireAccess(deps, viewer, courseId, now);
  const quiz = await requireQuiz(deps.db, courseId, quizId);
  const attempt = await repo.findAttempt(deps.db, attemptId);
  if (!attempt || attempt.userId !== viewer.userId || attempt.quizId !== quizId) {
    throw new AppError(404, 'quizzes.attemptNotFound');
  }
  if (attempt.submittedAt) throw new AppError(409, 'quizzes.alreadySubmitted');
  const scored = score(quiz, body);
  const row = await repo.submitAttempt(deps.db, attemptId, { ...scored, submittedAt: now });
  if (!row) {
    const again = await repo.findAttempt(deps.db, attemptId);
    throw again
      ? new AppError(409, 'quizzes.alreadySubmitted')
      : new AppError(404, 'quizzes.attemptNotFound');
  }
  const certificate =
    row.passed && quiz.requiredForCertificate
      ? await issueCertificateIfComplete(deps, viewer.userId, courseId)
      : null;
  const code =
    certificate?.code ?? (await certificateCodes(deps.db, viewer.userId, [courseId])).get(courseId) ?? null;
  return { ...resultOf(quiz, row), certificate_code: code };
}
