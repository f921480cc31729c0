// A fiscal receipt as the API shows it (ADR 075): the buyer's profile lists the issued ones with their order, the
// administrator's order view every one with its state, attempts and last error.
import { z } from 'zod';

export const fiscalReceiptKindSchema = z.enum(['sale', 'refund']);

export const fiscalReceiptSchema = z.object({
  kind: fiscalReceiptKindSchema,
  /** pending: to be signed; issued; failed: the last attempt failed (retried with backoff, or by an administrator). */
  state: z.enum(['pending', 'issued', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** The processor's number "requestedBy-signedBy-counter". */
  invoice_number: z.string().nullable(),
  invoice_counter: z.string().nullable(),
  sdc_date_time: z.string().nullable(),
  verification_url: z.string().nullable(),
  /** The verification QR code as a data: URL of the processor's GIF. */
  qr_code: z.string().nullable(),
  total_para: z.number().int(),
  updated_at: z.string(),
});
export type FiscalReceipt = z.infer<typeof fiscalReceiptSchema>;
export type FiscalReceiptKind = z.infer<typeof fiscalReceiptKindSchema>;
