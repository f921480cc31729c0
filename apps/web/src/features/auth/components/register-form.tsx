import { registerRequestSchema, type User } from '@atelje/shared';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { Trans, useTranslation } from '../../../lib/i18n-react';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRegister } from '../api/register';
import styles from './auth-form.module.css';
import { CaptchaStep, useCaptchaStep } from './captcha-step';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { NewPasswordFields } from './new-password-fields';

interface RegisterFormProps {
  onSuccess?: (user: User) => void;
}

export function RegisterForm({ onSuccess }: RegisterFormProps) {
  const { t } = useTranslation(['auth', 'errors', 'common']);
  const registerUser = useRegister();
  const captcha = useCaptchaStep();
  // The marketing opt-in starts unticked: only a visitor who ticks it agrees (ADR 035).
  const { register, handleSubmit, setError, errors, isSubmitting, errorText, formError, setFormError } =
    useSchemaForm(registerRequestSchema, {
      name: '',
      email: '',
      password: '',
      password_confirmation: '',
      marketing_consent: false,
    });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const attempt = captcha.take();
    if (!attempt) {
      setFormError(t('errors:captcha.required'));
      return;
    }
    try {
      const response = await registerUser.mutateAsync({ ...values, ...attempt });
      toast.success(t('common:toast.registered', { name: response.user.name }));
      onSuccess?.(response.user);
    } catch (error) {
      const fallback = t('errors:registration.failed');
      if (!(error instanceof ApiError)) {
        setFormError(fallback);
        return;
      }
      const captchaMessage = captcha.asked(error);
      if (captchaMessage) {
        setFormError(captchaMessage);
        return;
      }
      if (error.status === 422) {
        const applied = applyServerErrors(error, setError, [
          'name',
          'email',
          'password',
          'password_confirmation',
        ]);
        if (applied > 0) return;
      }
      setFormError(error.serverMessage ?? fallback);
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        placeholder={t('placeholders.name')}
        autoFocus
        error={errorText(errors.name?.message)}
        {...register('name')}
      />
      <EmailField error={errorText(errors.email?.message)} {...register('email')} />
      <NewPasswordFields
        label={t('fields.password')}
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{
          password: errorText(errors.password?.message),
          confirmation: errorText(errors.password_confirmation?.message),
        }}
      />
      <Checkbox
        label={
          <Trans
            t={t}
            i18nKey="register.marketingConsent"
            components={{ privacy: <Link to="/conditions" /> }}
          />
        }
        data-testid="register-marketing-consent"
        {...register('marketing_consent')}
      />
      <CaptchaStep step={captcha} testId="register-captcha" />
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('register.submit')}
      </Button>
      <GoogleButton flow="register" />
      <p className={styles.legal}>
        <Trans
          t={t}
          i18nKey="register.legal"
          components={{ terms: <Link to="/terms-of-use" />, privacy: <Link to="/conditions" /> }}
        />
      </p>
    </form>
  );
}
