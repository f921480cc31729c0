// Renders an e-mail template in a language to the subject, HTML and plain text of one message.
import { render } from '@react-email/components';
import { createElement } from 'react';
import type { Locale } from '../lib/i18n';
import { ContactReceivedEmail, contactReceivedSubject } from './contact-received';
import { messagesFor } from './messages';
import { NewsletterConfirmEmail } from './newsletter-confirm';
import { PasswordResetEmail } from './password-reset';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from './props';
import { WelcomeEmail } from './welcome';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// html-to-text shouts headings in capitals by default; the plain text keeps the headings as written.
const htmlToTextOptions = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

export async function renderEmail<T extends EmailTemplate>(
  template: T,
  locale: Locale,
  props: EmailProps[T],
): Promise<RenderedEmail> {
  const messages = messagesFor(locale);
  if (template === 'newsletter-confirm' || template === 'contact-received') {
    return renderMarketingEmail(template, messages, props);
  }
  const element =
    template === 'password-reset'
      ? createElement(PasswordResetEmail, {
          ...emailPropsSchemas['password-reset'].parse(props),
          messages,
        })
      : createElement(WelcomeEmail, { ...emailPropsSchemas.welcome.parse(props), messages });
  const subjectKey = template === 'password-reset' ? 'passwordReset.subject' : 'welcome.subject';
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject: messages.t(subjectKey), html, text };
}

async function renderMarketingEmail(
  template: 'newsletter-confirm' | 'contact-received',
  messages: ReturnType<typeof messagesFor>,
  props: unknown,
): Promise<RenderedEmail> {
  let element: ReturnType<typeof createElement>;
  let subject: string;
  if (template === 'newsletter-confirm') {
    element = createElement(NewsletterConfirmEmail, {
      ...emailPropsSchemas['newsletter-confirm'].parse(props),
      messages,
    });
    subject = messages.t('newsletterConfirm.subject');
  } else {
    const parsed = emailPropsSchemas['contact-received'].parse(props);
    element = createElement(ContactReceivedEmail, { ...parsed, messages });
    subject = contactReceivedSubject(messages, parsed);
  }
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject, html, text };
}
