import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/** The e-mail field of the sign-in, registration and forgotten-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('placeholders.email')}
      {...props}
    />
  );
}
