import { forgotPasswordRequestSchema } from '@atelje/shared';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChevronLeftIcon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useForgotPassword } from '../api/forgot-password';
import styles from './auth-form.module.css';
import { EmailField } from './email-field';

/** Spec 000 §9: the modal closes 5 s after the link was sent. */
const CLOSE_AFTER_MS = 5000;

interface ForgotPasswordFormProps {
  onBack: () => void;
  /** Called 5 seconds after a successful request. */
  onDone: () => void;
}

export function ForgotPasswordForm({ onBack, onDone }: ForgotPasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const forgot = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, errors, isSubmitting, errorText, formError, setFormError } =
    useSchemaForm(forgotPasswordRequestSchema, { email: '' });

  useEffect(() => {
    if (!sentMessage) return;
    const timer = window.setTimeout(onDone, CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sentMessage, onDone]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await forgot.mutateAsync(values);
      setSentMessage(response?.message || t('errors:forgot.sent'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        if (applyServerErrors(error, setError, ['email']) > 0) return;
      }
      if (error instanceof ApiError && error.status === 429 && error.serverMessage) {
        setFormError(error.serverMessage);
        return;
      }
      setFormError(t('errors:generic.error'));
    }
  });

  if (sentMessage) {
    return (
      <div className={styles.form}>
        <Alert tone="success">{sentMessage}</Alert>
        <p className={styles.muted}>{t('forgot.closing')}</p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <EmailField autoFocus error={errorText(errors.email?.message)} {...register('email')} />
      {formError ? <Alert tone="danger">{formError}</Alert> : null}
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('forgot.submit')}
      </Button>
      <button type="button" className={styles.backLink} onClick={onBack}>
        <ChevronLeftIcon />
        {t('forgot.backToLogin')}
      </button>
    </form>
  );
}
