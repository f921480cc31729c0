/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when a buyer chooses to pay by bank slip: the payment details, the slip PDF attached by the caller, and
// that access starts only once the payment is confirmed.

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
  return (
    <EmailLayout messages={messages} preview={t('bankSlip.preview', { amount })}>
      <EmailTitle eyebrow={t('bankSlip.eyebrow')}>{t('bankSlip.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('bankSlip.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('bankSlip.intro', { orderNumber, amount })}</Text>
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
