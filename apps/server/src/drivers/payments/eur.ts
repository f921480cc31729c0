// RSD → EUR conversion for PayPal (which has no RSD) and EUR amount formatting, in exact integer arithmetic.
import { formatDecimalAmount, formatMoney } from '@atelje/shared/money';

/** A rate has at most this many decimals; it is kept as an integer count of 1/10 000 RSD. */
const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_PATTERN = /^(\d{1,9})(?:\.(\d{1,4}))?$/;

/**
 * Validates an exchange rate (RSD per 1 EUR, a decimal string such as "117.1750") and returns it in
 * ten-thousandths of a dinar (117.1750 → 1171750n). Throws a RangeError for anything else.
 */
export function parseRate(rate: string): bigint {
  const match = typeof rate === 'string' ? RATE_PATTERN.exec(rate.trim()) : null;
  if (!match) throw new RangeError(`Invalid EUR rate "${rate}": expected a decimal with at most 4 decimals`);
  const scaled = BigInt(match[1]) * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  if (scaled <= 0n) throw new RangeError(`Invalid EUR rate "${rate}": it must be positive`);
  return scaled;
}

/** The rate as shown and stored beside an attempt: always 4 decimals ("117.2" → "117.2000"). */
export function normalizeRate(rate: string): string {
  const scaled = parseRate(rate);
  return `${scaled / RATE_SCALE}.${(scaled % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0')}`;
}

/**
 * RSD para → EUR cents at `rate` RSD per EUR, rounded half-up to the cent. Para and cents are both hundredths,
 * so cents = para / rate; with the rate scaled by 10⁴ that is para·10⁴ / scaled, done in BigInt so that no
 * amount, however large, drifts the way a float division would.
 */
export function rsdParaToEurCents(amountPara: number, rate: string): number {
  if (!Number.isSafeInteger(amountPara) || amountPara < 0) {
    throw new RangeError(`Invalid RSD amount ${amountPara}: expected a non-negative whole number of para`);
  }
  const scaled = parseRate(rate);
  const numerator = BigInt(amountPara) * RATE_SCALE;
  // floor(n/d + 1/2) = floor((2n + d) / 2d): half-up without leaving integers.
  return Number((2n * numerator + scaled) / (2n * scaled));
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Invalid EUR amount ${cents}: expected a non-negative whole number of cents`);
  }
}

/** Cents → PayPal's `amount.value` ("83.64"): dot decimals, no grouping. */
export function formatEurAmount(cents: number): string {
  assertCents(cents);
  return formatDecimalAmount(cents);
}

/** PayPal's `amount.value` ("83.64", "84", "83.6") → cents, exactly; throws a RangeError for more than 2 decimals. */
export function parseEurAmount(value: string): number {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new RangeError(`Invalid EUR amount "${value}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents → text for people: "1.234,56 EUR" in Serbian, "1,234.56 EUR" in English. */
export function formatEur(cents: number, locale: 'sr' | 'en' = 'sr'): string {
  assertCents(cents);
  return formatMoney(cents, locale, 'EUR');
}
