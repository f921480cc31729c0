// The checkout form's values and its client-side checks (spec 000 §5 Checkout): the cart must not be empty; name
// and email are required, and a guest's phone; the method must be upc, uplatnica or paypal. The field rules are
// the shared billing schemas', the same the server applies.
import {
  billingSchema,
  guestBillingSchema,
  type PaymentMethod,
  paymentMethodSchema,
  type SavedBilling,
} from '@atelje/shared/commerce/schemas';
import type { CheckoutBilling } from '../api/create-checkout';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['upc', 'uplatnica', 'paypal'];

export interface CheckoutValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  country: string;
  voucher: string;
  payment_method: string;
  /** The unticked-by-default marketing opt-in (ADR 035). */
  marketing_consent: boolean;
}

export type CheckoutField = Exclude<keyof CheckoutValues, 'voucher' | 'marketing_consent'>;

export type CheckoutProblem =
  | { kind: 'emptyCart' }
  | { kind: 'billing'; fields: Partial<Record<CheckoutField, string>> }
  | { kind: 'method' };

export interface ValidCheckout {
  billing: CheckoutBilling;
  method: PaymentMethod;
}

/**
 * The first problem in the spec's order, with a message key per field for billing; or the cleaned values. Only a
 * guest (`guest`) must give a phone: the quick registration asks it.
 */
export function checkCheckout(
  values: CheckoutValues,
  itemCount: number,
  { guest }: { guest: boolean },
): { ok: true; value: ValidCheckout } | { ok: false; problem: CheckoutProblem } {
  if (itemCount === 0) return { ok: false, problem: { kind: 'emptyCart' } };
  const billing = (guest ? guestBillingSchema : billingSchema).safeParse({
    name: values.name,
    email: values.email,
    phone: values.phone || undefined,
    address: values.address || undefined,
    postalCode: values.postalCode || undefined,
    city: values.city || undefined,
    country: values.country || undefined,
  });
  if (!billing.success) {
    const fields: Partial<Record<CheckoutField, string>> = {};
    for (const issue of billing.error.issues) {
      const field = issue.path[0] as CheckoutField;
      fields[field] ??= issue.message;
    }
    return { ok: false, problem: { kind: 'billing', fields } };
  }
  const method = paymentMethodSchema.safeParse(values.payment_method);
  if (!method.success) return { ok: false, problem: { kind: 'method' } };
  return { ok: true, value: { billing: billing.data, method: method.data } };
}

export const BILLING_FIELDS = ['name', 'email', 'phone', 'address', 'postalCode', 'city', 'country'] as const;

/**
 * The remembered details (GET /checkout/billing) for the fields the buyer has not touched yet: what they typed
 * on this page stays, and an empty remembered field never blanks a filled one.
 */
export function prefill(
  saved: SavedBilling,
  untouched: (field: (typeof BILLING_FIELDS)[number]) => boolean,
): Partial<Record<(typeof BILLING_FIELDS)[number], string>> {
  const values: Partial<Record<(typeof BILLING_FIELDS)[number], string>> = {};
  for (const field of BILLING_FIELDS) {
    if (saved[field] && untouched(field)) values[field] = saved[field];
  }
  return values;
}
