// What the quiz tests share: a quiz body, access grants, completed lessons and the learner's calls.
import type { AdminQuizInput } from '@atelje/shared/quizzes/schemas';
import { courseAccess, lessonProgress } from '../../db/schema/index';
import type { TestApp } from '../../test/app';
import { fixture } from '../../test/fixtures';

const DAY = 86_400_000;
const v = fixture.videos;
/** The lessons of the basics course; its intro (basicsIntro) is not one. */
export const BASICS_LESSONS = [v.basicsTrailer, v.basicsLesson, v.basicsLast];

/** A course-end quiz of two questions (one single, one multiple choice), 50 % to pass. */
export function quizBody(overrides: Partial<AdminQuizInput> = {}): AdminQuizInput {
  return {
    video_id: null,
    title_sr: 'Završni test',
    title_en: 'Final quiz',
    pass_percent: 50,
    required_for_certificate: true,
    published: true,
    questions: [
      {
        kind: 'single',
        text_sr: 'Koja boja je topla?',
        text_en: 'Which colour is warm?',
        options: [
          { text_sr: 'Narandžasta', text_en: 'Orange', correct: true },
          { text_sr: 'Plava', text_en: 'Blue', correct: false },
        ],
      },
      {
        kind: 'multiple',
        text_sr: 'Šta spada u osvetljenje?',
        text_en: 'What belongs to lighting?',
        options: [
          { text_sr: 'Lampa', text_en: 'Lamp', correct: true },
          { text_sr: 'Luster', text_en: 'Chandelier', correct: true },
          { text_sr: 'Tepih', text_en: 'Rug', correct: false },
        ],
      },
    ],
    ...overrides,
  };
}

export async function grant(t: TestApp, userId: number, courseId: number = fixture.courses.basics) {
  await t.database.db
    .insert(courseAccess)
    .values({ userId, courseId, source: 'admin', expiresAt: new Date(Date.now() + 365 * DAY) });
}

export async function completeLessons(
  t: TestApp,
  userId: number,
  videoIds: readonly number[] = BASICS_LESSONS,
) {
  const now = new Date();
  for (const videoId of videoIds) {
    await t.database.db
      .insert(lessonProgress)
      .values({
        userId,
        courseId: fixture.courses.basics,
        videoId,
        positionSeconds: 600,
        durationSeconds: 600,
        completedAt: now,
      })
      .onConflictDoNothing();
  }
}

export interface LearnerQuizView {
  id: number;
  questions: {
    id: number;
    kind: 'single' | 'multiple';
    text: string;
    options: { id: number; text: string }[];
  }[];
}

/** The answers that pass (all right) or fail (all wrong) a quiz made from quizBody(), by option position. */
export function answersFor(quiz: LearnerQuizView, right: boolean) {
  const [first, second] = quiz.questions;
  return {
    answers: right
      ? [
          { question_id: first!.id, option_ids: [first!.options[0]!.id] },
          { question_id: second!.id, option_ids: [second!.options[0]!.id, second!.options[1]!.id] },
        ]
      : [
          { question_id: first!.id, option_ids: [first!.options[1]!.id] },
          { question_id: second!.id, option_ids: [second!.options[2]!.id] },
        ],
  };
}
