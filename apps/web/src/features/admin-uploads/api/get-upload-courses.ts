// GET /courses: the courses an upload can go to (id and title), for the course pickers of the upload forms.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UploadCourse {
  id: number;
  title: string;
}

/** The catalogue's list (the API answers it as the body itself, not wrapped in `data`). */
export async function getUploadCourses(signal?: AbortSignal): Promise<UploadCourse[]> {
  const list = await api.get('/courses', { signal });
  return list.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'sr'));
}

export function useUploadCourses() {
  return useQuery({
    queryKey: ['admin-uploads', 'courses'],
    queryFn: ({ signal }) => getUploadCourses(signal),
    staleTime: 60_000,
  });
}
