// GET /my-downloads: bought e-books and templates, each with a signed download link.
import type { Download, MyDownloads } from '@atelje/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Download, MyDownloads };

export function getMyDownloads(signal?: AbortSignal): Promise<MyDownloads> {
  return api.get('/my-downloads', { signal });
}

export function useMyDownloads(enabled = true) {
  // The links are signed for a limited time: fetch fresh ones rather than keep old ones around.
  return useQuery({
    enabled,
    queryKey: ['my-downloads'],
    queryFn: ({ signal }) => getMyDownloads(signal),
    staleTime: 0,
  });
}
