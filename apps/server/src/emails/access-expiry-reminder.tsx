/** @jsxRuntime automatic */
/** @jsxImportSource react */
// A reminder that access to a course ends soon, with a link to extend it (category `reminders`, ADR 074): the first
// marketing template, sent only with the learner's consent and with an unsubscribe link in the footer.
import { formatDate } from '@atelje/shared/i18n/dates';
import { Text } from '@react-email/components';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface AccessExpiryReminderProps {
  name: string;
  courseTitle: string;
  /** ISO 8601: when the access ends. */
  expiresAt: string;
  /** Where the learner extends the access (the profile's course card). */
  extendUrl: string;
}

export function AccessExpiryReminderEmail(props: AccessExpiryReminderProps & { messages: Messages }) {
  const { messages, name, courseTitle, expiresAt, extendUrl } = props;
  const { t } = messages;
  const date = formatDate(expiresAt, messages.locale);
  return (
    <EmailLayout
      messages={messages}
      preview={t('accessExpiryReminder.preview', { course: courseTitle, date })}
    >
      <EmailTitle eyebrow={t('accessExpiryReminder.eyebrow')}>{t('accessExpiryReminder.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('accessExpiryReminder.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('accessExpiryReminder.intro', { course: courseTitle, date })}</Text>
      <Text style={styles.paragraph}>{t('accessExpiryReminder.extend')}</Text>
      <ActionButton href={extendUrl} padding="16px 0 8px">
        {t('accessExpiryReminder.button')}
      </ActionButton>
      <FallbackLink messages={messages} href={extendUrl} />
    </EmailLayout>
  );
}
