// Dates for people, the same on every page, e-mail and PDF: the calendar day in Belgrade, in the reader's language.
// A full Serbian date names the month in the genitive ("26. novembra 2027.", "do 26. novembra 2027."); the
// Serbian data of Intl has only the nominative ("26. novembar 2027."), so the month names are written out here and
// Intl is asked only for the Belgrade calendar day and time (one formatter, built on first use: building one costs
// a phone tens of milliseconds).

export const TIME_ZONE = 'Europe/Belgrade';

const SR_MONTHS = [
  'januara',
  'februara',
  'marta',
  'aprila',
  'maja',
  'juna',
  'jula',
  'avgusta',
  'septembra',
  'oktobra',
  'novembra',
  'decembra',
];

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Month labels on their own (a chart's axis): the nominative, shortened. */
const SR_MONTHS_SHORT = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'avg', 'sep', 'okt', 'nov', 'dec'];
const EN_MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An instant as a wall clock in Belgrade shows it; month 1–12. */
export interface BelgradeParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let belgrade: Intl.DateTimeFormat | undefined;

function isEnglish(lng: string | undefined): boolean {
  return lng?.startsWith('en') ?? false;
}

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The Belgrade calendar day and time of an instant (summer time included). Throws RangeError on an invalid date. */
export function belgradeParts(value: string | number | Date): BelgradeParts {
  belgrade ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of belgrade.formatToParts(toDate(value))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

/** "26. novembra 2027." (sr) or "26 November 2027" (en): the one way a date is written for people. */
export function formatDate(value: string | number | Date, lng: string = 'sr'): string {
  const { year, month, day } = belgradeParts(value);
  return isEnglish(lng)
    ? `${day} ${EN_MONTHS[month - 1]} ${year}`
    : `${day}. ${SR_MONTHS[month - 1]} ${year}.`;
}

/** "26. novembra 2027. u 14:05" (sr) or "26 November 2027, 14:05" (en), a 24-hour clock in Belgrade. */
export function formatDateTime(value: string | number | Date, lng: string = 'sr'): string {
  const parts = belgradeParts(value);
  const time = `${pad(parts.hour)}:${pad(parts.minute)}`;
  return isEnglish(lng) ? `${formatDate(value, lng)}, ${time}` : `${formatDate(value, lng)} u ${time}`;
}

/**
 * "26.11.2027." (sr) or "26/11/2027" (en): only for the fields of formal documents (the invoice), where Serbian
 * bookkeeping writes dates in figures. Everything people read uses formatDate.
 */
export function formatNumericDate(value: string | number | Date, lng: string = 'sr'): string {
  const { year, month, day } = belgradeParts(value);
  return isEnglish(lng) ? `${pad(day)}/${pad(month)}/${year}` : `${pad(day)}.${pad(month)}.${year}.`;
}

/** A month on its own, shortened: "nov" (sr) or "Nov" (en); month 1–12. */
export function formatMonthShort(month: number, lng: string = 'sr'): string {
  return (isEnglish(lng) ? EN_MONTHS_SHORT : SR_MONTHS_SHORT)[month - 1] ?? '';
}
