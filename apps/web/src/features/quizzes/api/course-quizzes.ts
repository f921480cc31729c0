// The learner's quiz calls (ADR 081): a course's quizzes (never their answers), starting an attempt, submitting it.
import type { QuizSubmitRequest } from '@atelje/shared/quizzes/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const courseQuizzesKey = (courseId: number) => ['quizzes', courseId] as const;

export function useCourseQuizzes(courseId: number) {
  return useQuery({
    queryKey: courseQuizzesKey(courseId),
    queryFn: ({ signal }) => api.get('/courses/{id}/quizzes', { path: { id: courseId }, signal }),
    retry: false,
  });
}

export function startQuizAttempt(courseId: number, quizId: number) {
  return api.post('/courses/{id}/quizzes/{quizId}/attempts', { path: { id: courseId, quizId } });
}

export function submitQuizAttempt(
  courseId: number,
  quizId: number,
  attemptId: number,
  body: QuizSubmitRequest,
) {
  return api.post('/courses/{id}/quizzes/{quizId}/attempts/{attemptId}/submit', {
    path: { id: courseId, quizId, attemptId },
    body,
  });
}
