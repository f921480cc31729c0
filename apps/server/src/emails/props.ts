// What each e-mail template needs. Kept apart from the templates so enqueuing a mail does not load React e-mail.
import { z } from 'zod';

const url = z.string().url();

/** What each template needs; checked again when a queued job is rendered, since job data is untyped JSON. */
export const emailPropsSchemas = {
  'password-reset': z.object({
    name: z.string().min(1),
    resetUrl: url,
    expiresMinutes: z.number().int().positive().optional(),
  }),
  welcome: z.object({ name: z.string().min(1), loginUrl: url }),
  'newsletter-confirm': z.object({ confirmUrl: url }),
  'contact-received': z.object({
    source: z.enum(['contact', 'support']),
    name: z.string().min(1),
    email: z.string().email(),
    message: z.string().min(1),
    receivedAt: z.string().datetime({ offset: true }),
    userId: z.number().int().nullable().optional(),
  }),
};

export type EmailTemplate = keyof typeof emailPropsSchemas;
export type EmailProps = { [K in EmailTemplate]: z.input<(typeof emailPropsSchemas)[K]> };
