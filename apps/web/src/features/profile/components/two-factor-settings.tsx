// Two-factor sign-in on the profile (ADR 027): turn it on (QR code and secret, confirmed by a current code),
// the ten recovery codes shown once, and turning it off with a current code or the password. Also the
// administrators' enrolment step when the academy requires it.
import type { TotpSetup } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import stack from '../../../components/ui/form-stack.module.css';
import { PasswordField } from '../../../components/ui/password-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import { useTotpDisable, useTotpEnable, useTotpSetup, useTotpStatus } from '../../auth';
import parts from './profile-section.module.css';
import local from './two-factor.module.css';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;

export function TwoFactorSettings({ onEnabled }: { onEnabled?: () => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const status = useTotpStatus();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <div className={stack.form} data-testid="recovery-codes">
        <Alert tone="success">{t('twoFactor.enabled')}</Alert>
        <p>{t('twoFactor.codesLead')}</p>
        <ul className={local.codes}>
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Button
          onClick={() => {
            setCodes(null);
            // Everything the missing factor refused (the dashboard's calls) is asked again.
            void queryClient.invalidateQueries();
            onEnabled?.();
          }}
        >
          {t('twoFactor.codesSaved')}
        </Button>
      </div>
    );
  }
  if (status.isPending) return <Spinner label={t('twoFactor.loading')} />;
  if (status.isError) return <Alert tone="danger">{t('errors:generic.error')}</Alert>;
  if (status.data.enabled) return <DisableForm left={status.data.recovery_codes_left} />;
  if (setup) return <ConfirmForm setup={setup} onDone={setCodes} onRestart={() => setSetup(null)} />;
  return <StartSetup onStarted={setSetup} required={status.data.enrolment_required} />;
}

function StartSetup({ onStarted, required }: { onStarted: (setup: TotpSetup) => void; required: boolean }) {
  const { t } = useTranslation(['profile', 'errors']);
  const start = useTotpSetup();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className={stack.form}>
      {required ? <Alert tone="warning">{t('twoFactor.required')}</Alert> : null}
      <p>{t('twoFactor.off')}</p>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className={stack.actions}>
        <Button
          loading={start.isPending}
          onClick={async () => {
            setError(null);
            try {
              onStarted(await start.mutateAsync());
            } catch (failure) {
              setError(messageOf(failure, t('errors:generic.error')));
            }
          }}
        >
          {t('twoFactor.turnOn')}
        </Button>
      </div>
    </div>
  );
}

function ConfirmForm({
  setup,
  onDone,
  onRestart,
}: {
  setup: TotpSetup;
  onDone: (codes: string[]) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation(['profile', 'errors']);
  const enable = useTotpEnable();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('errors:totp.codeRequired'));
      return;
    }
    try {
      onDone((await enable.mutateAsync(code.trim())).recovery_codes);
    } catch (failure) {
      setError(messageOf(failure, t('errors:generic.error')));
    }
  };
  return (
    <form className={stack.form} onSubmit={submit} noValidate data-testid="totp-setup">
      <ol className={local.steps}>
        <li>{t('twoFactor.step1')}</li>
        <li>{t('twoFactor.step2')}</li>
      </ol>
      <img className={local.qr} src={setup.qr_svg} alt={t('twoFactor.qrAlt')} width={192} height={192} />
      <p className={parts.meta}>
        {t('twoFactor.manual')}{' '}
        <code className={local.secret} data-testid="totp-secret">
          {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </p>
      <TextField
        label={t('twoFactor.codeLabel')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error ?? undefined}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <div className={stack.actions}>
        <Button type="submit" loading={enable.isPending}>
          {t('twoFactor.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={onRestart}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}

function DisableForm({ left }: { left: number }) {
  const { t } = useTranslation(['profile', 'errors']);
  const disable = useTotpDisable();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim() && !password) {
      setError(t('errors:totp.disableProof'));
      return;
    }
    try {
      const answer = await disable.mutateAsync(code.trim() ? { code: code.trim() } : { password });
      setDone(answer.message);
    } catch (failure) {
      setError(messageOf(failure, t('errors:generic.error')));
    }
  };
  return (
    <form className={stack.form} onSubmit={submit} noValidate data-testid="totp-disable">
      {done ? <Alert tone="success">{done}</Alert> : null}
      <Alert tone="success">{t('twoFactor.on', { count: left })}</Alert>
      <p>{t('twoFactor.disableLead')}</p>
      <TextField
        label={t('twoFactor.codeOrRecovery')}
        name="code"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <PasswordField
        label={t('twoFactor.orPassword')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <div className={stack.actions}>
        <Button type="submit" variant="secondary" loading={disable.isPending}>
          {t('twoFactor.turnOff')}
        </Button>
      </div>
    </form>
  );
}
