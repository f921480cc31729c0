// Quizzes (issue 22, item 4, ADR 081): a quiz after a lesson or at the end of a course, its questions and options,
// and the learners' attempts. Whether an option is correct never leaves the server before an attempt is submitted.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses, videos } from './catalog';
import { nowColumn, optionalRef, requiredRef, serialId, timestamps, tz } from './columns';
import { users } from './users';

export const quizzes = pgTable(
  'quizzes',
  {
    id: serialId(),
    courseId: requiredRef('course_id', () => courses.id, 'cascade'),
    /** The lesson the quiz follows; null: the quiz at the end of the course. */
    videoId: optionalRef('video_id', () => videos.id, 'cascade'),
    titleSr: text('title_sr').notNull(),
    /** Empty: the Serbian title is shown in English too. */
    titleEn: text('title_en').notNull().default(''),
    /** The lowest score (whole per cent of the questions answered right) that passes. */
    passPercent: integer('pass_percent').notNull(),
    /** The course's certificate waits for a pass of this quiz (when it is published). */
    requiredForCertificate: boolean('required_for_certificate').notNull().default(false),
    published: boolean('published').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId),
    uniqueIndex('quizzes_course_end_unique').on(t.courseId).where(sql`${t.videoId} is null`),
    uniqueIndex('quizzes_lesson_unique').on(t.videoId).where(sql`${t.videoId} is not null`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serialId(),
    quizId: requiredRef('quiz_id', () => quizzes.id, 'cascade'),
    position: integer('position').notNull(),
    /** `single`: exactly one option is correct (radio buttons); `multiple`: one or more (checkboxes). */
    kind: text('kind').$type<'single' | 'multiple'>().notNull(),
    textSr: text('text_sr').notNull(),
    textEn: text('text_en').notNull().default(''),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId, t.position)],
);

export const quizOptions = pgTable(
  'quiz_options',
  {
    id: serialId(),
    questionId: requiredRef('question_id', () => quizQuestions.id, 'cascade'),
    position: integer('position').notNull(),
    textSr: text('text_sr').notNull(),
    textEn: text('text_en').notNull().default(''),
    correct: boolean('correct').notNull().default(false),
  },
  (t) => [index('quiz_options_question_idx').on(t.questionId, t.position)],
);

/** One learner's attempt: opened by "start", scored once by its submission (ADR 081). */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serialId(),
    quizId: requiredRef('quiz_id', () => quizzes.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    startedAt: nowColumn('started_at'),
    submittedAt: tz('submitted_at'),
    /** What was chosen, as submitted: `[{ question_id, option_ids }]`. */
    answers: jsonb('answers').$type<{ question_id: number; option_ids: number[] }[]>(),
    /** Per question, in the quiz's order: whether the answer was right (kept as scored). */
    results: jsonb('results').$type<{ question_id: number; correct: boolean }[]>(),
    score: integer('score'),
    passed: boolean('passed'),
  },
  (t) => [
    index('quiz_attempts_user_quiz_idx').on(t.userId, t.quizId),
    // At most one open attempt per learner and quiz: a second "start" returns it.
    uniqueIndex('quiz_attempts_open_unique').on(t.userId, t.quizId).where(sql`${t.submittedAt} is null`),
  ],
);
