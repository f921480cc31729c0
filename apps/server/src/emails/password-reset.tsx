/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent when someone asks for a new password: one button to the reset page, the link's lifetime, reassurance.
import { LinkEmail } from './link-email';
import type { Messages } from './messages';

export interface PasswordResetProps {
  name: string;
  resetUrl: string;
  expiresMinutes?: number;
}

export function PasswordResetEmail(props: PasswordResetProps & { messages: Messages }) {
  const { messages, name, resetUrl, expiresMinutes = 60 } = props;
  const { t } = messages;
  const duration = messages.plural('minutes', expiresMinutes);
  return (
    <LinkEmail
      messages={messages}
      href={resetUrl}
      text={{
        preview: t('passwordReset.preview', { duration }),
        eyebrow: t('passwordReset.eyebrow'),
        heading: t('passwordReset.heading'),
        paragraphs: [t('passwordReset.greeting', { name }), t('passwordReset.intro')],
        button: t('passwordReset.button'),
        notes: [t('passwordReset.expires', { duration }), t('passwordReset.ignore')],
      }}
    />
  );
}
