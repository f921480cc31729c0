import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getVideoCategories(courseId: number, signal?: AbortSignal) {
  return api.get('/video/categories', { query: { course_id: courseId }, signal });
}

export function useVideoCategories(courseId: number | null) {
  return useQuery({
    queryKey: ['admin-uploads', 'video-categories', courseId],
    queryFn: ({ signal }) => getVideoCategories(courseId as number, signal),
    enabled: courseId !== null,
    staleTime: 60_000,
  });
}
