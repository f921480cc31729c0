// Calendar months and days as the dashboard shows them, in Belgrade.

const monthFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Belgrade',
  year: 'numeric',
  month: '2-digit',
});

/** The calendar month of an instant in Belgrade: '2026-11'. */
export function belgradeMonth(date: Date): string {
  const parts = monthFormat.formatToParts(date);
  const year = parts.find((part) => part.type === 'year')?.value;
  const month = parts.find((part) => part.type === 'month')?.value;
  return `${year}-${month}`;
}

/** The `count` months ending with the one `now` is in (Belgrade), oldest first. */
export function lastMonths(count: number, now: Date): string[] {
  const [year, month] = belgradeMonth(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index;
    const total = year * 12 + (month - 1) - back;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Belgrade',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Belgrade is ahead of UTC at an instant. */
function belgradeOffsetMs(at: Date): number {
  const parts = Object.fromEntries(dayFormat.formatToParts(at).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * A calendar day ('2026-12-31') in Belgrade as an instant: its first millisecond, or with `end` its last one.
 * Any other accepted text is an ISO 8601 instant with an offset and is read as such.
 */
export function belgradeDay(value: string, end = false): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const midnightUtc = Date.parse(`${value}T00:00:00Z`);
  // The offset at that local midnight: try the offset of the UTC instant, then correct once (DST changes).
  let start = midnightUtc - belgradeOffsetMs(new Date(midnightUtc));
  start = midnightUtc - belgradeOffsetMs(new Date(start));
  if (!end) return new Date(start);
  const nextMidnightUtc = midnightUtc + 86_400_000;
  let next = nextMidnightUtc - belgradeOffsetMs(new Date(nextMidnightUtc));
  next = nextMidnightUtc - belgradeOffsetMs(new Date(next));
  return new Date(next - 1);
}
