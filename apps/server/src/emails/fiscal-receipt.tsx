/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The fiscal receipt of a paid order, or the refund receipt of a refunded one (ADR 075): the processor's number,
// time and counter, the amount, the verification link and its QR code (an inline image, cid:fiscal-qr).

import { formatDateTime } from '@atelje/shared/i18n/dates';
import { Img, Link, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, palette, styles } from './layout';
import type { Messages } from './messages';
import { FISCAL_QR_CID } from './props';

export interface FiscalReceiptProps {
  name: string;
  orderNumber: string;
  invoiceNumber: string;
  sdcDateTime: string;
  invoiceCounter: string;
  totalPara: number;
  verificationUrl: string;
  referentNumber?: string;
  profileUrl: string;
}

export function FiscalReceiptEmail(props: FiscalReceiptProps & { messages: Messages }) {
  const { messages, name, orderNumber, invoiceNumber, sdcDateTime, invoiceCounter, totalPara } = props;
  const { t } = messages;
  const key = props.referentNumber ? 'fiscalRefund' : 'fiscalReceipt';
  const row = (label: string, value: string) => (
    <Text style={{ ...styles.paragraph, margin: '0 0 4px' }}>
      <span style={{ color: palette.muted }}>{label}: </span>
      <strong>{value}</strong>
    </Text>
  );
  return (
    <EmailLayout messages={messages} preview={t(`${key}.preview`, { orderNumber })}>
      <EmailTitle eyebrow={t(`${key}.eyebrow`)}>{t(`${key}.heading`)}</EmailTitle>
      <Text style={styles.paragraph}>{t('orderConfirmation.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t(`${key}.intro`, { orderNumber })}</Text>
      <Section style={{ margin: '8px 0 12px' }}>
        {row(t('fiscalReceipt.number'), invoiceNumber)}
        {row(t('fiscalReceipt.time'), formatDateTime(sdcDateTime, messages.locale))}
        {row(t('fiscalReceipt.counter'), invoiceCounter)}
        {row(t(`${key}.amount`), formatMoney(messages, totalPara))}
        {props.referentNumber ? row(t('fiscalRefund.referent'), props.referentNumber) : null}
      </Section>
      <Section style={{ margin: '0 0 8px' }}>
        <Img
          src={`cid:${FISCAL_QR_CID}`}
          width="164"
          height="164"
          alt={t('fiscalReceipt.qrAlt', { number: invoiceNumber })}
          style={{ display: 'block', border: `1px solid ${palette.border}` }}
        />
      </Section>
      <Text style={styles.note}>
        {t('fiscalReceipt.verify')}{' '}
        <Link href={props.verificationUrl} style={{ color: palette.accentText, textDecoration: 'underline' }}>
          {t('fiscalReceipt.verifyLink')}
        </Link>
      </Text>
      <ActionButton href={props.verificationUrl} padding="8px 0 16px">
        {t('fiscalReceipt.button')}
      </ActionButton>
      <Text style={styles.note}>{t('fiscalReceipt.profile')}</Text>
      <FallbackLink messages={messages} href={props.verificationUrl} />
    </EmailLayout>
  );
}
