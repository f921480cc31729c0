// GET /courses: the courses an upload can go to (id and title), for the course pickers of the upload forms.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UploadCourse {
  id: number;
  title: string;
}

/** Spec 001 §7: the list is the body, or its `data` when the answer says success. */
export async function getUploadCourses(signal?: AbortSignal): Promise<UploadCourse[]> {
  const body = await api.get<UploadCourse[] | { success: boolean; data: UploadCourse[] }>('/courses', {
    signal,
  });
  const list = Array.isArray(body) ? body : body.data;
  return list.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'sr'));
}

export function useUploadCourses() {
  return useQuery({
    queryKey: ['admin-uploads', 'courses'],
    queryFn: ({ signal }) => getUploadCourses(signal),
    staleTime: 60_000,
  });
}
