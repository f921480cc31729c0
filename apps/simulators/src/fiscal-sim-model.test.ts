// The processor simulator's rules (ADR 075): the checks of a request, tax items from labels, the verification
// payload read back, and the QR code a real decoder can read.
import { describe, expect, it } from 'vitest';
import {
  checkRequest,
  qrGif,
  readVerificationPayload,
  taxItems,
  verificationPayload,
} from './fiscal-sim-model';

const item = { name: 'Kurs', quantity: 1, unitPrice: 14900, labels: ['Ђ'], totalAmount: 14900 };
const valid = {
  invoiceType: 'Normal',
  transactionType: 'Sale',
  cashier: 'Atelje online',
  payment: [{ amount: 14900, paymentType: 'Card' }],
  items: [item],
};
const none = () => false;

describe('checkRequest', () => {
  it('accepts a valid sale', () => {
    expect(checkRequest(valid, none).errors).toEqual([]);
  });

  it('names each fault with the processor codes', () => {
    const { errors } = checkRequest(
      {
        ...valid,
        invoiceType: 'Gift',
        payment: [{ amount: 14900, paymentType: 'Crypto' }],
        items: [
          { ...item, labels: ['F'] },
          { ...item, name: '', totalAmount: 100 },
        ],
      },
      none,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        { property: 'invoiceType', errors: ['2805'] },
        { property: 'payment[0].paymentType', errors: ['2805'] },
        { property: 'items[0].labels', errors: ['2805'] },
        { property: 'items[1].name', errors: ['2800'] },
        { property: 'items[1].totalAmount', errors: ['2806'] },
      ]),
    );
  });

  it('wants the payments to sum to the items, and a refund to name a known receipt', () => {
    expect(checkRequest({ ...valid, payment: [{ amount: 100, paymentType: 'Card' }] }, none).errors).toEqual([
      { property: 'payment', errors: ['2806'] },
    ]);
    const refund = { ...valid, transactionType: 'Refund' };
    expect(checkRequest(refund, none).errors.map((e) => e.property)).toEqual([
      'referentDocumentNumber',
      'referentDocumentDT',
    ]);
    const known = { ...refund, referentDocumentNumber: 'A-B-1', referentDocumentDT: '2026-11-28T10:00:00Z' };
    expect(checkRequest(known, (n) => n === 'A-B-1').errors).toEqual([]);
    expect(checkRequest(known, none).errors).toEqual([
      { property: 'referentDocumentNumber', errors: ['2805'] },
    ]);
  });
});

describe('taxItems', () => {
  it('takes the VAT out of each label total, to four decimals', () => {
    expect(
      taxItems([
        item,
        { ...item, totalAmount: 1100, unitPrice: 1100, labels: ['Е'] },
        { ...item, labels: ['Ђ'] },
      ]),
    ).toEqual([
      { categoryType: 0, label: 'Ђ', amount: 4966.6667, rate: 20, categoryName: 'ECAL' },
      { categoryType: 0, label: 'Е', amount: 100, rate: 10, categoryName: 'ECAL' },
    ]);
  });
});

describe('the verification payload', () => {
  const input = {
    requestedBy: 'ABCD1234',
    signedBy: 'ABCD1234',
    totalCounter: 42,
    transactionTypeCounter: 40,
    totalPara: 1_490_000,
    sdcTime: new Date('2026-11-28T10:00:00Z'),
    invoiceType: 'Normal' as const,
    transactionType: 'Sale' as const,
    buyerId: '',
    internalData: Buffer.alloc(256, 7),
  };

  it('names its receipt, and a changed byte is refused by the checksum', () => {
    const vl = verificationPayload(input);
    expect(readVerificationPayload(vl)).toBe('ABCD1234-ABCD1234-42');
    const bytes = Buffer.from(vl, 'base64');
    bytes[20] = bytes[20]! ^ 1;
    expect(readVerificationPayload(bytes.toString('base64'))).toBeNull();
  });
});

describe('qrGif', () => {
  it('is a two-colour GIF89a', () => {
    const gif = qrGif('https://suf.purs.gov.rs/v/?vl=AAAA');
    expect(gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(gif.at(-1)).toBe(0x3b);
  });
});
