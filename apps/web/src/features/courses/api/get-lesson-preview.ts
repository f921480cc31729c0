import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getLessonPreview(courseId: number, videoId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/videos/{videoId}/preview', { path: { id: courseId, videoId }, signal });
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
