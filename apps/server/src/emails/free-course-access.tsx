/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent after a free-course sign-up on a landing page: the course is in the account; a new or password-less
// account gets a button to choose a password, an account with a password a button to sign in.
import { Button, Heading, Section, Text } from '@react-email/components';
import { formatDuration } from './format';
import { EmailLayout, FallbackLink, styles } from './layout';
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
      <Text style={styles.eyebrow}>{t('freeCourseAccess.eyebrow')}</Text>
      <Heading as="h1" style={styles.heading}>
        {t('freeCourseAccess.heading')}
      </Heading>
      <Text style={styles.paragraph}>{t('freeCourseAccess.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('freeCourseAccess.intro', { course })}</Text>
      <Text style={styles.paragraph}>
        {mode === 'set-password' ? t('freeCourseAccess.setPassword') : t('freeCourseAccess.login')}
      </Text>
      <Section style={{ padding: '12px 0 24px' }}>
        <Button href={actionUrl} style={styles.button}>
          {mode === 'set-password'
            ? t('freeCourseAccess.setPasswordButton')
            : t('freeCourseAccess.loginButton')}
        </Button>
      </Section>
      {mode === 'set-password' ? (
        <Text style={styles.note}>{t('freeCourseAccess.expires', { duration })}</Text>
      ) : null}
      <Text style={styles.note}>{t('freeCourseAccess.ignore')}</Text>
      <FallbackLink messages={messages} href={actionUrl} />
    </EmailLayout>
  );
}
