// GET /courses/popular?limit=10&include=author,videos,category: the home page's most-popular carousel.
import type { Course } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COURSE_LIST_INCLUDE } from './get-courses';

export function getPopularCourses(limit = 10, signal?: AbortSignal): Promise<Course[]> {
  return api.get('/courses/popular', { query: { limit, include: COURSE_LIST_INCLUDE }, signal });
}

export const popularCoursesQuery = (limit = 10) =>
  queryOptions({
    queryKey: ['courses', 'popular', limit],
    queryFn: ({ signal }) => getPopularCourses(limit, signal),
  });

export function usePopularCourses(limit = 10) {
  return useQuery(popularCoursesQuery(limit));
}
