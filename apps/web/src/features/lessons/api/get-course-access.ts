// GET /courses/{id}/access: whether the signed-in learner may watch the course's lessons, and until when.
import type { CourseAccessResponse } from '@atelje/shared/lessons/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCourseAccess(courseId: number, signal?: AbortSignal): Promise<CourseAccessResponse> {
  return api.get('/courses/{id}/access', { path: { id: courseId }, signal });
}

export function useCourseAccess(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['lessons', courseId, 'access'],
    queryFn: ({ signal }) => getCourseAccess(courseId, signal),
    enabled,
    retry: false,
  });
}
