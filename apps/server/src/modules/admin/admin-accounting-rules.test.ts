// The accountant's lines and CSV (ADR 072) from events written by hand: VAT as the invoice computes it, refunds as
// negative lines, PayPal in EUR, each method's reference, and a CSV no spreadsheet can run a formula from.
import { describe, expect, it } from 'vitest';
import {
  accountingCsv,
  accountingLine,
  accountingTotals,
  csvConventions,
  decimalText,
  includedVat,
  paymentReference,
} from './admin-accounting';
import type { AccountingEvent } from './admin-accounting.repository';

const VAT = { percent: 20 };

const event = (overrides: Partial<AccountingEvent> = {}): AccountingEvent => ({
  kind: 'payment',
  orderId: 1,
  orderNumber: '2026-000001',
  day: '2026-01-15',
  invoiceNumber: '2026-1',
  buyerName: 'Ana Petrović',
  buyerEmail: 'ana@primer.rs',
  items: ['Osnove šminkanja', 'E-knjiga'],
  subtotalPara: 1_500_000,
  discountPara: 0,
  totalPara: 1_500_000,
  giftCardPara: 0,
  voucherCode: null,
  method: 'upc',
  providerOrderId: '2026000001',
  providerData: { approvalCode: '123456', tranCode: '000' },
  eurAmountCents: null,
  eurRate: null,
  ...overrides,
});

describe('accountingLine', () => {
  it('splits a VAT-included gross into net and VAT as the invoice does', () => {
    expect(includedVat(1_500_000, 20)).toBe(250_000);
    // 99.99 RSD: 16.665 rounds to 16.67.
    expect(includedVat(9_999, 20)).toBe(1_667);
    const line = accountingLine(event(), VAT);
    expect(line).toMatchObject({
      kind: 'payment',
      netPara: 1_250_000,
      vatPercent: 20,
      vatPara: 250_000,
      grossPara: 1_500_000,
      chargedPara: 1_500_000,
      currency: 'RSD',
      originalMinor: 1_500_000,
      eurRate: null,
      reference: '123456',
      items: 'Osnove šminkanja | E-knjiga',
    });
  });

  it('writes a refund as the same amounts with a minus', () => {
    const paid = accountingLine(
      event({ voucherCode: 'ZIMA', discountPara: 300_000, totalPara: 1_200_000 }),
      VAT,
    );
    const refund = accountingLine(
      event({ kind: 'refund', voucherCode: 'ZIMA', discountPara: 300_000, totalPara: 1_200_000 }),
      VAT,
    );
    for (const key of [
      'netPara',
      'vatPara',
      'grossPara',
      'chargedPara',
      'originalMinor',
      'discountPara',
    ] as const) {
      expect(refund[key]).toBe(-paid[key]);
    }
    expect(refund.invoiceNumber).toBe(paid.invoiceNumber);
    expect(accountingTotals([paid, refund])).toEqual({
      netPara: 0,
      vatPara: 0,
      grossPara: 0,
      giftCardPara: 0,
      chargedPara: 0,
      discountPara: 0,
    });
  });

  it('keeps the EUR amount and rate of a PayPal payment and counts a gift card into the gross', () => {
    const line = accountingLine(
      event({
        method: 'paypal',
        totalPara: 1_172_000,
        giftCardPara: 100_000,
        eurAmountCents: 10_000,
        eurRate: '117.2000',
        providerData: { captureId: 'CAP-9X', captureStatus: 'COMPLETED' },
      }),
      VAT,
    );
    expect(line).toMatchObject({
      grossPara: 1_272_000,
      vatPara: 212_000,
      netPara: 1_060_000,
      giftCardPara: 100_000,
      chargedPara: 1_172_000,
      currency: 'EUR',
      originalMinor: 10_000,
      eurRate: 117.2,
      reference: 'CAP-9X',
    });
  });

  it('finds each method’s reference and nothing else', () => {
    expect(
      paymentReference({ method: 'uplatnica', providerOrderId: '9712026000001', providerData: {} }),
    ).toBe('9712026000001');
    expect(
      paymentReference({ method: 'uplatnica', providerOrderId: 'slip:2026-000001', providerData: {} }),
    ).toBe('');
    expect(paymentReference({ method: 'upc', providerOrderId: '2026000001', providerData: {} })).toBe('');
    expect(
      paymentReference({ method: 'paypal', providerOrderId: 'PP-ORDER', providerData: { captureId: 7 } }),
    ).toBe('');
  });
});

describe('accountingCsv', () => {
  const rows = (csv: string) => csv.slice(1).split('\r\n').slice(0, -1);

  it('writes Serbian with a BOM, ";" and a decimal comma, English with "," and a decimal point', () => {
    expect(csvConventions('sr')).toEqual({ separator: ';', decimal: ',' });
    expect(csvConventions('en')).toEqual({ separator: ',', decimal: '.' });
    const sr = accountingCsv([accountingLine(event(), VAT)], 'sr');
    expect(sr.startsWith('\uFEFFVrsta;Broj računa;Broj narudžbine;Datum;')).toBe(true);
    expect(rows(sr)[1]).toBe(
      'Uplata;2026-1;2026-000001;2026-01-15;Ana Petrović;ana@primer.rs;Osnove šminkanja | E-knjiga;12500,00;20;2500,00;15000,00;0,00;15000,00;RSD;15000,00;;Platna kartica;123456;;0,00',
    );
    expect(rows(sr)[2]).toBe('Ukupno;;;;;;;12500,00;;2500,00;15000,00;0,00;15000,00;;;;;;;0,00');
    const en = accountingCsv([accountingLine(event({ kind: 'refund' }), VAT)], 'en');
    expect(rows(en)[0]!.startsWith('Type,Invoice number,Order number,Date,')).toBe(true);
    expect(rows(en)[1]).toBe(
      'Refund,2026-1,2026-000001,2026-01-15,Ana Petrović,ana@primer.rs,Osnove šminkanja | E-knjiga,-12500.00,20,-2500.00,-15000.00,0.00,-15000.00,RSD,-15000.00,,Payment card,123456,,0.00',
    );
  });

  it('makes every cell inert and quotes separators, quotes and line breaks', () => {
    const csv = accountingCsv(
      [
        accountingLine(
          event({
            buyerName: '=HYPERLINK("http://zlo.example";"klik")',
            buyerEmail: '+381@primer.rs',
            items: ['@SUM(A1:A9)', 'Kurs; drugi deo', 'Red 1\nRed 2'],
            voucherCode: '-POPUST',
          }),
          VAT,
        ),
      ],
      'sr',
    );
    const record = csv.slice(1).split('\r\n')[1]!;
    expect(record).toContain(';"\'=HYPERLINK(""http://zlo.example"";""klik"")";');
    expect(record).toContain(";'+381@primer.rs;");
    expect(record).toContain(';"\'@SUM(A1:A9) | Kurs; drugi deo | Red 1\nRed 2";');
    expect(record).toContain(";'-POPUST;");
    // Negative amounts are numbers, not formulas: no apostrophe.
    const refund = accountingCsv([accountingLine(event({ kind: 'refund' }), VAT)], 'sr');
    expect(refund).toContain(';-12500,00;');
  });

  it('writes hundredths as plain decimals', () => {
    expect(decimalText(0, ',')).toBe('0,00');
    expect(decimalText(5, '.')).toBe('0.05');
    expect(decimalText(-123_456, ',')).toBe('-1234,56');
    expect(decimalText(100_000_000, '.')).toBe('1000000.00');
  });
});
