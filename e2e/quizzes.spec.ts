// Quizzes (issue 22, item 4, ADR 081): a learner who finished every lesson of the demo course finds its final
// quiz on the lesson page, fails it, passes it on the next attempt and gets the certificate, whose verification
// page says the score; an administrator adds a quiz in the course editor and deletes it again. Serbian at 375 px,
// English at 1440 px.
import { mkdir } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  admin,
  apiLogin,
  buyer,
  courseVideos,
  seriousViolations,
  signInBrowser,
  watchLessonToEnd,
} from './support';

/** The demo course with the seeded final quiz, required for its certificate (seed/demo-quiz.ts). */
const QUIZ_COURSE = 1;
const SHOTS = '/tmp/quiz-shots';

const words = {
  sr: {
    title: 'Završni test: osnove dizajna enterijera',
    start: 'Započni test',
    retry: 'Pokušaj ponovo',
    submit: 'Predaj odgovore',
    waits: 'Kada završite sve lekcije i položite ovaj test, dobićete sertifikat.',
    unanswered: 'Odgovorite na svako pitanje. Bez odgovora: 1, 2, 3.',
    failed: /^Niste položili test: 0 % \(potrebno 60 %\)/,
    passed: 'Položili ste test sa 100 % (potrebno 60 %).',
    certificate: 'Pogledaj sertifikat',
    score: 'Položen sa 100 %',
    answers: [
      ['Oko 90 cm'],
      ['Opšte (ambijentalno) svetlo', 'Radno svetlo', 'Akcentno svetlo'],
      ['60 % osnovna boja, 30 % sporedna, 10 % akcenat'],
    ],
    wrong: [['Oko 50 cm'], ['Samo jedna jaka plafonjerka'], ['60 % bele, 30 % crne, 10 % sive']],
  },
  en: {
    title: 'Final quiz: interior design basics',
    start: 'Start the quiz',
    retry: 'Try again',
    submit: 'Submit answers',
    waits: 'Finish every lesson and pass this quiz to get your certificate.',
    unanswered: 'Answer every question. Unanswered: 1, 2, 3.',
    failed: /^You did not pass: 0 % \(60 % needed\)/,
    passed: 'You passed with 100 % (60 % needed).',
    certificate: 'View the certificate',
    score: 'Passed with 100 %',
    answers: [
      ['About 90 cm'],
      ['General (ambient) light', 'Task light', 'Accent light'],
      ['60 % main colour, 30 % secondary, 10 % accent'],
    ],
    wrong: [['About 50 cm'], ['A single strong ceiling lamp only'], ['60 % white, 30 % black, 10 % grey']],
  },
} as const;

const languageOf = (page: Page) => ((page.viewportSize()?.width ?? 0) < 600 ? 'sr' : 'en');

async function snap(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${name}-${languageOf(page)}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** A buyer of the demo course who has watched every lesson of it to its end. */
async function finishedLearner(request: APIRequestContext) {
  const person = await buyer(request, 'test.polaznik', [QUIZ_COURSE]);
  const lessons = (await courseVideos(request, QUIZ_COURSE)).filter((video) => video.is_intro === 0);
  for (const lesson of lessons) {
    const saved = await watchLessonToEnd(
      request,
      person.token,
      QUIZ_COURSE,
      lesson.id,
      lesson.duration_seconds,
    );
    expect(saved.completed).toBe(true);
  }
  return { person, lastLesson: lessons.at(-1)! };
}

test('a learner fails the final quiz, passes it on the next attempt and gets the certificate', async ({
  page,
  request,
}) => {
  test.slow();
  const language = languageOf(page);
  const w = words[language];
  const { person, lastLesson } = await finishedLearner(request);
  // Lessons done, quiz not passed: no certificate yet.
  const before = await request.get('/api/certificates', {
    headers: { authorization: `Bearer ${person.token}` },
  });
  expect((await before.json()).certificates).toEqual([]);

  await signInBrowser(page, person.token);
  await page.goto(`/courses/${QUIZ_COURSE}/videos?v=${lastLesson.id}&lng=${language}`);
  const quiz = page.getByRole('region', { name: w.title });
  await expect(quiz).toBeVisible();
  await expect(quiz).toContainText(w.waits);
  await expect(page.getByTestId('course-done')).toBeVisible();
  await expect(page.getByTestId('certificate-link')).toHaveCount(0);

  await quiz.getByRole('button', { name: w.start }).click();
  const questions = quiz.getByRole('group');
  await expect(questions).toHaveCount(3);
  // Each question is a group named by its legend; the first answer has the focus.
  await expect(questions.first().getByRole('radio').first()).toBeFocused();
  await quiz.getByRole('button', { name: w.submit }).click();
  await expect(quiz.getByRole('alert')).toHaveText(w.unanswered);
  await snap(page, 'quiz-unanswered');

  for (const [index, choices] of w.wrong.entries()) {
    for (const choice of choices) await questions.nth(index).getByLabel(choice, { exact: true }).check();
  }
  await quiz.getByRole('button', { name: w.submit }).click();
  await expect(quiz.getByTestId('quiz-result').getByRole('alert')).toHaveText(w.failed);
  await snap(page, 'quiz-failed');
  expect(await seriousViolations(page)).toEqual([]);

  await quiz.getByRole('button', { name: w.retry }).click();
  for (const [index, choices] of w.answers.entries()) {
    for (const choice of choices) await questions.nth(index).getByLabel(choice, { exact: true }).check();
  }
  await snap(page, 'quiz-answering');
  await quiz.getByRole('button', { name: w.submit }).click();
  const result = quiz.getByTestId('quiz-result');
  await expect(result.getByRole('status')).toHaveText(w.passed);
  await expect(page.getByTestId('certificate-link')).toBeVisible();
  await snap(page, 'quiz-passed');

  await result.getByRole('link', { name: w.certificate }).click();
  await expect(page).toHaveURL(/\/certificates\/ATL-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(page.getByTestId('certificate-quiz')).toHaveText(w.score);
  await snap(page, 'certificate-with-score');
});

test('an administrator adds a quiz after a lesson in the course editor and deletes it', async ({
  page,
  request,
}) => {
  const language = languageOf(page);
  const en = language === 'en';
  const token = await apiLogin(request, admin.email, admin.password);
  await signInBrowser(page, token);
  // A course other journeys do not take quizzes in; each width its own lesson, so parallel runs do not collide.
  const courseId = 2;
  const course = (await (await request.get(`/api/courses/${courseId}`)).json()) as { title: string };
  const lessons = (await courseVideos(request, courseId)).filter((video) => video.is_intro === 0);
  const lesson = lessons[en ? 1 : 0]!;
  await page.goto(`/dashboard?section=kursevi&lng=${language}`);
  await page.getByRole('button', { name: `${en ? 'EDIT' : 'IZMENI'} ${course.title}` }).click();
  const editor = page.getByTestId('quiz-editor');
  await editor.scrollIntoViewIfNeeded();
  await editor.getByRole('button', { name: en ? 'Add a quiz' : 'Dodaj test' }).click();

  // An empty form is checked before it is sent.
  await editor.getByRole('button', { name: en ? 'Save' : 'Sačuvaj' }).click();
  await expect(
    editor.getByText(en ? 'Enter the text in Serbian.' : 'Unesite tekst na srpskom.').first(),
  ).toBeVisible();
  await snap(page, 'admin-quiz-errors');

  const label = en ? `After the lesson: ${lesson.title}` : `Posle lekcije: ${lesson.title}`;
  await editor.getByLabel(en ? 'Where the quiz goes' : 'Mesto testa').selectOption({ label });
  await editor.getByLabel(en ? 'Title (Serbian)' : 'Naslov (srpski)').fill('Provera posle lekcije');
  await editor.getByLabel(en ? 'Title (English)' : 'Naslov (engleski)').fill('Check after the lesson');
  const first = editor.getByTestId('quiz-question-1');
  await first
    .getByLabel(en ? 'Text (Serbian)' : 'Tekst (srpski)', { exact: true })
    .fill('Koja podloga se nanosi prva?');
  await first
    .getByLabel(en ? 'Text (English)' : 'Tekst (engleski)', { exact: true })
    .fill('Which base goes on first?');
  const answer = (n: number, part: string) =>
    first.getByLabel(`${en ? 'Answer' : 'Odgovor'} ${n} · ${part}`, { exact: true });
  await answer(1, en ? 'Text (Serbian)' : 'Tekst (srpski)').fill('Prajmer');
  await answer(2, en ? 'Text (Serbian)' : 'Tekst (srpski)').fill('Puder');
  await first
    .getByRole('checkbox', { name: `${en ? 'Answer' : 'Odgovor'} 1: ${en ? 'Correct' : 'Tačan'}` })
    .check();
  await editor.getByRole('button', { name: en ? 'Add a question' : 'Dodaj pitanje' }).click();
  const second = editor.getByTestId('quiz-question-2');
  await second.getByLabel(en ? 'Question type' : 'Vrsta pitanja').selectOption('multiple');
  await second
    .getByLabel(en ? 'Text (Serbian)' : 'Tekst (srpski)', { exact: true })
    .fill('Šta pripada tenu?');
  await second
    .getByLabel(`${en ? 'Answer' : 'Odgovor'} 1 · ${en ? 'Text (Serbian)' : 'Tekst (srpski)'}`, {
      exact: true,
    })
    .fill('Korektor');
  await second
    .getByLabel(`${en ? 'Answer' : 'Odgovor'} 2 · ${en ? 'Text (Serbian)' : 'Tekst (srpski)'}`, {
      exact: true,
    })
    .fill('Puder');
  await second
    .getByRole('checkbox', { name: `${en ? 'Answer' : 'Odgovor'} 1: ${en ? 'Correct' : 'Tačan'}` })
    .check();
  await second
    .getByRole('checkbox', { name: `${en ? 'Answer' : 'Odgovor'} 2: ${en ? 'Correct' : 'Tačan'}` })
    .check();
  // The second question first.
  await editor.getByRole('button', { name: en ? 'Move question 2 up' : 'Pomeri pitanje 2 gore' }).click();
  await expect(
    editor.getByTestId('quiz-question-1').getByLabel(en ? 'Question type' : 'Vrsta pitanja'),
  ).toHaveValue('multiple');
  await snap(page, 'admin-quiz-form');
  await editor.getByRole('button', { name: en ? 'Save' : 'Sačuvaj' }).click();
  await expect(
    page
      .getByText(en ? 'Quiz saved.' : 'Test je sačuvan.')
      .or(page.getByText(en ? 'Quiz added.' : 'Test je dodat.'))
      .first(),
  ).toBeVisible();
  const item = editor.getByRole('listitem').filter({ hasText: 'Provera posle lekcije' });
  await expect(item).toContainText(label);
  await expect(item).toContainText(en ? '2 questions' : '2 pitanja');
  await snap(page, 'admin-quiz-list');

  const saved = await request.get(`/api/admin/courses/${courseId}/quizzes`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const quiz = ((await saved.json()).data as { video_id: number; questions: { kind: string }[] }[]).find(
    (entry) => entry.video_id === lesson.id,
  )!;
  expect(quiz.questions.map((question) => question.kind)).toEqual(['multiple', 'single']);

  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: `${en ? 'Delete' : 'Obriši'} Provera posle lekcije` }).click();
  await expect(editor.getByRole('listitem').filter({ hasText: 'Provera posle lekcije' })).toHaveCount(0);
});
