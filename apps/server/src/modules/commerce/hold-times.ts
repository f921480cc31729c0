// How long a pending order holds a voucher use or a gift card's amount (ADR 022, ADR 044).

/** How long an order paid online (card, PayPal) holds its voucher use: longer than the gateways' sessions. */
export const ONLINE_HOLD_MS = 60 * 60 * 1000;
/** How long a bank-slip order holds it: the days a transfer takes, as the slip e-mail asks. */
export const SLIP_HOLD_MS = 7 * 24 * 60 * 60 * 1000;
/** A PayPal capture about to run renews the hold by this much, so it cannot lapse during the capture. */
export const CAPTURE_HOLD_MS = 15 * 60 * 1000;

export function holdUntil(method: 'upc' | 'paypal' | 'uplatnica', now: Date): Date {
  return new Date(now.getTime() + (method === 'uplatnica' ? SLIP_HOLD_MS : ONLINE_HOLD_MS));
}
