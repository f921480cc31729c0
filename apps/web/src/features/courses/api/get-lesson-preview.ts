// GET /courses/{id}/videos/{videoId}/preview: a free preview lesson for anyone (signed URLs bound to no one).
import type { PreviewLessonResponse } from '@atelje/shared/lessons/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getLessonPreview(courseId: number, videoId: number, signal?: AbortSignal) {
  return api.get<PreviewLessonResponse>(`/courses/${courseId}/videos/${videoId}/preview`, { signal });
}

export function useLessonPreview(courseId: number, videoId: number | null) {
  return useQuery({
    queryKey: ['course', courseId, 'preview', videoId],
    queryFn: ({ signal }) => getLessonPreview(courseId, videoId!, signal),
    enabled: videoId !== null,
    // The URLs live 4 hours; a dialog opened again later asks for fresh ones.
    staleTime: 30 * 60_000,
    retry: false,
  });
}
