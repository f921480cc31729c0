import { loginRequestSchema, type User } from '@atelje/shared';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n-react';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLogin } from '../api/login';
import { needsSecondFactor } from '../api/totp';
import styles from './auth-form.module.css';
import { CaptchaStep, useCaptchaStep } from './captcha-step';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { TotpCodeStep } from './totp-code-step';

interface LoginFormProps {
  defaultEmail?: string;
  onSuccess?: (user: User) => void;
  onForgot: () => void;
}

export function LoginForm({ defaultEmail, onSuccess, onForgot }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const login = useLogin();
  // An account with two-factor sign-in: the code step replaces the form (ADR 027).
  const [challenge, setChallenge] = useState<string | null>(null);
  const captcha = useCaptchaStep();
  const { register, handleSubmit, setError, errors, isSubmitting, errorText, formError, setFormError } =
    useSchemaForm(loginRequestSchema, { email: defaultEmail ?? '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const attempt = captcha.take();
    if (!attempt) {
      setFormError(t('errors:captcha.required'));
      return;
    }
    try {
      const response = await login.mutateAsync({ ...values, ...attempt });
      if (needsSecondFactor(response)) {
        setChallenge(response.challenge);
        return;
      }
      toast.success(t('common:toast.welcomeBack', { name: response.user.name }));
      onSuccess?.(response.user);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('errors:generic.error'));
      } else if (error.status === 401) {
        setFormError(error.serverMessage ?? t('errors:login.invalid'));
      } else if (error.status === 429) {
        setFormError(error.serverMessage ?? t('errors:generic.error'));
      } else if (captcha.asked(error)) {
        setFormError(error.serverMessage ?? t('errors:captcha.required'));
      } else if (error.status === 422) {
        const applied = applyServerErrors(error, setError, ['email', 'password']);
        if (applied === 0) setFormError(error.serverMessage ?? t('errors:generic.error'));
      } else {
        setFormError(t('errors:generic.error'));
      }
    }
  });

  if (challenge) {
    return (
      <TotpCodeStep
        challenge={challenge}
        onSuccess={(user) => {
          toast.success(t('common:toast.welcomeBack', { name: user.name }));
          onSuccess?.(user);
        }}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField autoFocus error={errorText(errors.email?.message)} {...register('email')} />
      <div className={styles.passwordBlock}>
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          error={errorText(errors.password?.message)}
          {...register('password')}
        />
        <button type="button" className={styles.inlineLink} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <CaptchaStep step={captcha} testId="login-captcha" />
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <GoogleButton flow="login" />
    </form>
  );
}
