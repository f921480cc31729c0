// The Omnisend contacts CSV (integrations.md): UTF-8, RFC 4180 quoting, CRLF line ends, a header row, one
// contact per row, dates in ISO 8601. Written by lib/csv.ts, which makes every cell inert to spreadsheets.
import { csvRecord } from '../../lib/csv';

export { csvField, csvRecord } from '../../lib/csv';

export const OMNISEND_COLUMNS = [
  'Email',
  'First name',
  'Last name',
  'Phone',
  'Country',
  'City',
  'Tags',
  'Email opt-in date',
  'Email opt-out date',
] as const;

export interface ExportContact {
  email: string;
  name: string | null;
  phone: string | null;
  country: string | null;
  city: string | null;
  tags: string[];
  /** ISO 8601 instants. */
  optInAt: string;
  optOutAt: string | null;
}

/** Free text as typed, without surrounding spaces (csvRecord defuses formulas in every column). */
const text = (value: string | null | undefined) => (value ?? '').trim();

/** A Serbian number as typed at checkout ('060 123 4567', '+381 60…', '00381…') in +381… form; else ''. */
export function internationalPhone(value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 6) return '';
  if (raw.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.startsWith('381')) return `+${digits}`;
  if (digits.startsWith('0')) return `+381${digits.slice(1)}`;
  return `+381${digits}`;
}

/** 'Ana Marija Petrović' → ['Ana', 'Marija Petrović']. */
export function splitName(name: string | null | undefined): [string, string] {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return ['', ''];
  return [parts[0]!, parts.slice(1).join(' ')];
}

export const csvHeader = () => csvRecord(OMNISEND_COLUMNS);

export function contactRecord(contact: ExportContact): string {
  const [first, last] = splitName(contact.name);
  return csvRecord([
    text(contact.email),
    first,
    last,
    internationalPhone(contact.phone),
    text(contact.country),
    text(contact.city),
    contact.tags.map(text).join(','),
    contact.optInAt,
    contact.optOutAt ?? '',
  ]);
}
