// The end of a Google sign-in of an account with two-factor sign-in: the hand-over's exchange answered a challenge
// (ADR 024, ADR 027), and this step asks for the code before the session starts; then the page goes where a
// Google sign-in goes.

import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n-react';
import { takeGoogleLoginSource } from '../api/google';
import styles from './google-second-factor.module.css';
import { TotpCodeStep } from './totp-code-step';

export function GoogleSecondFactor({ challenge }: { challenge: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('totp.title')}</h1>
      <TotpCodeStep
        challenge={challenge}
        onSuccess={() => {
          const source = takeGoogleLoginSource();
          void navigate(source === 'standalone' ? '/my-profile' : '/', { replace: true });
        }}
        onRestart={() => void navigate('/login', { replace: true })}
      />
    </main>
  );
}
