/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Tells the support team about a contact-form or support message; replying answers the sender (Reply-To).
import { formatDateTime } from '@atelje/shared/i18n/dates';
import { Column, Row, Section, Text } from '@react-email/components';
import { EmailLayout, EmailTitle, palette, styles } from './layout';
import type { Messages } from './messages';

export interface ContactReceivedProps {
  source: 'contact' | 'support';
  name: string;
  email: string;
  message: string;
  /** ISO 8601; shown in Europe/Belgrade time. */
  receivedAt: string;
  userId?: number | null;
}

export function contactReceivedSubject(messages: Messages, props: ContactReceivedProps) {
  return messages.t(
    props.source === 'support' ? 'contactReceived.subject.support' : 'contactReceived.subject.contact',
    { name: props.name },
  );
}

export function ContactReceivedEmail(props: ContactReceivedProps & { messages: Messages }) {
  const { messages, source, name, email, message, receivedAt, userId } = props;
  const { t } = messages;
  const sentAt = formatDateTime(receivedAt, messages.locale);
  const rows: [string, string][] = [
    [t('contactReceived.name'), name],
    [t('contactReceived.email'), email],
    [t('contactReceived.account'), userId ? `#${userId}` : t('contactReceived.noAccount')],
    [t('contactReceived.sentAt'), sentAt],
  ];
  return (
    <EmailLayout messages={messages} preview={t('contactReceived.preview', { name, email })}>
      <EmailTitle
        eyebrow={t(
          source === 'support' ? 'contactReceived.eyebrow.support' : 'contactReceived.eyebrow.contact',
        )}
      >
        {t('contactReceived.heading')}
      </EmailTitle>
      <Section style={{ margin: '0 0 20px' }}>
        {rows.map(([label, value]) => (
          <Row key={label} style={{ borderTop: `1px solid ${palette.border}` }}>
            <Column style={{ width: '96px', verticalAlign: 'top', padding: '10px 0' }}>
              <Text style={{ ...styles.note, margin: 0 }}>{label}</Text>
            </Column>
            <Column style={{ verticalAlign: 'top', padding: '10px 0' }}>
              <Text style={{ ...styles.paragraph, margin: 0 }}>{value}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Text style={{ ...styles.note, margin: '0 0 6px' }}>{t('contactReceived.message')}</Text>
      <Text style={{ ...styles.paragraph, whiteSpace: 'pre-wrap' }}>{message}</Text>
      <Text style={styles.note}>{t('contactReceived.reply', { email })}</Text>
    </EmailLayout>
  );
}
