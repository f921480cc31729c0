/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The double opt-in of the newsletter: one button that confirms the subscription, and what to do if it was not you.
import { LinkEmail } from './link-email';
import type { Messages } from './messages';

export interface NewsletterConfirmProps {
  confirmUrl: string;
}

export function NewsletterConfirmEmail(props: NewsletterConfirmProps & { messages: Messages }) {
  const { messages, confirmUrl } = props;
  const { t } = messages;
  return (
    <LinkEmail
      messages={messages}
      href={confirmUrl}
      text={{
        preview: t('newsletterConfirm.preview'),
        eyebrow: t('newsletterConfirm.eyebrow'),
        heading: t('newsletterConfirm.heading'),
        paragraphs: [t('newsletterConfirm.intro')],
        button: t('newsletterConfirm.button'),
        notes: [t('newsletterConfirm.ignore')],
      }}
    />
  );
}
