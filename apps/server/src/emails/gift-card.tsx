/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to the recipient of a gift card (ADR 044): who sends it, their message, the code and its balance.

import { Text } from '@react-email/components';
import { formatMoney } from './format';
import { GiftMessage } from './gift-course';
import { CodeBox, styles } from './layout';
import { LinkEmail } from './link-email';
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
    <LinkEmail
      messages={messages}
      href={shopUrl}
      buttonPadding="8px 0 24px"
      text={{
        preview: t('giftCard.preview', { amount }),
        eyebrow: t('giftCard.eyebrow'),
        heading: t('giftCard.heading', { sender: senderName, amount }),
        paragraphs: [
          t('giftCard.greeting', { name: recipientName }),
          t('giftCard.intro', { sender: senderName, amount }),
        ],
        button: t('giftCard.button'),
        notes: [t('giftCard.keep')],
      }}
    >
      <GiftMessage label={t('giftCard.messageLabel')} message={message} />
      <CodeBox label={t('giftCard.codeLabel')} code={code} fontSize="24px">
        <Text style={{ ...styles.note, margin: '6px 0 0' }}>
          {t('giftCard.balance', { amount: formatMoney(messages, balancePara) })}
        </Text>
      </CodeBox>
      <Text style={styles.paragraph}>{t('giftCard.howTo')}</Text>
    </LinkEmail>
  );
}
