// What a fiscal receipt lists (ADR 075): one item per order line at the price paid (the order's discount shared
// over the lines in proportion to their prices, the remainder para by para from the first), every item with the
// academy's tax label, and the payment split by type: the method the buyer paid with, and what a gift card paid as
// a voucher. Pure, so the rules are unit-tested.
import { formatCount } from '@atelje/shared/i18n/plural';
import type { FiscalItem, FiscalPaymentType } from '../../drivers/fiscal/types';

export interface ReceiptLine {
  type: string;
  title: string;
  months: number | null;
  pricePara: number;
}

/** Line titles are in Serbian, as on the invoice: "1 mesec", "2 meseca", "6 meseci". */
const MONTHS = { one: 'mesec', few: 'meseca', other: 'meseci' };

export function lineTitle(line: Pick<ReceiptLine, 'type' | 'title' | 'months'>): string {
  switch (line.type) {
    case 'course_extension':
      return `Produženje pristupa ${formatCount(line.months ?? 6, MONTHS)}: ${line.title}`;
    case 'membership':
      return `Članstvo ${formatCount(line.months ?? 12, MONTHS)}: ${line.title}`;
    case 'gift_course':
      return `Poklon, kurs ${formatCount(line.months ?? 12, MONTHS)}: ${line.title}`;
    case 'gift_card':
      return 'Poklon kartica';
    default:
      return line.title;
  }
}

/**
 * The payment type of the technical guide for each way the academy is paid: a card at the bank's page is Card, a
 * bank slip (a transfer to the academy's account) is WireTransfer, PayPal (money received through a payment
 * institution, neither card nor transfer to the account) is Other, a gift card's part is Voucher.
 */
export function paymentTypeOf(method: string): FiscalPaymentType {
  switch (method) {
    case 'upc':
      return 'Card';
    case 'uplatnica':
      return 'WireTransfer';
    default:
      return 'Other';
  }
}

export interface ReceiptContent {
  items: FiscalItem[];
  payments: { type: FiscalPaymentType; amountPara: number }[];
  totalPara: number;
}

/** The receipt of an order, or null when nothing was sold for money (a free order). */
export function receiptContent(input: {
  lines: ReceiptLine[];
  discountPara: number;
  giftCardPara: number;
  method: string;
  label: string;
}): ReceiptContent | null {
  const priced = input.lines.filter((line) => line.pricePara > 0);
  const subtotal = priced.reduce((sum, line) => sum + line.pricePara, 0);
  const discount = Math.min(Math.max(0, input.discountPara), subtotal);
  if (subtotal - discount <= 0) return null;
  const shares = priced.map((line) => Math.floor((line.pricePara * discount) / subtotal));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    if (priced[i]!.pricePara - shares[i]! > 0) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  const items = priced
    .map((line, i) => {
      const price = line.pricePara - shares[i]!;
      return {
        name: lineTitle(line),
        quantity: 1,
        unitPricePara: price,
        totalPara: price,
        label: input.label,
      };
    })
    .filter((item) => item.totalPara > 0);
  const totalPara = items.reduce((sum, item) => sum + item.totalPara, 0);
  const voucher = Math.min(Math.max(0, input.giftCardPara), totalPara);
  const payments = [
    ...(totalPara - voucher > 0
      ? [{ type: paymentTypeOf(input.method), amountPara: totalPara - voucher }]
      : []),
    ...(voucher > 0 ? [{ type: 'Voucher' as const, amountPara: voucher }] : []),
  ];
  return { items, payments, totalPara };
}
