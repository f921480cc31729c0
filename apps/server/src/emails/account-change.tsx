/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The e-mails of a changed e-mail address or password (ADR 023): the confirmation link to the new address, and
// the notice to the account's address with a way to report a change the owner did not make.
import { Text } from '@react-email/components';
import { formatDuration } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface EmailChangeConfirmProps {
  name: string;
  newEmail: string;
  confirmUrl: string;
  expiresMinutes: number;
}

export function EmailChangeConfirmEmail(props: EmailChangeConfirmProps & { messages: Messages }) {
  const { messages, name, newEmail, confirmUrl, expiresMinutes } = props;
  const { t } = messages;
  const duration = formatDuration(messages, expiresMinutes);
  return (
    <EmailLayout messages={messages} preview={t('emailChangeConfirm.preview', { duration })}>
      <EmailTitle eyebrow={t('accountChange.eyebrow')}>{t('emailChangeConfirm.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('emailChangeConfirm.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('emailChangeConfirm.intro', { email: newEmail })}</Text>
      <ActionButton href={confirmUrl} padding="12px 0 24px">
        {t('emailChangeConfirm.button')}
      </ActionButton>
      <Text style={styles.note}>{t('emailChangeConfirm.expires', { duration })}</Text>
      <Text style={styles.note}>{t('emailChangeConfirm.ignore')}</Text>
      <FallbackLink messages={messages} href={confirmUrl} />
    </EmailLayout>
  );
}

export interface AccountChangeNoticeProps {
  name: string;
  kind: 'email' | 'password';
  newEmail?: string;
  /** "This was not me": the report page (e-mail) or the password reset request (password). */
  reportUrl: string;
}

export function AccountChangeNoticeEmail(props: AccountChangeNoticeProps & { messages: Messages }) {
  const { messages, name, kind, newEmail, reportUrl } = props;
  const { t } = messages;
  return (
    <EmailLayout messages={messages} preview={t(`accountChange.${kind}.preview`)}>
      <EmailTitle eyebrow={t('accountChange.eyebrow')}>{t(`accountChange.${kind}.heading`)}</EmailTitle>
      <Text style={styles.paragraph}>{t('accountChange.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t(`accountChange.${kind}.intro`, { email: newEmail ?? '' })}</Text>
      <Text style={styles.paragraph}>{t(`accountChange.${kind}.notMe`)}</Text>
      <ActionButton href={reportUrl} padding="12px 0 24px">
        {t(`accountChange.${kind}.button`)}
      </ActionButton>
      <Text style={styles.note}>{t('accountChange.ignore')}</Text>
      <FallbackLink messages={messages} href={reportUrl} />
    </EmailLayout>
  );
}
