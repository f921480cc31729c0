// Quizzes on the real app (ADR 081): the administrator's routes (validation, permissions, audit), the learner's
// routes never telling which options are correct before a submission, scoring on the server, one count per
// submission, and the certificate waiting for a required quiz's pass, then printing its score.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, certificates, quizAttempts, quizzes } from '../../db/schema/index';
import { createUser, type TestApp, type TestUser } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { issueCertificateIfComplete } from '../certificates/certificates.service';
import { answersFor, completeLessons, grant, type LearnerQuizView, quizBody } from './quiz-test-support';

const run = promisify(execFile);
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => t?.close());

const basics: number = fixture.courses.basics;
const deps = () => ({ db: t.app.db, config: t.app.config, jobs: t.app.jobs, storage: t.app.storage });

const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = admin) =>
  t.app.inject({ method, url, headers: { ...who.auth, 'accept-language': 'sr' }, payload });

async function createQuiz(body = quizBody(), courseId = basics) {
  const res = await adminCall('POST', `/api/admin/courses/${courseId}/quizzes`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: number;
    questions: { id: number; options: { id: number; correct: boolean }[] }[];
  };
}

async function removeQuizzes() {
  await t.database.db.delete(quizzes);
}

const listFor = (user: TestUser | null, courseId = basics, language = 'sr') =>
  t.app.inject({
    url: `/api/courses/${courseId}/quizzes`,
    headers: { ...(user?.auth ?? {}), 'accept-language': language },
  });
const start = (user: TestUser, quizId: number, courseId = basics) =>
  t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/quizzes/${quizId}/attempts`,
    headers: user.auth,
  });
const submit = (user: TestUser, quizId: number, attemptId: number, payload: object, courseId = basics) =>
  t.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/quizzes/${quizId}/attempts/${attemptId}/submit`,
    headers: user.auth,
    payload,
  });

async function learnerWithAccess() {
  const user = await createUser(t);
  await grant(t, user.id);
  return user;
}

async function quizView(user: TestUser, quizId: number): Promise<LearnerQuizView> {
  const res = await listFor(user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().quizzes as LearnerQuizView[]).find((quiz) => quiz.id === quizId)!;
}

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

describe('the administrator’s quiz routes', () => {
  beforeAll(removeQuizzes);

  it('adds a course-end quiz with its questions and options in order, audited', async () => {
    const quiz = await createQuiz();
    const res = await adminCall('GET', `/api/admin/courses/${basics}/quizzes`);
    expect(res.statusCode).toBe(200);
    const [listed] = res.json().data;
    expect(listed).toMatchObject({
      id: quiz.id,
      video_id: null,
      lesson_title: null,
      title_sr: 'Završni test',
      title_en: 'Final quiz',
      pass_percent: 50,
      required_for_certificate: true,
      published: true,
      attempts: 0,
      passes: 0,
    });
    expect(listed.questions.map((q: { kind: string }) => q.kind)).toEqual(['single', 'multiple']);
    expect(
      listed.questions[1].options.map((o: { text_sr: string; correct: boolean }) => [o.text_sr, o.correct]),
    ).toEqual([
      ['Lampa', true],
      ['Luster', true],
      ['Tepih', false],
    ]);
    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'quiz.created'), eq(adminAuditLog.entityId, String(quiz.id))));
    expect(audit).toMatchObject({ actorUserId: admin.id, entityType: 'quiz' });
  });

  it('refuses a second course-end quiz and a second quiz of one lesson with 409, adding nothing', async () => {
    const again = await adminCall('POST', `/api/admin/courses/${basics}/quizzes`, quizBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Kurs već ima završni test. Izmenite postojeći.');
    const lesson = quizBody({ video_id: fixture.videos.basicsLesson, required_for_certificate: false });
    await createQuiz(lesson);
    const twice = await adminCall('POST', `/api/admin/courses/${basics}/quizzes`, lesson);
    expect(twice.statusCode).toBe(409);
    expect((await adminCall('GET', `/api/admin/courses/${basics}/quizzes`)).json().data).toHaveLength(2);
  });

  it.each([
    ['a single-choice question with two correct options', { kind: 'single', two: true }, 'questions'],
    ['a multiple-choice question without a correct option', { kind: 'multiple', none: true }, 'questions'],
  ])('refuses %s with 422 naming the question', async (_name, shape, field) => {
    const options = [
      { text_sr: 'A', correct: !('none' in shape) },
      { text_sr: 'B', correct: 'two' in shape },
    ];
    const res = await adminCall(
      'POST',
      `/api/admin/courses/${fixture.courses.makeup}/quizzes`,
      quizBody({ questions: [{ kind: shape.kind as 'single', text_sr: 'Pitanje', options }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([
      'Pitanje sa jednim tačnim odgovorom ima tačno jedan tačan odgovor; pitanje sa više tačnih odgovora bar jedan.',
    ]);
    expect(
      (await adminCall('GET', `/api/admin/courses/${fixture.courses.makeup}/quizzes`)).json().data,
    ).toEqual([]);
  });

  it('refuses an intro as the lesson a quiz follows', async () => {
    const res = await adminCall(
      'POST',
      `/api/admin/courses/${basics}/quizzes`,
      quizBody({ video_id: fixture.videos.basicsIntro }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.video_id).toEqual(['Izaberite lekciju ovog kursa ili kraj kursa.']);
  });

  it.each([
    ['no questions', { questions: [] }, 'questions'],
    [
      'one option',
      { questions: [{ kind: 'single', text_sr: 'P', options: [{ text_sr: 'A', correct: true }] }] },
      'questions',
    ],
    ['a pass mark of 0', { pass_percent: 0 }, 'pass_percent'],
    ['a pass mark of 101', { pass_percent: 101 }, 'pass_percent'],
    ['an empty Serbian title', { title_sr: '  ' }, 'title_sr'],
    ['a lesson of another course', { video_id: fixture.videos.basicsLesson }, 'video_id'],
    ['an unknown lesson', { video_id: 999_999 }, 'video_id'],
    ['an unknown kind', { questions: [{ kind: 'open', text_sr: 'P', options: [] }] }, 'questions'],
  ])('refuses %s with 422', async (_name, overrides, field) => {
    const res = await adminCall(
      'POST',
      `/api/admin/courses/${fixture.courses.makeup}/quizzes`,
      quizBody(overrides as never),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('answers 404 for an unknown course or quiz and 422 for a malformed id', async () => {
    expect((await adminCall('GET', '/api/admin/courses/999999/quizzes')).statusCode).toBe(404);
    expect((await adminCall('POST', '/api/admin/courses/999999/quizzes', quizBody())).statusCode).toBe(404);
    expect((await adminCall('PUT', '/api/admin/quizzes/999999', quizBody())).statusCode).toBe(404);
    expect((await adminCall('DELETE', '/api/admin/quizzes/999999')).statusCode).toBe(404);
    expect((await adminCall('DELETE', '/api/admin/quizzes/abc')).statusCode).toBe(422);
  });

  it('lets only administrators in: 401 without a token, 403 to a learner, nothing changed', async () => {
    const learner = await createUser(t);
    const [quiz] = await t.database.db.select().from(quizzes).where(eq(quizzes.courseId, basics));
    for (const [method, url] of [
      ['GET', `/api/admin/courses/${basics}/quizzes`],
      ['POST', `/api/admin/courses/${basics}/quizzes`],
      ['PUT', `/api/admin/quizzes/${quiz!.id}`],
      ['DELETE', `/api/admin/quizzes/${quiz!.id}`],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : quizBody(),
      });
      expect(anonymous.statusCode).toBe(401);
      expect(
        (
          await adminCall(
            method,
            url,
            method === 'GET' || method === 'DELETE' ? undefined : quizBody(),
            learner,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect(await t.database.db.select().from(quizzes).where(eq(quizzes.id, quiz!.id))).toHaveLength(1);
  });

  it('replaces a quiz whole, ends the open attempts on the old questions, and deletes it, audited', async () => {
    const learner = await learnerWithAccess();
    const [quiz] = await t.database.db
      .select()
      .from(quizzes)
      .where(and(eq(quizzes.courseId, basics), eq(quizzes.videoId, fixture.videos.basicsLesson)));
    const opened = (await start(learner, quiz!.id)).json().attempt_id as number;
    const res = await adminCall(
      'PUT',
      `/api/admin/quizzes/${quiz!.id}`,
      quizBody({
        video_id: fixture.videos.basicsLast,
        title_sr: 'Test posle poslednje lekcije',
        pass_percent: 80,
        required_for_certificate: false,
        questions: [quizBody().questions[1]!, quizBody().questions[0]!],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ video_id: fixture.videos.basicsLast, pass_percent: 80 });
    expect(res.json().data.questions.map((q: { kind: string }) => q.kind)).toEqual(['multiple', 'single']);
    const late = await submit(learner, quiz!.id, opened, { answers: [] });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toMatch(/Počnite test ponovo/);
    const moved = await adminCall('PUT', `/api/admin/quizzes/${quiz!.id}`, quizBody());
    expect(moved.statusCode).toBe(409);

    expect((await adminCall('DELETE', `/api/admin/quizzes/${quiz!.id}`)).statusCode).toBe(200);
    expect((await adminCall('DELETE', `/api/admin/quizzes/${quiz!.id}`)).statusCode).toBe(404);
    const actions = (
      await t.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, String(quiz!.id)))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['quiz.created', 'quiz.updated', 'quiz.deleted']));
  });
});

describe('the learner’s quiz routes', () => {
  let quizId: number;
  beforeAll(async () => {
    await removeQuizzes();
    quizId = (await createQuiz()).id;
    await createQuiz(
      quizBody({ video_id: fixture.videos.basicsLesson, published: false, title_sr: 'Nacrt' }),
    );
  });

  it('never says which options are correct before a submission, in either language', async () => {
    const learner = await learnerWithAccess();
    for (const language of ['sr', 'en']) {
      const res = await listFor(learner, basics, language);
      expect(res.statusCode).toBe(200);
      const keys = keysOf(res.json());
      expect(keys.has('correct')).toBe(false);
      expect(keys.has('correct_option_ids')).toBe(false);
      expect(res.body).not.toMatch(/"correct"/);
    }
    const started = await start(learner, quizId);
    expect(started.statusCode).toBe(201);
    expect(keysOf(started.json())).toEqual(new Set(['attempt_id', 'started_at']));
    const after = await listFor(learner);
    expect(after.body).not.toMatch(/"correct"/);
    expect(after.json().quizzes[0]).toMatchObject({
      open_attempt_id: started.json().attempt_id,
      last_result: null,
    });
  });

  it('lists only published quizzes, in the request’s language', async () => {
    const learner = await learnerWithAccess();
    const sr = (await listFor(learner)).json();
    expect(sr.quizzes.map((q: { title: string }) => q.title)).toEqual(['Završni test']);
    const en = (await listFor(learner, basics, 'en')).json();
    expect(en.quizzes[0].title).toBe('Final quiz');
    expect(en.quizzes[0].questions[0]).toMatchObject({ kind: 'single', text: 'Which colour is warm?' });
    expect(en.quizzes[0].questions[0].options.map((o: { text: string }) => o.text)).toEqual([
      'Orange',
      'Blue',
    ]);
    const [draft] = await t.database.db.select().from(quizzes).where(eq(quizzes.published, false));
    expect((await start(learner, draft!.id)).statusCode).toBe(404);
  });

  it('refuses visitors (401), learners without access (403) and unknown courses or quizzes (404)', async () => {
    const stranger = await createUser(t);
    expect((await listFor(null)).statusCode).toBe(401);
    expect((await listFor(stranger)).statusCode).toBe(403);
    expect((await start(stranger, quizId)).statusCode).toBe(403);
    expect((await submit(stranger, quizId, 1, { answers: [] })).statusCode).toBe(403);
    const learner = await learnerWithAccess();
    expect((await listFor(learner, 999_999)).statusCode).toBe(404);
    expect((await start(learner, 999_999)).statusCode).toBe(404);
    // The quiz of one course is not reached through another.
    await grant(t, learner.id, fixture.courses.makeup);
    expect((await start(learner, quizId, fixture.courses.makeup)).statusCode).toBe(404);
    expect((await listFor(learner, 0)).statusCode).toBe(422);
  });

  it('keeps one open attempt: a second start answers the same one', async () => {
    const learner = await learnerWithAccess();
    const first = (await start(learner, quizId)).json();
    const second = (await start(learner, quizId)).json();
    expect(second.attempt_id).toBe(first.attempt_id);
  });

  it('scores a failed attempt without handing out the right options, and counts a submission once', async () => {
    const learner = await learnerWithAccess();
    const view = await quizView(learner, quizId);
    const attemptId = (await start(learner, quizId)).json().attempt_id as number;
    const res = await submit(learner, quizId, attemptId, answersFor(view, false));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ attempt_id: attemptId, score: 0, passed: false, pass_percent: 50 });
    expect(
      res.json().questions.every((q: { correct_option_ids: unknown }) => q.correct_option_ids === null),
    ).toBe(true);
    const again = await submit(learner, quizId, attemptId, answersFor(view, true));
    expect(again.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(row).toMatchObject({ score: 0, passed: false });
    const listed = await quizView(learner, quizId);
    expect(listed).toMatchObject({ best_score: 0, passed: false, attempts: 1, open_attempt_id: null });
  });

  it('counts a half-right attempt as 50 % and shows the right options after the pass', async () => {
    const learner = await learnerWithAccess();
    const view = await quizView(learner, quizId);
    const attemptId = (await start(learner, quizId)).json().attempt_id as number;
    const [first, second] = view.questions;
    const res = await submit(learner, quizId, attemptId, {
      answers: [
        { question_id: first!.id, option_ids: [first!.options[0]!.id] },
        // One of the two right options only: the question is wrong.
        { question_id: second!.id, option_ids: [second!.options[0]!.id] },
      ],
    });
    expect(res.json()).toMatchObject({ score: 50, passed: true });
    expect(res.json().questions).toEqual([
      {
        question_id: first!.id,
        selected_option_ids: [first!.options[0]!.id],
        correct: true,
        correct_option_ids: [first!.options[0]!.id],
      },
      {
        question_id: second!.id,
        selected_option_ids: [second!.options[0]!.id],
        correct: false,
        correct_option_ids: [second!.options[0]!.id, second!.options[1]!.id],
      },
    ]);
  });

  it.each([
    [
      'a question of another quiz',
      (v: LearnerQuizView) => [{ question_id: v.questions[0]!.id + 100_000, option_ids: [] }],
    ],
    [
      'an option of another question',
      (v: LearnerQuizView) => [
        { question_id: v.questions[0]!.id, option_ids: [v.questions[1]!.options[0]!.id] },
      ],
    ],
    [
      'one question twice',
      (v: LearnerQuizView) => [
        { question_id: v.questions[0]!.id, option_ids: [] },
        { question_id: v.questions[0]!.id, option_ids: [] },
      ],
    ],
    [
      'two options of a single-choice question',
      (v: LearnerQuizView) => [
        { question_id: v.questions[0]!.id, option_ids: v.questions[0]!.options.map((o) => o.id) },
      ],
    ],
  ])('refuses %s with 422 and leaves the attempt open', async (_name, answers) => {
    const learner = await learnerWithAccess();
    const view = await quizView(learner, quizId);
    const attemptId = (await start(learner, quizId)).json().attempt_id as number;
    const res = await submit(learner, quizId, attemptId, { answers: answers(view) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['answers']);
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(row!.submittedAt).toBeNull();
  });

  it('refuses a malformed body with 422 and another learner’s attempt with 404', async () => {
    const owner = await learnerWithAccess();
    const other = await learnerWithAccess();
    const attemptId = (await start(owner, quizId)).json().attempt_id as number;
    expect((await submit(owner, quizId, attemptId, { answers: 'all' })).statusCode).toBe(422);
    expect((await submit(owner, quizId, attemptId, {})).statusCode).toBe(422);
    expect((await submit(other, quizId, attemptId, { answers: [] })).statusCode).toBe(404);
    expect((await submit(owner, quizId, 999_999, { answers: [] })).statusCode).toBe(404);
  });
});

describe('the certificate of a course with a required quiz', () => {
  let quizId: number;
  beforeAll(async () => {
    await removeQuizzes();
    quizId = (await createQuiz()).id;
  });

  it('is refused while the quiz is not passed, and issued by the passing submission with its score', async () => {
    const learner = await learnerWithAccess();
    await completeLessons(t, learner.id);
    expect(await issueCertificateIfComplete(deps(), learner.id, basics)).toBeNull();
    const view = await quizView(learner, quizId);
    const failed = await submit(
      learner,
      quizId,
      (await start(learner, quizId)).json().attempt_id,
      answersFor(view, false),
    );
    expect(failed.json().certificate_code).toBeNull();
    expect(await issueCertificateIfComplete(deps(), learner.id, basics)).toBeNull();
    expect((await listFor(learner)).json().certificate_code).toBeNull();

    const passed = await submit(
      learner,
      quizId,
      (await start(learner, quizId)).json().attempt_id,
      answersFor(view, true),
    );
    expect(passed.statusCode).toBe(200);
    const code = passed.json().certificate_code as string;
    expect(code).toMatch(/^ATL-/);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.code, code));
    expect(row).toMatchObject({ userId: learner.id, quizScore: 100 });

    const verified = await t.app.inject({
      url: `/api/certificates/${code}`,
      headers: { 'accept-language': 'en' },
    });
    expect(verified.json().quiz_score).toBe(100);
    const mine = await t.app.inject({ url: '/api/certificates', headers: learner.auth });
    expect(mine.json().certificates[0].quiz_score).toBe(100);
    const { stdout } = await run('pdftotext', ['-layout', t.app.storage.localPath!(row!.storageKey), '-']);
    expect(stdout).toContain('Položen test: 100 %');
    expect((await listFor(learner)).json().certificate_code).toBe(code);
  });

  it('waits for the lessons when the quiz is passed first, then the last lesson issues it', async () => {
    const learner = await learnerWithAccess();
    const view = await quizView(learner, quizId);
    const attemptId = (await start(learner, quizId)).json().attempt_id;
    expect(
      (await submit(learner, quizId, attemptId, answersFor(view, true))).json().certificate_code,
    ).toBeNull();
    await completeLessons(t, learner.id);
    const issued = await issueCertificateIfComplete(deps(), learner.id, basics);
    expect(issued?.code).toMatch(/^ATL-/);
  });

  it('is issued without a score when the course’s quiz is not required', async () => {
    await adminCall('PUT', `/api/admin/quizzes/${quizId}`, quizBody({ required_for_certificate: false }));
    const learner = await learnerWithAccess();
    await completeLessons(t, learner.id);
    const issued = await issueCertificateIfComplete(deps(), learner.id, basics);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.code, issued!.code));
    expect(row!.quizScore).toBeNull();
    const verified = await t.app.inject({ url: `/api/certificates/${issued!.code}` });
    expect(verified.json().quiz_score).toBeNull();
  });
});
