// Catalogue settings (issue 20 item 2, ADR 071): categories with their slugs, order and membership-zone prices, and
// one record of selling rules (extension price and months, the free extension, the EUR rate, the VAT note) next to
// the landing pages' course ids and `{name}` slug. Messages are locale keys (packages/shared/src/locales).
import { z } from 'zod';
import { MAX_AMOUNT_PARA, parseRsdToPara } from '../admin/fields';
import { blank, digits } from '../admin/form-values';
import { MAX_ID } from '../catalog/schemas';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** RSD per 1 EUR as typed: 1 to 9999 with at most 4 decimals, a dot or a comma. */
const EUR_RATE_PATTERN = /^[1-9]\d{0,3}(?:[.,]\d{1,4})?$/;

/** A category's slug as typed: lower-case letters, digits and single hyphens, at most 80 characters. */
export const categorySlugField = z
  .string({ error: 'catalogue.slugInvalid' })
  .trim()
  .min(1, 'catalogue.slugRequired')
  .max(80, 'catalogue.slugInvalid')
  .regex(SLUG, 'catalogue.slugInvalid');

const nameField = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(120, 'catalogue.nameMax');

/** A yearly membership price in RSD (`24000`, `24000,50`); empty, null or 0: a category that is not a zone. */
export const membershipPriceField = z
  .preprocess(blank, z.union([z.string(), z.number()], { error: 'catalogue.priceInvalid' }).optional())
  .transform((value, ctx) => {
    if (value === undefined) return null;
    const para = parseRsdToPara(value);
    if (para === null) {
      ctx.addIssue({ code: 'custom', message: 'catalogue.priceInvalid' });
      return z.NEVER;
    }
    return para === 0 ? null : para;
  })
  .meta({
    anyOf: [
      { type: 'string', pattern: '^(?:[0-9]{1,7}(?:[.,][0-9]{1,2})?|10000000(?:[.,]00?)?)?$' },
      { type: 'number', minimum: 0, maximum: MAX_AMOUNT_PARA / 100, multipleOf: 0.01 },
      { type: 'null' },
    ],
  });

const optionalId = (message: string) =>
  z.preprocess(
    (value) => digits(blank(value)) ?? null,
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message).nullable(),
  );

/** `POST /api/admin/categories`: a main category (parent_id null) or a subcategory of a main one. */
export const adminCategoryCreateSchema = z.object({
  name_sr: nameField('catalogue.nameSrRequired'),
  name_en: nameField('catalogue.nameEnRequired'),
  slug: categorySlugField,
  parent_id: optionalId('catalogue.parentInvalid'),
  membership_price: membershipPriceField,
});
export type AdminCategoryCreate = z.input<typeof adminCategoryCreateSchema>;

/** `PUT /api/admin/categories/{id}`: names, slug (the old one redirects) and, for a main category, its price. */
export const adminCategoryUpdateSchema = adminCategoryCreateSchema.omit({ parent_id: true });
export type AdminCategoryUpdate = z.input<typeof adminCategoryUpdateSchema>;

/** `PUT /api/admin/categories/order`: the ids of one parent's categories (null: the main ones) in their new order. */
export const adminCategoryOrderSchema = z.object({
  parent_id: optionalId('catalogue.parentInvalid'),
  ids: z
    .array(z.number({ error: 'catalogue.orderInvalid' }).int().min(1).max(MAX_ID), {
      error: 'catalogue.orderInvalid',
    })
    .min(1, 'catalogue.orderInvalid')
    .max(500, 'catalogue.orderInvalid'),
});
export type AdminCategoryOrder = z.input<typeof adminCategoryOrderSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_sr: z.string(),
  name_en: z.string(),
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  /** Yearly membership price in para (main categories only); null: not sold as a membership. */
  membership_price_para: z.number().int().nullable(),
  /** Courses whose main category or subcategory this is. */
  course_count: z.number().int(),
  /** Former slugs that redirect here. */
  old_slugs: z.array(z.string()),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryListResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** Main categories in order, each followed by nothing: subcategories are separate rows with parent_id. */
  data: z.array(adminCategorySchema),
});
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;

export const adminCategoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminCategorySchema,
});

/** The selling rules in force (site setting `catalogue_settings`; unset fields take the defaults below). */
export const sellingRulesSchema = z.object({
  /** The paid extension costs this percentage of the course price. */
  extension_percent: z.number().int().min(1).max(100),
  /** Months the paid extension adds. */
  extension_months: z.number().int().min(1).max(36),
  /** Months the free one-time extension adds. */
  free_extension_months: z.number().int().min(1).max(12),
  /** RSD per 1 EUR (PayPal charges in EUR), at most 4 decimals: typed, or the last good value fetched. */
  eur_rate: z.string(),
  /** 'manual': eur_rate as typed; 'url': fetched once a day from eur_rate_url (a failed fetch keeps the last). */
  eur_rate_source: z.enum(['manual', 'url']),
  eur_rate_url: z.string(),
  /** The note under prices in the cart and at checkout, per language; empty: the site's own text. */
  vat_text_sr: z.string(),
  vat_text_en: z.string(),
});
export type SellingRules = z.infer<typeof sellingRulesSchema>;

export const DEFAULT_SELLING_RULES: Omit<SellingRules, 'eur_rate'> = {
  eur_rate_source: 'manual',
  eur_rate_url: '',
  extension_percent: 70,
  extension_months: 6,
  free_extension_months: 1,
  vat_text_sr: '',
  vat_text_en: '',
};

const intIn = (min: number, max: number, message: string) =>
  z.preprocess(digits, z.number({ error: message }).int(message).min(min, message).max(max, message));

/** `PUT /api/admin/settings/catalogue`. */
export const catalogueSettingsRequestSchema = z.object({
  extension_percent: intIn(1, 100, 'catalogue.extensionPercentInvalid'),
  extension_months: intIn(1, 36, 'catalogue.extensionMonthsInvalid'),
  free_extension_months: intIn(1, 12, 'catalogue.freeExtensionMonthsInvalid'),
  eur_rate: z
    .string({ error: 'catalogue.eurRateInvalid' })
    .trim()
    .regex(EUR_RATE_PATTERN, 'catalogue.eurRateInvalid')
    .transform((value) => value.replace(',', '.')),
  eur_rate_source: z.enum(['manual', 'url'], { error: 'catalogue.eurRateSourceInvalid' }).default('manual'),
  eur_rate_url: z
    .string({ error: 'catalogue.eurRateUrlInvalid' })
    .trim()
    .max(500, 'catalogue.eurRateUrlInvalid')
    .regex(/^$|^https?:\/\/\S+$/, 'catalogue.eurRateUrlInvalid')
    .default(''),
  vat_text_sr: z.string({ error: 'catalogue.vatTextMax' }).trim().max(300, 'catalogue.vatTextMax'),
  vat_text_en: z.string({ error: 'catalogue.vatTextMax' }).trim().max(300, 'catalogue.vatTextMax'),
  free_mini_course_id: optionalId('catalogue.courseInvalid'),
  interior_landing_course_id: optionalId('catalogue.courseInvalid'),
  style_landing_course_id: optionalId('catalogue.courseInvalid'),
  landing_slug: z
    .string({ error: 'catalogue.landingSlugInvalid' })
    .trim()
    .max(40, 'catalogue.landingSlugInvalid')
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'catalogue.landingSlugInvalid'),
});
export type CatalogueSettingsRequest = z.input<typeof catalogueSettingsRequestSchema>;

/** A daily rate asks for the address it is read from. */
export const catalogueSettingsRequestChecked = catalogueSettingsRequestSchema.superRefine((value, ctx) => {
  if (value.eur_rate_source === 'url' && value.eur_rate_url === '')
    ctx.addIssue({ code: 'custom', path: ['eur_rate_url'], message: 'catalogue.eurRateUrlRequired' });
});

export const catalogueSettingsSchema = sellingRulesSchema.extend({
  free_mini_course_id: z.number().int().nullable(),
  interior_landing_course_id: z.number().int().nullable(),
  style_landing_course_id: z.number().int().nullable(),
  landing_slug: z.string(),
});
export type CatalogueSettings = z.infer<typeof catalogueSettingsSchema>;

/** `GET` and `PUT /api/admin/settings/catalogue`, with the courses the id fields may name. */
export const adminCatalogueSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: catalogueSettingsSchema,
  /** The EUR rate EUR_RATE gives while no administrator saved one. */
  eur_rate_default: z.string(),
  /** The daily fetch: when it last brought a rate, and why the last try failed (null: it did not). */
  eur_rate_fetch: z.object({ fetched_at: z.string().nullable(), error: z.string().nullable() }),
  updated_at: z.string().nullable(),
  courses: z.array(z.object({ id: z.number().int(), title: z.string(), published: z.boolean() })),
});
export type AdminCatalogueSettingsResponse = z.infer<typeof adminCatalogueSettingsResponseSchema>;
