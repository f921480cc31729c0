import { ButtonLink } from '../../components/ui/button';
import { useTranslation } from '../../lib/i18n-react';
import { notFoundMeta } from '../../lib/page-meta';
import styles from './not-found-page.module.css';

export const meta = notFoundMeta;

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <div className={styles.actions}>
        <ButtonLink to="/" size="lg">
          {t('notFound.home')}
        </ButtonLink>
        <ButtonLink to="/svi-kursevi" size="lg" variant="secondary">
          {t('notFound.courses')}
        </ButtonLink>
      </div>
    </section>
  );
}
