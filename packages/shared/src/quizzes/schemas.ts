// Quizzes (issue 22, item 4, ADR 081): the administrator's quiz form and list, the learner's quiz (never with the
// correct options) and the result of a submitted attempt.
import { z } from 'zod';
import { MAX_DB_INT, storableText } from '../validation/safe-input';

export const QUIZ_MAX_QUESTIONS = 50;
export const QUIZ_MIN_OPTIONS = 2;
export const QUIZ_MAX_OPTIONS = 10;
export const QUIZ_TEXT_MAX = 1000;
export const QUIZ_TITLE_MAX = 200;

export const quizKindSchema = z.enum(['single', 'multiple'], { error: 'quizzes.kindInvalid' });
export type QuizKind = z.infer<typeof quizKindSchema>;

const requiredText = (max: number) =>
  z
    .string({ error: 'quizzes.textRequired' })
    .trim()
    .min(1, 'quizzes.textRequired')
    .max(max, 'quizzes.textTooLong')
    .refine(...storableText);
const optionalText = (max: number) =>
  z
    .string({ error: 'quizzes.textTooLong' })
    .trim()
    .max(max, 'quizzes.textTooLong')
    .refine(...storableText)
    .default('');

export const adminQuizOptionInputSchema = z.object({
  text_sr: requiredText(QUIZ_TEXT_MAX),
  /** Empty: the Serbian text is shown in English too. */
  text_en: optionalText(QUIZ_TEXT_MAX),
  correct: z.boolean({ error: 'quizzes.correctInvalid' }),
});

export const adminQuizQuestionInputSchema = z.object({
  kind: quizKindSchema,
  text_sr: requiredText(QUIZ_TEXT_MAX),
  text_en: optionalText(QUIZ_TEXT_MAX),
  /** In the order shown; a single-choice question has exactly one correct option, a multiple-choice one at least one. */
  options: z
    .array(adminQuizOptionInputSchema, { error: 'quizzes.optionsCount' })
    .min(QUIZ_MIN_OPTIONS, 'quizzes.optionsCount')
    .max(QUIZ_MAX_OPTIONS, 'quizzes.optionsCount'),
});

/** What the administrator's quiz form sends: the whole quiz, questions and options in their order. */
export const adminQuizInputSchema = z.object({
  /** The lesson the quiz follows (a lesson of the course, not an intro); null: the quiz at the end of the course. */
  video_id: z
    .number({ error: 'quizzes.lessonInvalid' })
    .int('quizzes.lessonInvalid')
    .min(1, 'quizzes.lessonInvalid')
    .max(MAX_DB_INT, 'quizzes.lessonInvalid')
    .nullable(),
  title_sr: requiredText(QUIZ_TITLE_MAX),
  title_en: optionalText(QUIZ_TITLE_MAX),
  /** Whole per cent of the questions answered right needed to pass, 1–100. */
  pass_percent: z
    .number({ error: 'quizzes.passPercentInvalid' })
    .int('quizzes.passPercentInvalid')
    .min(1, 'quizzes.passPercentInvalid')
    .max(100, 'quizzes.passPercentInvalid'),
  required_for_certificate: z.boolean({ error: 'quizzes.flagInvalid' }),
  published: z.boolean({ error: 'quizzes.flagInvalid' }),
  questions: z
    .array(adminQuizQuestionInputSchema, { error: 'quizzes.questionsCount' })
    .min(1, 'quizzes.questionsCount')
    .max(QUIZ_MAX_QUESTIONS, 'quizzes.questionsCount'),
});
export type AdminQuizInput = z.input<typeof adminQuizInputSchema>;

/** The question's options break its kind's rule: none correct, or more than one for a single-choice question. */
export function optionsRuleBroken(question: { kind: QuizKind; options: { correct: boolean }[] }): boolean {
  const correct = question.options.filter((option) => option.correct).length;
  return question.kind === 'single' ? correct !== 1 : correct < 1;
}

export const adminQuizSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  video_id: z.number().int().nullable(),
  /** The lesson's title, null for the course-end quiz. */
  lesson_title: z.string().nullable(),
  title_sr: z.string(),
  title_en: z.string(),
  pass_percent: z.number().int(),
  required_for_certificate: z.boolean(),
  published: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      kind: quizKindSchema,
      text_sr: z.string(),
      text_en: z.string(),
      options: z.array(
        z.object({ id: z.number().int(), text_sr: z.string(), text_en: z.string(), correct: z.boolean() }),
      ),
    }),
  ),
  /** Submitted attempts and how many of them passed. */
  attempts: z.number().int(),
  passes: z.number().int(),
  updated_at: z.string(),
});
export type AdminQuiz = z.infer<typeof adminQuizSchema>;

/** The learner's view of an option: its text only, never whether it is correct. */
export const learnerQuizOptionSchema = z.object({ id: z.number().int(), text: z.string() });

export const learnerQuizQuestionSchema = z.object({
  id: z.number().int(),
  kind: quizKindSchema,
  text: z.string(),
  options: z.array(learnerQuizOptionSchema),
});

/** How a submitted attempt went: per question whether the learner's answer was right; the right options after a pass. */
export const quizAttemptResultSchema = z.object({
  attempt_id: z.number().int(),
  score: z.number().int(),
  passed: z.boolean(),
  pass_percent: z.number().int(),
  submitted_at: z.string(),
  questions: z.array(
    z.object({
      question_id: z.number().int(),
      selected_option_ids: z.array(z.number().int()),
      correct: z.boolean(),
      /** The right options: only once the attempt passed (a failed attempt does not hand out the answers). */
      correct_option_ids: z.array(z.number().int()).nullable(),
    }),
  ),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;

export const learnerQuizSchema = z.object({
  id: z.number().int(),
  /** The lesson it follows; null for the quiz at the end of the course. */
  video_id: z.number().int().nullable(),
  title: z.string(),
  pass_percent: z.number().int(),
  required_for_certificate: z.boolean(),
  questions: z.array(learnerQuizQuestionSchema),
  /** The learner's best score so far (null before a first submission) and whether any attempt passed. */
  best_score: z.number().int().nullable(),
  passed: z.boolean(),
  attempts: z.number().int(),
  /** The attempt started and not yet submitted, if any. */
  open_attempt_id: z.number().int().nullable(),
  /** The latest submitted attempt. */
  last_result: quizAttemptResultSchema.nullable(),
});
export type LearnerQuiz = z.infer<typeof learnerQuizSchema>;

export const courseQuizzesResponseSchema = z.object({
  quizzes: z.array(learnerQuizSchema),
  /** The learner's certificate of this course, null while there is none (a required quiz may be what waits). */
  certificate_code: z.string().nullable(),
});
export type CourseQuizzesResponse = z.infer<typeof courseQuizzesResponseSchema>;

export const quizAttemptStartResponseSchema = z.object({
  attempt_id: z.number().int(),
  started_at: z.string(),
});

const answerId = z
  .number({ error: 'quizzes.answersInvalid' })
  .int('quizzes.answersInvalid')
  .min(1, 'quizzes.answersInvalid')
  .max(MAX_DB_INT, 'quizzes.answersInvalid');

/** The learner's answers: for each question the chosen options (none: left unanswered, counted wrong). */
export const quizSubmitRequestSchema = z.object({
  answers: z
    .array(
      z.object({
        question_id: answerId,
        option_ids: z
          .array(answerId, { error: 'quizzes.answersInvalid' })
          .max(QUIZ_MAX_OPTIONS, 'quizzes.answersInvalid'),
      }),
      { error: 'quizzes.answersInvalid' },
    )
    .max(QUIZ_MAX_QUESTIONS, 'quizzes.answersInvalid'),
});
export type QuizSubmitRequest = z.infer<typeof quizSubmitRequestSchema>;

export const quizSubmitResponseSchema = quizAttemptResultSchema.extend({
  /** The certificate, when this pass was the last thing it waited for (or it existed already). */
  certificate_code: z.string().nullable(),
});
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>;
