// The checkout's payment, out of its behaviour hook (use-checkout-flow.ts): the cart is merged with the account's,
// the order is created (POST /checkout) and the buyer is sent on: to the success page when a voucher or a gift card
// paid it all, to the payment slip, or to the gateway. A refusal comes back as the form's error and is logged.
import type { PaymentMethod } from '@atelje/shared/commerce/schemas';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { cartSync, toItemRefs, useCart } from '../../cart';
import { createCheckout } from '../api/create-checkout';
import { logPaymentError } from '../api/log-payment-error';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { submitGatewayForm } from '../lib/gateway-form';
import type { useGiftCard } from './use-gift-card';

/** Checkout toasts stay 10 s (spec 000 §9). */
export const TOAST_MS = 10_000;

interface PaymentContext {
  /** The voucher the server accepted, if any. */
  voucher: string | null;
  giftCard: Pick<ReturnType<typeof useGiftCard>, 'body' | 'takeServerError'>;
  showFormError: (message: string, options?: { toast?: boolean }) => void;
  /** Puts a 422's field errors under their fields; true when one was a form field. */
  putServerFieldErrors: (error: ApiError) => boolean;
}

/** `pay` resolves to 'leaving' when the browser is on its way to another page (the button stays busy). */
export function useCheckoutPayment({
  voucher,
  giftCard,
  showFormError,
  putServerFieldErrors,
}: PaymentContext) {
  const { t } = useCheckoutTranslation();
  const navigate = useNavigate();
  const { clear } = useCart();

  async function pay(
    chosen: PaymentMethod,
    billing: Parameters<typeof createCheckout>[0]['billing'],
    marketingConsent: boolean,
  ) {
    try {
      await cartSync.ensureMerged();
      await cartSync.settled();
    } catch {
      showFormError(t('errors.cartSync'), { toast: true });
      return;
    }
    const lines = cartSync.items();
    if (lines.length === 0) {
      showFormError(t('errors.emptyCart'));
      return;
    }
    let response: Awaited<ReturnType<typeof createCheckout>>;
    try {
      response = await createCheckout({
        items: toItemRefs(lines),
        ...(voucher ? { voucher: voucher } : {}),
        ...giftCard.body,
        payment_method: chosen,
        billing,
        ...(marketingConsent ? { marketing_consent: true as const } : {}),
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (apiError?.status === 422) putServerFieldErrors(apiError);
      giftCard.takeServerError(apiError);
      const message = apiError?.serverMessage ?? t(`errors.${chosen}`);
      showFormError(message, { toast: true });
      logPaymentError({
        message: `checkout ${chosen} failed: ${message}`,
        error,
        response: apiError ? { status: apiError.status, errors: apiError.errors } : undefined,
      });
      return;
    }

    // A voucher or a gift card paid it all: no gateway, straight to the success page.
    if (response.status === 'completed' && response.redirect_url) {
      window.location.assign(response.redirect_url);
      return 'leaving' as const;
    }
    if (chosen === 'uplatnica') {
      toast.success(response.message ?? t('toast.slipCreated'), { autoClose: TOAST_MS });
      await navigate(`/checkout/uplatnica?payment_id=${encodeURIComponent(response.payment_id)}`);
      // The order now holds these lines; a second payment of the same cart would buy them twice.
      clear();
      return;
    }
    if (!response.redirect_url || (chosen === 'upc' && !response.form_data)) {
      const message = t(`errors.${chosen}`);
      showFormError(message, { toast: true });
      logPaymentError({
        message: `checkout ${chosen}: no redirect in the answer`,
        payment_id: response.payment_id,
        response,
      });
      return;
    }
    // The page is left from here on; keep the button busy until it goes.
    if (chosen === 'upc') submitGatewayForm(response.redirect_url, response.form_data ?? {});
    else window.location.assign(response.redirect_url);
    return 'leaving' as const;
  }

  return pay;
}
