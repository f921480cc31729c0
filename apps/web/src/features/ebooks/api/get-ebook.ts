// GET /ebooks/{id}: one e-book.
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getEbook(id: number, signal?: AbortSignal): Promise<Ebook> {
  return api.get('/ebooks/{id}', { path: { id }, signal });
}

export function useEbook(id: number, enabled = true) {
  return useQuery({ queryKey: ['ebook', id], queryFn: ({ signal }) => getEbook(id, signal), enabled });
}
