// The profile's e-mail and password change (spec 000 §5 Profile): a new e-mail that is a valid address and differs
// from the current one, a new password by the spec's rules, at least one of them; the reset button is disabled
// while both fields are empty; server field errors appear under their fields. Either change asks for the current
// password, and a new e-mail takes effect only from the confirmation link sent to it (ADR 023).
import type { User } from '@atelje/shared';
import { isBlank, updateCredentialsRequestSchema } from '@atelje/shared/profile/schemas';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import stack from '../../../components/ui/form-stack.module.css';
import { PasswordField } from '../../../components/ui/password-field';
import { EmailTextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n-react';
import { getToken } from '../../../lib/storage';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAuth } from '../../auth';
import { useUpdateCredentials } from '../api/update-credentials';
import styles from './account.module.css';
import parts from './profile-section.module.css';

const empty = { email: '', password: '', current_password: '' };

/** The shared request schema plus the two rules that need the current address: "same as current", "no changes". */
function credentialsSchema(currentEmail: string) {
  return updateCredentialsRequestSchema.superRefine((values, ctx) => {
    if (values.email && values.email === currentEmail.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'credentials.emailSame' });
    }
    if (!values.email && !values.password) {
      ctx.addIssue({ code: 'custom', path: ['root'], message: 'credentials.noChanges' });
    }
  });
}

export function CredentialsForm({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'errors']);
  const { signIn } = useAuth();
  const update = useUpdateCredentials();
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => credentialsSchema(user.email), [user.email]);
  // The schema's output (a lower-cased e-mail) is what is sent; the fields themselves stay as typed.
  const { register, handleSubmit, setError, reset, control, errors, isSubmitting, errorText } = useSchemaForm(
    schema,
    empty,
  );
  const [email, password] = useWatch({ control, name: ['email', 'password'] });
  const blank = isBlank(email) && !password;

  const onSubmit = handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    try {
      const response = await update.mutateAsync({
        email: values.email || undefined,
        password: values.password || undefined,
        current_password: values.current_password || undefined,
      });
      // The session stays the same (a new e-mail shows once its link is opened).
      const token = getToken();
      if (token) signIn({ token, tokenType: 'Bearer', user: response.user });
      reset(empty);
      setSaved(
        response.pending_email
          ? (response.message ?? t('credentials.pending', { email: response.pending_email }))
          : t('credentials.saved'),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        if (applyServerErrors(error, setError, ['email', 'password', 'current_password']) > 0) return;
      }
      const message =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : errorText('generic.error');
      setFailure(t('credentials.failed', { message }));
    }
  });

  return (
    <form className={stack.form} onSubmit={onSubmit} noValidate data-testid="credentials-form">
      <p className={parts.meta}>{t('credentials.intro')}</p>
      <p className={styles.current}>{t('credentials.current', { email: user.email })}</p>
      <EmailTextField
        label={t('credentials.newEmail')}
        hint={t('credentials.emailHint')}
        error={errorText(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('credentials.newPassword')}
        autoComplete="new-password"
        hint={t('credentials.passwordHint')}
        error={errorText(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={t('credentials.currentPassword')}
        autoComplete="current-password"
        hint={t('credentials.currentPasswordHint')}
        error={errorText(errors.current_password?.message)}
        {...register('current_password')}
      />
      {errors.root?.message ? <Alert tone="warning">{errorText(errors.root.message)}</Alert> : null}
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      {saved ? <Alert tone="success">{saved}</Alert> : null}
      <div className={stack.actions}>
        <Button type="submit" loading={isSubmitting} loadingText={t('credentials.saving')}>
          {t('credentials.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={blank || isSubmitting}
          onClick={() => {
            reset(empty);
            setFailure(null);
            setSaved(null);
          }}
        >
          {t('credentials.reset')}
        </Button>
      </div>
    </form>
  );
}
