// The administrator's Omnisend export of users (a CSV built in the background).
import { z } from 'zod';

export const adminExportStartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  export_id: z.number().int(),
});
/** What the dashboard polls every 2 s; download_url (also as downloadUrl) is a short-lived signed URL. */
export const adminExportStatusResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['none', 'queued', 'running', 'ready', 'failed']),
  ready: z.boolean(),
  download_url: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  error: z.string().nullable(),
  rows: z.number().int().nullable(),
  /**
   * Contacts the finished export left out, by reason (ADR 035); null until it is ready. `not_confirmed`: newsletter
   * sign-ups that have not opened the e-mailed confirmation link; `withdrawn`: consent withdrawn (unsubscribed);
   * `no_consent`: accounts that never agreed to marketing e-mail.
   */
  left_out: z
    .object({
      not_confirmed: z.number().int(),
      withdrawn: z.number().int(),
      no_consent: z.number().int(),
    })
    .nullable(),
  created_at: z.string().nullable(),
});
export type AdminExportStatus = z.infer<typeof adminExportStatusResponseSchema>;
export const USERS_EXPORT_FILENAME = 'users_export.csv';
