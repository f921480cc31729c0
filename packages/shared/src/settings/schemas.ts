// Public site settings (company contact details, refund days, landing ids) and the FAQ, both from site_settings.
import { z } from 'zod';

/** The company block of the contact page, footer and help page. */
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
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** `GET /api/settings/public`. Course ids are null when the setting is missing. */
export const publicSettingsResponseSchema = z.object({
  company: companyDetailsSchema,
  refund_policy_days: z.number().int(),
  landing_slug: z.string().nullable(),
  free_mini_course_id: z.number().int().nullable(),
  interior_landing_course_id: z.number().int().nullable(),
  style_landing_course_id: z.number().int().nullable(),
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
