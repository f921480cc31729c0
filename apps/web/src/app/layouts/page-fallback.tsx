import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n-react';
import styles from './page-fallback.module.css';

/** Shown while a lazily loaded part of a page arrives. */
export function PageFallback() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.fallback}>
      <Spinner size="md" label={t('loading')} />
    </div>
  );
}
