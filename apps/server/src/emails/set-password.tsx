/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent to a buyer whose account was opened at checkout (quick registration): one button to choose a password.
import { formatDuration } from './format';
import { LinkEmail } from './link-email';
import type { Messages } from './messages';

export interface SetPasswordProps {
  name: string;
  setPasswordUrl: string;
  expiresMinutes: number;
}

export function SetPasswordEmail(props: SetPasswordProps & { messages: Messages }) {
  const { messages, name, setPasswordUrl, expiresMinutes } = props;
  const { t } = messages;
  const duration = formatDuration(messages, expiresMinutes);
  return (
    <LinkEmail
      messages={messages}
      href={setPasswordUrl}
      text={{
        preview: t('setPassword.preview', { duration }),
        eyebrow: t('setPassword.eyebrow'),
        heading: t('setPassword.heading'),
        paragraphs: [t('setPassword.greeting', { name }), t('setPassword.intro')],
        button: t('setPassword.button'),
        notes: [t('setPassword.expires', { duration }), t('setPassword.ignore')],
      }}
    />
  );
}
