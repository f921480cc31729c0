// GET /admin/video-jobs/{id}: a processing job's status, asked every 2 s until it is ready or failed.
import type { VideoJob } from '@atelje/shared/uploads/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getVideoJob(id: number, signal?: AbortSignal) {
  return api.get('/admin/video-jobs/{id}', { path: { id }, signal });
}

export function useVideoJob(initial: VideoJob | null) {
  return useQuery({
    queryKey: ['admin-uploads', 'video-job', initial?.id],
    queryFn: ({ signal }) => getVideoJob(initial?.id as number, signal),
    enabled: initial !== null,
    initialData: initial ?? undefined,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : 2000;
    },
  });
}
