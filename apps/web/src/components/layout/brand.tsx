import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './brand.module.css';

export function Brand({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/"
      className={[styles.brand, tone === 'inverse' ? styles.inverse : ''].join(' ')}
      aria-label={t('homeLink')}
    >
      <span className={styles.monogram} aria-hidden="true">
        A
      </span>
      <span className={styles.words} aria-hidden="true">
        <span className={styles.name}>{t('brand')}</span>
        <span className={styles.tagline}>{t('brandTagline')}</span>
      </span>
    </Link>
  );
}
