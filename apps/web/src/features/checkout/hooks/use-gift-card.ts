// The gift card code of a checkout (ADR 044): what was typed, the code the server accepted, and the reason it was
// refused. Applying asks POST /cart/quote with the code (the quote's cache gets the answer, so the summary shows
// it at once); a quote or an order refused on the card drops it with the server's reason under the field.
import type { Quote } from '@atelje/shared/commerce/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { type CartItem, cartQuoteKey, quoteCart, toItemRefs } from '../../cart';
import { useCheckoutTranslation } from '../lib/checkout-i18n';

export function useGiftCard(items: readonly CartItem[], voucher: string | null) {
  const { t } = useCheckoutTranslation();
  const queryClient = useQueryClient();
  const [input, setInput] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [applying, setApplying] = useState(false);

  /** Takes the server's reason for the card (a 422 with `gift_card`); true when there was one. */
  function takeServerError(failure: unknown): boolean {
    const message = failure instanceof ApiError ? failure.errors.gift_card?.[0] : undefined;
    if (!message) return false;
    setError(message);
    if (applied) setInput(applied);
    setApplied(null);
    return true;
  }

  async function apply() {
    const code = input.trim();
    if (!code) {
      setError(t('giftCard.empty'));
      return;
    }
    setApplying(true);
    setError(undefined);
    try {
      const refs = toItemRefs(items);
      const result = await quoteCart({ items: refs, gift_card: code, ...(voucher ? { voucher } : {}) });
      queryClient.setQueryData(cartQuoteKey(refs, voucher, code), result);
      setApplied(code);
    } catch (failure) {
      if (!takeServerError(failure)) setError(t('giftCard.error'));
    } finally {
      setApplying(false);
    }
  }

  function remove() {
    setApplied(null);
    setError(undefined);
    setInput('');
  }

  return {
    input,
    applied,
    error,
    applying,
    apply,
    remove,
    takeServerError,
    onInput(value: string) {
      setInput(value);
      setError(undefined);
    },
    /** What the checkout request carries. */
    body: applied ? { gift_card: applied } : {},
    /** What the field shows once a quote with the card is in. */
    summary(quote: Quote | undefined) {
      if (!applied || !quote?.gift_card) return null;
      return {
        tail: quote.gift_card.code_tail,
        amount: formatMoney(quote.gift_card_para),
        remaining: formatMoney(quote.gift_card.remaining_para),
      };
    },
  };
}

/** A quote refused on the card (its balance changed, another order holds it) drops the card with the reason. */
export function useDropRefusedGiftCard(giftCard: ReturnType<typeof useGiftCard>, quoteError: unknown) {
  const { applied, takeServerError } = giftCard;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new quote error is acted on
  useEffect(() => {
    if (applied && quoteError) takeServerError(quoteError);
  }, [quoteError]);
}
