/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The double opt-in of the newsletter: one button that confirms the subscription, and what to do if it was not you.
import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface NewsletterConfirmProps {
  confirmUrl: string;
}

export function NewsletterConfirmEmail(props: NewsletterConfirmProps & { messages: Messages }) {
  const { messages, confirmUrl } = props;
  const { t } = messages;
  return (
    <EmailLayout messages={messages} preview={t('newsletterConfirm.preview')}>
      <EmailTitle eyebrow={t('newsletterConfirm.eyebrow')}>{t('newsletterConfirm.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('newsletterConfirm.intro')}</Text>
      <ActionButton href={confirmUrl} padding="12px 0 24px">
        {t('newsletterConfirm.button')}
      </ActionButton>
      <Text style={styles.note}>{t('newsletterConfirm.ignore')}</Text>
      <FallbackLink messages={messages} href={confirmUrl} />
    </EmailLayout>
  );
}
