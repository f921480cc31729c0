// Small helpers the payment result pages share.
import type { PaymentStatus } from '../api/get-payment-status';
import type { CheckoutT } from './checkout-i18n';

export function errorPagePath(message: string): string {
  return `/checkout/error?message=${encodeURIComponent(message)}`;
}

/** The status in words for the timeout message ("na čekanju"). */
export function statusName(t: CheckoutT, status: PaymentStatus['status'] | null): string {
  return t(`status.statusNames.${status ?? 'unknown'}`);
}
