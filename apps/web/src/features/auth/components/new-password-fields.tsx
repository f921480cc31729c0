import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/ui/password-field';
import { useTranslation } from '../../../lib/i18n-react';

interface NewPasswordFieldsProps {
  label: string;
  autoFocus?: boolean;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  /** Already translated. */
  errors: { password?: string; confirmation?: string };
}

/** A new password with its hint and the field that repeats it (registration, password reset). */
export function NewPasswordFields({
  label,
  autoFocus,
  password,
  confirmation,
  errors,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        autoFocus={autoFocus}
        error={errors.password}
        {...password}
      />
      <PasswordField
        label={t('fields.passwordConfirmation')}
        autoComplete="new-password"
        error={errors.confirmation}
        {...confirmation}
      />
    </>
  );
}
