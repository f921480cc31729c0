// The token callback page of spec 000 §2 and §4 "Login callback": /login-success?token=...&type=login|register.
// Stores the token like a normal login, fetches the user, then replaces the history entry (the token leaves the
// address bar): a registration goes to /welcome, a sign-in started on the standalone page to /my-profile, else /.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { removeToken, setToken } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { getUser } from '../api/get-user';
import { takeGoogleLoginSource } from '../api/google';
import { GoogleSecondFactor } from '../components/google-second-factor';
import { useAuth } from '../hooks/use-auth';
import styles from './login-success-page.module.css';

export default function LoginSuccessPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('google.completing'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  // React's development double-run must not fetch twice or navigate twice.
  const started = useRef(false);
  const mfa = params.get('mfa');

  useEffect(() => {
    if (started.current || mfa) return;
    started.current = true;
    const token = params.get('token');
    const type = params.get('type');
    const fail = (message: string) =>
      navigate(`/auth/error?message=${encodeURIComponent(message)}`, { replace: true });
    if (!token) {
      void fail(t('google.noToken'));
      return;
    }
    setToken(token);
    getUser()
      .then((user) => {
        signIn({ token, user, tokenType: 'Bearer' });
        const source = takeGoogleLoginSource();
        const target = type === 'register' ? '/welcome' : source === 'standalone' ? '/my-profile' : '/';
        return navigate(target, { replace: true });
      })
      .catch((error: unknown) => {
        console.error('Login callback: fetching the user failed', error);
        removeToken();
        takeGoogleLoginSource();
        const message = error instanceof ApiError ? error.serverMessage : null;
        return fail(message ?? t('google.fetchFailed'));
      });
  }, [params, navigate, signIn, t, mfa]);

  if (mfa) return <GoogleSecondFactor challenge={mfa} />;

  return (
    <main className={styles.page}>
      <Spinner size="lg" />
      <p className={styles.text} role="status">
        {t('google.completing')}
      </p>
    </main>
  );
}
