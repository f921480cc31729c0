// The captcha step of sign-in and registration (ADR 023): hidden until the server asks for it (a 422 with
// `errors.captchaToken`), then the ALTCHA widget of the newsletter form; each solution is good for one attempt.
import { useCallback, useRef, useState } from 'react';
import { AltchaCaptcha, type AltchaCaptchaHandle } from '../../../components/ui/altcha-captcha';
import type { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './auth-form.module.css';

export function useCaptchaStep() {
  const [needed, setNeeded] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const ref = useRef<AltchaCaptchaHandle>(null);
  /**
   * Before an attempt: null while the step shows unsolved; else the solution to send, if any, forgotten at once
   * because the server redeems it.
   */
  const take = (): { captchaToken: string | undefined } | null => {
    if (needed && !token) return null;
    if (token) {
      ref.current?.reset();
      setToken(null);
    }
    return { captchaToken: token ?? undefined };
  };
  /** The server's captcha message when it asked for one (the step then shows), else null. */
  const asked = useCallback((error: ApiError): string | null => {
    const message = error.status === 422 ? error.errors.captchaToken?.[0] : undefined;
    if (!message) return null;
    setNeeded(true);
    return message;
  }, []);
  return { needed, setToken, ref, take, asked };
}

export function CaptchaStep({ step, testId }: { step: ReturnType<typeof useCaptchaStep>; testId: string }) {
  const { t } = useTranslation('auth');
  if (!step.needed) return null;
  return (
    <div className={styles.captchaStep} data-testid={testId}>
      <p className={styles.captchaNote}>{t('captcha.note')}</p>
      <AltchaCaptcha
        ref={step.ref}
        label={t('captcha.label')}
        onChange={step.setToken}
        testId={`${testId}-widget`}
      />
    </div>
  );
}
