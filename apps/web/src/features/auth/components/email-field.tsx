import { EmailTextField, type TextFieldProps } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';

/** The e-mail field of the sign-in, registration and forgotten-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return <EmailTextField label={t('fields.email')} placeholder={t('placeholders.email')} {...props} />;
}
