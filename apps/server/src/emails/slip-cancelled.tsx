/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when a bank-slip order is cancelled (ADR 083): by the rule, N days without a confirmed payment, or by an
// administrator. Says what was cancelled, what to do if the money is already on its way, and how to buy again.
import { Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface SlipCancelledProps {
  name: string;
  orderNumber: string;
  amountPara: number;
  /** The order's line titles. */
  lines: string[];
  /** expired: no payment within the days; admin: an administrator cancelled it. */
  reason: 'expired' | 'admin';
  /** Days the order waited (the rule's days), for the expired wording. */
  days?: number;
  /** The course page when the order was one course, otherwise the catalogue. */
  buyAgainUrl: string;
}

export function SlipCancelledEmail(props: SlipCancelledProps & { messages: Messages }) {
  const { messages, name, orderNumber, amountPara, lines, reason } = props;
  const { t } = messages;
  const amount = formatMoney(messages, amountPara);
  return (
    <EmailLayout messages={messages} preview={t('slipCancelled.preview', { orderNumber })}>
      <EmailTitle eyebrow={t('slipCancelled.eyebrow')}>{t('slipCancelled.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('bankSlip.greeting', { name })}</Text>
      <Text style={styles.paragraph}>
        {reason === 'expired'
          ? t('slipCancelled.expired', { orderNumber, amount, days: props.days ?? 0 })
          : t('slipCancelled.admin', { orderNumber, amount })}
      </Text>
      <Text style={{ ...styles.paragraph, fontWeight: 600 }}>{lines.join(', ')}</Text>
      <Text style={styles.paragraph}>{t('slipCancelled.released')}</Text>
      <Text style={styles.paragraph}>{t('slipCancelled.paidAlready')}</Text>
      <ActionButton href={props.buyAgainUrl} padding="12px 0 8px">
        {t('slipCancelled.button')}
      </ActionButton>
      <FallbackLink messages={messages} href={props.buyAgainUrl} />
    </EmailLayout>
  );
}
