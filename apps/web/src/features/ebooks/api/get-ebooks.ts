// GET /ebooks: every e-book, grouped by category on the /ebooks page.
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getEbooks(signal?: AbortSignal): Promise<Ebook[]> {
  return api.get('/ebooks', { signal });
}

export const ebooksQuery = () =>
  queryOptions({ queryKey: ['ebooks'], queryFn: ({ signal }) => getEbooks(signal) });

export function useEbooks() {
  return useQuery(ebooksQuery());
}
