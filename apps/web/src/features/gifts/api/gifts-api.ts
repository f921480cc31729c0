// The gift calls (ADR 044): the quote and the order of a gift (POST /cart/quote and /checkout with `gift`), a gift
// link's preview and its redemption, the buyer's sent gifts and their resend, and a gift card's balance.
import type { GiftItem } from '@atelje/shared/commerce/gifts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function quoteGift(
  body: { gift: GiftItem; voucher?: string; gift_card?: string },
  signal?: AbortSignal,
) {
  return api.post('/cart/quote', { body: { items: [], ...body }, signal });
}

export const giftQuoteKey = (gift: GiftItem | null, voucher: string | null, giftCard: string | null) =>
  ['gift-quote', gift?.kind, gift?.course_id, gift?.amount_para, voucher, giftCard] as const;

/** The gift's price, with the voucher and the gift card applied (asked for only when there is a gift). */
export const giftQuoteQuery = (gift: GiftItem | null, voucher: string | null, giftCard: string | null) =>
  queryOptions({
    queryKey: giftQuoteKey(gift, voucher, giftCard),
    queryFn: ({ signal }) =>
      quoteGift(
        { gift: gift!, ...(voucher ? { voucher } : {}), ...(giftCard ? { gift_card: giftCard } : {}) },
        signal,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useGiftQuote(gift: GiftItem | null, voucher: string | null, giftCard: string | null) {
  return useQuery({ ...giftQuoteQuery(gift, voucher, giftCard), enabled: gift !== null });
}

export const giftPreviewQuery = (code: string) =>
  queryOptions({
    queryKey: ['gift-preview', code],
    queryFn: ({ signal }) => api.get('/gifts/redeem/{code}', { path: { code }, signal }),
    retry: false,
  });

export function useGiftPreview(code: string) {
  return useQuery(giftPreviewQuery(code));
}

export function redeemGift(code: string) {
  return api.post('/gifts/redeem', { body: { code } });
}

export const sentGiftsKey = ['gifts', 'sent'] as const;

export function useSentGifts() {
  return useQuery({
    queryKey: sentGiftsKey,
    queryFn: ({ signal }) => api.get('/gifts/sent', { signal }),
  });
}

export function resendGift(kind: 'gift' | 'card', id: number) {
  return kind === 'gift'
    ? api.post('/gifts/{id}/resend', { path: { id } })
    : api.post('/gift-cards/{id}/resend', { path: { id } });
}

export function giftCardBalance(code: string) {
  return api.post('/gift-cards/balance', { body: { code } });
}
