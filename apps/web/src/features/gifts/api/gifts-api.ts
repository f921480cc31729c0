// The gift calls (ADR 044): the quote and the order of a gift (POST /cart/quote and /checkout with `gift`), a gift
// link's preview and its redemption, the buyer's sent gifts and their resend, and a gift card's balance.
import type {
  GiftCardBalance,
  GiftItem,
  GiftPreview,
  GiftRedeemResponse,
  SentGifts,
} from '@atelje/shared/commerce/gifts';
import type { Quote } from '@atelje/shared/commerce/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function quoteGift(
  body: { gift: GiftItem; voucher?: string; gift_card?: string },
  signal?: AbortSignal,
) {
  return api.post<Quote>('/cart/quote', { items: [], ...body }, { signal });
}

export const giftQuoteKey = (gift: GiftItem | null, voucher: string | null, giftCard: string | null) =>
  ['gift-quote', gift?.kind, gift?.course_id, gift?.amount_para, voucher, giftCard] as const;

/** The gift's price, with the voucher and the gift card applied. */
export function useGiftQuote(gift: GiftItem | null, voucher: string | null, giftCard: string | null) {
  return useQuery({
    queryKey: giftQuoteKey(gift, voucher, giftCard),
    queryFn: ({ signal }) =>
      quoteGift(
        { gift: gift!, ...(voucher ? { voucher } : {}), ...(giftCard ? { gift_card: giftCard } : {}) },
        signal,
      ),
    enabled: gift !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useGiftPreview(code: string) {
  return useQuery({
    queryKey: ['gift-preview', code],
    queryFn: ({ signal }) => api.get<GiftPreview>(`/gifts/redeem/${encodeURIComponent(code)}`, { signal }),
    retry: false,
  });
}

export function redeemGift(code: string) {
  return api.post<GiftRedeemResponse>('/gifts/redeem', { code });
}

export const sentGiftsKey = ['gifts', 'sent'] as const;

export function useSentGifts() {
  return useQuery({
    queryKey: sentGiftsKey,
    queryFn: ({ signal }) => api.get<SentGifts>('/gifts/sent', { signal }),
  });
}

export function resendGift(kind: 'gift' | 'card', id: number) {
  return api.post<{ message: string }>(kind === 'gift' ? `/gifts/${id}/resend` : `/gift-cards/${id}/resend`);
}

export function giftCardBalance(code: string) {
  return api.post<GiftCardBalance>('/gift-cards/balance', { code });
}
