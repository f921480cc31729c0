import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { RegisterForm } from '../components/register-form';
import styles from './auth-page.module.css';

export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('common:title.register'));
  const { search } = useLocation();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('register.title')}</h1>
        <p className={styles.subtitle}>{t('register.subtitle')}</p>
      </header>
      <RegisterForm />
      <p className={styles.switch}>
        {t('register.hasAccount')} <Link to={`/login${search}`}>{t('register.toLogin')}</Link>
      </p>
    </div>
  );
}
