// The lesson page's quizzes in a DOM (ADR 081): each question a group named by its legend, radio buttons for one
// answer and check boxes for several, a refusal naming the unanswered questions without a call, the answers sent
// as chosen, and the result with the certificate link, in both languages.
import {
  courseQuizzesResponseSchema,
  quizAttemptStartResponseSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
} from '@atelje/shared/quizzes/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, readBody, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { CourseQuizzes } from './course-quizzes';

const quiz = {
  id: 7,
  video_id: null,
  title: 'Završni test',
  pass_percent: 50,
  required_for_certificate: true,
  questions: [
    {
      id: 11,
      kind: 'single' as const,
      text: 'Koja boja je topla?',
      options: [
        { id: 101, text: 'Narandžasta' },
        { id: 102, text: 'Plava' },
      ],
    },
    {
      id: 12,
      kind: 'multiple' as const,
      text: 'Šta spada u osvetljenje?',
      options: [
        { id: 201, text: 'Lampa' },
        { id: 202, text: 'Luster' },
        { id: 203, text: 'Tepih' },
      ],
    },
  ],
  best_score: null,
  passed: false,
  attempts: 0,
  open_attempt_id: null,
  last_result: null,
};

function quizApi() {
  const sent: unknown[] = [];
  let submissions = 0;
  server.use(
    http.get(api('/courses/3/quizzes'), () =>
      reply(courseQuizzesResponseSchema, { quizzes: [quiz], certificate_code: null }),
    ),
    http.post(api('/courses/3/quizzes/7/attempts'), () =>
      reply(
        quizAttemptStartResponseSchema,
        { attempt_id: 55, started_at: '2026-11-28T10:00:00.000Z' },
        { status: 201 },
      ),
    ),
    http.post(api('/courses/3/quizzes/7/attempts/55/submit'), async ({ request }) => {
      submissions += 1;
      sent.push(await readBody(request, quizSubmitRequestSchema));
      return reply(quizSubmitResponseSchema, {
        attempt_id: 55,
        score: 100,
        passed: true,
        pass_percent: 50,
        submitted_at: '2026-11-28T10:05:00.000Z',
        questions: [
          { question_id: 11, selected_option_ids: [101], correct: true, correct_option_ids: [101] },
          { question_id: 12, selected_option_ids: [201, 202], correct: true, correct_option_ids: [201, 202] },
        ],
        certificate_code: 'ATL-7K2M-9QXD',
      });
    }),
  );
  return { sent, submissions: () => submissions };
}

describe.each(LANGUAGES)('the course quiz on the lesson page (%s)', (language) => {
  test('asks every question in a named group, refuses a partial answer, sends the choices and links the certificate', async () => {
    const calls = quizApi();
    const issued: string[] = [];
    const { user } = await renderApp(
      <CourseQuizzes courseId={3} lessonId={null} onCertificate={(code) => issued.push(code)} />,
      { language },
    );
    const region = await screen.findByRole('region', { name: 'Završni test' });
    expect(region.textContent).toContain(text(language, 'quizzes:certificateWaits'));
    await user.click(within(region).getByRole('button', { name: text(language, 'quizzes:start') }));

    const first = await within(region).findByRole('group', { name: /Koja boja je topla\?/ });
    const second = within(region).getByRole('group', { name: /Šta spada u osvetljenje\?/ });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3);
    expect(document.activeElement).toBe(within(first).getByRole('radio', { name: 'Narandžasta' }));

    await user.click(within(first).getByRole('radio', { name: 'Narandžasta' }));
    await user.click(within(region).getByRole('button', { name: text(language, 'quizzes:submit') }));
    expect(within(region).getByRole('alert').textContent).toContain(
      text(language, 'quizzes:unanswered', { numbers: '2' }),
    );
    expect(calls.submissions()).toBe(0);

    await user.click(within(second).getByRole('checkbox', { name: 'Lampa' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Luster' }));
    await user.click(within(region).getByRole('button', { name: text(language, 'quizzes:submit') }));
    await waitFor(() => expect(calls.submissions()).toBe(1));
    expect(calls.sent[0]).toEqual({
      answers: [
        { question_id: 11, option_ids: [101] },
        { question_id: 12, option_ids: [201, 202] },
      ],
    });
    const result = await within(region).findByTestId('quiz-result');
    expect(within(result).getByRole('status').textContent).toContain(
      text(language, 'quizzes:resultPassed', { score: 100, percent: 50 }),
    );
    const link = within(result).getByRole('link', { name: text(language, 'quizzes:certificateLink') });
    expect(link.getAttribute('href')).toBe('/certificates/ATL-7K2M-9QXD');
    expect(issued).toEqual(['ATL-7K2M-9QXD']);
  });

  test('shows nothing for a course without quizzes', async () => {
    server.use(
      http.get(api('/courses/3/quizzes'), () => HttpResponse.json({ quizzes: [], certificate_code: null })),
    );
    const { queryClient } = await renderApp(
      <CourseQuizzes courseId={3} lessonId={null} onCertificate={() => undefined} />,
      { language },
    );
    await waitFor(() => expect(queryClient.getQueryData(['quizzes', 3])).toBeDefined());
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
