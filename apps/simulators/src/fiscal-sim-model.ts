// The pure parts of the fiscal processor simulator (fiscal.ts): the tax labels it knows, the checks of an invoice
// request, tax items, counters and numbers, the verification link's payload and the QR code of it as a GIF, the
// format the processor answers with (ADR 075).
import { createHash, createHmac } from 'node:crypto';
import QRCode from 'qrcode';

export const INVOICE_TYPES = ['Normal', 'ProForma', 'Copy', 'Training', 'Advance'] as const;
export const TRANSACTION_TYPES = ['Sale', 'Refund'] as const;
export const PAYMENT_TYPES = [
  'Other',
  'Cash',
  'Card',
  'Check',
  'WireTransfer',
  'Voucher',
  'MobileMoney',
] as const;

export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * The tax labels in force, as GET /api/v3/tax-rates lists them for Serbia: Ђ general VAT 20 %, Е special VAT 10 %,
 * Г exempt 0 %, А for sellers outside the VAT system 0 %.
 */
export const TAX_CATEGORIES = [
  {
    name: 'ECAL',
    categoryType: 0,
    orderId: 1,
    taxRates: [
      { rate: 20, label: 'Ђ' },
      { rate: 10, label: 'Е' },
    ],
  },
  { name: 'N-TAX', categoryType: 0, orderId: 2, taxRates: [{ rate: 0, label: 'Г' }] },
  { name: 'PBL', categoryType: 0, orderId: 3, taxRates: [{ rate: 0, label: 'А' }] },
] as const;

export const TAX_RATES_VALID_FROM = '2024-05-01T00:00:00.000+02:00';

const rateOf = new Map<string, { rate: number; categoryName: string; categoryType: number }>(
  TAX_CATEGORIES.flatMap((category) =>
    category.taxRates.map((tax) => [
      tax.label,
      { rate: tax.rate, categoryName: category.name, categoryType: category.categoryType },
    ]),
  ),
);

export function knownLabel(label: string): boolean {
  return rateOf.has(label);
}

/** The counter's suffix per invoice and transaction type: ПП normal sale, ПР normal refund, and so on. */
const EXTENSIONS: Record<InvoiceType, Record<TransactionType, string>> = {
  Normal: { Sale: 'ПП', Refund: 'ПР' },
  ProForma: { Sale: 'ПО', Refund: 'ПОР' },
  Copy: { Sale: 'КП', Refund: 'КР' },
  Training: { Sale: 'ОП', Refund: 'ОР' },
  Advance: { Sale: 'АП', Refund: 'АР' },
};

export function counterExtension(invoiceType: InvoiceType, transactionType: TransactionType): string {
  return EXTENSIONS[invoiceType][transactionType];
}

export interface SimItem {
  gtin?: string;
  name: string;
  quantity: number;
  unitPrice: number;
  labels: string[];
  totalAmount: number;
  discount?: number;
}

export interface SimInvoiceRequest {
  dateAndTimeOfIssue?: string;
  cashier?: string;
  buyerId?: string | null;
  buyerCostCenterId?: string | null;
  invoiceType: InvoiceType;
  transactionType: TransactionType;
  payment: { amount: number; paymentType: PaymentType }[];
  invoiceNumber?: string;
  referentDocumentNumber?: string | null;
  referentDocumentDT?: string | null;
  options?: Record<string, unknown>;
  items: SimItem[];
}

export interface ModelError {
  property: string;
  /** The processor's error codes: 2800 required, 2803 too long, 2805 invalid value, 2806 wrong total. */
  errors: string[];
}

/** Amounts in para (1/100 RSD) so sums are exact; the API speaks decimal numbers with two places. */
export const toPara = (amount: number) => Math.round(amount * 100);
const hasTwoDecimals = (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** The request's faults in the processor's modelState form; empty when it may be signed. */
export function checkRequest(
  body: unknown,
  referentExists: (number: string) => boolean,
): { request: SimInvoiceRequest; errors: ModelError[] } {
  const errors: ModelError[] = [];
  const fail = (property: string, code: string) => errors.push({ property, errors: [code] });
  const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const request = raw as unknown as SimInvoiceRequest;
  if (!INVOICE_TYPES.includes(raw.invoiceType as InvoiceType)) fail('invoiceType', '2805');
  if (!TRANSACTION_TYPES.includes(raw.transactionType as TransactionType)) fail('transactionType', '2805');
  if (typeof raw.cashier === 'string' && raw.cashier.length > 50) fail('cashier', '2803');
  const items = Array.isArray(raw.items) ? (raw.items as Record<string, unknown>[]) : null;
  if (!items || items.length === 0) fail('items', '2800');
  let itemsPara = 0;
  for (const [index, item] of (items ?? []).entries()) {
    const at = `items[${index}]`;
    if (typeof item.name !== 'string' || item.name.trim() === '') fail(`${at}.name`, '2800');
    else if (item.name.length > 2048) fail(`${at}.name`, '2803');
    const quantity = item.quantity;
    const unitPrice = item.unitPrice;
    const total = item.totalAmount;
    if (typeof quantity !== 'number' || !(quantity > 0)) fail(`${at}.quantity`, '2805');
    if (typeof unitPrice !== 'number' || unitPrice < 0 || !hasTwoDecimals(unitPrice))
      fail(`${at}.unitPrice`, '2805');
    if (typeof total !== 'number' || total < 0 || !hasTwoDecimals(total)) fail(`${at}.totalAmount`, '2805');
    else if (
      typeof quantity === 'number' &&
      typeof unitPrice === 'number' &&
      toPara(total) !== Math.round(quantity * unitPrice * 100) - toPara(Number(item.discount ?? 0))
    )
      fail(`${at}.totalAmount`, '2806');
    const labels = item.labels;
    if (!Array.isArray(labels) || labels.length !== 1 || !knownLabel(String(labels[0])))
      fail(`${at}.labels`, '2805');
    if (typeof total === 'number') itemsPara += toPara(total);
  }
  const payment = Array.isArray(raw.payment) ? (raw.payment as Record<string, unknown>[]) : null;
  if (!payment || payment.length === 0) fail('payment', '2800');
  let paidPara = 0;
  for (const [index, line] of (payment ?? []).entries()) {
    if (!PAYMENT_TYPES.includes(line.paymentType as PaymentType))
      fail(`payment[${index}].paymentType`, '2805');
    if (typeof line.amount !== 'number' || line.amount < 0 || !hasTwoDecimals(line.amount))
      fail(`payment[${index}].amount`, '2805');
    else paidPara += toPara(line.amount);
  }
  if (payment && items && errors.length === 0 && paidPara !== itemsPara) fail('payment', '2806');
  const needsReferent = raw.transactionType === 'Refund' || raw.invoiceType === 'Copy';
  if (needsReferent) {
    if (typeof raw.referentDocumentNumber !== 'string' || raw.referentDocumentNumber === '')
      fail('referentDocumentNumber', '2800');
    else if (!referentExists(raw.referentDocumentNumber)) fail('referentDocumentNumber', '2805');
    if (typeof raw.referentDocumentDT !== 'string' || Number.isNaN(Date.parse(raw.referentDocumentDT)))
      fail('referentDocumentDT', '2800');
  }
  return { request, errors };
}

export interface TaxItem {
  categoryType: number;
  label: string;
  amount: number;
  rate: number;
  categoryName: string;
}

/** The tax in each label's total (prices include VAT): total × rate / (100 + rate), to four decimals. */
export function taxItems(items: SimItem[]): TaxItem[] {
  const byLabel = new Map<string, number>();
  for (const item of items) {
    const label = item.labels[0]!;
    byLabel.set(label, (byLabel.get(label) ?? 0) + toPara(item.totalAmount));
  }
  return [...byLabel].map(([label, para]) => {
    const tax = rateOf.get(label)!;
    const amount = Math.round(((para / 100) * tax.rate * 10_000) / (100 + tax.rate)) / 10_000;
    return { categoryType: tax.categoryType, label, amount, rate: tax.rate, categoryName: tax.categoryName };
  });
}

/**
 * The verification link's payload as the processor writes it: version 3, requestedBy and signedBy (8 bytes each),
 * total and transaction-type counters (uint32 LE), the amount in 1/10000 (uint64 LE), the time in ms (uint64 BE),
 * invoice and transaction type, the buyer id with its length, the encrypted internal data, and an MD5 of it all.
 */
export function verificationPayload(input: {
  requestedBy: string;
  signedBy: string;
  totalCounter: number;
  transactionTypeCounter: number;
  totalPara: number;
  sdcTime: Date;
  invoiceType: InvoiceType;
  transactionType: TransactionType;
  buyerId: string;
  internalData: Buffer;
}): string {
  const buyer = Buffer.from(input.buyerId, 'utf8');
  const counters = Buffer.alloc(8);
  counters.writeUInt32LE(input.totalCounter, 0);
  counters.writeUInt32LE(input.transactionTypeCounter, 4);
  const amount = Buffer.alloc(8);
  amount.writeBigUInt64LE(BigInt(input.totalPara) * 100n);
  const time = Buffer.alloc(8);
  time.writeBigUInt64BE(BigInt(input.sdcTime.getTime()));
  const body = Buffer.concat([
    Buffer.from([3]),
    Buffer.from(input.requestedBy, 'ascii'),
    Buffer.from(input.signedBy, 'ascii'),
    counters,
    amount,
    time,
    Buffer.from([
      INVOICE_TYPES.indexOf(input.invoiceType),
      TRANSACTION_TYPES.indexOf(input.transactionType),
      buyer.length,
    ]),
    buyer,
    input.internalData,
  ]);
  return Buffer.concat([body, createHash('md5').update(body).digest()]).toString('base64');
}

/** The invoice number a payload names, or null when its checksum or layout is wrong. */
export function readVerificationPayload(vl: string): string | null {
  const bytes = Buffer.from(vl, 'base64');
  if (bytes.length < 16 + 44) return null;
  const body = bytes.subarray(0, bytes.length - 16);
  if (
    !createHash('md5')
      .update(body)
      .digest()
      .equals(bytes.subarray(bytes.length - 16))
  )
    return null;
  if (body[0] !== 3) return null;
  const requestedBy = body.subarray(1, 9).toString('ascii');
  const signedBy = body.subarray(9, 17).toString('ascii');
  const totalCounter = body.readUInt32LE(17);
  return `${requestedBy}-${signedBy}-${totalCounter}`;
}

/** Stand-ins for the secure element's encrypted data and signature: keyed hashes, 256 and 64 bytes. */
export function internalData(secret: string, text: string): { data: Buffer; signature: Buffer } {
  const chunks: Buffer[] = [];
  for (let i = 0; i < 8; i += 1) chunks.push(createHmac('sha256', secret).update(`${i}:${text}`).digest());
  const signature = Buffer.concat([createHmac('sha512', secret).update(`sig:${text}`).digest()]);
  return { data: Buffer.concat(chunks), signature };
}

// ------------------------------------------------------------------------------------------- QR code as GIF

/** A QR code of the text as a two-colour GIF (what verificationQRCode carries, base64), `scale` px per module. */
export function qrGif(text: string, scale = 4, margin = 4): Buffer {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const size = qr.modules.size;
  const side = (size + margin * 2) * scale;
  const pixels = new Uint8Array(side * side);
  for (let y = 0; y < side; y += 1) {
    const row = Math.floor(y / scale) - margin;
    for (let x = 0; x < side; x += 1) {
      const col = Math.floor(x / scale) - margin;
      const dark = row >= 0 && col >= 0 && row < size && col < size && qr.modules.get(row, col);
      pixels[y * side + x] = dark ? 1 : 0;
    }
  }
  return gif(side, side, pixels);
}

/**
 * A GIF89a of 0/1 pixels (white, black). The image data is LZW as every decoder reads it, without compressing:
 * 3-bit codes, a clear code after every two pixels so the code table never grows to 4 bits.
 */
function gif(width: number, height: number, pixels: Uint8Array): Buffer {
  const CLEAR = 4;
  const END = 5;
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  const put = (code: number) => {
    acc |= code << bits;
    bits += 3;
    while (bits >= 8) {
      bytes.push(acc & 0xff);
      acc >>= 8;
      bits -= 8;
    }
  };
  put(CLEAR);
  for (let i = 0; i < pixels.length; i += 1) {
    if (i > 0 && i % 2 === 0) put(CLEAR);
    put(pixels[i]!);
  }
  put(END);
  if (bits > 0) bytes.push(acc & 0xff);
  const blocks: number[] = [];
  for (let i = 0; i < bytes.length; i += 255) {
    const chunk = bytes.slice(i, i + 255);
    blocks.push(chunk.length, ...chunk);
  }
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    ...u16(width),
    ...u16(height),
    0x80, // a global colour table of 2 entries
    0,
    0,
    0xff,
    0xff,
    0xff,
    0x00,
    0x00,
    0x00,
    0x2c,
    ...u16(0),
    ...u16(0),
    ...u16(width),
    ...u16(height),
    0,
    2, // LZW minimum code size
    ...blocks,
    0,
    0x3b,
  ]);
}
