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
  return api.post('/videos/lesson-with-intro', { body });
}
