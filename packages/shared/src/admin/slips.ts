// The administrator's list of bank-slip (uplatnica) payments.
import { z } from 'zod';
import { adminPageQuerySchema, SLIPS_PER_PAGE } from './fields';

export const adminSlipsQuerySchema = adminPageQuerySchema(SLIPS_PER_PAGE).extend({
  status: z
    .enum(['pending', 'approved', 'completed', 'cancelled', 'failed', 'refunded', 'all'], {
      error: 'generic.validation',
    })
    .default('pending'),
});
export const adminSlipSchema = z.object({
  /** The payment id, also as payment_id (what the confirm call takes). */
  id: z.string(),
  payment_id: z.string(),
  user: z.object({ name: z.string(), email: z.string() }),
  /** The order's lines, comma separated. */
  course: z.object({ title: z.string() }),
  /** RSD with two decimals. */
  amount: z.string(),
  amount_para: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Model 97 and reference as printed on the slip, to match the bank statement. */
  reference: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
});
export const adminSlipListResponseSchema = z.object({
  payments: z.array(adminSlipSchema),
  pagination: z.object({
    current_page: z.number().int(),
    total_pages: z.number().int(),
    per_page: z.number().int(),
    total_items: z.number().int(),
  }),
});
export type AdminSlip = z.infer<typeof adminSlipSchema>;
export type AdminSlipList = z.infer<typeof adminSlipListResponseSchema>;
export type AdminSlipStatusFilter = z.infer<typeof adminSlipsQuerySchema>['status'];
