// Request and response shapes of the cart, checkout, payment and purchase calls (spec 000 §3, §5, §7; issue 4).

import { z } from 'zod';
import { marketingConsentField } from '../auth/schemas';
import { dbId } from '../validation/safe-input';
import { fiscalReceiptSchema } from './fiscal';
import { giftCardCodeField, giftItemSchema, giftOrderSchema } from './gifts';

/** What a cart line can be. */
export const cartItemTypeSchema = z.enum(['course', 'ebook', 'template', 'course_extension', 'membership']);
/** What an order line can be: a cart line, or a gift (a course for someone else, a gift card; ADR 044). */
export const itemTypeSchema = z.enum([
  'course',
  'ebook',
  'template',
  'course_extension',
  'membership',
  'gift_course',
  'gift_card',
]);
export type ItemType = z.infer<typeof itemTypeSchema>;

/** A cart line as the browser names it: for an extension the id is the course's, for a membership the zone's. */
export const itemRefSchema = z.object({
  type: cartItemTypeSchema,
  id: dbId(),
});
export type ItemRef = z.infer<typeof itemRefSchema>;

export const itemRefsSchema = z.array(itemRefSchema).max(100);

export const pricedLineSchema = z.object({
  type: itemTypeSchema,
  id: z.number().int(),
  title: z.string(),
  price: z.string(),
  price_para: z.number().int(),
  original_price_para: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnailSrcSet: z.string().nullable(),
  course_id: z.number().int().nullable(),
  months: z.number().int().nullable(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const cartResponseSchema = z.object({ items: z.array(pricedLineSchema) });
export const cartRequestSchema = z.object({ items: itemRefsSchema });

export const voucherField = z.string().trim().max(40, 'voucher.invalid').optional();

/** A gift card code to pay with (ADR 044); checked against the cards by the service. */
export const giftCardField = giftCardCodeField.optional();

export const quoteRequestSchema = z.object({
  items: itemRefsSchema,
  voucher: voucherField,
  gift_card: giftCardField,
  /** Prices a gift instead of the items (which are then left empty). */
  gift: giftItemSchema.optional(),
});
export const quoteResponseSchema = z.object({
  lines: z.array(pricedLineSchema),
  subtotal_para: z.number().int(),
  discount_para: z.number().int(),
  total_para: z.number().int(),
  voucher: z
    .object({ code: z.string(), kind: z.enum(['percent', 'fixed']), value: z.number().int() })
    .nullable(),
  /** What the gift card pays; total_para is what is left for the payment method. */
  gift_card_para: z.number().int(),
  gift_card: z
    .object({
      code_tail: z.string(),
      /** What the card could pay before this order. */
      available_para: z.number().int(),
      /** What stays on the card after it. */
      remaining_para: z.number().int(),
    })
    .nullable(),
  eur: z.object({ amount_cents: z.number().int(), rate: z.string() }),
});
export type Quote = z.infer<typeof quoteResponseSchema>;

export const paymentMethodSchema = z.enum(['upc', 'uplatnica', 'paypal'], { error: 'checkout.method' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const required = (max: number, message = 'checkout.billingRequired') =>
  z.string({ error: message }).trim().min(1, message).max(max, 'generic.validation');
const optional = (max: number) => z.string().trim().max(max, 'generic.validation').optional();
const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(254, 'email.invalid')
    .email('email.invalid')
    .transform((value) => value.toLowerCase());

/**
 * The buyer's details on an order, as a signed-in buyer sends them (POST /checkout): name and e-mail are required,
 * the phone is not (spec 000 §5 asks it only of guests; issue 16, item 5).
 */
export const billingSchema = z.object({
  name: required(120, 'checkout.nameEmailRequired'),
  email: emailField('checkout.nameEmailRequired'),
  phone: optional(40),
  address: optional(200),
  postalCode: optional(20),
  city: optional(100),
  country: optional(100),
});
export type Billing = z.input<typeof billingSchema>;

/**
 * A guest's details (spec 000 §5: "Ime, Email i Telefon su obavezna polja."): the checkout form checks these before
 * the quick registration, whose request (below) asks the same of name, e-mail and phone.
 */
export const guestBillingSchema = billingSchema.extend({
  name: required(120),
  email: emailField('checkout.billingRequired'),
  phone: required(40),
});

/**
 * GET /checkout/billing: the signed-in buyer's details from their last order, to fill in the next checkout form;
 * fields never given are empty, and `billing` is null before the first order.
 */
export const savedBillingSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
});
export type SavedBilling = z.infer<typeof savedBillingSchema>;
export const savedBillingResponseSchema = z.object({ billing: savedBillingSchema.nullable() });
export type SavedBillingResponse = z.infer<typeof savedBillingResponseSchema>;

export const checkoutRequestSchema = z.object({
  items: itemRefsSchema,
  voucher: voucherField,
  gift_card: giftCardField,
  /** Buys a gift instead of the items (which are then left empty): ADR 044. */
  gift: giftOrderSchema.optional(),
  // Checked by the service after the cart (its message then names the method); the document lists the values.
  payment_method: z.string({ error: 'checkout.method' }).meta({ enum: ['upc', 'uplatnica', 'paypal'] }),
  billing: billingSchema.optional(),
  /** The checkout's unticked-by-default marketing opt-in for the account's address (ADR 035). */
  marketing_consent: marketingConsentField,
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({
  payment_id: z.string(),
  order_number: z.string(),
  status: z.string(),
  redirect_url: z.string().optional(),
  form_data: z.record(z.string(), z.string()).optional(),
  message: z.string().optional(),
  eur: z.object({ amount_cents: z.number().int(), rate: z.string() }).optional(),
});

export const initiateRequestSchema = z.object({
  gateway: z.string({ error: 'checkout.method' }).meta({ enum: ['upc', 'paypal'] }),
  items: itemRefsSchema.optional(),
  voucher: voucherField,
  billing: billingSchema.optional(),
});
export const initiateSlipRequestSchema = z
  .object({ items: itemRefsSchema.optional(), voucher: voucherField, billing: billingSchema.optional() })
  .nullish();

export const registerQuickRequestSchema = z.object({
  name: required(120),
  email: emailField('checkout.billingRequired'),
  phone: required(40),
});

export const paymentStatusSchema = z.enum(['pending', 'approved', 'completed', 'failed', 'refunded']);
export const paymentStatusResponseSchema = z.object({
  payment_id: z.string(),
  status: paymentStatusSchema,
  method: paymentMethodSchema,
  order_number: z.string(),
  amount_para: z.number().int(),
  failure_reason: z.string().nullable(),
  /** Courses the order opens or lengthens: the success page links each one's lessons. */
  course_ids: z.array(z.number().int()),
  /** Those of course_ids the order only extends (a learner continues them rather than starts them). */
  extended_course_ids: z.array(z.number().int()),
  /** Gifts the order buys, and whom their e-mail goes to once it is paid (ADR 044). */
  gifts: z.array(
    z.object({ kind: z.enum(['course', 'card']), title: z.string(), recipient_email: z.string() }),
  ),
});

export const slipResponseSchema = z.object({
  payment_id: z.string(),
  order_number: z.string(),
  status: paymentStatusSchema,
  payer: z.string(),
  purpose: z.string(),
  payee: z.string(),
  payee_address: z.string(),
  payment_code: z.string(),
  currency: z.literal('RSD'),
  amount: z.string(),
  amount_para: z.number().int(),
  account: z.string(),
  model: z.string(),
  reference: z.string(),
  qr_text: z.string(),
  qr_svg: z.string(),
});
export type Slip = z.infer<typeof slipResponseSchema>;

export const logErrorRequestSchema = z.object({
  message: z.string().trim().min(1, 'generic.validation').max(2000, 'generic.validation'),
  payment_id: z.string().max(100).optional().nullable(),
  error: z.unknown().optional(),
  response: z.unknown().optional(),
});

export const extendRequestSchema = z.object({
  extension_type: z.literal('free_1_month', { error: 'extension.type' }),
});
export const extendResponseSchema = z.object({ message: z.string(), new_expiry_date: z.string() });

export const purchasedCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** url: signed public image URL; srcset: its widths (ADR 068), null when it has none. */
  cover: z.object({ url: z.string().nullable(), srcset: z.string().nullable() }).nullable(),
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category_name: z.string().nullable(),
  price: z.string(),
  purchased_at: z.string(),
  course_expiry_date: z.string().nullable(),
  access_valid: z.boolean(),
  can_extend_free: z.boolean(),
  free_extension_used: z.boolean(),
  orderNumber: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  total_price: z.string().nullable(),
  source: z.enum(['purchase', 'membership', 'free', 'admin', 'gift']),
});
export type PurchasedCourse = z.infer<typeof purchasedCourseSchema>;

/** A bought e-book or template (GET /my-downloads), with its signed, short-lived link. */
export const downloadSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  /** `srcset` of the thumbnail's widths (ADR 068): `<url>&w=320 320w, …`; null when it has none. */
  thumbnail_srcset: z.string().nullable(),
  url: z.string(),
  purchased_at: z.string(),
});
export const myDownloadsResponseSchema = z.object({
  ebooks: z.array(downloadSchema),
  templates: z.array(downloadSchema),
});
export type Download = z.infer<typeof downloadSchema>;
export type MyDownloads = z.infer<typeof myDownloadsResponseSchema>;

export const orderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['pending', 'paid', 'refunded', 'cancelled']),
  subtotal_para: z.number().int(),
  discount_para: z.number().int(),
  gift_card_para: z.number().int(),
  total_para: z.number().int(),
  voucher_code: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  payment_method: paymentMethodSchema,
  payment_id: z.string().nullable(),
  payment_status: paymentStatusSchema.nullable(),
  invoice_number: z.string().nullable(),
  invoice_url: z.string().nullable(),
  /** Issued fiscal receipts (ADR 075): the sale's, and the refund's after a refund. */
  fiscal_receipts: z.array(fiscalReceiptSchema),
  lines: z.array(
    z.object({
      type: itemTypeSchema,
      id: z.number().int(),
      title: z.string(),
      price_para: z.number().int(),
      months: z.number().int().nullable(),
    }),
  ),
});
export const ordersResponseSchema = z.object({ orders: z.array(orderSummarySchema) });

export const membershipZoneSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.string(),
  price_para: z.number().int(),
  courses_count: z.number().int(),
  months: z.number().int(),
});
export const membershipsResponseSchema = z.object({ zones: z.array(membershipZoneSchema) });
