// Access dates the checkout shows before paying (spec-decisions: "the purchase page states the expiry date"):
// a course gives its access months from today, a membership 12 months, an extension adds 6 months to the current
// expiry (or to today when that has passed). The server computes the real dates when the payment completes.
export { DEFAULT_ACCESS_MONTHS } from '@atelje/shared/catalog/access-period';

/** Adds calendar months; a day that the target month lacks becomes its last day (31 Jan + 1 → 28/29 Feb). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The expiry after an extension of `months`: counted from the current expiry while it is still ahead. */
export function extendedExpiry(
  currentExpiry: string | Date | null,
  months: number,
  now: Date = new Date(),
): Date {
  const current = currentExpiry ? new Date(currentExpiry) : null;
  const base = current && !Number.isNaN(current.getTime()) && current > now ? current : now;
  return addMonths(base, months);
}
