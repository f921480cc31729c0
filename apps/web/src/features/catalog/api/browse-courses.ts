// GET /courses/browse: one page of the catalogue's results for a text, filters and a sort; GET /categories for
// the category filter.
import type { BrowseResponse } from '@atelje/shared/catalog/browse';
import type { CategoryTree } from '@atelje/shared/catalog/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The query string the API and the page's address share (empty values left out). */
export function browseSearch(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function useBrowseCourses(search: string) {
  return useQuery({
    queryKey: ['courses', 'browse', search],
    queryFn: ({ signal }) => api.get<BrowseResponse>(`/courses/browse${search}`, { signal }),
    // The old page stays while the next one loads: the grid does not jump to a skeleton on every change.
    placeholderData: keepPreviousData,
  });
}

export function useCategoryTree() {
  return useQuery({
    queryKey: ['categories', 'tree'],
    queryFn: ({ signal }) => api.get<CategoryTree>('/categories', { signal }),
    staleTime: 5 * 60_000,
  });
}
