import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react';
import styles from './brand.module.css';

// The link's name is its visible words and a hidden hint ("Atelje Onlajn akademija, početna strana"): a voice
// user says what they see (WCAG 2.5.3, label in name), a screen reader hears where the link goes.
export function Brand({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={[styles.brand, tone === 'inverse' ? styles.inverse : ''].join(' ')}>
      <span className={styles.monogram} aria-hidden="true">
        A
      </span>
      <span className={styles.words}>
        <span className={styles.name}>{t('brand')}</span>{' '}
        <span className={styles.tagline}>{t('brandTagline')}</span>
        <span className="visually-hidden">, {t('homeLinkHint')}</span>
      </span>
    </Link>
  );
}
