// The quiz editor of the course being edited: its lessons (intros are not lessons) from the course's edit data.
import { useAdminCourse } from '../api/queries';
import { QuizEditor } from './quiz-editor';

export function CourseQuizEditor({ courseId }: { courseId: number }) {
  const course = useAdminCourse(courseId);
  if (!course.data) return null;
  const lessons = course.data.videos
    .filter((video) => video.is_intro === 0)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((video) => ({ id: video.id, title: video.title }));
  return <QuizEditor courseId={courseId} lessons={lessons} />;
}
