// POST /courses/{id}/extend: the free one-month extension, once per course (spec 000 §4 "Course access").
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userCoursesKey } from '../../checkout';

export interface ExtendResponse {
  message: string;
  new_expiry_date: string;
}

export function extendCourse(courseId: number): Promise<ExtendResponse> {
  return api.post('/courses/{id}/extend', {
    path: { id: courseId },
    body: { extension_type: 'free_1_month' },
  });
}

export function useExtendCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: extendCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userCoursesKey }),
  });
}
