// Public site settings (company contact details, refund days, landing ids) and the FAQ, both from site_settings.
import { z } from 'zod';
import { isValidBankAccount, isValidPib, normalizeBankAccount } from './seller-rules';

/**
 * The seller: one record (site setting `contact_details`, ADR 035) for the contact page, the footer, the help
 * page, the bank slip's payee, the invoice and the e-mails. SELLER_* variables only fill in what is not set.
 */
export const companyDetailsSchema = z.object({
  name: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  support_email: z.string(),
  phone: z.string(),
  /** Matični broj (8 digits). */
  registration_number: z.string(),
  /** PIB (9 digits). */
  tax_number: z.string(),
  /** Tekući račun, `840-0000000955845-10` (3-13-2, mod 97 check digits). */
  bank_account: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** `PUT /api/admin/settings/seller`: every field checked the way Serbian registers and banks write them. */
export const sellerDetailsRequestSchema = z.object({
  name: requiredText(160, 'seller.nameRequired', 'seller.nameMax'),
  address: requiredText(200, 'seller.addressRequired', 'seller.addressMax'),
  postal_code: z
    .string({ error: 'seller.postalCodeInvalid' })
    .trim()
    .regex(/^\d{5}$/, 'seller.postalCodeInvalid'),
  city: requiredText(100, 'seller.cityRequired', 'seller.cityMax'),
  country: requiredText(100, 'seller.countryRequired', 'seller.countryMax'),
  support_email: z
    .string({ error: 'email.required' })
    .trim()
    .min(1, 'email.required')
    .max(254, 'email.invalid')
    .email('email.invalid')
    .transform((value) => value.toLowerCase()),
  phone: z
    .string({ error: 'seller.phoneInvalid' })
    .trim()
    .max(40, 'seller.phoneInvalid')
    .refine(
      (value) =>
        value === '' || (/^\+?[\d\s/().-]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/\D/g, ''))),
      'seller.phoneInvalid',
    )
    // For the API document: empty, or 6 to 15 digits with single separators between them.
    .meta({ pattern: String.raw`^$|^\+?(?:[ /().-]?\d){6,15}[ /().-]?$` }),
  registration_number: z
    .string({ error: 'seller.registrationNumberInvalid' })
    .trim()
    .regex(/^\d{8}$/, 'seller.registrationNumberInvalid'),
  tax_number: z
    .string({ error: 'seller.taxNumberInvalid' })
    .trim()
    .refine(isValidPib, 'seller.taxNumberInvalid'),
  bank_account: z
    .string({ error: 'seller.bankAccountInvalid' })
    .trim()
    .refine(isValidBankAccount, 'seller.bankAccountInvalid')
    .transform(normalizeBankAccount),
});
export type SellerDetailsRequest = z.input<typeof sellerDetailsRequestSchema>;

/** `GET` and `PUT /api/admin/settings/seller`: the details in force, and whether an administrator saved them. */
export const adminSellerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: companyDetailsSchema,
  /** 'settings': saved by an administrator (or the demo seed); 'defaults': SELLER_* fill in missing fields. */
  source: z.enum(['settings', 'defaults']),
  updated_at: z.string().nullable(),
});
export type AdminSellerResponse = z.infer<typeof adminSellerResponseSchema>;

/** `GET /api/settings/public`. Course ids are null when the setting is missing. */
export const publicSettingsResponseSchema = z.object({
  company: companyDetailsSchema,
  refund_policy_days: z.number().int(),
  landing_slug: z.string().nullable(),
  free_mini_course_id: z.number().int().nullable(),
  interior_landing_course_id: z.number().int().nullable(),
  style_landing_course_id: z.number().int().nullable(),
  /** The paid extension: this percentage of the course price, for these months (ADR 071). */
  extension_percent: z.number().int(),
  extension_months: z.number().int(),
  /** Months the free one-time extension adds. */
  free_extension_months: z.number().int(),
  /** The administrator's note under prices per language; empty: the site's own text. */
  vat_text_sr: z.string(),
  vat_text_en: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsResponseSchema>;

export const faqTopicSchema = z.enum(['home', 'membership', 'help'], { error: 'faq.invalidTopic' });
export type FaqTopic = z.infer<typeof faqTopicSchema>;

/** `GET /api/faq?topic=home|membership|help` (default home), texts in the request's language. */
export const faqQuerySchema = z.object({ topic: faqTopicSchema.default('home') });

export const faqItemSchema = z.object({ id: z.string(), question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqResponseSchema = z.object({ topic: faqTopicSchema, items: z.array(faqItemSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

/** How an FAQ is stored in site_settings under `faq_<topic>`: both languages per item, editable by admins. */
export const storedFaqSchema = z.array(
  z.object({
    id: z.string().min(1),
    question: z.object({ sr: z.string(), en: z.string() }),
    answer: z.object({ sr: z.string(), en: z.string() }),
  }),
);
export type StoredFaq = z.infer<typeof storedFaqSchema>;
