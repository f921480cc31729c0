// The quizzes of the lesson page (ADR 081): the open lesson's quiz, then the course's final quiz. Nothing shows for
// a course without published quizzes.

import { useCourseQuizzes } from '../api/course-quizzes';
import { useQuizzesTranslation } from '../lib/quizzes-i18n';
import { QuizCard } from './quiz-card';
import styles from './quiz-card.module.css';

export function CourseQuizzes({
  courseId,
  lessonId,
  onCertificate,
}: {
  courseId: number;
  lessonId: number | null;
  /** A submission issued the course's certificate (the page refreshes its completion banner). */
  onCertificate: (code: string) => void;
}) {
  const { t } = useQuizzesTranslation();
  const quizzes = useCourseQuizzes(courseId);
  if (quizzes.isError) return <p className={styles.note}>{t('loadError')}</p>;
  if (!quizzes.data) return null;
  const shown = [
    ...quizzes.data.quizzes.filter((quiz) => lessonId !== null && quiz.video_id === lessonId),
    ...quizzes.data.quizzes.filter((quiz) => quiz.video_id === null),
  ];
  if (shown.length === 0) return null;
  return (
    <div className={styles.list}>
      {shown.map((quiz) => (
        <QuizCard key={quiz.id} quiz={quiz} courseId={courseId} onCertificate={onCertificate} />
      ))}
    </div>
  );
}
