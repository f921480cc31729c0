import { resetPasswordRequestSchema } from '@atelje/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useResetPassword } from '../api/reset-password';
import styles from './auth-form.module.css';
import { NewPasswordFields } from './new-password-fields';

interface ResetPasswordFormProps {
  token: string;
  email: string;
  onSuccess: (message: string) => void;
}

export function ResetPasswordForm({ token, email, onSuccess }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const reset = useResetPassword();
  const { register, handleSubmit, setError, errors, isSubmitting, errorText, formError, setFormError } =
    useSchemaForm(resetPasswordRequestSchema, { token, email, password: '', password_confirmation: '' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const response = await reset.mutateAsync(values);
      onSuccess(response?.message || t('errors:reset.success'));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('errors:reset.failed'));
        return;
      }
      if (
        error.status === 422 &&
        applyServerErrors(error, setError, ['password', 'password_confirmation']) > 0
      ) {
        return;
      }
      setFormError(error.serverMessage ?? t('errors:reset.failed'));
    }
  });

  // The token and e-mail come from the link, not from fields: their problems are shown above the button.
  const linkError = errorText(errors.token?.message ?? errors.email?.message);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <NewPasswordFields
        label={t('fields.newPassword')}
        autoFocus
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={{
          password: errorText(errors.password?.message),
          confirmation: errorText(errors.password_confirmation?.message),
        }}
      />
      {formError || linkError ? <Alert tone="danger">{formError ?? linkError}</Alert> : null}
      <Button type="submit" size="lg" block loading={isSubmitting} loadingText={t('reset.saving')}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
