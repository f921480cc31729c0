// GET /courses/{type}?limit=&include=: lifestyle or professional courses.
import type { Course, CourseType } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { COURSE_LIST_INCLUDE } from './get-courses';

export const COURSE_TYPES: readonly CourseType[] = ['lifestyle', 'professional'];

export function isCourseType(value: string | undefined): value is CourseType {
  return value === 'lifestyle' || value === 'professional';
}

export function getCoursesByType(type: CourseType, limit?: number, signal?: AbortSignal): Promise<Course[]> {
  const query = { ...(limit ? { limit } : {}), include: COURSE_LIST_INCLUDE };
  return type === 'lifestyle'
    ? api.get('/courses/lifestyle', { query, signal })
    : api.get('/courses/professional', { query, signal });
}

export const coursesByTypeQuery = (type: CourseType, limit?: number) =>
  queryOptions({
    queryKey: ['courses', 'type', type, limit ?? null],
    queryFn: ({ signal }) => getCoursesByType(type, limit, signal),
  });

export function useCoursesByType(type: CourseType | null, limit?: number) {
  return useQuery({ ...coursesByTypeQuery(type ?? 'lifestyle', limit), enabled: type !== null });
}
