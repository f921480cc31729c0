// The category of every e-mail template (ADR 074). Transactional e-mail is what a person asked for, bought or needs
// to keep an account safe, and always goes out; a marketing category goes out only while the recipient's marketing
// consent is in force and that category is not turned off. jobs/mail.ts reads this map when it records and when it
// sends an e-mail, so a new template cannot skip the check: the type makes every template name its category.
import type { MailCategory, MarketingMailCategory } from '@atelje/shared/mail-preferences/schemas';
import type { EmailTemplate } from './props';

export const TEMPLATE_CATEGORIES: Record<EmailTemplate, MailCategory> = {
  // Account safety and access: asked for by the person, or telling them of a change to their account.
  'password-reset': 'transactional',
  'set-password': 'transactional',
  'email-change-confirm': 'transactional',
  'account-change-notice': 'transactional',
  welcome: 'transactional',
  // Confirms a consent the person just gave; it cannot need the consent it confirms.
  'newsletter-confirm': 'transactional',
  // To the academy's own support address.
  'contact-received': 'transactional',
  // What they bought or were given: receipts, payment details, certificates, gifts, the free course they signed up for.
  'order-confirmation': 'transactional',
  'bank-slip': 'transactional',
  // The pending slip's one reminder and the notice of its cancellation (ADR 083): about an order the buyer placed and
  // money they owe, carrying the payment document, and warning of a change to that order; never a promotion.
  'bank-slip-reminder': 'transactional',
  'bank-slip-cancelled': 'transactional',
  'fiscal-receipt': 'transactional',
  'fiscal-refund': 'transactional',
  'free-course-access': 'transactional',
  'certificate-issued': 'transactional',
  'gift-course': 'transactional',
  'gift-card': 'transactional',
  // One message a named learner asked us to send a friend (ADR 013), once per friend; never part of a list.
  'welcome-voucher': 'transactional',
  // Reminders of a course whose access is about to end: the first template of the lifecycle sequences (issue 21).
  'access-expiry-reminder': 'reminders',
  // A cart the learner left for a day (ADR 077): something they started, so a reminder, not a promotion.
  'cart-reminder': 'reminders',
  // Learning content that leads to a course (ADR 084): the mini-course nurture and the course-finished e-mail with its
  // recommended next course. The certificate itself stays transactional ('certificate-issued').
  'mini-course-nurture': 'courses',
  'course-finished': 'courses',
};

export function isMarketing(category: string): category is MarketingMailCategory {
  return category === 'reminders' || category === 'courses' || category === 'news';
}
