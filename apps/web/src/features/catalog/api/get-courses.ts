// GET /courses?include=author,videos,category: every published course (the /svi-kursevi list).
import type { Course } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const COURSE_LIST_INCLUDE = 'author,videos,category';

export function getCourses(signal?: AbortSignal): Promise<Course[]> {
  return api.get('/courses', { query: { include: COURSE_LIST_INCLUDE }, signal });
}

export const coursesQuery = () =>
  queryOptions({ queryKey: ['courses', 'all'], queryFn: ({ signal }) => getCourses(signal) });

export function useCourses() {
  return useQuery(coursesQuery());
}
