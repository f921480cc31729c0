import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCourseTemplate(courseId: number, templateId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/templates/{templateId}', { path: { id: courseId, templateId }, signal });
}

export function useCourseTemplate(courseId: number, templateId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['course', courseId, 'template', templateId],
    queryFn: ({ signal }) => getCourseTemplate(courseId, templateId, signal),
  });
}
