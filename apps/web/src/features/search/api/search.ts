// GET /search?query= → { authors: [{id, name}], courses: [{id, title, author}] } for the navbar box.
import type { SearchResponse } from '@atelje/shared/catalog/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SEARCH_MAX_LENGTH = 100;

export function search(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get('/search', { query: { query }, signal });
}

/** Runs only for a non-empty trimmed query; the caller debounces. */
export function useSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: ['search', trimmed.toLowerCase()],
    queryFn: ({ signal }) => search(trimmed, signal),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
