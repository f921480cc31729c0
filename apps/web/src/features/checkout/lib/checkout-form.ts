// The checkout form's values and its client-side checks (spec 000 §5 Checkout): the cart must not be empty; name,
// email and phone are required; the method must be upc, uplatnica or paypal. The field rules are the shared
// billing schema's, the same the server applies.
import { billingSchema, type PaymentMethod, paymentMethodSchema } from '@atelje/shared/commerce/schemas';

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
}

export type CheckoutField = Exclude<keyof CheckoutValues, 'voucher'>;

export type CheckoutProblem =
  | { kind: 'emptyCart' }
  | { kind: 'billing'; fields: Partial<Record<CheckoutField, string>> }
  | { kind: 'method' };

export interface ValidCheckout {
  billing: {
    name: string;
    email: string;
    phone: string;
    address?: string;
    postalCode?: string;
    city?: string;
    country?: string;
  };
  method: PaymentMethod;
}

/** The first problem in the spec's order, with a message key per field for billing; or the cleaned values. */
export function checkCheckout(
  values: CheckoutValues,
  itemCount: number,
): { ok: true; value: ValidCheckout } | { ok: false; problem: CheckoutProblem } {
  if (itemCount === 0) return { ok: false, problem: { kind: 'emptyCart' } };
  const billing = billingSchema.safeParse({
    name: values.name,
    email: values.email,
    phone: values.phone,
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
