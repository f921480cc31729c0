// Which locale texts each e-mail template says (ADR 085), so an administrator can replace them per template and
// language. A template's texts are the keys under its name in camelCase (`access-expiry-reminder` →
// `accessExpiryReminder.*`): a new template whose keys follow that needs nothing here. A template whose keys live
// elsewhere has one entry below: a prefix ending in '.', or one key. The layout's shared texts (sign-off, footer)
// are not a template's: the footer is the `email-footer` document (ADR 076).
import { type EmailTemplate, emailPropsSchemas } from './props';

/** The slip's lines and closing, which the slip reminder (ADR 083) says as the slip e-mail does. */
const SLIP_BODY = [
  'bankSlip.greeting',
  'bankSlip.qr',
  'bankSlip.payer',
  'bankSlip.purpose',
  'bankSlip.payee',
  'bankSlip.paymentCode',
  'bankSlip.amount',
  'bankSlip.account',
  'bankSlip.reference',
  'bankSlip.referenceNote',
  'bankSlip.access',
  'bankSlip.voucherHeld',
  'bankSlip.button',
];

const OWN_TEXTS: Partial<Record<EmailTemplate, readonly string[]>> = {
  'account-change-notice': ['accountChange.'],
  'bank-slip-reminder': ['bankSlipReminder.', ...SLIP_BODY],
  'bank-slip-cancelled': ['slipCancelled.', 'bankSlip.greeting'],
  // The refund receipt says the sale receipt's labels too.
  'fiscal-refund': [
    'fiscalRefund.',
    'fiscalReceipt.number',
    'fiscalReceipt.time',
    'fiscalReceipt.counter',
    'fiscalReceipt.qrAlt',
    'fiscalReceipt.verify',
    'fiscalReceipt.verifyLink',
    'fiscalReceipt.button',
    'fiscalReceipt.profile',
  ],
};

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export const EMAIL_TEMPLATES = Object.keys(emailPropsSchemas) as EmailTemplate[];

export function isEmailTemplate(name: string): name is EmailTemplate {
  return Object.hasOwn(emailPropsSchemas, name);
}

/** The locale keys `template` says, in the order of the locale file. */
export function templateTextKeys(template: EmailTemplate, allKeys: readonly string[]): string[] {
  const own = OWN_TEXTS[template] ?? [`${camel(template)}.`];
  return allKeys.filter((key) =>
    own.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry)),
  );
}
