import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMyProgress(signal?: AbortSignal) {
  return api.get('/my-progress', { signal });
}

export function useMyProgress() {
  return useQuery({
    queryKey: ['my-progress'],
    queryFn: ({ signal }) => getMyProgress(signal),
    staleTime: 0,
  });
}
