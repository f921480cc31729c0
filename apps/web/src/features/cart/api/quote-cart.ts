// POST /cart/quote: the server's prices, voucher discount and totals for a list of lines (works signed out too).
import type { Quote } from '@atelje/shared/commerce/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type CartItem, type ItemRef, itemKey, toItemRefs } from '../lib/cart';

/** Lines, totals in para, the voucher applied, and what PayPal would charge in EUR at the configured rate. */
export type CartQuote = Quote;

export function quoteCart(
  body: { items: ItemRef[]; voucher?: string; gift_card?: string },
  signal?: AbortSignal,
): Promise<CartQuote> {
  return api.post('/cart/quote', { body, signal });
}

export function cartQuoteKey(
  items: readonly Pick<CartItem, 'type' | 'id'>[],
  voucher: string | null,
  giftCard: string | null = null,
) {
  return ['cart-quote', items.map(itemKey), voucher, giftCard] as const;
}

/**
 * The quote of the current lines (with the voucher and the gift card code, ADR 044); it keeps showing the last
 * quote while a new one loads.
 */
export function useCartQuote(
  items: readonly CartItem[],
  voucher: string | null = null,
  giftCard: string | null = null,
) {
  const refs = toItemRefs(items);
  return useQuery({
    queryKey: cartQuoteKey(refs, voucher, giftCard),
    queryFn: ({ signal }) =>
      quoteCart(
        { items: refs, ...(voucher ? { voucher } : {}), ...(giftCard ? { gift_card: giftCard } : {}) },
        signal,
      ),
    enabled: refs.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
