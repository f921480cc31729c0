// The administrator's quiz calls (ADR 081): a course's quizzes with their answers, create, replace, delete.
import type { AdminQuizInput } from '@atelje/shared/quizzes/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const adminQuizzesKey = (courseId: number) => ['admin', 'quizzes', courseId] as const;

export const useAdminQuizzes = (courseId: number) =>
  useQuery({
    queryKey: adminQuizzesKey(courseId),
    queryFn: ({ signal }) => api.get('/admin/courses/{id}/quizzes', { path: { id: courseId }, signal }),
    select: (answer) => answer.data,
  });

export const createQuiz = (courseId: number, body: AdminQuizInput) =>
  api.post('/admin/courses/{id}/quizzes', { path: { id: courseId }, body });

export const updateQuiz = (quizId: number, body: AdminQuizInput) =>
  api.put('/admin/quizzes/{id}', { path: { id: quizId }, body });

export const deleteQuiz = (quizId: number) => api.delete('/admin/quizzes/{id}', { path: { id: quizId } });
