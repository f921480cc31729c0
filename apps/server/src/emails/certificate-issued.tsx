/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when a learner completes every lesson of a course: congratulations, the certificate as a PDF attachment,
// its verification code and the public page where anyone can check it.

import { formatDate } from '@atelje/shared/i18n/dates';
import { Column, Link, Row, Section, Text } from '@react-email/components';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, palette, styles } from './layout';
import type { Messages } from './messages';

export interface CertificateIssuedProps {
  name: string;
  courseTitle: string;
  instructorName: string;
  code: string;
  /** ISO 8601. */
  issuedAt: string;
  verifyUrl: string;
  profileUrl: string;
}

const labelCell = { verticalAlign: 'top', padding: '10px 12px 10px 0', width: '170px' } as const;

export function CertificateIssuedEmail(props: CertificateIssuedProps & { messages: Messages }) {
  const { messages, name, courseTitle, instructorName, code, issuedAt, verifyUrl, profileUrl } = props;
  const { t } = messages;
  const facts: [string, string][] = [
    [t('certificateIssued.course'), courseTitle],
    [t('certificateIssued.instructor'), instructorName],
    [t('certificateIssued.date'), formatDate(issuedAt, messages.locale)],
    [t('certificateIssued.code'), code],
  ];
  return (
    <EmailLayout messages={messages} preview={t('certificateIssued.preview', { course: courseTitle })}>
      <EmailTitle eyebrow={t('certificateIssued.eyebrow')}>{t('certificateIssued.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('certificateIssued.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('certificateIssued.intro', { course: courseTitle })}</Text>
      <Section style={{ margin: '8px 0 4px' }}>
        {facts.map(([label, value]) => (
          <Row key={label} style={{ borderTop: `1px solid ${palette.border}` }}>
            <Column style={labelCell}>
              <Text style={{ ...styles.note, margin: 0 }}>{label}</Text>
            </Column>
            <Column style={{ verticalAlign: 'top', padding: '10px 0' }}>
              <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>{value}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <Text style={styles.note}>{t('certificateIssued.attached')}</Text>
      <Text style={styles.note}>
        {t('certificateIssued.verify')}{' '}
        <Link href={verifyUrl} style={{ color: palette.accentText }}>
          {verifyUrl}
        </Link>
      </Text>
      <ActionButton href={profileUrl} padding="16px 0 8px">
        {t('certificateIssued.button')}
      </ActionButton>
      <FallbackLink messages={messages} href={profileUrl} />
    </EmailLayout>
  );
}
