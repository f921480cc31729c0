// GET /courses/recommended?include=videos,category,author&limit=4: "you may also like" under a course.
import type { Course } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `exclude` (an extension of the spec's call) leaves out the course being viewed and prefers its category. */
export function getRecommendedCourses(limit = 4, exclude?: number, signal?: AbortSignal): Promise<Course[]> {
  return api.get('/courses/recommended', {
    query: { include: 'videos,category,author', limit, ...(exclude ? { exclude } : {}) },
    signal,
  });
}

export function useRecommendedCourses(limit = 4, exclude?: number) {
  return useQuery({
    queryKey: ['courses', 'recommended', limit, exclude ?? null],
    queryFn: ({ signal }) => getRecommendedCourses(limit, exclude, signal),
  });
}
