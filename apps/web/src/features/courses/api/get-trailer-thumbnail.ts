// The trailer poster (spec 000 §7): GET /courses/{id}/trailer/thumbnail, then
// /courses/{id}/videos/{videoId}/trailer-thumbnail, then /courses/{id}/videos/{videoId}/thumbnail; the first
// that answers with a URL wins, with the srcset of its widths (ADR 068).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type ThumbnailSource = (signal?: AbortSignal) => Promise<{ url?: string | null; srcset?: string | null }>;

export interface TrailerThumbnail {
  url: string;
  srcset: string | null;
}

function trailerThumbnailSources(courseId: number, videoId: number | null): ThumbnailSource[] {
  const sources: ThumbnailSource[] = [
    (signal) => api.get('/courses/{id}/trailer/thumbnail', { path: { id: courseId }, signal }),
  ];
  if (videoId !== null) {
    sources.push((signal) =>
      api.get('/courses/{id}/videos/{videoId}/trailer-thumbnail', {
        path: { id: courseId, videoId },
        signal,
      }),
    );
    sources.push((signal) =>
      api.get('/courses/{id}/videos/{videoId}/thumbnail', { path: { id: courseId, videoId }, signal }),
    );
  }
  return sources;
}

export async function getTrailerThumbnail(
  courseId: number,
  videoId: number | null,
  signal?: AbortSignal,
): Promise<TrailerThumbnail | null> {
  for (const source of trailerThumbnailSources(courseId, videoId)) {
    try {
      const body = await source(signal);
      if (typeof body?.url === 'string' && body.url) return { url: body.url, srcset: body.srcset ?? null };
    } catch (error) {
      if (signal?.aborted) throw error;
      // Try the next source.
    }
  }
  return null;
}

export const trailerThumbnailQuery = (courseId: number, videoId: number | null) =>
  queryOptions({
    queryKey: ['course', courseId, 'trailer-thumbnail', videoId],
    queryFn: ({ signal }) => getTrailerThumbnail(courseId, videoId, signal),
    staleTime: 5 * 60_000,
  });

export function useTrailerThumbnail(courseId: number, videoId: number | null) {
  return useQuery(trailerThumbnailQuery(courseId, videoId));
}
