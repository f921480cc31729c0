// GET /courses/category/{slug} → { success, category, courses }.
import type { CategoryCoursesResponse } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCategoryCourses(slug: string, signal?: AbortSignal): Promise<CategoryCoursesResponse> {
  return api.get('/courses/category/{slug}', { path: { slug }, signal });
}

export const categoryCoursesQuery = (slug: string) =>
  queryOptions({
    queryKey: ['courses', 'category', slug],
    queryFn: ({ signal }) => getCategoryCourses(slug, signal),
  });

export function useCategoryCourses(slug: string) {
  return useQuery(categoryCoursesQuery(slug));
}
