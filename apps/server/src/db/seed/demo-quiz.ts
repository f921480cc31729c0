// The demo academy's quiz (ADR 081): the final quiz of "Osnove dizajna enterijera", required for its certificate,
// so the demo shows a quiz at the end of the course and a certificate that says "Položen test: N %".
import type { Db } from '../client';
import { quizOptions, quizQuestions, quizzes } from '../schema/index';

export const DEMO_QUIZ_COURSE_ID = 1;

const questions: {
  kind: 'single' | 'multiple';
  sr: string;
  en: string;
  options: [sr: string, en: string, correct: boolean][];
}[] = [
  {
    kind: 'single',
    sr: 'Koliko bi trebalo da bude široko glavno prolazno mesto u dnevnoj sobi?',
    en: 'How wide should the main walkway through a living room be?',
    options: [
      ['Oko 50 cm', 'About 50 cm', false],
      ['Oko 90 cm', 'About 90 cm', true],
      ['Oko 150 cm', 'About 150 cm', false],
    ],
  },
  {
    kind: 'multiple',
    sr: 'Koji slojevi čine dobro osvetljenu prostoriju?',
    en: 'Which layers make a well-lit room?',
    options: [
      ['Opšte (ambijentalno) svetlo', 'General (ambient) light', true],
      ['Radno svetlo', 'Task light', true],
      ['Akcentno svetlo', 'Accent light', true],
      ['Samo jedna jaka plafonjerka', 'A single strong ceiling lamp only', false],
    ],
  },
  {
    kind: 'single',
    sr: 'Šta kaže pravilo 60-30-10 za boje?',
    en: 'What does the 60-30-10 colour rule say?',
    options: [
      [
        '60 % osnovna boja, 30 % sporedna, 10 % akcenat',
        '60 % main colour, 30 % secondary, 10 % accent',
        true,
      ],
      ['60 % bele, 30 % crne, 10 % sive', '60 % white, 30 % black, 10 % grey', false],
      ['Najviše tri komada nameštaja po zidu', 'At most three pieces of furniture per wall', false],
    ],
  },
];

/** Inserts the quiz with its questions and options (in the seed's transaction). */
export async function insertDemoQuiz(tx: Db): Promise<void> {
  const [quiz] = await tx
    .insert(quizzes)
    .values({
      courseId: DEMO_QUIZ_COURSE_ID,
      videoId: null,
      titleSr: 'Završni test: osnove dizajna enterijera',
      titleEn: 'Final quiz: interior design basics',
      passPercent: 60,
      requiredForCertificate: true,
      published: true,
    })
    .returning({ id: quizzes.id });
  for (const [position, question] of questions.entries()) {
    const [row] = await tx
      .insert(quizQuestions)
      .values({ quizId: quiz!.id, position, kind: question.kind, textSr: question.sr, textEn: question.en })
      .returning({ id: quizQuestions.id });
    await tx.insert(quizOptions).values(
      question.options.map(([textSr, textEn, correct], optionPosition) => ({
        questionId: row!.id,
        position: optionPosition,
        textSr,
        textEn,
        correct,
      })),
    );
  }
}
