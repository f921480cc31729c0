// Content of the paid sales pages (interior "Dizajniraj svoj prostor", men's and women's style, /{name}-new), spec
// 000 §2 "Paid landing pages" and §9. Every section is strict: a stored page with a misspelt or missing field is
// refused by GET /api/landings/{key} (404) instead of rendering half a page. The price charged is always the
// course's own price (GET /api/courses/{id}); the figures here are only the struck-through and EUR comparisons.
import { z } from 'zod';
import { landingItemSchema, landingSeoSchema, landingTestimonialSchema } from './content-blocks';

const text = z.string().min(1);
const euros = z.number().int().nonnegative();

/** Icons the web app draws (inline SVG); content names one per feature tile. */
export const SALES_ICONS = [
  'video',
  'clock',
  'calendar',
  'certificate',
  'book',
  'devices',
  'chat',
  'shield',
  'star',
  'palette',
  'ruler',
  'hanger',
] as const;
export type SalesIcon = (typeof SALES_ICONS)[number];

export const salesHeroSchema = z.strictObject({
  eyebrow: text,
  title: text,
  subtitle: text,
  /** Label of the buy buttons, e.g. "ŽELIM KURS". */
  cta: text,
  /** Stars shown under the title; always 5 (spec 000 §9). */
  rating: z.literal(5),
  rating_label: text,
});

/** The pre-sale box: the first `limit` sign-ups of the page's free funnel get the pre-sale price. */
export const salesPresaleSchema = z.strictObject({
  limit: z.number().int().positive(),
  title: text,
  text: text,
  /** Shown once every place is taken. */
  sold_out_text: text,
});

const salesFeatureSchema = z.strictObject({ icon: z.enum(SALES_ICONS), title: text, text: text });

const salesListSchema = z.strictObject({ title: text, items: z.array(text).min(1) });
const salesAccordionSchema = z.strictObject({
  title: text,
  items: z.array(landingItemSchema.strict()).min(1),
});

export const salesModulesSchema = z.strictObject({
  title: text,
  /** e.g. "7 modula · 13+ video lekcija". */
  summary: text,
  items: z.array(landingItemSchema.strict()).min(1),
  /** Bonus lessons (men's and women's courses), or null. */
  bonus: salesListSchema.nullable(),
});

export const salesInstructorSchema = z.strictObject({
  title: text,
  name: text,
  role: text,
  paragraphs: z.array(text).min(1),
  /** Portrait URL (WebP or SVG), or null for the initials. */
  image: z.string().min(1).nullable(),
});

const salesStepSchema = z.strictObject({ title: text, text: text });

/** The offer (anchor what-do-you-get-section): what is included, each item's value, and the price comparison. */
export const salesOfferSchema = z.strictObject({
  title: text,
  items: z.array(z.strictObject({ title: text, value_eur: euros })).min(1),
  extras: z.strictObject({ title: text, items: z.array(text).min(1), value_eur: euros }),
  total_value_eur: euros,
  /** Struck through beside the course's price, e.g. 12250 (RSD, whole dinars). */
  regular_price_rsd: z.number().int().positive(),
  /** The offer in EUR (84) and its struck-through figure (105). */
  price_eur: euros,
  regular_price_eur: euros,
  access_months: z.number().int().positive(),
  note: text,
});

/** The guarantee; `{email}` in a paragraph is replaced by the company's support address (site settings). */
export const salesGuaranteeSchema = z.strictObject({ title: text, paragraphs: z.array(text).min(1) });

export const salesLandingContentSchema = z.strictObject({
  seo: landingSeoSchema.strict(),
  hero: salesHeroSchema,
  presale: salesPresaleSchema,
  features: z.array(salesFeatureSchema).min(1),
  testimonials: z.strictObject({ title: text, items: z.array(landingTestimonialSchema.strict()) }),
  for_you: salesListSchema,
  modules: salesModulesSchema,
  instructor: salesInstructorSchema,
  how_it_works: z.strictObject({ title: text, steps: z.array(salesStepSchema).min(1) }),
  learn: salesListSchema,
  offer: salesOfferSchema,
  not_for_everyone: salesAccordionSchema,
  guarantee: salesGuaranteeSchema,
  faq: salesAccordionSchema,
});
export type SalesLandingContent = z.infer<typeof salesLandingContentSchema>;

/** /{name}-new: the standalone page with its own layout and the 12-module accordion. */
export const newSalesContentSchema = z.strictObject({
  seo: landingSeoSchema.strict(),
  hero: salesHeroSchema,
  intro: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
  highlights: z.array(salesFeatureSchema).min(1),
  modules: salesModulesSchema,
  instructor: salesInstructorSchema,
  offer: salesOfferSchema,
  guarantee: salesGuaranteeSchema,
  faq: salesAccordionSchema,
});
export type NewSalesContent = z.infer<typeof newSalesContentSchema>;

// Pages with a pre-sale box (in landings.ts, which the web app's first bundle can import without zod).
export { PRESALE_FUNNELS, type PresalePageKey } from './landings';

/** `GET /api/landings/{key}/presale`: places of the pre-sale offer, taken by real free sign-ups. */
export const presaleResponseSchema = z.object({
  limit: z.number().int().positive(),
  taken: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type PresaleResponse = z.infer<typeof presaleResponseSchema>;
