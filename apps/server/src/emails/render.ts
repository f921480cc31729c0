// Renders an e-mail template in a language to the subject, HTML and plain text of one message.
import { render } from '@react-email/components';
import { createElement, type ReactElement } from 'react';
import type { Locale } from '../lib/i18n';
import { AccountChangeNoticeEmail, EmailChangeConfirmEmail } from './account-change';
import { BankSlipEmail } from './bank-slip';
import { CertificateIssuedEmail } from './certificate-issued';
import { ContactReceivedEmail, contactReceivedSubject } from './contact-received';
import { FreeCourseAccessEmail } from './free-course-access';
import { GiftCardEmail } from './gift-card';
import { GiftCourseEmail } from './gift-course';
import { type EmailCompany, type Messages, messagesFor } from './messages';
import { NewsletterConfirmEmail } from './newsletter-confirm';
import { OrderConfirmationEmail } from './order-confirmation';
import { PasswordResetEmail } from './password-reset';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from './props';
import { SetPasswordEmail } from './set-password';
import { WelcomeEmail } from './welcome';
import { WelcomeVoucherEmail } from './welcome-voucher';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// html-to-text shouts headings in capitals by default; the plain text keeps the headings as written.
const htmlToTextOptions = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/** Each template's element and subject; props are parsed here, since queued job data is untyped JSON. */
const templates: {
  [K in EmailTemplate]: (messages: Messages, props: unknown) => { element: ReactElement; subject: string };
} = {
  'password-reset': (messages, props) => ({
    element: createElement(PasswordResetEmail, {
      ...emailPropsSchemas['password-reset'].parse(props),
      messages,
    }),
    subject: messages.t('passwordReset.subject'),
  }),
  'email-change-confirm': (messages, props) => ({
    element: createElement(EmailChangeConfirmEmail, {
      ...emailPropsSchemas['email-change-confirm'].parse(props),
      messages,
    }),
    subject: messages.t('emailChangeConfirm.subject'),
  }),
  'account-change-notice': (messages, props) => {
    const parsed = emailPropsSchemas['account-change-notice'].parse(props);
    return {
      element: createElement(AccountChangeNoticeEmail, { ...parsed, messages }),
      subject: messages.t(`accountChange.${parsed.kind}.subject`),
    };
  },
  welcome: (messages, props) => ({
    element: createElement(WelcomeEmail, { ...emailPropsSchemas.welcome.parse(props), messages }),
    subject: messages.t('welcome.subject'),
  }),
  'newsletter-confirm': (messages, props) => ({
    element: createElement(NewsletterConfirmEmail, {
      ...emailPropsSchemas['newsletter-confirm'].parse(props),
      messages,
    }),
    subject: messages.t('newsletterConfirm.subject'),
  }),
  'contact-received': (messages, props) => {
    const parsed = emailPropsSchemas['contact-received'].parse(props);
    return {
      element: createElement(ContactReceivedEmail, { ...parsed, messages }),
      subject: contactReceivedSubject(messages, parsed),
    };
  },
  'order-confirmation': (messages, props) => {
    const parsed = emailPropsSchemas['order-confirmation'].parse(props);
    return {
      element: createElement(OrderConfirmationEmail, { ...parsed, messages }),
      subject: messages.t('orderConfirmation.subject', { orderNumber: parsed.orderNumber }),
    };
  },
  'bank-slip': (messages, props) => {
    const parsed = emailPropsSchemas['bank-slip'].parse(props);
    return {
      element: createElement(BankSlipEmail, { ...parsed, messages }),
      subject: messages.t('bankSlip.subject', { orderNumber: parsed.orderNumber }),
    };
  },
  'set-password': (messages, props) => ({
    element: createElement(SetPasswordEmail, { ...emailPropsSchemas['set-password'].parse(props), messages }),
    subject: messages.t('setPassword.subject'),
  }),
  'free-course-access': (messages, props) => {
    const parsed = emailPropsSchemas['free-course-access'].parse(props);
    return {
      element: createElement(FreeCourseAccessEmail, { ...parsed, messages }),
      subject: messages.t('freeCourseAccess.subject', { course: parsed.courseTitle }),
    };
  },
  'certificate-issued': (messages, props) => {
    const parsed = emailPropsSchemas['certificate-issued'].parse(props);
    return {
      element: createElement(CertificateIssuedEmail, { ...parsed, messages }),
      subject: messages.t('certificateIssued.subject', { course: parsed.courseTitle }),
    };
  },
  'welcome-voucher': (messages, props) => {
    const parsed = emailPropsSchemas['welcome-voucher'].parse(props);
    return {
      element: createElement(WelcomeVoucherEmail, { ...parsed, messages }),
      subject: messages.t('welcomeVoucher.subject', { sender: parsed.senderName }),
    };
  },
  'gift-course': (messages, props) => {
    const parsed = emailPropsSchemas['gift-course'].parse(props);
    return {
      element: createElement(GiftCourseEmail, { ...parsed, messages }),
      subject: messages.t('giftCourse.subject', { sender: parsed.senderName, course: parsed.courseTitle }),
    };
  },
  'gift-card': (messages, props) => {
    const parsed = emailPropsSchemas['gift-card'].parse(props);
    return {
      element: createElement(GiftCardEmail, { ...parsed, messages }),
      subject: messages.t('giftCard.subject', { sender: parsed.senderName }),
    };
  },
};

export async function renderEmail<T extends EmailTemplate>(
  template: T,
  locale: Locale,
  props: EmailProps[T],
  company?: EmailCompany,
): Promise<RenderedEmail> {
  const { element, subject } = templates[template](messagesFor(locale, company), props);
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  return { subject, html, text };
}
