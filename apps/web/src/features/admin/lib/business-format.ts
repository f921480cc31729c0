// How the business dashboard writes its buckets, shares and changes in the reader's language; money is always
// Serbian money format ("12.900,00 RSD"), as everywhere in the dashboard.
import type { Granularity } from '@atelje/shared/admin/business';
import { formatMonthShort } from '../../../lib/dates';
import { formatAmount } from '../../../lib/money';
import type { AdminT } from './admin-i18n';

const isEnglish = (language: string) => language.startsWith('en');

/** '2026-03-29' → "29. mar" (sr) / "29 Mar" (en): an axis label. */
export function shortDay(day: string, language: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  const name = formatMonthShort(month, language);
  return isEnglish(language) ? `${date} ${name}` : `${date}. ${name}`;
}

/** An axis label for a bucket: its day, its week's Monday, or its month and year. */
export function bucketAxisLabel(bucket: string, granularity: Granularity, language: string): string {
  if (granularity !== 'month') return shortDay(bucket, language);
  return `${formatMonthShort(Number(bucket.slice(5, 7)), language)} ${bucket.slice(2, 4)}`;
}

/** A bucket as a table names it: "29. mar 2026", "nedelja od 23. nov 2026", "nov 2026". */
export function bucketLabel(bucket: string, granularity: Granularity, language: string, t: AdminT): string {
  const year = bucket.slice(0, 4);
  if (granularity === 'month') return `${formatMonthShort(Number(bucket.slice(5, 7)), language)} ${year}`;
  const day = `${shortDay(bucket, language)} ${year}`;
  return granularity === 'week' ? t('business.weekOf', { day }) : day;
}

/** Whole dinars for an axis: 1290000 para → "12.900". */
export function axisMoney(para: number): string {
  return formatAmount(para, 'sr', { fractionDigits: 0 });
}

/** 0.4567 → "45,7 %" (sr) / "45.7%" (en). */
export function formatShare(share: number, language: string): string {
  return new Intl.NumberFormat(isEnglish(language) ? 'en-GB' : 'sr-RS', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(share);
}

/** A count in the reader's grouping: 12345 → "12.345" (sr) / "12,345" (en). */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(isEnglish(language) ? 'en-GB' : 'sr-RS').format(count);
}

/** +12,5 % / −3 %: a change with its sign. */
export function formatChange(change: number, language: string): string {
  const text = formatShare(Math.abs(change), language);
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${text}`;
}

/** Para as the decimal a spreadsheet reads (CSV): 1290000 → 12900.00. */
export function csvMoney(para: number): number {
  return Math.round(para) / 100;
}
