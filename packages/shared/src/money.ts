// The one home for writing money (issue 18, ADR 055). Amounts travel as whole minor units: para for RSD (1 RSD =
// 100 para) and cents for EUR, so every rule here is integer arithmetic and the same on the server, in the
// browser and in the PDFs. Written out by hand rather than with Intl.NumberFormat: building a formatter for a
// locale costs a phone tens of milliseconds at the page's first render, whole minor units need no rounding, and
// Node and browsers with different ICU data would otherwise disagree on a character.

export type Currency = 'RSD' | 'EUR';

/** Which grouping a language reads: Serbian "1.500,00", English "1,500.00". */
export type MoneyLocale = 'sr' | 'en';

export interface AmountOptions {
  /** The sign of a negative amount: '-' on screens and in e-mails, '−' (U+2212) on the PDF invoice. */
  minus?: '-' | '−';
  /** Thousands separators; false for what a machine reads back (the IPS QR payload, "1500,00"). */
  grouping?: boolean;
  /** 2 (the default) writes the minor units; 0 writes only whole units ("5.000"), for round figures. */
  fractionDigits?: 0 | 2;
}

/** 'en', 'en-GB' → 'en'; anything else (sr, sr-Latn, an unknown language) → 'sr', the site's language. */
export function moneyLocale(lng: string | undefined): MoneyLocale {
  return lng?.startsWith('en') ? 'en' : 'sr';
}

/** 150000 → "1.500,00" (Serbian); with 'en', "1,500.00"; -5 → "-0,05"; 0 → "0,00". No currency. */
export function formatAmount(minor: number, lng?: string, options: AmountOptions = {}): string {
  const [group, decimal] = moneyLocale(lng) === 'en' ? [',', '.'] : ['.', ','];
  const whole = Math.round(minor);
  const abs = Math.abs(whole);
  let units = Math.floor(abs / 100).toString();
  if (options.grouping !== false) units = units.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = whole < 0 ? (options.minus ?? '-') : '';
  if (options.fractionDigits === 0) return `${sign}${units}`;
  return `${sign}${units}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

/** 150000 → "1.500,00 RSD"; with 'en', "1,500.00 RSD"; formatMoney(8364, 'sr', 'EUR') → "83,64 EUR". */
export function formatMoney(
  minor: number,
  lng?: string,
  currency: Currency = 'RSD',
  options?: AmountOptions,
): string {
  return `${formatAmount(minor, lng, options)} ${currency}`;
}

/**
 * 980000 → "9800.00": the decimal the API and PayPal write (dot, no grouping, two decimals). For machines and
 * the admin log, never for a price a buyer reads.
 */
export function formatDecimalAmount(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
