/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to the recipient of a gift card (ADR 044): who sends it, their message, the code and its balance.

import { Text } from '@react-email/components';
import { formatMoney } from './format';
import { GiftMessage } from './gift-course';
import { ActionButton, CodeBox, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface GiftCardProps {
  recipientName: string;
  senderName: string;
  message: string;
  code: string;
  amountPara: number;
  balancePara: number;
  shopUrl: string;
}

export function GiftCardEmail(props: GiftCardProps & { messages: Messages }) {
  const { messages, recipientName, senderName, message, code, amountPara, balancePara, shopUrl } = props;
  const { t } = messages;
  const amount = formatMoney(messages, amountPara);
  return (
    <EmailLayout messages={messages} preview={t('giftCard.preview', { amount })}>
      <EmailTitle eyebrow={t('giftCard.eyebrow')}>
        {t('giftCard.heading', { sender: senderName, amount })}
      </EmailTitle>
      <Text style={styles.paragraph}>{t('giftCard.greeting', { name: recipientName })}</Text>
      <Text style={styles.paragraph}>{t('giftCard.intro', { sender: senderName, amount })}</Text>
      <GiftMessage label={t('giftCard.messageLabel')} message={message} />
      <CodeBox label={t('giftCard.codeLabel')} code={code} fontSize="24px">
        <Text style={{ ...styles.note, margin: '6px 0 0' }}>
          {t('giftCard.balance', { amount: formatMoney(messages, balancePara) })}
        </Text>
      </CodeBox>
      <Text style={styles.paragraph}>{t('giftCard.howTo')}</Text>
      <ActionButton href={shopUrl} padding="8px 0 24px">
        {t('giftCard.button')}
      </ActionButton>
      <Text style={styles.note}>{t('giftCard.keep')}</Text>
      <FallbackLink messages={messages} href={shopUrl} />
    </EmailLayout>
  );
}
