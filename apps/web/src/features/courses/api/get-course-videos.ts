// GET /courses/{id}/videos: the lesson list, used when the detail response came without videos.
import type { Video } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCourseVideos(courseId: number, signal?: AbortSignal): Promise<Video[]> {
  return api.get('/courses/{id}/videos', { path: { id: courseId }, signal });
}

export function useCourseVideos(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['course', courseId, 'videos'],
    queryFn: ({ signal }) => getCourseVideos(courseId, signal),
    enabled,
  });
}
