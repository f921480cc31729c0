// GET /courses/{id}/trailer → { url, video_id, thumbnail_url, thumbnail_srcset }: the playable trailer (a signed
// media URL) and its poster.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TrailerResponse = {
  url: string;
  video_id?: number;
  thumbnail_url?: string | null;
  /** The srcset of the thumbnail's widths (ADR 068). */
  thumbnail_srcset?: string | null;
};

export function getCourseTrailer(courseId: number, signal?: AbortSignal): Promise<TrailerResponse> {
  return api.get('/courses/{id}/trailer', { path: { id: courseId }, signal });
}

export const courseTrailerQuery = (courseId: number) =>
  queryOptions({
    queryKey: ['course', courseId, 'trailer'],
    queryFn: ({ signal }) => getCourseTrailer(courseId, signal),
    // Signed URLs expire; keep them a while but not forever.
    staleTime: 5 * 60_000,
  });

export function useCourseTrailer(courseId: number, enabled = true) {
  return useQuery({ ...courseTrailerQuery(courseId), enabled });
}
