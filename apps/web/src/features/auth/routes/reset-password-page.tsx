import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useAuthModal } from '../hooks/use-auth-modal';
import styles from './auth-page.module.css';

/** How long the success message stays alone before the login modal opens over it. */
const LOGIN_AFTER_MS = 1500;

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  usePageTitle(t('common:title.resetPassword'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const authModal = useAuthModal();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const { open } = authModal;

  useEffect(() => {
    if (!successMessage) return;
    const timer = window.setTimeout(
      () => open('login', { email, redirectTo: '/my-profile' }),
      LOGIN_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [successMessage, open, email]);

  if (!token || !email) {
    return (
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('reset.invalidTitle')}</h1>
        </header>
        <Alert tone="danger">{t('errors:reset.invalidToken')}</Alert>
        <Button variant="secondary" size="lg" block onClick={() => open('forgot')}>
          {t('reset.requestNew')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('reset.title')}</h1>
        <p className={styles.subtitle}>{t('reset.subtitle', { email })}</p>
      </header>
      {successMessage ? (
        <>
          <Alert tone="success" title={successMessage}>
            {t('reset.successNext')}
          </Alert>
          <Button size="lg" block onClick={() => open('login', { email, redirectTo: '/my-profile' })}>
            {t('reset.goToLogin')}
          </Button>
        </>
      ) : (
        <ResetPasswordForm token={token} email={email} onSuccess={setSuccessMessage} />
      )}
    </div>
  );
}
