// GET /ebooks/{id}: one e-book.
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getEbook(id: number, signal?: AbortSignal): Promise<Ebook> {
  return api.get('/ebooks/{id}', { path: { id }, signal });
}

export const ebookQuery = (id: number) =>
  queryOptions({ queryKey: ['ebook', id], queryFn: ({ signal }) => getEbook(id, signal) });

export function useEbook(id: number, enabled = true) {
  return useQuery({ ...ebookQuery(id), enabled });
}
