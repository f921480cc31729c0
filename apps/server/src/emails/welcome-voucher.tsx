/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to a friend a learner invited: who sent it, the personal code, its discount and last day, a link to the site.

import { formatDate } from '@atelje/shared/i18n/dates';
import { Text } from '@react-email/components';
import { ActionButton, CodeBox, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
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
      <EmailTitle eyebrow={t('welcomeVoucher.eyebrow')}>
        {t('welcomeVoucher.heading', { sender: senderName })}
      </EmailTitle>
      <Text style={styles.paragraph}>{t('welcomeVoucher.intro', { sender: senderName, percent })}</Text>
      <CodeBox label={t('welcomeVoucher.codeLabel')} code={code} fontSize="26px" />
      <Text style={styles.paragraph}>{t('welcomeVoucher.howTo', { email: friendEmail })}</Text>
      <ActionButton href={siteUrl} padding="8px 0 24px">
        {t('welcomeVoucher.button')}
      </ActionButton>
      <Text style={styles.note}>{t('welcomeVoucher.validity', { date: until })}</Text>
      <Text style={styles.note}>{t('welcomeVoucher.ignore')}</Text>
      <FallbackLink messages={messages} href={siteUrl} />
    </EmailLayout>
  );
}
