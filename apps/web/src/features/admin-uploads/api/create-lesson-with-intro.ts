// POST /videos/lesson-with-intro with the ids of the finished resumable uploads: the lesson row and its job.
import type { VideoUploadResponse } from '@atelje/shared/uploads/schemas';
import { api } from '../../../lib/api-client';

export interface LessonWithIntroRequest {
  course_id: number;
  title: string;
  main_upload_id: string;
  intro_upload_id?: string;
  category_id?: number;
  order?: number;
}

export function createLessonWithIntro(body: LessonWithIntroRequest) {
  return api.post<VideoUploadResponse>('/videos/lesson-with-intro', body);
}
