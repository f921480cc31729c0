// Dates for people come from the one helper the server's e-mails and PDFs use too (packages/shared/src/i18n):
// the Belgrade calendar day, "26. novembra 2027." in Serbian and "26 November 2027" in English; in Serbian
// Cyrillic (ADR 082) the same date transliterated ("26. новембра 2027.").
import * as shared from '@atelje/shared/i18n/dates';
import { converterFor, currentLanguageTag } from './i18n';

const inScript = (text: string, lng: string | undefined) => {
  const convert = lng?.startsWith('en') ? undefined : converterFor(currentLanguageTag());
  return convert ? convert(text) : text;
};

export const formatDate = (value: string | number | Date, lng?: string): string =>
  inScript(shared.formatDate(value, lng), lng);
export const formatDateTime = (value: string | number | Date, lng?: string): string =>
  inScript(shared.formatDateTime(value, lng), lng);
export const formatMonthShort = (month: number, lng?: string): string =>
  inScript(shared.formatMonthShort(month, lng), lng);
