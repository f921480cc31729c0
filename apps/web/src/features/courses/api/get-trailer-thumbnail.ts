// The trailer poster (spec 000 §7): GET /courses/{id}/trailer/thumbnail, then
// /courses/{id}/videos/{videoId}/trailer-thumbnail, then /courses/{id}/videos/{videoId}/thumbnail; the first
// that answers with a URL wins.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function trailerThumbnailPaths(courseId: number, videoId: number | null): string[] {
  const paths = [`/courses/${courseId}/trailer/thumbnail`];
  if (videoId !== null) {
    paths.push(`/courses/${courseId}/videos/${videoId}/trailer-thumbnail`);
    paths.push(`/courses/${courseId}/videos/${videoId}/thumbnail`);
  }
  return paths;
}

export async function getTrailerThumbnail(
  courseId: number,
  videoId: number | null,
  signal?: AbortSignal,
): Promise<string | null> {
  for (const path of trailerThumbnailPaths(courseId, videoId)) {
    try {
      const body = await api.get<{ url?: unknown }>(path, { signal });
      if (typeof body?.url === 'string' && body.url) return body.url;
    } catch (error) {
      if (signal?.aborted) throw error;
      // Try the next source.
    }
  }
  return null;
}

export function useTrailerThumbnail(courseId: number, videoId: number | null) {
  return useQuery({
    queryKey: ['course', courseId, 'trailer-thumbnail', videoId],
    queryFn: ({ signal }) => getTrailerThumbnail(courseId, videoId, signal),
    staleTime: 5 * 60_000,
  });
}
