// GET /admin/videos: the video gallery (newest first, signed URLs, each video's latest processing job).
import type { AdminVideo } from '@atelje/shared/uploads/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { AdminVideo };

export async function getAdminVideos(q: string, signal?: AbortSignal): Promise<AdminVideo[]> {
  return (await api.get('/admin/videos', { query: q.trim() ? { q: q.trim() } : {}, signal })).data;
}

/** Asks again every 3 s while a video is still being processed. */
export function useAdminVideos(q: string) {
  return useQuery({
    queryKey: ['admin-uploads', 'videos', q],
    queryFn: ({ signal }) => getAdminVideos(q, signal),
    refetchInterval: (query) =>
      query.state.data?.some(
        (video) => video.job && (video.job.status === 'queued' || video.job.status === 'processing'),
      )
        ? 3000
        : false,
  });
}
