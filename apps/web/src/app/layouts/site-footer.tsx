import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n-react';
import styles from './site-footer.module.css';

export function SiteFooter() {
  const { t } = useTranslation('common');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.label')}>
        <ul className={styles.links}>
          <li>
            <Link to="/about-us">{t('footer.about')}</Link>
          </li>
          <li>
            <Link to="/contact">{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to="/terms-of-use">{t('footer.terms')}</Link>
          </li>
          <li>
            <Link to="/conditions">{t('footer.privacy')}</Link>
          </li>
        </ul>
      </nav>
      <div className={styles.meta}>
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.note')}</p>
      </div>
    </footer>
  );
}
