// The accountant's export of paid and refunded orders (issue 20, item 4; ADR 072): one line per payment and one
// negative line per refund, each with the invoice's numbers (VAT included in the price, as on the invoice: the
// VAT is gross × rate / (100 + rate), rounded to the para), how and in what currency it was paid, and a totals line.
// The same lines become a CSV in the administrator's language (Serbian: ";" and a decimal comma, English: "," and a
// decimal point; UTF-8 with a BOM) or an .xlsx workbook with real numbers and dates.
import { type CsvSeparator, csvRecord } from '../../lib/csv';
import { type Locale, type MessageKey, translate } from '../../lib/i18n';
import { writeXlsx, type XlsxKind, type XlsxValue } from '../../lib/xlsx';
import type { AccountingEvent } from './admin-accounting.repository';

/** The VAT rate of the invoices (drivers/invoicing/local.ts): prices are VAT-included. */
export interface VatPolicy {
  percent: number;
}

export interface AccountingLine {
  kind: 'payment' | 'refund';
  invoiceNumber: string;
  orderNumber: string;
  /** YYYY-MM-DD, the Belgrade day of the payment or the refund. */
  day: string;
  buyerName: string;
  buyerEmail: string;
  items: string;
  netPara: number;
  vatPercent: number;
  vatPara: number;
  /** The invoice's total: what was sold, whatever paid it. */
  grossPara: number;
  giftCardPara: number;
  /** What the payment method collected (the gross less a gift card's part). */
  chargedPara: number;
  currency: 'RSD' | 'EUR';
  /** The charged amount in the currency paid, in its hundredths (para or euro cents). */
  originalMinor: number;
  /** RSD per 1 EUR for a PayPal payment, else null. */
  eurRate: number | null;
  method: AccountingEvent['method'];
  reference: string;
  voucherCode: string;
  discountPara: number;
}

/** The VAT contained in a VAT-included amount, rounded to the para (as the invoice computes it). */
export function includedVat(grossPara: number, percent: number): number {
  return Math.round((grossPara * percent) / (100 + percent));
}

/** The payment's reference an accountant matches a statement with: the bank's approval code, the slip's model 97
 * reference, PayPal's capture id. */
export function paymentReference(
  event: Pick<AccountingEvent, 'method' | 'providerOrderId' | 'providerData'>,
) {
  const data = event.providerData;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (event.method) {
    case 'upc':
      return text(data.approvalCode);
    case 'paypal':
      return text(data.captureId);
    case 'uplatnica':
      return event.providerOrderId?.startsWith('97') ? event.providerOrderId : '';
  }
}

export function accountingLine(event: AccountingEvent, vat: VatPolicy): AccountingLine {
  const sign = event.kind === 'refund' ? -1 : 1;
  const grossPara = event.totalPara + event.giftCardPara;
  const vatPara = includedVat(grossPara, vat.percent);
  const paypal = event.method === 'paypal' && event.eurAmountCents !== null;
  return {
    kind: event.kind,
    invoiceNumber: event.invoiceNumber ?? '',
    orderNumber: event.orderNumber,
    day: event.day,
    buyerName: event.buyerName,
    buyerEmail: event.buyerEmail,
    items: event.items.join(' | '),
    netPara: sign * (grossPara - vatPara),
    vatPercent: vat.percent,
    vatPara: sign * vatPara,
    grossPara: sign * grossPara,
    giftCardPara: sign * event.giftCardPara,
    chargedPara: sign * event.totalPara,
    currency: paypal ? 'EUR' : 'RSD',
    originalMinor: sign * (paypal ? event.eurAmountCents! : event.totalPara),
    eurRate: paypal && event.eurRate ? Number(event.eurRate) : null,
    method: event.method,
    reference: paymentReference(event),
    voucherCode: event.voucherCode ?? '',
    discountPara: sign * event.discountPara,
  };
}

export interface AccountingTotals {
  netPara: number;
  vatPara: number;
  grossPara: number;
  giftCardPara: number;
  chargedPara: number;
  discountPara: number;
}

export function accountingTotals(lines: AccountingLine[]): AccountingTotals {
  const totals = { netPara: 0, vatPara: 0, grossPara: 0, giftCardPara: 0, chargedPara: 0, discountPara: 0 };
  for (const line of lines) {
    for (const key of Object.keys(totals) as (keyof AccountingTotals)[]) totals[key] += line[key];
  }
  return totals;
}

type Cell = { text: string } | { money: number } | { number: number } | { day: string } | null;

interface Column {
  key: string;
  kind: XlsxKind;
  width: number;
  cell: (line: AccountingLine, locale: Locale) => Cell;
  total?: (totals: AccountingTotals) => number;
}

const money = (para: number): Cell => ({ money: para });

export const ACCOUNTING_COLUMNS: Column[] = [
  {
    key: 'kind',
    kind: 'text',
    width: 11,
    cell: (l, locale) => ({ text: translate(locale, `accounting.kind.${l.kind}`) }),
  },
  { key: 'invoice', kind: 'text', width: 14, cell: (l) => ({ text: l.invoiceNumber }) },
  { key: 'order', kind: 'text', width: 14, cell: (l) => ({ text: l.orderNumber }) },
  { key: 'date', kind: 'date', width: 11, cell: (l) => ({ day: l.day }) },
  { key: 'buyer', kind: 'text', width: 24, cell: (l) => ({ text: l.buyerName }) },
  { key: 'email', kind: 'text', width: 28, cell: (l) => ({ text: l.buyerEmail }) },
  { key: 'items', kind: 'text', width: 40, cell: (l) => ({ text: l.items }) },
  { key: 'net', kind: 'money', width: 14, cell: (l) => money(l.netPara), total: (t) => t.netPara },
  { key: 'vatRate', kind: 'number', width: 9, cell: (l) => ({ number: l.vatPercent }) },
  { key: 'vat', kind: 'money', width: 12, cell: (l) => money(l.vatPara), total: (t) => t.vatPara },
  { key: 'gross', kind: 'money', width: 14, cell: (l) => money(l.grossPara), total: (t) => t.grossPara },
  {
    key: 'giftCard',
    kind: 'money',
    width: 14,
    cell: (l) => money(l.giftCardPara),
    total: (t) => t.giftCardPara,
  },
  {
    key: 'charged',
    kind: 'money',
    width: 14,
    cell: (l) => money(l.chargedPara),
    total: (t) => t.chargedPara,
  },
  { key: 'currency', kind: 'text', width: 9, cell: (l) => ({ text: l.currency }) },
  { key: 'original', kind: 'money', width: 14, cell: (l) => money(l.originalMinor) },
  {
    key: 'rate',
    kind: 'number',
    width: 10,
    cell: (l) => (l.eurRate === null ? null : { number: l.eurRate }),
  },
  {
    key: 'method',
    kind: 'text',
    width: 16,
    cell: (l, locale) => ({ text: translate(locale, `accounting.method.${l.method}`) }),
  },
  { key: 'reference', kind: 'text', width: 26, cell: (l) => ({ text: l.reference }) },
  { key: 'voucher', kind: 'text', width: 14, cell: (l) => ({ text: l.voucherCode }) },
  {
    key: 'discount',
    kind: 'money',
    width: 12,
    cell: (l) => money(l.discountPara),
    total: (t) => t.discountPara,
  },
];

export const accountingHeadings = (locale: Locale) =>
  ACCOUNTING_COLUMNS.map((column) => translate(locale, `accounting.column.${column.key}` as MessageKey));

/** The CSV's conventions in the administrator's language: what a spreadsheet of that language opens as columns. */
export function csvConventions(locale: Locale): { separator: CsvSeparator; decimal: ',' | '.' } {
  return locale === 'sr' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

/** Hundredths as a plain decimal number: -123456 → "-1234.56" (or "-1234,56"). */
export function decimalText(hundredths: number, decimal: ',' | '.'): string {
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`;
}

function csvText(cell: Cell, decimal: ',' | '.'): string {
  if (cell === null) return '';
  if ('text' in cell) return cell.text;
  if ('money' in cell) return decimalText(cell.money, decimal);
  if ('number' in cell) return String(cell.number).replace('.', decimal);
  return cell.day;
}

/** The UTF-8 byte order mark: Excel reads a CSV without one in the system's code page (č, ć, ž broken). */
export const BOM = '\uFEFF';

export function accountingCsv(lines: AccountingLine[], locale: Locale): string {
  const { separator, decimal } = csvConventions(locale);
  const totals = accountingTotals(lines);
  const records = [csvRecord(accountingHeadings(locale), separator)];
  for (const line of lines) {
    records.push(
      csvRecord(
        ACCOUNTING_COLUMNS.map((column) => csvText(column.cell(line, locale), decimal)),
        separator,
      ),
    );
  }
  records.push(
    csvRecord(
      ACCOUNTING_COLUMNS.map((column, at) =>
        at === 0
          ? translate(locale, 'accounting.total')
          : column.total
            ? decimalText(column.total(totals), decimal)
            : '',
      ),
      separator,
    ),
  );
  return BOM + records.join('');
}

function xlsxValue(cell: Cell): XlsxValue {
  if (cell === null) return null;
  if ('text' in cell) return cell.text;
  if ('money' in cell) return cell.money / 100;
  if ('number' in cell) return cell.number;
  return cell.day;
}

export function accountingXlsx(lines: AccountingLine[], locale: Locale): Uint8Array {
  const totals = accountingTotals(lines);
  const headings = accountingHeadings(locale);
  return writeXlsx({
    name: translate(locale, 'accounting.sheet'),
    columns: ACCOUNTING_COLUMNS.map((column, at) => ({
      header: headings[at]!,
      kind: column.kind,
      width: column.width,
    })),
    rows: lines.map((line) => ACCOUNTING_COLUMNS.map((column) => xlsxValue(column.cell(line, locale)))),
    totals: ACCOUNTING_COLUMNS.map((column, at) =>
      at === 0 ? translate(locale, 'accounting.total') : column.total ? column.total(totals) / 100 : null,
    ),
  });
}
