// GET /courses/{id}?include=author,videos,category,ebooks,templates: the course detail page.
import type { Course } from '@atelje/shared/catalog/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCourse(id: number, signal?: AbortSignal): Promise<Course> {
  return api.get('/courses/{id}', {
    path: { id },
    query: { include: 'author,videos,category,ebooks,templates' },
    signal,
  });
}

export const courseQuery = (id: number) =>
  queryOptions({ queryKey: ['course', id], queryFn: ({ signal }) => getCourse(id, signal) });

export function useCourse(id: number, enabled = true) {
  return useQuery({ ...courseQuery(id), enabled });
}
