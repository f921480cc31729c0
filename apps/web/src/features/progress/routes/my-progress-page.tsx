// /dashboard for learners ("Moj napredak", spec-decisions): the learner's courses with progress, access expiry and a
// continue button; the free mini course is among them from registration on.
import { Button, ButtonLink } from '../../../components/ui/button';
import { StateMessage } from '../../../components/ui/state-message';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyProgress } from '../api/get-my-progress';
import { CourseProgressCard } from '../components/course-progress-card';
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
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>
        <ButtonLink to="/videos" variant="secondary" size="sm">
          {t('gallery')}
        </ButtonLink>
      </header>

      {query.isPending || dead ? (
        <div className={styles.list} role="status" aria-live="polite">
          <span className="visually-hidden">{t('loading')}</span>
          {[0, 1].map((key) => (
            <span key={key} className={styles.skeleton} aria-hidden="true" />
          ))}
        </div>
      ) : query.isError ? (
        <StateMessage
          tone="error"
          title={t('loadError')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
          testId="progress-error"
        />
      ) : query.data.length === 0 ? (
        <StateMessage
          title={t('empty')}
          action={<ButtonLink to="/svi-kursevi">{t('browse')}</ButtonLink>}
          testId="progress-empty"
        >
          {t('emptyText')}
        </StateMessage>
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
