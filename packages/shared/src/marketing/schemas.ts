// The landing-content call and the registry of each page's content schema.
import { z } from 'zod';
import { LANDING_PAGE_KEYS, type LandingPageKey } from './landings';
import { newSalesContentSchema, salesLandingContentSchema } from './sales-content';
import { signupLandingContentSchema, thankYouContentSchema } from './signup-content';

export const landingContentSchemas = {
  'interior-signup': signupLandingContentSchema,
  'interior-thank-you': thankYouContentSchema,
  'style-signup': signupLandingContentSchema,
  'style-signup-m': signupLandingContentSchema,
  'style-signup-w': signupLandingContentSchema,
  'style-thank-you-m': thankYouContentSchema,
  'style-thank-you-w': thankYouContentSchema,
  'interior-sales': salesLandingContentSchema,
  'style-sales-m': salesLandingContentSchema,
  'style-sales-w': salesLandingContentSchema,
  'style-new': newSalesContentSchema,
} satisfies Record<LandingPageKey, z.ZodType>;
export type LandingContentOf<K extends LandingPageKey> = z.infer<(typeof landingContentSchemas)[K]>;

export const landingKeyParamsSchema = z.object({
  key: z.enum(LANDING_PAGE_KEYS, { error: 'landing.notFound' }),
});

/**
 * `GET /api/landings/{key}`: the page's content in the request language, its canonical path and the course it
 * gives (sign-up and thank-you pages) or sells (sales pages), from the site settings; null when not configured.
 */
export const landingResponseSchema = z.object({
  key: z.enum(LANDING_PAGE_KEYS),
  locale: z.enum(['sr', 'en']),
  path: z.string().nullable(),
  course_id: z.number().int().nullable(),
  content: z.record(z.string(), z.unknown()),
});
export type LandingResponse<K extends LandingPageKey = LandingPageKey> = Omit<
  z.infer<typeof landingResponseSchema>,
  'content' | 'key'
> & { key: K; content: LandingContentOf<K> };
