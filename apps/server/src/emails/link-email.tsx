/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The shape of the e-mails that carry one link to act on (a password reset, a set-password link, an e-mail change
// to confirm or to report, a gift): title, paragraphs and any more body, the button, the small notes under it and
// the link spelled out.
import { Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, styles } from './layout';
import type { Messages } from './messages';

export interface LinkEmailText {
  preview: string;
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  button: string;
  notes: string[];
}

export function LinkEmail(props: {
  messages: Messages;
  href: string;
  text: LinkEmailText;
  /** What stands between the paragraphs and the button. */
  children?: ReactNode;
  buttonPadding?: string;
}) {
  const { messages, href, text, buttonPadding = '12px 0 24px' } = props;
  return (
    <EmailLayout messages={messages} preview={text.preview}>
      <EmailTitle eyebrow={text.eyebrow}>{text.heading}</EmailTitle>
      {text.paragraphs.map((paragraph) => (
        <Text key={paragraph} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
      {props.children}
      <ActionButton href={href} padding={buttonPadding}>
        {text.button}
      </ActionButton>
      {text.notes.map((note) => (
        <Text key={note} style={styles.note}>
          {note}
        </Text>
      ))}
      <FallbackLink messages={messages} href={href} />
    </EmailLayout>
  );
}
