// Access expiry arithmetic (issue 4 "Access", "Extensions"): calendar months, clamped to the end of a shorter month.

/**
 * `months` calendar months after `from`, at the same time of day (UTC). A day that the target month lacks
 * falls on that month's last day: 31 January + 1 month = 28 (or 29) February, never 2 or 3 March.
 */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const day = from.getUTCDate();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(day, lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** Whether access with this expiry is live at `now` (null: never expires). */
export function isLive(expiresAt: Date | null, now: Date): boolean {
  return expiresAt === null || expiresAt.getTime() > now.getTime();
}

/**
 * The expiry after adding `months` of access: counted from the current expiry while it is still live, from
 * `now` once it has passed (or when there was none). A never-expiring access stays so.
 */
export function extendExpiry(
  current: { expiresAt: Date | null; exists: boolean },
  months: number,
  now: Date,
): Date | null {
  if (current.exists && current.expiresAt === null) return null;
  const base =
    current.exists && current.expiresAt && isLive(current.expiresAt, now) ? current.expiresAt : now;
  return addMonths(base, months);
}
