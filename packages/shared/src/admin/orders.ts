// The administrator's order list and order detail.
import { z } from 'zod';
import { fiscalReceiptSchema } from '../commerce/fiscal';
import { adminPageQuerySchema, adminPageResponseSchema, ORDERS_PER_PAGE } from './fields';
import { blank } from './form-values';

export const orderStatusSchema = z.enum(['pending', 'paid', 'refunded', 'cancelled']);

/**
 * What really happened to an order (ADR 032), from its status and its payment attempt: paid; a bank slip still
 * awaiting the transfer; a card or PayPal payment still in progress, or abandoned (no answer within the hold
 * window of an online payment, ONLINE_HOLD_MS); failed (declined, or not completed); cancelled (by the buyer at
 * the bank or PayPal); refunded.
 */
export const ADMIN_ORDER_STATES = [
  'paid',
  'awaiting_slip',
  'pending',
  'abandoned',
  'failed',
  'cancelled',
  'refunded',
] as const;
export const adminOrderStateSchema = z.enum(ADMIN_ORDER_STATES);
export type AdminOrderState = z.infer<typeof adminOrderStateSchema>;

/** `?state=` filters the list by an order's real state (`all`, the default, lists every order). */
export const adminOrdersQuerySchema = adminPageQuerySchema(ORDERS_PER_PAGE).extend({
  state: z
    .preprocess(
      blank,
      z.enum([...ADMIN_ORDER_STATES, 'all'], { error: 'admin.order.stateInvalid' }).default('all'),
    )
    .describe(`One of ${ADMIN_ORDER_STATES.join(', ')} or all (the default)`),
});
export type AdminOrderStateFilter = z.infer<typeof adminOrdersQuerySchema>['state'];

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  status: orderStatusSchema,
  /** The order's real state (ADR 032): what the list's badge and filter show. */
  state: adminOrderStateSchema,
  /** RSD with two decimals ('14900.00'). */
  total_amount: z.string(),
  total_para: z.number().int(),
  payment_method: z.string(),
  created_at: z.string(),
});
export const adminOrderListResponseSchema = adminPageResponseSchema(adminOrderRowSchema);
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderDetailSchema = adminOrderRowSchema.extend({
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  billing: z.record(z.string(), z.string().optional()),
  subtotal_para: z.number().int(),
  discount_para: z.number().int(),
  voucher_code: z.string().nullable(),
  locale: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      ref_id: z.number().int(),
      title: z.string(),
      price_para: z.number().int(),
      original_price_para: z.number().int().nullable(),
      months: z.number().int().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      status: z.string(),
      amount_para: z.number().int(),
      /** UPC OrderID, PayPal order id, or the slip's model 97 reference. */
      provider_order_id: z.string(),
      /** What the provider reported (approval code, RRN, masked card, capture id, ...). */
      provider_data: z.record(z.string(), z.unknown()),
      eur_amount_cents: z.number().int().nullable(),
      eur_rate: z.string().nullable(),
      failure_reason: z.string().nullable(),
      confirmed_by: z.number().int().nullable(),
      created_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  invoice: z
    .object({ number: z.string(), driver: z.string(), created_at: z.string(), url: z.string() })
    .nullable(),
  /** Its fiscal receipts with their state; a failed one can be sent again (ADR 075). */
  fiscal_receipts: z.array(fiscalReceiptSchema),
});
export const adminOrderResponseSchema = z.object({ success: z.literal(true), data: adminOrderDetailSchema });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;
