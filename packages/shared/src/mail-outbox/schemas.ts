// The outbox of e-mails the academy sent while the outbox mail driver is active, readable by administrators.
import { z } from 'zod';
import { adminPageResponseSchema } from '../admin/fields';
import { MAX_DB_INT } from '../validation/safe-input';

/** `?page=&per_page=` of the e-mail lists: 20 a page unless asked. */
const pageQuery = {
  page: z.coerce.number().int().min(1).max(MAX_DB_INT).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

export const outboxListQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).optional(),
  ...pageQuery,
});

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  template: z.string(),
  html: z.string(),
  text: z.string(),
  /** Message-ID, Reply-To and, on marketing e-mail, List-Unsubscribe and List-Unsubscribe-Post (ADR 074). */
  headers: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListResponseSchema = adminPageResponseSchema(outboxMessageSchema);

/**
 * Where an outgoing e-mail stands (ADR 029); "failed" in the dashboard is `dead`: every attempt failed. `suppressed`:
 * a marketing e-mail whose recipient had no consent for its category when it was due (ADR 074), never sent.
 */
export const mailStatusSchema = z.enum(['queued', 'retrying', 'sent', 'dead', 'suppressed']);
export type MailStatus = z.infer<typeof mailStatusSchema>;

export const mailMessageListQuerySchema = z.object({
  status: mailStatusSchema.optional(),
  ...pageQuery,
});

export const mailMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailMessageListResponseSchema = adminPageResponseSchema(mailMessageSchema);

export const mailResendResponseSchema = z.object({
  success: z.literal(true),
  /** How many failed e-mails were queued again. */
  data: z.object({ resent: z.number().int() }),
});
