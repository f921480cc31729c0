/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent after a free-course sign-up on a landing page: the course is in the account; a new or password-less
// account gets a button to choose a password, an account with a password a button to sign in.
import { Text } from '@react-email/components';
import { formatDuration } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface FreeCourseAccessProps {
  name: string;
  courseTitle: string;
  actionUrl: string;
  mode: 'set-password' | 'login';
  expiresMinutes: number;
}

export function FreeCourseAccessEmail(props: FreeCourseAccessProps & { messages: Messages }) {
  const { messages, name, courseTitle, actionUrl, mode, expiresMinutes } = props;
  const { t } = messages;
  const course = courseTitle;
  const duration = formatDuration(messages, expiresMinutes);
  return (
    <EmailLayout messages={messages} preview={t('freeCourseAccess.preview', { course })}>
      <EmailTitle eyebrow={t('freeCourseAccess.eyebrow')}>{t('freeCourseAccess.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('freeCourseAccess.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('freeCourseAccess.intro', { course })}</Text>
      <Text style={styles.paragraph}>
        {mode === 'set-password' ? t('freeCourseAccess.setPassword') : t('freeCourseAccess.login')}
      </Text>
      <ActionButton href={actionUrl} padding="12px 0 24px">
        {mode === 'set-password'
          ? t('freeCourseAccess.setPasswordButton')
          : t('freeCourseAccess.loginButton')}
      </ActionButton>
      {mode === 'set-password' ? (
        <Text style={styles.note}>{t('freeCourseAccess.expires', { duration })}</Text>
      ) : null}
      <Text style={styles.note}>{t('freeCourseAccess.ignore')}</Text>
      <FallbackLink messages={messages} href={actionUrl} />
    </EmailLayout>
  );
}
