// Kinds of e-mail and the recipient's choice of them (issue 21, ADR 074). Transactional e-mail (receipts, password
// links, what a person asked for or bought) always goes out; each marketing category can be turned off on its own,
// from a signed link in the e-mail (no sign-in) or in the profile.
import { z } from 'zod';

/** The marketing categories, in the order the preferences page lists them. */
export const MARKETING_MAIL_CATEGORIES = ['reminders', 'courses', 'news'] as const;
export type MarketingMailCategory = (typeof MARKETING_MAIL_CATEGORIES)[number];
export type MailCategory = 'transactional' | MarketingMailCategory;

export const marketingMailCategorySchema = z.enum(MARKETING_MAIL_CATEGORIES);

/** The signed token of an unsubscribe link: opaque to the client. */
export const mailTokenField = z
  .string({ error: 'mailPreferences.invalidToken' })
  .trim()
  .min(1, 'mailPreferences.invalidToken')
  .max(1_000, 'mailPreferences.invalidToken');

export const mailTokenQuerySchema = z.object({ token: mailTokenField });

/** One switch per marketing category: true = the person gets it. */
export const mailCategoriesSchema = z.object({
  reminders: z.boolean({ error: 'generic.validation' }),
  courses: z.boolean({ error: 'generic.validation' }),
  news: z.boolean({ error: 'generic.validation' }),
});
export type MailCategories = z.infer<typeof mailCategoriesSchema>;

/**
 * `GET /api/mail/preferences?token=` and `GET /api/me/mail-preferences`: the address, whether its marketing consent
 * is in force, and which categories it gets. With no consent in force every category reads false.
 */
export const mailPreferencesResponseSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
  categories: mailCategoriesSchema,
  /** The category the link was for ('all' for a link to every marketing e-mail); absent in the profile. */
  link_category: z.enum([...MARKETING_MAIL_CATEGORIES, 'all']).optional(),
  message: z.string().optional(),
});
export type MailPreferences = z.infer<typeof mailPreferencesResponseSchema>;

/**
 * `PUT /api/mail/preferences` `{ token, categories }` and `PUT /api/me/mail-preferences` `{ categories }`: every
 * category off withdraws the marketing consent (unsubscribe from all); any on keeps it, or gives it again.
 */
export const mailPreferencesUpdateSchema = z.object({ categories: mailCategoriesSchema });
export const mailPreferencesTokenUpdateSchema = mailPreferencesUpdateSchema.extend({ token: mailTokenField });
export type MailPreferencesUpdate = z.input<typeof mailPreferencesUpdateSchema>;

/** `POST /api/mail/unsubscribe?token=` (RFC 8058 one-click): the body mail clients send. */
export const oneClickBodySchema = z.object(
  { 'List-Unsubscribe': z.literal('One-Click', { error: 'mailPreferences.oneClickBody' }) },
  { error: 'mailPreferences.oneClickBody' },
);

export const unsubscribeResponseSchema = z.object({ message: z.string() });
