// The EUR figures PayPal charges, shown before the buyer leaves: "83,64 EUR (kurs 117,2000)".
import { formatAmount } from '../../../lib/money';

/** 8364 cents → "83,64" (sr) or "83.64" (en). */
export function formatEurAmount(cents: number, lng: string): string {
  return formatAmount(cents, lng);
}

/** The rate as the server sends it ("117.2000"), with a decimal comma in Serbian. */
export function formatRate(rate: string, lng: string): string {
  return lng.startsWith('en') ? rate : rate.replace('.', ',');
}
