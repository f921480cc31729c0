// GET /courses/{id}/templates/{templateId}: a template that belongs to a course.
import type { Template } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCourseTemplate(courseId: number, templateId: number, signal?: AbortSignal) {
  return api.get<Template>(`/courses/${courseId}/templates/${templateId}`, { signal });
}

export function useCourseTemplate(courseId: number, templateId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['course', courseId, 'template', templateId],
    queryFn: ({ signal }) => getCourseTemplate(courseId, templateId, signal),
  });
}
