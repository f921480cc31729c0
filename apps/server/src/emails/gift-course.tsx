/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to the recipient of a course bought as a gift (ADR 044): who sends it, their message, and the redeem link.

import { Section, Text } from '@react-email/components';
import { palette, styles } from './layout';
import { LinkEmail } from './link-email';
import type { Messages } from './messages';

export interface GiftCourseProps {
  recipientName: string;
  senderName: string;
  courseTitle: string;
  message: string;
  months: number;
  redeemUrl: string;
}

export function GiftMessage({ label, message }: { label: string; message: string }) {
  if (!message) return null;
  return (
    <Section
      style={{
        margin: '8px 0 24px',
        padding: '16px 20px',
        borderLeft: `3px solid ${palette.accent}`,
        background: '#faf7f2',
      }}
    >
      <Text style={{ ...styles.note, margin: '0 0 6px' }}>{label}</Text>
      <Text style={{ ...styles.paragraph, margin: 0, whiteSpace: 'pre-line' }}>{message}</Text>
    </Section>
  );
}

export function GiftCourseEmail(props: GiftCourseProps & { messages: Messages }) {
  const { messages, recipientName, senderName, courseTitle, message, months, redeemUrl } = props;
  const { t } = messages;
  const duration = messages.plural('months', months);
  return (
    <LinkEmail
      messages={messages}
      href={redeemUrl}
      buttonPadding="8px 0 24px"
      text={{
        preview: t('giftCourse.preview', { course: courseTitle, duration }),
        eyebrow: t('giftCourse.eyebrow'),
        heading: t('giftCourse.heading', { sender: senderName }),
        paragraphs: [
          t('giftCourse.greeting', { name: recipientName }),
          t('giftCourse.intro', { sender: senderName, course: courseTitle }),
        ],
        button: t('giftCourse.button'),
        notes: [t('giftCourse.once')],
      }}
    >
      <GiftMessage label={t('giftCourse.messageLabel')} message={message} />
      <Text style={styles.paragraph}>{t('giftCourse.howTo', { duration })}</Text>
    </LinkEmail>
  );
}
