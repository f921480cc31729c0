/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when a buyer chooses to pay by bank slip: the payment details, the slip PDF attached by the caller, and
// that access starts only once the payment is confirmed. With `cancelsAt` it is the reminder of a slip still unpaid
// after some days (`bank-slip-reminder`, ADR 083), which also says when the order will be cancelled.

import { formatDate } from '@atelje/shared/i18n/dates';
import { Column, Row, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, fonts, palette, styles } from './layout';
import type { Messages } from './messages';

export interface BankSlipProps {
  name: string;
  orderNumber: string;
  amountPara: number;
  slip: {
    payer: string;
    purpose: string;
    payee: string;
    account: string;
    model: string;
    reference: string;
    payment_code: string;
  };
  /** The slip page of the web app. */
  slipUrl: string;
  /** The order's voucher and how long its use is held for this slip. */
  voucher?: { code: string; heldUntil: string };
  /** The reminder after some days (ADR 083): when the unpaid order will be cancelled. */
  cancelsAt?: string;
}

export function BankSlipEmail(props: BankSlipProps & { messages: Messages }) {
  const { messages, name, orderNumber, amountPara, slip } = props;
  const { t } = messages;
  const amount = formatMoney(messages, amountPara);
  // Account and reference are copied by hand into e-banking: a monospaced face keeps 0 and O apart.
  const mono = { fontFamily: "Menlo, Consolas, 'DejaVu Sans Mono', monospace", letterSpacing: '0.02em' };
  const rows: [string, string, boolean][] = [
    [t('bankSlip.payer'), slip.payer, false],
    [t('bankSlip.purpose'), slip.purpose, false],
    [t('bankSlip.payee'), slip.payee, false],
    [t('bankSlip.paymentCode'), slip.payment_code, false],
    [t('bankSlip.amount'), amount, false],
    [t('bankSlip.account'), slip.account, true],
    [t('bankSlip.reference'), `${slip.model} ${slip.reference}`, true],
  ];
  // The reminder is the same slip with its own heading and the day the order is cancelled if nothing arrives.
  const cancelDate = props.cancelsAt ? formatDate(props.cancelsAt, messages.locale) : null;
  return (
    <EmailLayout
      messages={messages}
      preview={
        cancelDate
          ? t('bankSlipReminder.preview', { amount, date: cancelDate })
          : t('bankSlip.preview', { amount })
      }
    >
      <EmailTitle eyebrow={t(cancelDate ? 'bankSlipReminder.eyebrow' : 'bankSlip.eyebrow')}>
        {t(cancelDate ? 'bankSlipReminder.heading' : 'bankSlip.heading')}
      </EmailTitle>
      <Text style={styles.paragraph}>{t('bankSlip.greeting', { name })}</Text>
      <Text style={styles.paragraph}>
        {cancelDate
          ? t('bankSlipReminder.intro', { orderNumber, amount })
          : t('bankSlip.intro', { orderNumber, amount })}
      </Text>
      {cancelDate ? (
        <Text style={{ ...styles.paragraph, fontWeight: 600 }}>
          {t('bankSlipReminder.cancels', { date: cancelDate })}
        </Text>
      ) : null}
      <Section style={{ margin: '4px 0 16px' }}>
        {rows.map(([label, value, copy]) => (
          <Row key={label} style={{ borderTop: `1px solid ${palette.border}` }}>
            <Column style={{ width: '170px', verticalAlign: 'top', padding: '10px 12px 10px 0' }}>
              <Text style={{ ...styles.note, margin: 0 }}>{label}</Text>
            </Column>
            <Column style={{ verticalAlign: 'top', padding: '10px 0' }}>
              <Text
                style={{
                  ...styles.paragraph,
                  margin: 0,
                  fontWeight: 600,
                  ...(copy ? mono : { fontFamily: fonts.sans }),
                }}
              >
                {value}
              </Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Text style={styles.note}>{t('bankSlip.referenceNote')}</Text>
      <Text style={styles.paragraph}>{t('bankSlip.qr')}</Text>
      <Text style={{ ...styles.paragraph, fontWeight: 600 }}>{t('bankSlip.access')}</Text>
      {props.voucher ? (
        <Text style={styles.paragraph}>
          {t('bankSlip.voucherHeld', {
            code: props.voucher.code,
            date: formatDate(props.voucher.heldUntil, messages.locale),
          })}
        </Text>
      ) : null}
      <ActionButton href={props.slipUrl} padding="12px 0 8px">
        {t('bankSlip.button')}
      </ActionButton>
      <FallbackLink messages={messages} href={props.slipUrl} />
    </EmailLayout>
  );
}
