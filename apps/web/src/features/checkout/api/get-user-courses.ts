// GET /courses/user-courses: the signed-in user's courses with access dates and order details (spec 000 §3).
import type { PurchasedCourse } from '@atelje/shared/commerce/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { PurchasedCourse };

export const userCoursesKey = ['user-courses'] as const;

export function getUserCourses(signal?: AbortSignal): Promise<PurchasedCourse[]> {
  return api.get('/courses/user-courses', { signal });
}

export function useUserCourses(enabled = true) {
  return useQuery({
    queryKey: userCoursesKey,
    queryFn: ({ signal }) => getUserCourses(signal),
    enabled,
    staleTime: 15_000,
  });
}
