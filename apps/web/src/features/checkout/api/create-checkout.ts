// POST /checkout: one order for the whole cart, priced on the server, and the start of its payment.
import type { checkoutResponseSchema, ItemRef, PaymentMethod } from '@atelje/shared/commerce/schemas';
import type { z } from 'zod';
import { type ApiOptions, api } from '../../../lib/api-client';

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** The buyer's details an order is billed to. */
export interface CheckoutBilling {
  name: string;
  email: string;
  /** Asked of guests only (their quick registration has it); a signed-in buyer may leave it out. */
  phone?: string;
  address?: string;
  postalCode?: string;
  city?: string;
  country?: string;
}

export interface CheckoutBody {
  items: ItemRef[];
  voucher?: string;
  /** A gift card code that pays part or all of the order (ADR 044). */
  gift_card?: string;
  /** Buys this gift instead of the items (which are then empty). */
  gift?: ApiOptions<'post', '/checkout'>['body']['gift'];
  payment_method: PaymentMethod;
  billing: CheckoutBilling;
  /** Sent only when the buyer ticked the opt-in: a marketing consent for the account's address. */
  marketing_consent?: true;
}

export function createCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api.post('/checkout', { body });
}
