// The end of a Google sign-in (ADR 012, ADR 024): /login-success?code=<one-time code>. The code leaves the address
// bar at once; it is exchanged by POST (with the browser's HttpOnly sign-in cookie, so a link opened in another
// browser is refused) for a session. When someone else is signed in in this browser, the page asks before it
// switches: staying revokes the new token, switching signs the current person out first (their cart stays
// theirs). Then the history entry is replaced: a registration goes to /welcome, a sign-in started on the
// standalone page to /my-profile, else /.
import type { User } from '@atelje/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { clearSession } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { exchangeGoogleCode, type GoogleHandover, revokeToken, takeGoogleLoginSource } from '../api/google';
import { logout as logoutCall } from '../api/logout';
import { GoogleSecondFactor } from '../components/google-second-factor';
import { useAuth } from '../hooks/use-auth';
import styles from './login-success-page.module.css';

/** Removes the query (the one-time code) from the address bar and the history entry, keeping the router's state. */
function forgetQuery() {
  try {
    window.history.replaceState(window.history.state, '', window.location.pathname);
  } catch {
    // Nothing to do: the code is single use and expires within a minute anyway.
  }
}

export default function LoginSuccessPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('google.completing'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signIn, user: current } = useAuth();
  // React's development double-run must not exchange twice or navigate twice.
  const started = useRef(false);
  // Read once: the code is taken out of the URL right away.
  const [code] = useState(() => params.get('code'));
  const currentRef = useRef<User | null>(current);
  // An account with a second factor: the exchange answers a challenge, never put in a URL (ADR 024, ADR 027).
  const [mfa, setMfa] = useState<string | null>(null);
  const [asking, setAsking] = useState<GoogleHandover | null>(null);
  const [switching, setSwitching] = useState(false);

  const fail = (message: string) =>
    navigate(`/auth/error?message=${encodeURIComponent(message)}`, { replace: true });

  const finish = (handover: GoogleHandover) => {
    signIn({ token: handover.token, user: handover.user, tokenType: 'Bearer' });
    const source = takeGoogleLoginSource();
    const target = handover.type === 'register' ? '/welcome' : source === 'standalone' ? '/my-profile' : '/';
    return navigate(target, { replace: true });
  };
  const finishRef = useRef(finish);
  finishRef.current = finish;
  const failRef = useRef(fail);
  failRef.current = fail;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetQuery();
    if (!code) {
      takeGoogleLoginSource();
      void failRef.current(t('google.noCode'));
      return;
    }
    exchangeGoogleCode(code)
      .then((handover) => {
        if ('mfa_required' in handover) {
          setMfa(handover.challenge);
          return;
        }
        const signedIn = currentRef.current;
        // Someone else is signed in in this browser: never switch without asking.
        if (signedIn && signedIn.id !== handover.user.id) {
          setAsking(handover);
          return;
        }
        return finishRef.current(handover);
      })
      .catch((error: unknown) => {
        console.error('Login callback: the sign-in code was refused', error);
        takeGoogleLoginSource();
        const message = error instanceof ApiError ? error.serverMessage : null;
        return failRef.current(message ?? t('google.fetchFailed'));
      });
  }, [code, t]);

  const stay = async () => {
    if (!asking) return;
    setSwitching(true);
    await revokeToken(asking.token);
    takeGoogleLoginSource();
    await navigate('/', { replace: true });
  };

  const switchAccount = async () => {
    if (!asking) return;
    setSwitching(true);
    try {
      // Sign the current person out first (their token revoked, their browser cart forgotten, so it is not merged
      // into the other account).
      await logoutCall();
    } catch {
      // The token is forgotten here either way.
    }
    clearSession();
    await finish(asking);
  };

  const names = asking
    ? { current: currentRef.current?.email ?? '', next: asking.user.email }
    : { current: '', next: '' };

  if (mfa) return <GoogleSecondFactor challenge={mfa} />;

  return (
    <main className={styles.page}>
      <Spinner size="lg" />
      <p className={styles.text} role="status">
        {t('google.completing')}
      </p>
      <Modal
        open={asking !== null}
        onClose={() => (switching ? undefined : void stay())}
        title={t('google.switchTitle')}
        size="sm"
        testId="switch-account"
      >
        <p className={styles.question}>{t('google.switchText', names)}</p>
        <div className={styles.actions}>
          <Button onClick={() => void switchAccount()} disabled={switching} block>
            {t('google.switchConfirm')}
          </Button>
          <Button variant="secondary" onClick={() => void stay()} disabled={switching} block>
            {t('google.switchCancel')}
          </Button>
        </div>
      </Modal>
    </main>
  );
}
