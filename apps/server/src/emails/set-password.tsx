/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to a buyer whose account was opened at checkout (quick registration): one button to choose a password.
import { Button, Heading, Section, Text } from '@react-email/components';
import { formatDuration } from './format';
import { EmailLayout, FallbackLink, styles } from './layout';
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
      <Text style={styles.eyebrow}>{t('setPassword.eyebrow')}</Text>
      <Heading as="h1" style={styles.heading}>
        {t('setPassword.heading')}
      </Heading>
      <Text style={styles.paragraph}>{t('setPassword.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('setPassword.intro')}</Text>
      <Section style={{ padding: '12px 0 24px' }}>
        <Button href={setPasswordUrl} style={styles.button}>
          {t('setPassword.button')}
        </Button>
      </Section>
      <Text style={styles.note}>{t('setPassword.expires', { duration })}</Text>
      <Text style={styles.note}>{t('setPassword.ignore')}</Text>
      <FallbackLink messages={messages} href={setPasswordUrl} />
    </EmailLayout>
  );
}
