// Dates in server-made texts: the calendar day in Belgrade, as people in Serbia read it.
import type { Locale } from './i18n';

/** "26.12.2026." (sr) or "26 December 2026" (en). */
export function formatDateForLocale(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'sr' ? 'sr-Latn-RS' : 'en-GB', {
    dateStyle: locale === 'sr' ? 'short' : 'long',
    timeZone: 'Europe/Belgrade',
  }).format(date);
}
