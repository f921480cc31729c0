// GET /instructors: the instructor list.
import type { Instructor } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getInstructors(signal?: AbortSignal): Promise<Instructor[]> {
  return api.get('/instructors', { signal });
}

export const instructorsQuery = () =>
  queryOptions({ queryKey: ['instructors'], queryFn: ({ signal }) => getInstructors(signal) });

export function useInstructors() {
  return useQuery(instructorsQuery());
}
