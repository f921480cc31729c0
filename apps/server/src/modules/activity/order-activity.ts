// How the (Serbian) activity feed writes money, payment methods and orders; the dashboard shows the same figures.
import { formatMoney } from '@atelje/shared/money';

/** 1234567 para → '12.345,67 RSD' (sr-RS: '.' groups thousands, ',' before the two decimals). */
export function formatRsdSr(para: number): string {
  return formatMoney(para, 'sr');
}

/** A payment method as the (Serbian) activity feed names it. */
export function methodNameSr(method: string): string {
  return { upc: 'platna kartica', paypal: 'PayPal', uplatnica: 'uplatnica' }[method] ?? method;
}

/** "2026-000123 (platna kartica, 12.900,00 RSD)": an order in the activity feed's Serbian text. */
export function orderActivityText(order: { number: string; totalPara: number }, method: string): string {
  return `${order.number} (${methodNameSr(method)}, ${formatRsdSr(order.totalPara)})`;
}

/** What the dashboard formats in the reader's language (adminActivitySchema.params). */
export function orderActivityData(order: { number: string; totalPara: number }, method: string) {
  return { number: order.number, method, total_para: order.totalPara };
}
