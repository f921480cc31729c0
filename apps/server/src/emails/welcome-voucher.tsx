/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to a friend a learner invited: who sent it, the personal code, its discount and last day, a link to the site.

import { formatDate } from '@atelje/shared/i18n/dates';
import { Button, Heading, Section, Text } from '@react-email/components';
import { EmailLayout, FallbackLink, fonts, palette, styles } from './layout';
import type { Messages } from './messages';

export interface WelcomeVoucherProps {
  senderName: string;
  friendEmail: string;
  code: string;
  percent: number;
  validUntil: string;
  siteUrl: string;
}

export function WelcomeVoucherEmail(props: WelcomeVoucherProps & { messages: Messages }) {
  const { messages, senderName, friendEmail, code, percent, validUntil, siteUrl } = props;
  const { t } = messages;
  const until = formatDate(validUntil, messages.locale);
  return (
    <EmailLayout messages={messages} preview={t('welcomeVoucher.preview', { sender: senderName, percent })}>
      <Text style={styles.eyebrow}>{t('welcomeVoucher.eyebrow')}</Text>
      <Heading as="h1" style={styles.heading}>
        {t('welcomeVoucher.heading', { sender: senderName })}
      </Heading>
      <Text style={styles.paragraph}>{t('welcomeVoucher.intro', { sender: senderName, percent })}</Text>
      <Section
        style={{
          margin: '8px 0 24px',
          padding: '20px 24px',
          border: `1px dashed ${palette.accent}`,
          borderRadius: '8px',
          textAlign: 'center',
        }}
      >
        <Text style={{ ...styles.note, margin: '0 0 6px' }}>{t('welcomeVoucher.codeLabel')}</Text>
        <Text
          style={{
            margin: 0,
            fontFamily: fonts.display,
            fontSize: '26px',
            lineHeight: '32px',
            letterSpacing: '0.06em',
            color: palette.accentText,
          }}
        >
          {code}
        </Text>
      </Section>
      <Text style={styles.paragraph}>{t('welcomeVoucher.howTo', { email: friendEmail })}</Text>
      <Section style={{ padding: '8px 0 24px' }}>
        <Button href={siteUrl} style={styles.button}>
          {t('welcomeVoucher.button')}
        </Button>
      </Section>
      <Text style={styles.note}>{t('welcomeVoucher.validity', { date: until })}</Text>
      <Text style={styles.note}>{t('welcomeVoucher.ignore')}</Text>
      <FallbackLink messages={messages} href={siteUrl} />
    </EmailLayout>
  );
}
