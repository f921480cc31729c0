// GET /my-downloads: bought e-books and templates, each with a signed download link.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Download {
  id: number;
  course_id: number | null;
  title: string;
  description: string;
  thumbnail: string | null;
  /** Signed, short-lived download URL. */
  url: string;
  purchased_at: string;
}

export interface MyDownloads {
  ebooks: Download[];
  templates: Download[];
}

export function getMyDownloads(signal?: AbortSignal): Promise<MyDownloads> {
  return api.get('/my-downloads', { signal });
}

export function useMyDownloads() {
  // The links are signed for a limited time: fetch fresh ones rather than keep old ones around.
  return useQuery({
    queryKey: ['my-downloads'],
    queryFn: ({ signal }) => getMyDownloads(signal),
    staleTime: 0,
  });
}
