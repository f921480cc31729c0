/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to the recipient of a gift card (ADR 044): who sends it, their message, the code and its balance.

import { Button, Heading, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { GiftMessage } from './gift-course';
import { EmailLayout, FallbackLink, fonts, palette, styles } from './layout';
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
      <Text style={styles.eyebrow}>{t('giftCard.eyebrow')}</Text>
      <Heading as="h1" style={styles.heading}>
        {t('giftCard.heading', { sender: senderName, amount })}
      </Heading>
      <Text style={styles.paragraph}>{t('giftCard.greeting', { name: recipientName })}</Text>
      <Text style={styles.paragraph}>{t('giftCard.intro', { sender: senderName, amount })}</Text>
      <GiftMessage label={t('giftCard.messageLabel')} message={message} />
      <Section
        style={{
          margin: '8px 0 24px',
          padding: '20px 24px',
          border: `1px dashed ${palette.accent}`,
          borderRadius: '8px',
          textAlign: 'center',
        }}
      >
        <Text style={{ ...styles.note, margin: '0 0 6px' }}>{t('giftCard.codeLabel')}</Text>
        <Text
          style={{
            margin: 0,
            fontFamily: fonts.display,
            fontSize: '24px',
            lineHeight: '32px',
            letterSpacing: '0.06em',
            color: palette.accentText,
          }}
        >
          {code}
        </Text>
        <Text style={{ ...styles.note, margin: '6px 0 0' }}>
          {t('giftCard.balance', { amount: formatMoney(messages, balancePara) })}
        </Text>
      </Section>
      <Text style={styles.paragraph}>{t('giftCard.howTo')}</Text>
      <Section style={{ padding: '8px 0 24px' }}>
        <Button href={shopUrl} style={styles.button}>
          {t('giftCard.button')}
        </Button>
      </Section>
      <Text style={styles.note}>{t('giftCard.keep')}</Text>
      <FallbackLink messages={messages} href={shopUrl} />
    </EmailLayout>
  );
}
