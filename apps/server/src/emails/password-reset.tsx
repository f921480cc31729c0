/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when someone asks for a new password: one button to the reset page, the link's lifetime, reassurance.
import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface PasswordResetProps {
  name: string;
  resetUrl: string;
  expiresMinutes?: number;
}

export function PasswordResetEmail(props: PasswordResetProps & { messages: Messages }) {
  const { messages, name, resetUrl, expiresMinutes = 60 } = props;
  const { t } = messages;
  const duration = messages.plural('minutes', expiresMinutes);
  return (
    <EmailLayout messages={messages} preview={t('passwordReset.preview', { duration })}>
      <EmailTitle eyebrow={t('passwordReset.eyebrow')}>{t('passwordReset.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('passwordReset.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('passwordReset.intro')}</Text>
      <ActionButton href={resetUrl} padding="12px 0 24px">
        {t('passwordReset.button')}
      </ActionButton>
      <Text style={styles.note}>{t('passwordReset.expires', { duration })}</Text>
      <Text style={styles.note}>{t('passwordReset.ignore')}</Text>
      <FallbackLink messages={messages} href={resetUrl} />
    </EmailLayout>
  );
}
