// The checkout requests API tests make: an order started as a signed-in buyer, and a bank-slip payment confirmed by
// an administrator (what grants a slip order).
import type { TestApp } from './app';

interface Caller {
  auth: Record<string, string>;
}

/** POST /api/checkout as `user`, with the payload as given (items, payment_method, billing, voucher…). */
export function postCheckout(
  t: Pick<TestApp, 'app'>,
  user: Caller,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...user.auth, ...headers },
    payload,
  });
}

/** POST /api/admin/uplatnice/{paymentId}/confirm as `admin`. */
export function confirmSlipPayment(t: Pick<TestApp, 'app'>, admin: Caller, paymentId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/uplatnice/${paymentId}/confirm`,
    headers: admin.auth,
  });
}
