import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const courseProgressKey = (courseId: number) => ['lessons', courseId, 'progress'] as const;

export function getCourseProgress(courseId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/progress', { path: { id: courseId }, signal });
}

export function useCourseProgress(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: courseProgressKey(courseId),
    queryFn: ({ signal }) => getCourseProgress(courseId, signal),
    enabled,
    retry: false,
  });
}
