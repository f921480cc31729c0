// /dashboard for learners ("Moj napredak", spec-decisions): the learner's courses with progress, access expiry and a
// continue button; the free mini course is among them from registration on.
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyProgress } from '../api/get-my-progress';
import { CourseProgressCard } from '../components/course-progress-card';
import { EmptyList, ListLoadError, ProgressHeader } from '../components/progress-page-parts';
import { useProgressTranslation } from '../lib/progress-i18n';
import styles from './progress-pages.module.css';

export default function MyProgressPage() {
  const { t } = useProgressTranslation();
  usePageTitle(t('title'));
  const query = useMyProgress();
  // The session ended: the API client is taking the browser to the login page.
  const dead = query.error instanceof ApiError && query.error.status === 401;

  return (
    <div className={styles.page} data-testid="my-progress">
      <ProgressHeader title={t('title')} intro={t('intro')} link={{ to: '/videos', label: t('gallery') }} />

      {query.isPending || dead ? (
        <div className={styles.list} role="status" aria-live="polite">
          <span className="visually-hidden">{t('loading')}</span>
          {[0, 1].map((key) => (
            <span key={key} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : query.isError ? (
        <ListLoadError onRetry={() => void query.refetch()} testId="progress-error" />
      ) : query.data.length === 0 ? (
        <EmptyList title={t('empty')} text={t('emptyText')} testId="progress-empty" />
      ) : (
        <div className={styles.list}>
          {query.data.map((course) => (
            <CourseProgressCard key={course.course_id} course={course} />
          ))}
        </div>
      )}
    </div>
  );
}
