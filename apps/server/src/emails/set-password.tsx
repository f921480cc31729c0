/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to a buyer whose account was opened at checkout (quick registration): one button to choose a password.
import { Text } from '@react-email/components';
import { formatDuration } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface SetPasswordProps {
  name: string;
  setPasswordUrl: string;
  expiresMinutes: number;
}

export function SetPasswordEmail(props: SetPasswordProps & { messages: Messages }) {
  const { messages, name, setPasswordUrl, expiresMinutes } = props;
  const { t } = messages;
  const duration = formatDuration(messages, expiresMinutes);
  return (
    <EmailLayout messages={messages} preview={t('setPassword.preview', { duration })}>
      <EmailTitle eyebrow={t('setPassword.eyebrow')}>{t('setPassword.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('setPassword.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('setPassword.intro')}</Text>
      <ActionButton href={setPasswordUrl} padding="12px 0 24px">
        {t('setPassword.button')}
      </ActionButton>
      <Text style={styles.note}>{t('setPassword.expires', { duration })}</Text>
      <Text style={styles.note}>{t('setPassword.ignore')}</Text>
      <FallbackLink messages={messages} href={setPasswordUrl} />
    </EmailLayout>
  );
}
