// Newsletter sign-up with recorded consent, ALTCHA captcha and double opt-in (spec 000 §3, §5, §7, §8).
import { z } from 'zod';
import { emailField } from '../auth/schemas';
import { captchaTokenField } from '../captcha/schemas';

/** Where on the site the consent was given; the home block sends nothing and is recorded as `newsletter-home`. */
export const newsletterSourceField = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, 'generic.validation');

/** `POST /api/newsletter/subscribe`. Answers `{ message }` (newsletter.subscribed), the same for a repeat. */
export const newsletterSubscribeRequestSchema = z.object({
  email: emailField,
  consent: z.literal(true, { error: 'newsletter.consentRequired' }),
  /** The ALTCHA widget's payload. */
  captchaToken: captchaTokenField,
  /** Named in the spec's call table; accepted and not used (the captcha travels in `captchaToken`). */
  token: z.string().max(8_000).optional(),
  source: newsletterSourceField.optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeRequestSchema>;

/** `GET /api/newsletter/confirm?token=` or `POST /api/newsletter/confirm` `{ token }`, from the e-mailed link. */
export const newsletterConfirmRequestSchema = z.object({
  token: z
    .string({ error: 'newsletter.invalidToken' })
    .trim()
    .min(1, 'newsletter.invalidToken')
    .max(200, 'newsletter.invalidToken'),
});
export type NewsletterConfirmRequest = z.input<typeof newsletterConfirmRequestSchema>;

/** Both calls answer `{ message }`; confirm also names the confirmed address. */
export const newsletterSubscribeResponseSchema = z.object({ message: z.string() });
export const newsletterConfirmResponseSchema = z.object({ message: z.string(), email: z.string() });
export type NewsletterConfirmResponse = z.infer<typeof newsletterConfirmResponseSchema>;
