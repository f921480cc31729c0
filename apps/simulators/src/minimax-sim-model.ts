// The Minimax simulator's records (issued invoices, rows, attachments), the check of a posted draft, and the
// PDF it generates (minimax.ts is the plugin with the routes).
import { randomBytes } from 'node:crypto';
import { fontPath } from '@atelje/server/drivers/video/fonts';
import PDFDocument from 'pdfkit';

export interface MinimaxSimulatorOptions {
  clientId: string;
  clientSecret: string;
  username: string;
  /** The application password; locked after `lockAfter` wrong ones in a row. */
  password: string;
  orgId: string | number;
  /** 5 unless a test wants otherwise. */
  lockAfter?: number;
  tokenLifetimeSeconds?: number;
  /**
   * Whether the issue action's answer carries the PDF (Data.AttachmentData); when false the client has to read
   * it from the document attachment, as some sources describe the real API.
   */
  inlinePdf?: boolean;
}

export interface Fk {
  ID: number;
  Name?: string;
  ResourceUrl?: string;
}

export interface SimRow {
  RowNumber: number;
  Item: Fk;
  ItemName: string;
  Quantity: number;
  UnitOfMeasurement: string;
  Price: number;
  PriceWithVAT: number | null;
  VATPercent: number;
  VatRate: Fk;
  DiscountPercent: number;
  Value: number;
}

export interface SimInvoice {
  IssuedInvoiceId: number;
  Year: number | null;
  InvoiceNumber: number | null;
  DocumentReference: string | null;
  Status: 'O' | 'I';
  InvoiceType: 'R';
  Customer: Fk;
  Currency: Fk;
  DateIssued: string;
  DateTransaction: string;
  DateDue: string;
  AddresseeName: string;
  AddresseeAddress: string;
  AddresseePostalCode: string;
  AddresseeCity: string;
  PricesOnInvoice: 'D' | 'N';
  DescriptionAbove: string;
  Notes: string;
  InvoiceValue: number;
  PaymentStatus: string;
  Document: Fk | null;
  InvoiceAttachment: Fk | null;
  IssuedInvoiceRows: SimRow[];
  RecordDtModified: string;
  RowVersion: string;
}

export interface SimAttachment {
  DocumentAttachmentId: number;
  Document: Fk;
  FileName: string;
  MimeType: string;
  AttachmentData: string;
  RowVersion: string;
}

export const MAX_INVOICES = 5000;

export function rowVersion(): string {
  // Minimax row versions are base64 and contain '+', '/' and '=': clients must URL-encode them.
  return randomBytes(8).toString('base64');
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function fk(value: unknown): Fk | null {
  const id = record(value).ID;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? { ID: id } : null;
}

export function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

export function isDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?)?$/.test(value);
}

export function money(value: number): string {
  return value.toFixed(2).replace('.', ',');
}

export async function simulatorPdf(invoice: SimInvoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, font: fontPath('DejaVuSans') });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(9).fillColor('#666666').text('Minimax (simulator)');
  doc.moveDown().fontSize(18).fillColor('#000000').text(`Račun ${invoice.InvoiceNumber}/${invoice.Year}`);
  doc.moveDown(0.5).fontSize(10).text(invoice.AddresseeName);
  doc.text(
    [invoice.AddresseeAddress, `${invoice.AddresseePostalCode} ${invoice.AddresseeCity}`.trim()]
      .filter(Boolean)
      .join(', '),
  );
  doc.moveDown();
  for (const row of invoice.IssuedInvoiceRows) {
    doc.text(
      `${row.RowNumber}. ${row.ItemName} · ${row.Quantity} × ${money(row.Price)} = ${money(row.Value)} RSD`,
    );
  }
  doc
    .moveDown()
    .fontSize(12)
    .text(`Ukupno: ${money(invoice.InvoiceValue)} RSD (cene sa PDV-om)`);
  doc
    .moveDown()
    .fontSize(8)
    .fillColor('#666666')
    .text(`Referenca: ${invoice.DocumentReference ?? ''}`);
  doc.end();
  return done;
}

export type ValidationMessage = { Property: string; Message: string };

/** The posted draft's fields that must be valid, and what is wrong with them (nothing when it may be saved). */
export function checkDraft(body: Record<string, unknown>) {
  const messages: { Property: string; Message: string }[] = [];
  const customer = fk(body.Customer);
  const currency = fk(body.Currency);
  if (!customer) messages.push({ Property: 'Customer', Message: 'Customer is required.' });
  if (!currency) messages.push({ Property: 'Currency', Message: 'Currency is required.' });
  for (const field of ['DateIssued', 'DateTransaction', 'DateDue'] as const) {
    if (!isDate(body[field])) messages.push({ Property: field, Message: `${field} is required.` });
  }
  if (body.PricesOnInvoice !== 'D' && body.PricesOnInvoice !== 'N') {
    messages.push({ Property: 'PricesOnInvoice', Message: 'PricesOnInvoice must be D or N.' });
  }
  if (body.InvoiceType !== undefined && body.InvoiceType !== 'R') {
    messages.push({ Property: 'InvoiceType', Message: 'Only invoices (R) are simulated.' });
  }
  const rawRows = Array.isArray(body.IssuedInvoiceRows) ? body.IssuedInvoiceRows : [];
  if (rawRows.length === 0)
    messages.push({ Property: 'IssuedInvoiceRows', Message: 'At least one row is required.' });
  const rows: SimRow[] = [];
  rawRows.forEach((raw, index) => {
    const row = record(raw);
    const item = fk(row.Item);
    const vatRate = fk(row.VatRate);
    const quantity = row.Quantity;
    const price = row.Price;
    const discountPercent = row.DiscountPercent ?? 0;
    if (
      !item ||
      !vatRate ||
      typeof quantity !== 'number' ||
      quantity <= 0 ||
      typeof price !== 'number' ||
      price < 0
    ) {
      messages.push({
        Property: `IssuedInvoiceRows[${index}]`,
        Message: 'Item, VatRate, a positive Quantity and a Price are required.',
      });
      return;
    }
    if (typeof discountPercent !== 'number' || discountPercent < 0 || discountPercent > 100) {
      messages.push({ Property: `IssuedInvoiceRows[${index}].DiscountPercent`, Message: 'Out of range.' });
      return;
    }
    const value = Math.round(price * quantity * (1 - discountPercent / 100) * 100) / 100;
    rows.push({
      RowNumber: typeof row.RowNumber === 'number' ? row.RowNumber : index + 1,
      Item: item,
      ItemName: text(row.ItemName, 250),
      Quantity: quantity,
      UnitOfMeasurement: text(row.UnitOfMeasurement, 10) || 'kom',
      Price: price,
      PriceWithVAT: typeof row.PriceWithVAT === 'number' ? row.PriceWithVAT : null,
      VATPercent: typeof row.VATPercent === 'number' ? row.VATPercent : 0,
      VatRate: vatRate,
      DiscountPercent: discountPercent,
      Value: value,
    });
  });
  return { messages, customer, currency, rows };
}

/** A new open (not yet issued) invoice from a checked draft. */
export function newInvoice(
  id: number,
  body: Record<string, unknown>,
  { customer, currency, rows }: { customer: Fk; currency: Fk; rows: SimRow[] },
): SimInvoice {
  return {
    IssuedInvoiceId: id,
    Year: null,
    InvoiceNumber: null,
    DocumentReference:
      typeof body.DocumentReference === 'string' ? body.DocumentReference.slice(0, 100) : null,
    Status: 'O',
    InvoiceType: 'R',
    Customer: customer,
    Currency: currency,
    DateIssued: body.DateIssued as string,
    DateTransaction: body.DateTransaction as string,
    DateDue: body.DateDue as string,
    AddresseeName: text(body.AddresseeName, 250),
    AddresseeAddress: text(body.AddresseeAddress, 250),
    AddresseePostalCode: text(body.AddresseePostalCode, 20),
    AddresseeCity: text(body.AddresseeCity, 100),
    PricesOnInvoice: body.PricesOnInvoice as 'D' | 'N',
    DescriptionAbove: text(body.DescriptionAbove, 2000),
    Notes: text(body.Notes, 2000),
    InvoiceValue: Math.round(rows.reduce((sum, row) => sum + row.Value, 0) * 100) / 100,
    PaymentStatus: 'Osnutek',
    Document: null,
    InvoiceAttachment: null,
    IssuedInvoiceRows: rows,
    RecordDtModified: new Date().toISOString(),
    RowVersion: rowVersion(),
  };
}
