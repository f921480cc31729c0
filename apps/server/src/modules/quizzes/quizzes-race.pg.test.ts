// Attempts racing on PostgreSQL, where requests run on separate connections (ADR 081): parallel submissions of one
// attempt count once, parallel starts open one attempt, and parallel passing submissions issue one certificate.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, quizAttempts } from '../../db/schema/index';
import { createUser, onPostgres, type TestApp, type TestUser } from '../../test/app';
import { buildCatalogTestApp, fixture } from '../../test/fixtures';
import { answersFor, completeLessons, grant, type LearnerQuizView, quizBody } from './quiz-test-support';

const PARALLEL = 20;

describe.runIf(onPostgres)('quiz attempts under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let quizId: number;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildCatalogTestApp({ LOGIN_RATE_LIMIT_PER_IP: '100000' });
    admin = await createUser(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${fixture.courses.basics}/quizzes`,
      headers: admin.auth,
      payload: quizBody(),
    });
    quizId = res.json().data.id;
  }, 60_000);
  afterAll(async () => t?.close());

  const base = `/api/courses/${fixture.courses.basics}/quizzes`;
  async function learner() {
    const user = await createUser(t);
    await grant(t, user.id);
    return user;
  }
  const view = async (user: TestUser) =>
    ((await t.app.inject({ url: base, headers: user.auth })).json().quizzes as LearnerQuizView[]).find(
      (quiz) => quiz.id === quizId,
    )!;
  const start = (user: TestUser) =>
    t.app.inject({ method: 'POST', url: `${base}/${quizId}/attempts`, headers: user.auth });
  const submit = (user: TestUser, attemptId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `${base}/${quizId}/attempts/${attemptId}/submit`,
      headers: user.auth,
      payload,
    });

  it('counts one of many simultaneous submissions of one attempt; the rest are 409', async () => {
    const user = await learner();
    const quiz = await view(user);
    const attemptId = (await start(user)).json().attempt_id as number;
    const answers = Array.from({ length: PARALLEL }, (_, i) => answersFor(quiz, i % 2 === 0));
    const results = await Promise.all(answers.map((body) => submit(user, attemptId, body)));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(PARALLEL - 1);
    const winner = results.find((res) => res.statusCode === 200)!.json();
    const rows = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: winner.score, passed: winner.passed });
  });

  it('opens one attempt for many simultaneous starts', async () => {
    const user = await learner();
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => start(user)));
    expect(results.every((res) => res.statusCode === 201)).toBe(true);
    expect(new Set(results.map((res) => res.json().attempt_id)).size).toBe(1);
    const rows = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('issues one certificate when the passes of its last two required quizzes arrive at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/courses/${fixture.courses.basics}/quizzes`,
      headers: admin.auth,
      payload: quizBody({ video_id: fixture.videos.basicsLesson, title_sr: 'Test lekcije' }),
    });
    const lessonQuizId = created.json().data.id as number;
    const user = await learner();
    await completeLessons(t, user.id);
    const all = (await t.app.inject({ url: base, headers: user.auth })).json().quizzes as LearnerQuizView[];
    const ids = [quizId, lessonQuizId];
    const attempts = await Promise.all(
      ids.map(
        async (id) =>
          (await t.app.inject({ method: 'POST', url: `${base}/${id}/attempts`, headers: user.auth })).json()
            .attempt_id as number,
      ),
    );
    const results = await Promise.all(
      ids.map((id, i) =>
        t.app.inject({
          method: 'POST',
          url: `${base}/${id}/attempts/${attempts[i]}/submit`,
          headers: user.auth,
          payload: answersFor(all.find((quiz) => quiz.id === id)!, true),
        }),
      ),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quizScore).toBe(100);
    // Whichever submission came second saw both passes: at least one answer names the certificate.
    expect(results.map((res) => res.json().certificate_code)).toContain(rows[0]!.code);
  });
});
