/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The abandoned-cart reminder (category `reminders`, ADR 074, ADR 077): once, a day after a signed-in learner last
// changed a cart they did not buy, with its lines at today's prices and a button back to the cart.
import { Column, Row, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, palette, styles } from './layout';
import type { Messages } from './messages';

export interface CartReminderProps {
  name: string;
  /** `extension`: the paid extension of the course named by the title. */
  lines: { title: string; pricePara: number; extension?: boolean }[];
  totalPara: number;
  cartUrl: string;
}

const amountCell = { verticalAlign: 'top', padding: '12px 0', width: '140px', textAlign: 'right' } as const;

export function CartReminderEmail(props: CartReminderProps & { messages: Messages }) {
  const { messages, name, lines, totalPara, cartUrl } = props;
  const { t } = messages;
  return (
    <EmailLayout messages={messages} preview={t('cartReminder.preview', { count: lines.length })}>
      <EmailTitle eyebrow={t('cartReminder.eyebrow')}>{t('cartReminder.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('cartReminder.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('cartReminder.intro')}</Text>
      <Section style={{ margin: '8px 0 4px' }}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may share a title (a course and its extension)
          <Row key={index} style={{ borderTop: `1px solid ${palette.border}` }}>
            <Column style={{ verticalAlign: 'top', padding: '12px 12px 12px 0' }}>
              <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>
                {line.extension ? t('cartReminder.extension', { title: line.title }) : line.title}
              </Text>
            </Column>
            <Column style={amountCell}>
              <Text style={{ ...styles.paragraph, margin: 0 }}>{formatMoney(messages, line.pricePara)}</Text>
            </Column>
          </Row>
        ))}
        <Row style={{ borderTop: `1px solid ${palette.border}` }}>
          <Column style={{ padding: '12px 0 0' }}>
            <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>{t('cartReminder.total')}</Text>
          </Column>
          <Column style={{ ...amountCell, padding: '12px 0 0' }}>
            <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>
              {formatMoney(messages, totalPara)}
            </Text>
          </Column>
        </Row>
      </Section>
      <ActionButton href={cartUrl} padding="16px 0 8px">
        {t('cartReminder.button')}
      </ActionButton>
      <Text style={styles.note}>{t('cartReminder.note')}</Text>
      <FallbackLink messages={messages} href={cartUrl} />
    </EmailLayout>
  );
}
