// The contact form (visitors) and the profile's support message (signed-in users), spec 000 §3, §5, §7, §8.
import { z } from 'zod';
import { emailField } from '../auth/schemas';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5_000;

const messageField = z
  .string({ error: 'message.required' })
  .trim()
  .min(1, 'message.required')
  .max(CONTACT_MESSAGE_MAX, 'message.max');

/** `POST /api/contact`: all three required. Answers `{ message }` (contact.sent). */
export const contactRequestSchema = z.object({
  name: z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(CONTACT_NAME_MAX, 'name.max'),
  email: emailField,
  message: messageField,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/**
 * `POST /api/support` (bearer required): the message goes to the academy's support address whatever `to`
 * says (`to` is accepted for the spec's payload, never used as a recipient); `email` is the reply address and
 * defaults to the account's. Answers `{ message }` (support.sent).
 */
export const supportRequestSchema = z.object({
  email: emailField.optional(),
  message: messageField,
  to: z.string().max(254).optional(),
});
export type SupportRequest = z.input<typeof supportRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
