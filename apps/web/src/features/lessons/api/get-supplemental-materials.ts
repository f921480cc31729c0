// GET /courses/{id}/supplemental-materials: the course's PDF with a user-bound link, for holders of access.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SupplementalMaterials {
  pdf: { url: string | null; title: string; thumbnail: string | null; ebook_id: number | null } | null;
}

export function getSupplementalMaterials(courseId: number, signal?: AbortSignal) {
  return api.get('/courses/{id}/supplemental-materials', { path: { id: courseId }, signal });
}

export function useSupplementalMaterials(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['lessons', courseId, 'materials'],
    queryFn: ({ signal }) => getSupplementalMaterials(courseId, signal),
    enabled,
    retry: false,
  });
}
