import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getLessonUrl(courseId: number, videoId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/videos/{videoId}/url', { path: { id: courseId, videoId }, signal });
}

export function useLessonUrl(courseId: number, videoId: number | null) {
  return useQuery({
    queryKey: ['lessons', courseId, 'url', videoId],
    queryFn: ({ signal }) => getLessonUrl(courseId, videoId as number, signal),
    enabled: videoId !== null,
    retry: false,
    // The saved position must be fresh each time a lesson is opened; the URLs themselves last 4 hours.
    staleTime: 0,
    gcTime: 0,
    // A new answer restarts the player: only the learner's own retry asks again.
    refetchOnReconnect: false,
  });
}
