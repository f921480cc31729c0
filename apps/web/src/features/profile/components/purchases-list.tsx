// "Moje kupovine": every course the user has access to, or had, from GET /courses/user-courses.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { useUserCourses } from '../../checkout';
import parts from './profile-section.module.css';
import { PurchaseCard } from './purchase-card';
import styles from './purchases.module.css';

export function PurchasesList() {
  const { t } = useTranslation('profile');
  const courses = useUserCourses();
  const { hash } = useLocation();

  // /my-profile#purchases (from the payment pages) lands on the list once it is there.
  useEffect(() => {
    if (hash === '#purchases' && courses.isSuccess) {
      document.getElementById('purchases')?.scrollIntoView({ block: 'start' });
    }
  }, [hash, courses.isSuccess]);

  return (
    <section
      id="purchases"
      className={styles.section}
      aria-labelledby="purchases-title"
      data-testid="purchases"
    >
      <div className={parts.sectionHead}>
        <h2 id="purchases-title" className={parts.sectionTitle}>
          {t('purchases.title')}
        </h2>
        <p className={parts.meta}>{t('purchases.intro')}</p>
      </div>
      {courses.isPending ? <Spinner label={t('purchases.loading')} /> : null}
      {courses.isError ? (
        <div className={styles.state}>
          <Alert tone="danger">{t('purchases.error')}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void courses.refetch()}>
            {t('purchases.retry')}
          </Button>
        </div>
      ) : null}
      {courses.isSuccess && courses.data.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('purchases.empty')}</p>
          <ButtonLink to="/svi-kursevi" size="sm">
            {t('purchases.browse')}
          </ButtonLink>
        </div>
      ) : null}
      {courses.isSuccess && courses.data.length > 0 ? (
        <ul className={parts.list}>
          {courses.data.map((course) => (
            <PurchaseCard key={course.id} course={course} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
