// How the dashboard words orders and payments (issue 16, ADR 032): an order's real state with its badge tone, a
// payment attempt's status (a confirmed bank slip reads "Potvrđeno", spec 001 §4), and the activity feed's order
// entries in the reader's language, with the method by name and the amount as the dashboard shows money.
import type { AdminActivity, AdminOrderState } from '@atelje/shared';
import type { BadgeTone } from '../../../components/ui/badge';
import { formatMoney } from '../../../lib/money';
import { isOneOf } from '../../../lib/text-keys';
import type { AdminKey, AdminT } from './admin-i18n';

export const STATE_TONE: Record<AdminOrderState, BadgeTone> = {
  paid: 'success',
  awaiting_slip: 'warning',
  pending: 'info',
  abandoned: 'neutral',
  failed: 'danger',
  cancelled: 'neutral',
  refunded: 'accent',
};

const KNOWN_METHODS = ['upc', 'paypal', 'uplatnica'] as const;
/** The attempt statuses worded as they are; completed and failed depend on the method and the reason. */
const LISTED_STATUSES = ['pending', 'approved', 'refunded'] as const;

/** A payment method by its name ("Platna kartica"), or as sent when unknown. */
export function methodLabel(method: string, t: AdminT): string {
  return isOneOf(KNOWN_METHODS, method) ? t(`orders.methods.${method}`) : method;
}

/** What the buyer's PayPal cancel and the bank's TranCode 501 leave as the failure of an attempt. */
function cancelledByBuyer(payment: { method: string; failure_reason: string | null }) {
  return (
    payment.failure_reason === 'cancelled by the buyer' ||
    (payment.method === 'upc' && payment.failure_reason === 'TranCode 501')
  );
}

/**
 * The word for a payment attempt's status: a bank slip the administrator confirmed is "confirmed" (spec 001 §4),
 * a card or PayPal payment that went through is "charged", a failure the buyer chose is "cancelled".
 */
export function paymentStatusKey(payment: {
  method: string;
  status: string;
  failure_reason: string | null;
}): AdminKey | null {
  if (payment.status === 'completed')
    return payment.method === 'uplatnica'
      ? 'orders.paymentStatus.confirmed'
      : 'orders.paymentStatus.completed';
  if (payment.status === 'failed')
    return cancelledByBuyer(payment) ? 'orders.paymentStatus.cancelled' : 'orders.paymentStatus.failed';
  if (isOneOf(LISTED_STATUSES, payment.status)) return `orders.paymentStatus.${payment.status}`;
  return null;
}

const ORDER_ACTIVITY: Record<string, AdminKey> = {
  'order.created': 'overview.activityOrderCreated',
  'order.paid': 'overview.activityOrderPaid',
};

const MACHINE_MONEY = /(-?\d+)\.(\d{2}) RSD/g;

/**
 * A stored text's amounts written as the machine decimal ("12900.00 RSD", entries written before the dashboard
 * formatted money) in Serbian money format, "12.900,00 RSD", as the dashboard shows money everywhere.
 */
export function moneyInText(text: string): string {
  return text.replace(MACHINE_MONEY, (_, units: string, cents: string) =>
    formatMoney(Number(units) * 100 + (units.startsWith('-') ? -Number(cents) : Number(cents))),
  );
}

/** An activity entry as the reader reads it: order entries worded in their language, others as written. */
export function activityText(
  activity: Pick<AdminActivity, 'type' | 'message' | 'params'>,
  t: AdminT,
): string {
  const key = ORDER_ACTIVITY[activity.type];
  const params = activity.params;
  if (!key || !params?.number || !params.method || params.total_para === undefined)
    return moneyInText(activity.message);
  return t(key, {
    number: params.number,
    method: isOneOf(KNOWN_METHODS, params.method)
      ? t(`overview.activityMethods.${params.method}`)
      : params.method,
    amount: formatMoney(params.total_para),
  });
}
