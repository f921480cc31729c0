// Renders an e-mail template in a language to the subject, HTML and plain text of one message.
import { formatDate } from '@atelje/shared/i18n/dates';
import { render } from '@react-email/components';
import { type Attributes, createElement, type ReactElement } from 'react';
import type { z } from 'zod';
import { cyrillicHtml, documentCyrillic } from '../lib/cyrillic';
import { languageOf, type PageLocale } from '../lib/i18n';
import { AccessExpiryReminderEmail } from './access-expiry-reminder';
import { AccountChangeNoticeEmail, EmailChangeConfirmEmail } from './account-change';
import { BankSlipEmail } from './bank-slip';
import { CartReminderEmail } from './cart-reminder';
import { CertificateIssuedEmail } from './certificate-issued';
import { ContactReceivedEmail, contactReceivedSubject } from './contact-received';
import { CourseFinishedEmail } from './course-finished';
import { FiscalReceiptEmail } from './fiscal-receipt';
import { FreeCourseAccessEmail } from './free-course-access';
import { GiftCardEmail } from './gift-card';
import { GiftCourseEmail } from './gift-course';
import {
  type EmailCompany,
  type MailLinks,
  type Messages,
  messagesFor,
  type TextOverrides,
} from './messages';
import { MiniCourseNurtureEmail, miniCourseNurtureSubject } from './mini-course-nurture';
import { NewsletterConfirmEmail } from './newsletter-confirm';
import { OrderConfirmationEmail } from './order-confirmation';
import { PasswordResetEmail } from './password-reset';
import { type EmailProps, type EmailTemplate, emailPropsSchemas } from './props';
import { SetPasswordEmail } from './set-password';
import { SlipCancelledEmail } from './slip-cancelled';
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

type Parsed<K extends EmailTemplate> = z.output<(typeof emailPropsSchemas)[K]>;

/** A template's element and subject from its props, parsed here, since queued job data is untyped JSON. */
function template<K extends EmailTemplate>(
  name: K,
  component: (props: Parsed<K> & { messages: Messages }) => ReactElement | null,
  subject: (messages: Messages, parsed: Parsed<K>) => string,
) {
  return (messages: Messages, props: unknown) => {
    const parsed = emailPropsSchemas[name].parse(props) as Parsed<K>;
    return {
      element: createElement(component, { ...parsed, messages } as Attributes &
        Parsed<K> & { messages: Messages }),
      subject: subject(messages, parsed),
    };
  };
}

const templates: {
  [K in EmailTemplate]: (messages: Messages, props: unknown) => { element: ReactElement; subject: string };
} = {
  'password-reset': template('password-reset', PasswordResetEmail, (m) => m.t('passwordReset.subject')),
  'email-change-confirm': template('email-change-confirm', EmailChangeConfirmEmail, (m) =>
    m.t('emailChangeConfirm.subject'),
  ),
  'account-change-notice': template('account-change-notice', AccountChangeNoticeEmail, (m, { kind }) =>
    m.t(`accountChange.${kind}.subject`),
  ),
  welcome: template('welcome', WelcomeEmail, (m) => m.t('welcome.subject')),
  'newsletter-confirm': template('newsletter-confirm', NewsletterConfirmEmail, (m) =>
    m.t('newsletterConfirm.subject'),
  ),
  'contact-received': template('contact-received', ContactReceivedEmail, contactReceivedSubject),
  'order-confirmation': template('order-confirmation', OrderConfirmationEmail, (m, { orderNumber }) =>
    m.t('orderConfirmation.subject', { orderNumber }),
  ),
  'fiscal-receipt': template('fiscal-receipt', FiscalReceiptEmail, (m, { orderNumber }) =>
    m.t('fiscalReceipt.subject', { orderNumber }),
  ),
  'fiscal-refund': template('fiscal-refund', FiscalReceiptEmail, (m, { orderNumber }) =>
    m.t('fiscalRefund.subject', { orderNumber }),
  ),
  'bank-slip': template('bank-slip', BankSlipEmail, (m, { orderNumber }) =>
    m.t('bankSlip.subject', { orderNumber }),
  ),
  'bank-slip-reminder': template('bank-slip-reminder', BankSlipEmail, (m, { orderNumber }) =>
    m.t('bankSlipReminder.subject', { orderNumber }),
  ),
  'bank-slip-cancelled': template('bank-slip-cancelled', SlipCancelledEmail, (m, { orderNumber }) =>
    m.t('slipCancelled.subject', { orderNumber }),
  ),
  'set-password': template('set-password', SetPasswordEmail, (m) => m.t('setPassword.subject')),
  'free-course-access': template('free-course-access', FreeCourseAccessEmail, (m, { courseTitle }) =>
    m.t('freeCourseAccess.subject', { course: courseTitle }),
  ),
  'certificate-issued': template('certificate-issued', CertificateIssuedEmail, (m, { courseTitle }) =>
    m.t('certificateIssued.subject', { course: courseTitle }),
  ),
  'welcome-voucher': template('welcome-voucher', WelcomeVoucherEmail, (m, { senderName }) =>
    m.t('welcomeVoucher.subject', { sender: senderName }),
  ),
  'gift-course': template('gift-course', GiftCourseEmail, (m, { senderName, courseTitle }) =>
    m.t('giftCourse.subject', { sender: senderName, course: courseTitle }),
  ),
  'gift-card': template('gift-card', GiftCardEmail, (m, { senderName }) =>
    m.t('giftCard.subject', { sender: senderName }),
  ),
  'access-expiry-reminder': template(
    'access-expiry-reminder',
    AccessExpiryReminderEmail,
    (m, { courseTitle, expiresAt, expired }) =>
      m.t(expired ? 'accessExpiryReminder.expiredSubject' : 'accessExpiryReminder.subject', {
        course: courseTitle,
        date: formatDate(expiresAt, m.locale),
      }),
  ),
  'cart-reminder': template('cart-reminder', CartReminderEmail, (m) => m.t('cartReminder.subject')),
  'mini-course-nurture': template('mini-course-nurture', MiniCourseNurtureEmail, miniCourseNurtureSubject),
  'course-finished': template('course-finished', CourseFinishedEmail, (m, { courseTitle }) =>
    m.t('courseFinished.subject', { course: courseTitle }),
  ),
};

/**
 * The props' values that are codes to type in or copy (an order's number, a voucher's or certificate's code, a
 * slip's account, model and reference…): a Cyrillic e-mail keeps them Latin wherever they appear.
 */
const CODE_PROP =
  /(?:^|_)(?:code|number|orderNumber|invoiceNumber|invoiceCounter|referentNumber|account|model|reference|payment_code)$/i;

export function codesOf(props: unknown, key = ''): string[] {
  if (typeof props === 'string') return CODE_PROP.test(key) && props.trim() ? [props.trim()] : [];
  if (Array.isArray(props)) return props.flatMap((item) => codesOf(item, key));
  if (props && typeof props === 'object')
    return Object.entries(props).flatMap(([name, value]) => codesOf(value, name));
  return [];
}

export async function renderEmail<T extends EmailTemplate>(
  template: T,
  /** 'sr-Cyrl': the Serbian e-mail, rendered, then transliterated (subject, HTML text, plain text; ADR 086). */
  locale: PageLocale,
  props: EmailProps[T],
  company?: EmailCompany,
  /** A marketing e-mail's unsubscribe and preferences links, shown in its footer (ADR 074). */
  links?: MailLinks,
  /** The administrator's texts of this template in this language (ADR 085). */
  overrides?: TextOverrides,
): Promise<RenderedEmail> {
  const cyrillic = locale === 'sr-Cyrl';
  const { element, subject } = templates[template](
    messagesFor(languageOf(locale), company, links, overrides, cyrillic ? 'Cyrl' : undefined),
    props,
  );
  const [html, text] = await Promise.all([
    render(element),
    render(element, { plainText: true, htmlToTextOptions }),
  ]);
  if (!cyrillic) return { subject, html, text };
  const codes = codesOf(props);
  return {
    subject: documentCyrillic(subject, codes),
    html: cyrillicHtml(html, codes),
    text: documentCyrillic(text, codes),
  };
}
