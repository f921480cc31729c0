/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when an order is paid: what was bought, until when each course can be watched, the total and the invoice.

import { formatDate } from '@atelje/shared/i18n/dates';
import { Column, Row, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, palette, styles } from './layout';
import type { Messages } from './messages';

export interface OrderConfirmationLine {
  title: string;
  pricePara: number;
  /** ISO 8601 end of access; null for what does not expire (e-books, templates). */
  accessUntil: string | null;
  /** For a gift (ADR 044): the recipient's e-mail, which the redeem link or the card's code went to. */
  giftFor?: string;
}

export interface OrderConfirmationProps {
  name: string;
  orderNumber: string;
  /** ISO 8601. */
  paidAt: string;
  paymentMethod: 'upc' | 'paypal' | 'uplatnica';
  lines: OrderConfirmationLine[];
  discountPara: number;
  totalPara: number;
  /** What a gift card paid; totalPara is what the payment method paid (ADR 044). */
  giftCardPara?: number;
  invoiceNumber?: string | null;
  profileUrl: string;
}

const amountCell = { verticalAlign: 'top', padding: '14px 0', width: '140px', textAlign: 'right' } as const;

export function OrderConfirmationEmail(props: OrderConfirmationProps & { messages: Messages }) {
  const { messages, name, orderNumber, paidAt, paymentMethod, lines, discountPara, totalPara } = props;
  const giftCardPara = props.giftCardPara ?? 0;
  const { t } = messages;
  const subtotal = lines.reduce((sum, line) => sum + line.pricePara, 0);
  const hasCourse = lines.some((line) => line.accessUntil);
  return (
    <EmailLayout messages={messages} preview={t('orderConfirmation.preview')}>
      <EmailTitle eyebrow={t('orderConfirmation.eyebrow')}>{t('orderConfirmation.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('orderConfirmation.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('orderConfirmation.intro', { orderNumber })}</Text>
      <Section style={{ margin: '8px 0 4px' }}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order may list the same title twice
          <Row key={index} style={{ borderTop: `1px solid ${palette.border}` }}>
            <Column style={{ verticalAlign: 'top', padding: '14px 12px 14px 0' }}>
              <Text style={{ ...styles.paragraph, margin: '0 0 2px', fontWeight: 600 }}>{line.title}</Text>
              <Text style={{ ...styles.note, margin: 0 }}>
                {line.giftFor
                  ? t('orderConfirmation.giftFor', { email: line.giftFor })
                  : line.accessUntil
                    ? t('orderConfirmation.accessUntil', {
                        date: formatDate(line.accessUntil, messages.locale),
                      })
                    : t('orderConfirmation.noExpiry')}
              </Text>
            </Column>
            <Column style={amountCell}>
              <Text style={{ ...styles.paragraph, margin: 0 }}>{formatMoney(messages, line.pricePara)}</Text>
            </Column>
          </Row>
        ))}
        {discountPara > 0 || giftCardPara > 0 ? (
          <>
            <Row style={{ borderTop: `1px solid ${palette.border}` }}>
              <Column style={{ padding: '10px 0 0' }}>
                <Text style={{ ...styles.note, margin: 0 }}>{t('orderConfirmation.subtotal')}</Text>
              </Column>
              <Column style={{ ...amountCell, padding: '10px 0 0' }}>
                <Text style={{ ...styles.note, margin: 0 }}>{formatMoney(messages, subtotal)}</Text>
              </Column>
            </Row>
            {discountPara > 0 ? (
              <Row>
                <Column style={{ padding: '4px 0 10px' }}>
                  <Text style={{ ...styles.note, margin: 0 }}>{t('orderConfirmation.discount')}</Text>
                </Column>
                <Column style={{ ...amountCell, padding: '4px 0 10px' }}>
                  <Text style={{ ...styles.note, margin: 0 }}>−{formatMoney(messages, discountPara)}</Text>
                </Column>
              </Row>
            ) : null}
            {giftCardPara > 0 ? (
              <Row>
                <Column style={{ padding: '4px 0 10px' }}>
                  <Text style={{ ...styles.note, margin: 0 }}>{t('orderConfirmation.giftCard')}</Text>
                </Column>
                <Column style={{ ...amountCell, padding: '4px 0 10px' }}>
                  <Text style={{ ...styles.note, margin: 0 }}>−{formatMoney(messages, giftCardPara)}</Text>
                </Column>
              </Row>
            ) : null}
          </>
        ) : null}
        <Row style={{ borderTop: `2px solid ${palette.text}` }}>
          <Column style={{ padding: '14px 0' }}>
            <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>
              {t('orderConfirmation.total')}
            </Text>
          </Column>
          <Column style={amountCell}>
            <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>
              {formatMoney(messages, totalPara)}
            </Text>
          </Column>
        </Row>
      </Section>
      <Text style={styles.note}>
        {t('orderConfirmation.paid', {
          date: formatDate(paidAt, messages.locale),
          method: t(`paymentMethod.${paymentMethod}`),
        })}
      </Text>
      {props.invoiceNumber ? (
        <Text style={styles.note}>{t('orderConfirmation.invoice', { number: props.invoiceNumber })}</Text>
      ) : null}
      {hasCourse ? <Text style={styles.note}>{t('orderConfirmation.extend')}</Text> : null}
      <ActionButton href={props.profileUrl} padding="16px 0 8px">
        {t('orderConfirmation.button')}
      </ActionButton>
      <FallbackLink messages={messages} href={props.profileUrl} />
    </EmailLayout>
  );
}
