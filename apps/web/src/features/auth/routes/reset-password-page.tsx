import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useAuthModal } from '../hooks/use-auth-modal';
import styles from './auth-page.module.css';

/** How long the success message stays alone before the login modal opens over it. */
const LOGIN_AFTER_MS = 1500;

/** The link's token and address, kept for this tab only once they leave the address bar (a reload still works). */
const LINK_KEY = 'resetPasswordLink';

/**
 * The token and e-mail of the reset or set-password link: from the query when it has them (then remembered for the
 * tab), else from the tab's memory.
 */
function readLink(params: URLSearchParams): { token: string; email: string } {
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  try {
    if (token && email) {
      sessionStorage.setItem(LINK_KEY, JSON.stringify({ token, email }));
      return { token, email };
    }
    const kept = JSON.parse(sessionStorage.getItem(LINK_KEY) ?? 'null') as unknown;
    if (kept && typeof kept === 'object' && 'token' in kept && 'email' in kept) {
      const link = kept as { token: unknown; email: unknown };
      if (typeof link.token === 'string' && typeof link.email === 'string') {
        return { token: link.token, email: link.email };
      }
    }
  } catch {
    // Blocked storage: the query is all there is.
  }
  return { token, email };
}

function forgetLink() {
  try {
    sessionStorage.removeItem(LINK_KEY);
  } catch {
    // Nothing kept.
  }
}

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  usePageTitle(t('common:title.resetPassword'));
  const [params] = useSearchParams();
  const [{ token, email }] = useState(() => readLink(params));

  // The token is a secret: out of the address bar and the history entry once read (the server also sends
  // Referrer-Policy: no-referrer, so it never leaves in a Referer either).
  useEffect(() => {
    if (!window.location.search) return;
    try {
      window.history.replaceState(window.history.state, '', window.location.pathname);
    } catch {
      // The link stays visible; it is single use and short-lived anyway.
    }
  }, []);
  const authModal = useAuthModal();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const { open } = authModal;

  useEffect(() => {
    if (!successMessage) return;
    forgetLink();
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
