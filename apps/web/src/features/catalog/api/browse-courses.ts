import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiOptions, api } from '../../../lib/api-client';

type BrowseQuery = ApiOptions<'get', '/courses/browse'>['query'];

/** `search` is browseSearch's (@atelje/shared/catalog/browse): the server writes the first answer under this key. */
export const browseCoursesQuery = (search: string) =>
  queryOptions({
    queryKey: ['courses', 'browse', search],
    queryFn: ({ signal }) =>
      api.get('/courses/browse', {
        // The page's own URL, passed through as it is (browseSearch keeps the known keys; the server answers an
        // unknown value with 422), so its values are the page's text rather than the documented enums.
        query: Object.fromEntries(new URLSearchParams(search)) as BrowseQuery,
        signal,
      }),
    // The old page stays while the next one loads: the grid does not jump to a skeleton on every change.
    placeholderData: keepPreviousData,
  });

export function useBrowseCourses(search: string) {
  return useQuery(browseCoursesQuery(search));
}

export const categoryTreeQuery = () =>
  queryOptions({
    queryKey: ['categories', 'tree'],
    queryFn: ({ signal }) => api.get('/categories', { signal }),
    staleTime: 5 * 60_000,
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQuery());
}
