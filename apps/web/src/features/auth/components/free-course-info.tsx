// The login modal's free-course info view (spec 000 §2): what registering gives (the free mini course, spec 000
// §1), a way to look at the course, and the spec's "Prijavi se" button back to the login.

import { Button, ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { usePublicSettings } from '../../../lib/public-settings';
import styles from './auth-form.module.css';

export function FreeCourseInfo({ onLogin, onRegister }: { onLogin: () => void; onRegister: () => void }) {
  const { t } = useTranslation('auth');
  const settings = usePublicSettings();
  const courseId = settings.data?.free_mini_course_id ?? null;
  return (
    <div className={styles.form} data-testid="free-course-info">
      <ul className={styles.points}>
        <li>{t('freeCourse.points.automatic')}</li>
        <li>{t('freeCourse.points.progress')}</li>
        <li>{t('freeCourse.points.access')}</li>
      </ul>
      {courseId !== null ? (
        <ButtonLink to={`/courses/${courseId}`} variant="link" className={styles.courseLink}>
          {t('freeCourse.view')}
        </ButtonLink>
      ) : null}
      <Button block size="lg" onClick={onRegister} data-autofocus>
        {t('freeCourse.register')}
      </Button>
      <Button block variant="secondary" onClick={onLogin}>
        {t('freeCourse.login')}
      </Button>
    </div>
  );
}
