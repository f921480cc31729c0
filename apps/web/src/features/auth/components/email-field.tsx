import { useTranslation } from 'react-i18next';
import { EmailTextField, type TextFieldProps } from '../../../components/ui/text-field';

/** The e-mail field of the sign-in, registration and forgotten-password forms. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return <EmailTextField label={t('fields.email')} placeholder={t('placeholders.email')} {...props} />;
}
