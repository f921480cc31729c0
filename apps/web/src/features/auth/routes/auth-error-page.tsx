// Where a failed external sign-in lands: /auth/error?message=...
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './auth-error-page.module.css';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape sequence is shown as it came rather than failing the page.
    return value;
  }
}

export default function AuthErrorPage() {
  const { t } = useTranslation('common');
  usePageTitle(t('title.authError'));
  const [params] = useSearchParams();
  const raw = params.get('message');
  const message = raw ? decode(raw) : t('authError.defaultMessage');

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
