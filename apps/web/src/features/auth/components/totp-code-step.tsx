// The second step of a sign-in (ADR 027): the six-digit code of the authenticator app, or a recovery code.
import type { User } from '@atelje/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { useTotpLogin } from '../api/totp';
import styles from './auth-form.module.css';

interface TotpCodeStepProps {
  challenge: string;
  onSuccess: (user: User) => void;
  /** The challenge expired or was spent: sign in again. */
  onRestart: () => void;
}

export function TotpCodeStep({ challenge, onSuccess, onRestart }: TotpCodeStepProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const login = useTotpLogin();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = code.replace(/\s+/g, '');
    if (!value) {
      setError(t('errors:totp.codeRequired'));
      return;
    }
    try {
      const response = await login.mutateAsync({ challenge, code: value });
      onSuccess(response.user);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.serverMessage : null;
      setError(message ?? t('errors:generic.error'));
      if (
        failure instanceof ApiError &&
        failure.status === 401 &&
        message === t('errors:totp.challengeInvalid')
      ) {
        setExpired(true);
      }
      setCode('');
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="totp-step">
      <p>{recovery ? t('totp.recoveryLead') : t('totp.lead')}</p>
      <TextField
        label={recovery ? t('totp.recoveryLabel') : t('totp.codeLabel')}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
        maxLength={recovery ? 24 : 6}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {expired ? (
        <Button type="button" variant="secondary" onClick={onRestart}>
          {t('totp.restart')}
        </Button>
      ) : (
        <Button type="submit" size="lg" block loading={login.isPending}>
          {t('totp.submit')}
        </Button>
      )}
      <button
        type="button"
        className={styles.inlineLink}
        onClick={() => {
          setRecovery((value) => !value);
          setCode('');
          setError(null);
        }}
      >
        {recovery ? t('totp.useApp') : t('totp.useRecovery')}
      </button>
    </form>
  );
}
