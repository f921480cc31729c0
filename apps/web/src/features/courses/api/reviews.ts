import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const reviewKeys = {
  all: (courseId: number) => ['course', courseId, 'reviews'] as const,
  list: (courseId: number, page: number) => ['course', courseId, 'reviews', 'list', page] as const,
  mine: (courseId: number, userId: number) => ['course', courseId, 'reviews', 'mine', userId] as const,
};

export function useCourseReviews(courseId: number, page: number) {
  return useQuery({
    queryKey: reviewKeys.list(courseId, page),
    queryFn: ({ signal }) =>
      api.get('/courses/{id}/reviews', { path: { id: courseId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyReview(courseId: number, userId: number | null) {
  return useQuery({
    queryKey: reviewKeys.mine(courseId, userId ?? 0),
    queryFn: ({ signal }) => api.get('/courses/{id}/review', { path: { id: courseId }, signal }),
    enabled: userId !== null,
  });
}
