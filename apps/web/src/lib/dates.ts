// Dates are stored in UTC and always shown in Belgrade time, in the reader's language.
export const TIME_ZONE = 'Europe/Belgrade';

export type Lang = 'sr' | 'en';

function locale(lng: string): string {
  return lng.startsWith('en') ? 'en-GB' : 'sr-Latn-RS';
}

const dateOptions: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

const timeOptions: Intl.DateTimeFormatOptions = {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "1. april 2024." (sr) or "1 April 2024" (en). */
export function formatDate(value: string | Date, lng: string = 'sr'): string {
  return new Intl.DateTimeFormat(locale(lng), dateOptions).format(toDate(value));
}

/** "1. april 2024. u 00:30" (sr) or "1 April 2024, 00:30" (en). */
export function formatDateTime(value: string | Date, lng: string = 'sr'): string {
  const date = toDate(value);
  const day = formatDate(date, lng);
  const time = new Intl.DateTimeFormat(locale(lng), timeOptions).format(date);
  return lng.startsWith('en') ? `${day}, ${time}` : `${day} u ${time}`;
}
