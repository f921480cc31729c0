// GET /my-progress: the learner's courses with progress, access expiry and the lesson to continue with.
import type { MyCourseProgress } from '@atelje/shared/lessons/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMyProgress(signal?: AbortSignal) {
  return api.get<MyCourseProgress[]>('/my-progress', { signal });
}

export function useMyProgress() {
  return useQuery({
    queryKey: ['my-progress'],
    queryFn: ({ signal }) => getMyProgress(signal),
    staleTime: 0,
  });
}
