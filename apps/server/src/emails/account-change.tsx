/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The e-mails of a changed e-mail address or password (ADR 023): the confirmation link to the new address, and
// the notice to the account's address with a way to report a change the owner did not make.
import { formatDuration } from './format';
import { LinkEmail } from './link-email';
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
    <LinkEmail
      messages={messages}
      href={confirmUrl}
      text={{
        preview: t('emailChangeConfirm.preview', { duration }),
        eyebrow: t('accountChange.eyebrow'),
        heading: t('emailChangeConfirm.heading'),
        paragraphs: [
          t('emailChangeConfirm.greeting', { name }),
          t('emailChangeConfirm.intro', { email: newEmail }),
        ],
        button: t('emailChangeConfirm.button'),
        notes: [t('emailChangeConfirm.expires', { duration }), t('emailChangeConfirm.ignore')],
      }}
    />
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
    <LinkEmail
      messages={messages}
      href={reportUrl}
      text={{
        preview: t(`accountChange.${kind}.preview`),
        eyebrow: t('accountChange.eyebrow'),
        heading: t(`accountChange.${kind}.heading`),
        paragraphs: [
          t('accountChange.greeting', { name }),
          t(`accountChange.${kind}.intro`, { email: newEmail ?? '' }),
          t(`accountChange.${kind}.notMe`),
        ],
        button: t(`accountChange.${kind}.button`),
        notes: [t('accountChange.ignore')],
      }}
    />
  );
}
