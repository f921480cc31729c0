// POST /checkout: one order for the whole cart, priced on the server, and the start of its payment.
import type { GiftOrder } from '@atelje/shared/commerce/gifts';
import type { checkoutResponseSchema, ItemRef, PaymentMethod } from '@atelje/shared/commerce/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export interface CheckoutBody {
  items: ItemRef[];
  voucher?: string;
  /** A gift card code that pays part or all of the order (ADR 044). */
  gift_card?: string;
  /** Buys this gift instead of the items (which are then empty). */
  gift?: GiftOrder;
  payment_method: PaymentMethod;
  billing: {
    name: string;
    email: string;
    /** Asked of guests only (their quick registration has it); a signed-in buyer may leave it out. */
    phone?: string;
    address?: string;
    postalCode?: string;
    city?: string;
    country?: string;
  };
  /** Sent only when the buyer ticked the opt-in: a marketing consent for the account's address. */
  marketing_consent?: true;
}

export function createCheckout(body: CheckoutBody): Promise<CheckoutResponse> {
  return api.post<CheckoutResponse>('/checkout', body);
}
