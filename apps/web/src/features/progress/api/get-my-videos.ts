import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getMyVideos(signal?: AbortSignal) {
  return api.get('/my-videos', { signal });
}

export function useMyVideos() {
  return useQuery({ queryKey: ['my-videos'], queryFn: ({ signal }) => getMyVideos(signal) });
}
