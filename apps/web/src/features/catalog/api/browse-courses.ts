// GET /courses/browse: one page of the catalogue's results for a text, filters and a sort; GET /categories for
// the category filter.
import type { BrowseResponse } from '@atelje/shared/catalog/browse';
import type { CategoryTree } from '@atelje/shared/catalog/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `search` is browseSearch's (@atelje/shared/catalog/browse): the server writes the first answer under this key. */
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
