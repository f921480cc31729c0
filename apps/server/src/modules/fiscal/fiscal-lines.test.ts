// The rules of what a fiscal receipt lists (ADR 075): items at the price paid, the discount shared to the para,
// the payment type of each way of paying, a gift card's part as a voucher, nothing for a free order.
import { describe, expect, it } from 'vitest';
import { lineTitle, paymentTypeOf, receiptContent } from './fiscal-lines';

const line = (pricePara: number, title = 'Kurs', type = 'course', months: number | null = 12) => ({
  type,
  title,
  months,
  pricePara,
});

describe('receiptContent', () => {
  it('lists each line at its price with the label, paid in full by the method', () => {
    expect(
      receiptContent({
        lines: [line(1_490_000, 'Osnove')],
        discountPara: 0,
        giftCardPara: 0,
        method: 'upc',
        label: 'Ђ',
      }),
    ).toEqual({
      items: [{ name: 'Osnove', quantity: 1, unitPricePara: 1_490_000, totalPara: 1_490_000, label: 'Ђ' }],
      payments: [{ type: 'Card', amountPara: 1_490_000 }],
      totalPara: 1_490_000,
    });
  });

  it('shares the discount over the lines in proportion, to the para, so the items sum to what was paid', () => {
    const content = receiptContent({
      lines: [line(1_000_001), line(333_333), line(666_667)],
      discountPara: 100_001,
      giftCardPara: 0,
      method: 'uplatnica',
      label: 'Е',
    })!;
    const totals = content.items.map((item) => item.totalPara);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(2_000_001 - 100_001);
    expect(content.totalPara).toBe(1_900_000);
    // 5 % each, the odd para on the first lines.
    expect(totals).toEqual([950_000, 316_666, 633_334]);
    expect(content.payments).toEqual([{ type: 'WireTransfer', amountPara: 1_900_000 }]);
    expect(content.items.every((item) => item.label === 'Е')).toBe(true);
  });

  it("puts a gift card's part as Voucher beside the method's part, or alone", () => {
    const split = receiptContent({
      lines: [line(500_000)],
      discountPara: 0,
      giftCardPara: 200_000,
      method: 'paypal',
      label: 'Ђ',
    });
    expect(split!.payments).toEqual([
      { type: 'Other', amountPara: 300_000 },
      { type: 'Voucher', amountPara: 200_000 },
    ]);
    const card = receiptContent({
      lines: [line(500_000)],
      discountPara: 0,
      giftCardPara: 500_000,
      method: 'upc',
      label: 'Ђ',
    });
    expect(card!.payments).toEqual([{ type: 'Voucher', amountPara: 500_000 }]);
  });

  it('gives no receipt for an order with nothing to pay', () => {
    expect(
      receiptContent({ lines: [line(0)], discountPara: 0, giftCardPara: 0, method: 'upc', label: 'Ђ' }),
    ).toBeNull();
    expect(
      receiptContent({
        lines: [line(100_000)],
        discountPara: 100_000,
        giftCardPara: 0,
        method: 'upc',
        label: 'Ђ',
      }),
    ).toBeNull();
  });
});

describe('paymentTypeOf and lineTitle', () => {
  it('maps card to Card, bank slip to WireTransfer, PayPal to Other', () => {
    expect([paymentTypeOf('upc'), paymentTypeOf('uplatnica'), paymentTypeOf('paypal')]).toEqual([
      'Card',
      'WireTransfer',
      'Other',
    ]);
  });

  it('names extensions, memberships and gifts as the invoice does', () => {
    expect(lineTitle(line(1, 'Osnove', 'course_extension', 6))).toBe('Produženje pristupa 6 meseci: Osnove');
    expect(lineTitle(line(1, 'Enterijer', 'membership', 12))).toBe('Članstvo 12 meseci: Enterijer');
    expect(lineTitle(line(1, 'Osnove', 'gift_course', 2))).toBe('Poklon, kurs 2 meseca: Osnove');
    expect(lineTitle(line(1, 'x', 'gift_card', null))).toBe('Poklon kartica');
  });
});
