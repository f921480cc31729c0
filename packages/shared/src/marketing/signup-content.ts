// Content of the free sign-up and thank-you pages (spec 000 §2 "Landing pages", §3 "Static content"): the
// interior-design sign-up (/landing-page), the style sign-ups (main page with a gender select, men's, women's)
// and the three thank-you pages. Strict, so a typo in stored content is refused instead of silently not shown.
// The state texts of the spec ("PRIJAVLJUJEM...", "Slanje...", the error toasts) are web texts, not content.
import { z } from 'zod';
import { landingSeoSchema, landingTestimonialSchema } from './content-blocks';

const text = z.string().min(1);

/** A picture with its intrinsic size (so the browser reserves its box) and its description. */
export const landingImageSchema = z.strictObject({
  src: text,
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type LandingImage = z.infer<typeof landingImageSchema>;

const heroSchema = z.strictObject({
  eyebrow: z.string(),
  title: text,
  subtitle: z.string(),
  /** The call to action; it scrolls to the registration section. */
  cta: text,
  /** The hero picture's URL (a string, so the server can preload it: it is the page's largest paint). */
  image: text,
  image_alt: z.string(),
  /** Its intrinsic size, so the browser reserves its box before it arrives. */
  image_width: z.number().int().positive(),
  image_height: z.number().int().positive(),
});

const tileSchema = z.strictObject({
  /** One of the icons the web app draws (see SIGNUP_ICONS). */
  icon: z.enum(['play', 'home', 'palette', 'light', 'hanger', 'sparkle', 'clock', 'gift']),
  title: text,
  text: z.string(),
});
export const SIGNUP_ICONS = tileSchema.shape.icon.options;
export type SignupIcon = (typeof SIGNUP_ICONS)[number];
export type SignupTile = z.infer<typeof tileSchema>;

const testimonialsSchema = z.strictObject({
  title: text,
  items: z.array(z.strictObject(landingTestimonialSchema.shape)),
});

const instructorSchema = z.strictObject({
  eyebrow: z.string(),
  name: text,
  role: z.string(),
  paragraphs: z.array(text).min(1),
  image: landingImageSchema.nullable(),
});

const finalCtaSchema = z.strictObject({ title: text, text: z.string(), cta: text });

/**
 * The consent line under a form: the checkbox label, the agreement in words and the privacy-policy link's label
 * (the link goes to /conditions). The server records exactly these words with each sign-up.
 */
const consentSchema = z.strictObject({ label: text, text: z.string(), link: text });
export type SignupConsent = z.infer<typeof consentSchema>;

/** The consent wording as recorded with a sign-up: what the visitor saw beside the checkbox. */
export function consentWording(consent: SignupConsent): string {
  return [consent.label, consent.text, consent.link].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}

/** /landing-page, /free-course: hero, benefits, registration section, testimonials, instructor, final CTA. */
export const interiorSignupContentSchema = z.strictObject({
  layout: z.literal('interior'),
  seo: z.strictObject(landingSeoSchema.shape),
  hero: heroSchema,
  benefits: z.strictObject({ title: text, items: z.array(tileSchema).min(1) }),
  registration: z.strictObject({
    title: text,
    text: z.string(),
    form: z.strictObject({
      first_name: text,
      email: text,
      submit: text,
      consent: consentSchema,
    }),
  }),
  testimonials: testimonialsSchema,
  instructor: instructorSchema,
  final_cta: finalCtaSchema,
});
export type InteriorSignupContent = z.infer<typeof interiorSignupContentSchema>;

/** The main style sign-up and the men's and women's pages (same sections; the gender is fixed on the latter). */
export const styleSignupContentSchema = z.strictObject({
  layout: z.literal('style'),
  seo: z.strictObject(landingSeoSchema.shape),
  hero: heroSchema,
  /** Exactly three feature tiles. */
  tiles: z.array(tileSchema).length(3),
  /** The five things the free course teaches. */
  learning: z.strictObject({ title: text, items: z.array(text).length(5) }),
  /** "Signing up takes 10 seconds." */
  note: text,
  form: z.strictObject({
    /** "Gde želiš da ti pošaljemo kurs?" */
    title: text,
    name: text,
    email: text,
    gender: text,
    /** "Izaberi pol": the select's empty first option. */
    gender_placeholder: text,
    gender_options: z.strictObject({ musko: text, zensko: text }),
    submit: text,
    consent: consentSchema,
  }),
  testimonials: testimonialsSchema,
  instructor: instructorSchema,
  final_cta: finalCtaSchema,
});
export type StyleSignupContent = z.infer<typeof styleSignupContentSchema>;

export const signupLandingContentSchema = z.discriminatedUnion('layout', [
  interiorSignupContentSchema,
  styleSignupContentSchema,
]);
export type SignupLandingContent = z.infer<typeof signupLandingContentSchema>;

const listSchema = z.strictObject({ title: text, items: z.array(text).min(1) });

/** /thank-you, /thank-you-{name}-m, /thank-you-{name}-w (and their aliases). */
export const thankYouContentSchema = z.strictObject({
  seo: z.strictObject(landingSeoSchema.shape),
  /** "Hvala na prijavi!" */
  title: text,
  /** Names the free course: `{{course}}` is replaced by its title. */
  subtitle: text.refine((value) => value.includes('{{course}}'), 'content.subtitleNamesCourse'),
  trailer_label: text,
  offer: z.strictObject({
    eyebrow: z.string(),
    title: text,
    paragraphs: z.array(text).min(1),
    /** Price lines as shown, e.g. "9.800 RSD" (the spec's pre-sale figures are marketing copy). */
    price: text,
    old_prices: z.array(text),
    price_note: z.string(),
    /** The link to the paid sales page of the same topic. */
    cta: text,
  }),
  testimonials: testimonialsSchema,
  for_you: listSchema,
  what_you_get: listSchema,
  start: z.strictObject({ title: text, text: z.string(), cta: text }),
});
export type ThankYouContent = z.infer<typeof thankYouContentSchema>;
