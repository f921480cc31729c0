// The default invoice driver: our own numbered one-page PDF invoice in Serbian, with VAT-included prices.
import { formatNumericDate } from '@atelje/shared/i18n/dates';
import { formatAmount } from '@atelje/shared/money';
import PDFDocument from 'pdfkit';
import { documentCyrillic } from '../../lib/cyrillic';
import { formatAccount, isValidAccount } from '../../lib/nbs';
import { collect, type Doc } from '../../lib/pdf';
import type { InvoiceDriver, InvoiceInput, IssuedInvoice, SellerDetails } from '../payments/types';
import { fontPath } from '../video/fonts';

export type { SellerDetails };

export interface LocalInvoiceOptions {
  /** SELLER_* from the configuration: used when the invoice's input does not name the seller. */
  seller: SellerDetails;
  /** Clock for the date of issue; tests pin it. */
  now?: () => Date;
}

/** Serbian VAT rate for online courses; prices are VAT-included, so the VAT is total × 20/120. */
export const VAT_PERCENT = 20;

/** "9.800,00": dot thousands, comma decimals, as Serbian invoices write amounts; a typeset minus for discounts. */
export function formatRsd(para: number): string {
  return formatAmount(para, 'sr', { minus: '−' });
}

/** The VAT contained in a VAT-included amount, rounded to the para. */
export function includedVatPara(totalPara: number): number {
  return Math.round((totalPara * VAT_PERCENT) / (100 + VAT_PERCENT));
}

const paymentMethods: Record<InvoiceInput['paymentMethod'], string> = {
  upc: 'Platna kartica (onlajn)',
  paypal: 'PayPal',
  uplatnica: 'Uplata na tekući račun (uplatnica)',
};

const INK = '#1d1a17';
const MUTED = '#5b534a';
const RULE = '#cdbfae';
const ACCENT = '#9a3a17';

function rule(doc: Doc, x: number, y: number, width: number, color = RULE, weight = 0.5): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(weight)
    .strokeColor(color)
    .stroke();
}

function caption(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: { width?: number; align?: 'left' | 'right' } = {},
): void {
  doc
    .font('sans')
    .fontSize(7)
    .fillColor(MUTED)
    .text(text.toLocaleUpperCase('sr-Latn'), x, y, { ...options, characterSpacing: 1, lineBreak: false });
}

export async function renderInvoicePdf(
  input: InvoiceInput,
  seller: SellerDetails,
  issuedAt: Date,
): Promise<Buffer> {
  const subtotal = input.lines.reduce((sum, line) => sum + line.unitPricePara * line.quantity, 0);
  if (subtotal - input.discountPara !== input.totalPara) {
    // An invoice whose sums disagree must not reach a buyer or the tax office.
    throw new Error(
      `Invoice ${input.number}: lines ${subtotal} − discount ${input.discountPara} ≠ total ${input.totalPara}`,
    );
  }
  const vat = includedVatPara(input.totalPara);
  // A Cyrillic buyer's invoice (ADR 086): every text printed in Cyrillic, names and addresses as typed transliterated;
  // the numbers, the account, e-mail addresses, codes and RSD stay as they are.
  const cyrillic = input.script === 'Cyrl';
  const codes = [input.number, input.orderNumber];
  const c = cyrillic ? (text: string) => documentCyrillic(text, codes) : (text: string) => text;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    font: fontPath('DejaVuSans'),
    lang: cyrillic ? 'sr-Cyrl' : 'sr-Latn',
    displayTitle: true,
    info: {
      Title: c(`Račun br. ${input.number}`),
      Author: c(seller.name),
      Subject: c(`Narudžbina ${input.orderNumber}`),
      Creator: 'Atelje',
      Producer: 'Atelje (pdfkit)',
    },
  });
  doc.registerFont('sans', fontPath('DejaVuSans'));
  doc.registerFont('sans-bold', fontPath('DejaVuSans-Bold'));
  doc.registerFont('serif', fontPath('DejaVuSerif'));

  const left = 48;
  const width = doc.page.width - 96;
  const half = width / 2;

  // Seller (issuer) and the invoice title.
  doc
    .font('serif')
    .fontSize(24)
    .fillColor(INK)
    .text(c(seller.name), left, 48, { width: half, lineBreak: false });
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(
      [
        c(seller.address),
        c(seller.city),
        c(`PIB: ${seller.pib}   MB: ${seller.mb}`),
        `${c('Tekući račun')}: ${isValidAccount(seller.account) ? formatAccount(seller.account) : seller.account}`,
        seller.email,
      ].join('\n'),
      left,
      84,
      { width: half, lineGap: 1.5 },
    );
  doc
    .font('sans-bold')
    .fontSize(18)
    .fillColor(INK)
    .text(c(`Račun br. ${input.number}`), left + half, 50, { width: half, align: 'right', lineBreak: false });
  const facts: [string, string][] = [
    [c('Datum izdavanja'), formatNumericDate(issuedAt)],
    [c('Mesto izdavanja'), c(seller.city)],
    [c('Datum prometa'), formatNumericDate(input.paidAt)],
    [c('Datum plaćanja'), formatNumericDate(input.paidAt)],
    [c('Način plaćanja'), c(paymentMethods[input.paymentMethod])],
    [c('Narudžbina'), input.orderNumber],
  ];
  const factX = left + half - 40;
  const valueX = factX + 96;
  facts.forEach(([label, value], i) => {
    const y = 84 + i * 14;
    doc.font('sans').fontSize(8.5).fillColor(MUTED).text(label, factX, y, { lineBreak: false });
    doc
      .font('sans-bold')
      .fontSize(8.5)
      .fillColor(INK)
      .text(value, valueX, y, { width: left + width - valueX, align: 'right', lineBreak: false });
  });

  // Buyer.
  let y = 184;
  rule(doc, left, y, width);
  caption(doc, c('Kupac'), left, y + 12);
  const buyer = input.buyer;
  const place = [buyer.postalCode, buyer.city].filter(Boolean).join(' ');
  doc
    .font('sans-bold')
    .fontSize(10.5)
    .fillColor(INK)
    .text(c(buyer.name), left, y + 26, { width: half });
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(INK)
    .text(
      [buyer.address, place, buyer.country]
        .filter((part): part is string => Boolean(part))
        .map(c)
        .concat(buyer.email ? [buyer.email] : [])
        .join('\n'),
      left,
      doc.y + 2,
      {
        width: half,
        lineGap: 1.5,
      },
    );
  y = Math.max(doc.y, y + 60) + 18;

  // Lines.
  const columns = [
    { title: c('Rb.'), width: 30, align: 'left' as const },
    { title: c('Naziv'), width: width - 30 - 40 - 95 - 95, align: 'left' as const },
    { title: c('Kol.'), width: 40, align: 'right' as const },
    { title: c('Cena sa PDV'), width: 95, align: 'right' as const },
    { title: c('Iznos sa PDV'), width: 95, align: 'right' as const },
  ];
  const columnX = columns.map((_, i) => left + columns.slice(0, i).reduce((sum, c) => sum + c.width, 0));
  columns.forEach((column, i) => {
    caption(doc, column.title, columnX[i], y, { width: column.width - 6, align: column.align });
  });
  y += 14;
  rule(doc, left, y, width, INK, 0.8);
  y += 8;
  input.lines.forEach((line, index) => {
    const cells = [
      `${index + 1}.`,
      c(line.title),
      String(line.quantity),
      formatRsd(line.unitPricePara),
      formatRsd(line.unitPricePara * line.quantity),
    ];
    doc.font('sans').fontSize(9.5).fillColor(INK);
    const rowHeight = Math.max(
      ...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i].width - 6, lineGap: 1.5 })),
    );
    cells.forEach((cell, i) => {
      doc.text(cell, columnX[i], y, {
        width: columns[i].width - 6,
        align: columns[i].align,
        lineGap: 1.5,
      });
    });
    y += rowHeight + 8;
    rule(doc, left, y - 4, width);
  });

  // Totals.
  y += 8;
  const labelX = left + width - 290;
  const totals: [string, string, boolean][] = [[c('Zbir stavki'), `${formatRsd(subtotal)} RSD`, false]];
  if (input.discountPara > 0) totals.push([c('Popust'), `${formatRsd(-input.discountPara)} RSD`, false]);
  if (input.giftCardPara) {
    totals.push([c('Ukupno'), `${formatRsd(input.totalPara)} RSD`, false]);
    totals.push([c('Plaćeno poklon karticom'), `${formatRsd(-input.giftCardPara)} RSD`, false]);
    totals.push([c('Ukupno za uplatu'), `${formatRsd(input.totalPara - input.giftCardPara)} RSD`, true]);
  } else {
    totals.push([c('Ukupno za uplatu'), `${formatRsd(input.totalPara)} RSD`, true]);
  }
  for (const [label, value, strong] of totals) {
    doc
      .font(strong ? 'sans-bold' : 'sans')
      .fontSize(strong ? 12 : 9.5)
      .fillColor(INK)
      .text(label, labelX, y, { width: 150, lineBreak: false });
    doc.text(value, labelX + 150, y, { width: 140, align: 'right', lineBreak: false });
    y += strong ? 22 : 16;
  }
  rule(doc, labelX, y - 4, 290);
  y += 6;
  const vatRows: [string, string][] = [
    [c('Osnovica (bez PDV-a)'), `${formatRsd(input.totalPara - vat)} RSD`],
    [c(`PDV ${VAT_PERCENT} % (uključen u cenu)`), `${formatRsd(vat)} RSD`],
  ];
  for (const [label, value] of vatRows) {
    doc.font('sans').fontSize(8.5).fillColor(MUTED).text(label, labelX, y, { width: 170, lineBreak: false });
    doc.text(value, labelX + 150, y, { width: 140, align: 'right', lineBreak: false });
    y += 14;
  }

  doc
    .font('sans-bold')
    .fontSize(11)
    .fillColor(ACCENT)
    .text(c('PLAĆENO'), left, y - 40, { width: 200, characterSpacing: 2, lineBreak: false });
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(c(`Cene su sa uključenim PDV-om. Plaćeno ${formatNumericDate(input.paidAt)}`), left, y - 22, {
      width: labelX - left - 24,
      lineGap: 1.5,
    });

  // Footer, pinned to the bottom of the page.
  const page = doc.page;
  page.margins.bottom = 0;
  rule(doc, left, page.height - 74, width);
  doc
    .font('sans')
    .fontSize(7.5)
    .fillColor(MUTED)
    .text(
      c(
        `Račun je izdat u elektronskom obliku i punovažan je bez pečata i potpisa. ${seller.name} · PIB ${seller.pib} · MB ${seller.mb} · ${seller.email}`,
      ),
      left,
      page.height - 64,
      { width, align: 'center', lineGap: 1.5 },
    );
  return collect(doc);
}

export function createLocalInvoiceDriver(options: LocalInvoiceOptions): InvoiceDriver {
  const now = options.now ?? (() => new Date());
  return {
    name: 'local',
    async issue(input): Promise<IssuedInvoice> {
      const pdf = await renderInvoicePdf(input, input.seller ?? options.seller, now());
      return { number: input.number, pdf };
    },
  };
}
