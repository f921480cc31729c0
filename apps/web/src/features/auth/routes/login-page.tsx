import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../../../lib/i18n-react';
import { EXPIRED_SESSION } from '../../../lib/redirect';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginForm } from '../components/login-form';
import { useAuthModal } from '../hooks/use-auth-modal';
import { useRequestedPath } from '../hooks/use-requested-path';
import styles from './auth-page.module.css';

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('common:title.login'));
  const requested = useRequestedPath();
  const { search } = useLocation();
  const [params] = useSearchParams();
  // Sent here because the session ended (lib/session-expiry.ts): say so, not only "please log in".
  const expired = params.get(EXPIRED_SESSION.param) === EXPIRED_SESSION.value;
  const authModal = useAuthModal();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
      </header>
      {requested ? (
        <Alert tone="info" title={expired ? t('login.expired') : t('login.protected')}>
          {expired ? <span className={styles.expired}>{t('login.expiredText')}</span> : null}
          <span data-testid="requested-path">
            {t('login.requestedPath')} <code className={styles.path}>{requested}</code>
          </span>
        </Alert>
      ) : null}
      {/* After a successful login <GuestOnly> sends the person on to the requested page or the profile. */}
      <LoginForm onForgot={() => authModal.open('forgot')} />
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={`/register${search}`}>{t('login.toRegister')}</Link>
      </p>
    </div>
  );
}
