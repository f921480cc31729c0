// Where a failed external sign-in lands: /auth/error?message=... The message is shown only when it is one of the
// texts the sign-in can end with (the server's Google messages, the callback page's own); anything else in the
// address gets the default text, so a crafted link cannot make the page say what its author wants (ADR 026).

import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { knownMessage } from '../../../lib/known-message';
import type { MetaFunction } from '../../../lib/page-meta';
import styles from './auth-error-page.module.css';

/** The server's messages a Google sign-in or its hand-over (ADR 024) can end with (shared catalogue). */
const SERVER_MESSAGES = [
  'errors:google.notConfigured',
  'errors:google.unavailable',
  'errors:google.cancelled',
  'errors:google.invalidState',
  'errors:google.handoverInvalid',
  'errors:google.failed',
  'errors:google.emailMissing',
  'errors:google.emailNotVerified',
  'errors:google.invalidToken',
  'errors:google.unknownProvider',
  'errors:http.unauthenticated',
  'errors:http.forbidden',
  'errors:http.serverError',
  'errors:generic.error',
] as const;

export const meta: MetaFunction = ({ t }) => ({ title: t('title.authError') });

export default function AuthErrorPage() {
  const { t } = useTranslation(['common', 'auth', 'errors']);
  const [params] = useSearchParams();
  const known = [
    ...SERVER_MESSAGES.map((key) => t(key)),
    t('auth:google.noToken'),
    t('auth:google.noCode'),
    t('auth:google.fetchFailed'),
  ];
  const message = knownMessage(params.get('message'), known, t('authError.defaultMessage'));

  return (
    <section className={styles.page}>
      <div className={styles.mark} aria-hidden="true">
        <svg
          aria-hidden="true"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="10" y="21" width="28" height="20" rx="4" />
          <path d="M16 21v-5a8 8 0 0 1 16 0v5M24 29v4" />
        </svg>
      </div>
      <h1 className={styles.title}>{t('authError.title')}</h1>
      <p className={styles.message}>{message}</p>
      <ButtonLink to="/register" size="lg">
        {t('authError.tryAgain')}
      </ButtonLink>
    </section>
  );
}
