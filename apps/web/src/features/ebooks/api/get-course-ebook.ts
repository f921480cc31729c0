// GET /courses/{id}/ebooks/{ebookId}: an e-book that belongs to a course.
import type { Ebook } from '@atelje/shared/catalog/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCourseEbook(courseId: number, ebookId: number, signal?: AbortSignal): Promise<Ebook> {
  return api.get('/courses/{id}/ebooks/{ebookId}', { path: { id: courseId, ebookId }, signal });
}

export function useCourseEbook(courseId: number, ebookId: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['course', courseId, 'ebook', ebookId],
    queryFn: ({ signal }) => getCourseEbook(courseId, ebookId, signal),
  });
}
