/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The double opt-in of the newsletter: one button that confirms the subscription, and what to do if it was not you.
import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface NewsletterConfirmProps {
  confirmUrl: string;
}

export function NewsletterConfirmEmail(props: NewsletterConfirmProps & { messages: Messages }) {
  const { messages, confirmUrl } = props;
  const { t } = messages;
  return (
    <EmailLayout messages={messages} preview={t('newsletterConfirm.preview')}>
      <Text style={styles.eyebrow}>{t('newsletterConfirm.eyebrow')}</Text>
      <Heading as="h1" style={styles.heading}>
        {t('newsletterConfirm.heading')}
      </Heading>
      <Text style={styles.paragraph}>{t('newsletterConfirm.intro')}</Text>
      <Section style={{ padding: '12px 0 24px' }}>
        <Button href={confirmUrl} style={styles.button}>
          {t('newsletterConfirm.button')}
        </Button>
      </Section>
      <Text style={styles.note}>{t('newsletterConfirm.ignore')}</Text>
      <FallbackLink messages={messages} href={confirmUrl} />
    </EmailLayout>
  );
}
