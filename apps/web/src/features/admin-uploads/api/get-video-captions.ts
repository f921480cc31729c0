import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const videoCaptionsKey = (videoId: number) => ['admin-uploads', 'captions', videoId] as const;

/** A lesson's caption files (ADR 078), with URLs the gallery's player loads as tracks. */
export function useVideoCaptions(videoId: number | null) {
  return useQuery({
    queryKey: videoCaptionsKey(videoId ?? 0),
    queryFn: ({ signal }) =>
      api.get('/admin/videos/{id}/captions', { path: { id: videoId as number }, signal }),
    enabled: videoId !== null,
  });
}
