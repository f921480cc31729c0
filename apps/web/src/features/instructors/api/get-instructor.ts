// GET /instructors/{id}: a profile with bio, trailer video, lifestyle courses (courses) and all_courses.
import type { InstructorDetail } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getInstructor(id: number, signal?: AbortSignal): Promise<InstructorDetail> {
  return api.get('/instructors/{id}', { path: { id }, signal });
}

export const instructorQuery = (id: number) =>
  queryOptions({ queryKey: ['instructor', id], queryFn: ({ signal }) => getInstructor(id, signal) });

export function useInstructor(id: number, enabled = true) {
  return useQuery({ ...instructorQuery(id), enabled });
}
