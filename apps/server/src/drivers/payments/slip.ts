// The bank slip (uplatnica, "Nalog za uplatu") of an order paid by bank transfer: its fields, the NBS IPS QR
// code that banks' mobile apps scan, and a printable PDF of the form with the code beside it.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale } from '../../lib/i18n';
import {
  formatAccount,
  formatSlipAmount,
  InvalidPaymentDataError,
  ipsQrText,
  isValidAccount,
  model97CheckDigits,
  orderReference,
} from '../../lib/nbs';
import { collect, type Doc } from '../../lib/pdf';
import { fontPath } from '../video/fonts';

export type PaymentCode = '289' | '189' | '221';

export interface SlipInput {
  payer: { name: string; address?: string; city?: string };
  payee: { name: string; address: string; city: string; account: string };
  amountPara: number;
  orderNumber: string;
  /** Svrha uplate, e.g. "Narudžbina 2026-000123". */
  purpose: string;
  /** 289 by default: a transfer by a citizen. */
  paymentCode?: PaymentCode;
}

/** The slip as the API returns it (GET /payments/{id}/slip) and as the PDF prints it. */
export interface Slip {
  payer: string;
  purpose: string;
  payee: string;
  payee_address: string;
  payment_code: PaymentCode;
  currency: 'RSD';
  /** "9800,00": comma decimals, no thousands separator, as slips are filled in. */
  amount: string;
  amount_para: number;
  /** "840-0000000955845-10". */
  account: string;
  model: '97';
  /** Poziv na broj without the model: model 97 check digits followed by the order's digits. */
  reference: string;
  qr_text: string;
}

function joinParts(parts: (string | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export function buildSlip(input: SlipInput): Slip {
  if (!isValidAccount(input.payee.account)) {
    throw new InvalidPaymentDataError(`Invalid payee account: ${JSON.stringify(input.payee.account)}`);
  }
  const orderDigits = orderReference(input.orderNumber);
  const reference = `${model97CheckDigits(orderDigits)}${orderDigits}`;
  const paymentCode = input.paymentCode ?? '289';
  const payeeAddress = joinParts([input.payee.address, input.payee.city]);
  const payerAddress = joinParts([input.payer.address, input.payer.city]);
  const qrText = ipsQrText({
    account: input.payee.account,
    payee: [input.payee.name, payeeAddress].filter(Boolean).join('\n'),
    amountPara: input.amountPara,
    payer: [input.payer.name, payerAddress].filter(Boolean).join('\n'),
    paymentCode,
    purpose: input.purpose,
    model: '97',
    reference,
  });
  return {
    payer: joinParts([input.payer.name, payerAddress]),
    purpose: input.purpose.trim(),
    payee: input.payee.name.trim(),
    payee_address: payeeAddress,
    payment_code: paymentCode,
    currency: 'RSD',
    amount: formatSlipAmount(input.amountPara),
    amount_para: input.amountPara,
    account: formatAccount(input.payee.account),
    model: '97',
    reference,
    qr_text: qrText,
  };
}

/**
 * The QR code as one byte segment holding the UTF-8 text: the IPS spec sets C:1 (UTF-8), and a single byte
 * segment is what banks' scanners read most reliably (mixed numeric/alphanumeric segments confuse some).
 */
function qrSegments(qrText: string): QRCode.QRCodeSegment[] {
  return [{ mode: 'byte', data: Buffer.from(qrText, 'utf8') }];
}

/** The IPS QR code as an SVG document (error correction M, as the NBS spec asks). */
export async function slipQrSvg(qrText: string): Promise<string> {
  return QRCode.toString(qrSegments(qrText), { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
}

// ------------------------------------------------------------------------------------------------- PDF

const INK = '#1d1a17';
const MUTED = '#5b534a';
const FRAME = '#8a7f73';

/** Labels of the form; the form is Serbian, English readers get a translation beside each label. */
const labels = {
  sr: {
    title: 'NALOG ZA UPLATU',
    payer: 'uplatilac',
    purpose: 'svrha uplate',
    payee: 'primalac',
    paymentCode: 'šifra plaćanja',
    currency: 'valuta',
    amount: 'iznos',
    account: 'račun primaoca',
    model: 'model',
    reference: 'poziv na broj (odobrenje)',
    signature: 'pečat i potpis uplatioca',
    received: 'mesto i datum prijema',
    valueDate: 'datum valute',
    heading: 'Uplatnica',
    scan: 'Skenirajte kod aplikacijom svoje banke: svi podaci za plaćanje biće popunjeni automatski.',
    manual: 'Ako plaćate na šalteru ili ručno u e-bankingu, prepišite podatke sa naloga iznad.',
    access: 'Pristup kupljenim sadržajima počinje čim uplata bude potvrđena.',
  },
  en: {
    title: 'NALOG ZA UPLATU (payment order)',
    payer: 'uplatilac (payer)',
    purpose: 'svrha uplate (purpose)',
    payee: 'primalac (payee)',
    paymentCode: 'šifra plaćanja (code)',
    currency: 'valuta (currency)',
    amount: 'iznos (amount)',
    account: 'račun primaoca (payee account)',
    model: 'model',
    reference: 'poziv na broj (reference)',
    signature: 'pečat i potpis uplatioca (payer signature)',
    received: 'mesto i datum prijema (place, date)',
    valueDate: 'datum valute (value date)',
    heading: 'Bank payment slip',
    scan: "Scan the code with your bank's mobile app: every payment detail is filled in for you.",
    manual: 'Paying at a bank counter or by hand in e-banking? Copy the details from the order above.',
    access: 'Access to what you bought starts as soon as the payment is confirmed.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A label over a box, made smaller until it fits on one line (the English ones are longer). */
function fieldLabel(doc: Doc, text: string, x: number, y: number, width: number): void {
  let size = 7;
  doc.font('sans').fontSize(size);
  while (size > 5 && doc.widthOfString(text) > width) {
    size -= 0.25;
    doc.fontSize(size);
  }
  doc.fillColor(MUTED).text(text, x, y + (7 - size), { lineBreak: false });
}

function field(
  doc: Doc,
  label: string,
  value: string,
  box: { x: number; y: number; width: number; height: number },
  options: { size?: number; align?: 'left' | 'right' | 'center'; mono?: boolean } = {},
): void {
  fieldLabel(doc, label, box.x, box.y - 10, box.width);
  doc.lineWidth(0.6).strokeColor(FRAME).rect(box.x, box.y, box.width, box.height).stroke();
  const size = options.size ?? 9.5;
  const singleLine = box.height < 2.6 * size;
  doc
    .font(options.mono ? 'mono' : 'sans-bold')
    .fontSize(size)
    .fillColor(INK)
    .text(value, box.x + 5, singleLine ? box.y + (box.height - size) / 2 - 1 : box.y + 4, {
      width: box.width - 10,
      height: box.height - 6,
      align: options.align ?? 'left',
      ellipsis: true,
      lineBreak: !singleLine,
      lineGap: 1,
    });
}

function signatureLine(doc: Doc, label: string, x: number, y: number, width: number): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(FRAME)
    .stroke();
  fieldLabel(doc, label, x, y + 3, width);
}

/** Draws the QR code as vector squares (crisp at any zoom and in print), quiet zone included. */
function drawQr(doc: Doc, qrText: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(qrSegments(qrText), { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const quiet = 4;
  const cell = size / (count + 2 * quiet);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.modules.get(row, col)) col++;
      // A hair of overlap hides the seams some viewers draw between touching squares.
      doc
        .rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell + 0.05, cell + 0.05)
        .fill('#000000');
    }
  }
}

/** A printable "Nalog za uplatu" on an A4-wide page (A5 landscape), with the IPS QR code below it. */
export async function renderSlipPdf(slip: Slip, locale: Locale): Promise<Buffer> {
  const l = labels[locale];
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 0,
    font: fontPath('DejaVuSans'),
    lang: locale === 'sr' ? 'sr-Latn' : 'en',
    displayTitle: true,
    info: {
      Title: `${l.heading}: ${slip.purpose}`,
      Author: slip.payee,
      Subject: `${slip.amount} RSD, ${slip.account}, ${slip.model} ${slip.reference}`,
      Creator: 'Atelje',
      Producer: 'Atelje (pdfkit)',
    },
  });
  doc.registerFont('sans', fontPath('DejaVuSans'));
  doc.registerFont('sans-bold', fontPath('DejaVuSans-Bold'));
  doc.registerFont('mono', fontPath('DejaVuSansMono'));

  const W = doc.page.width;
  const left = 24;
  const formTop = 34;
  const formHeight = 228;
  const formWidth = W - 2 * left;
  const divider = left + formWidth / 2;

  doc
    .font('sans')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Atelje · ${l.heading} · ${slip.purpose}`, left, 16, { width: formWidth, lineBreak: false });

  doc.lineWidth(0.9).strokeColor(INK).rect(left, formTop, formWidth, formHeight).stroke();
  doc
    .moveTo(divider, formTop + 10)
    .lineTo(divider, formTop + formHeight - 10)
    .lineWidth(0.5)
    .strokeColor(FRAME)
    .stroke();

  // Left half: who pays, why, and to whom.
  const lx = left + 12;
  const lw = divider - lx - 12;
  field(doc, l.payer, slip.payer, { x: lx, y: formTop + 22, width: lw, height: 42 });
  field(doc, l.purpose, slip.purpose, { x: lx, y: formTop + 80, width: lw, height: 34 });
  field(doc, l.payee, `${slip.payee}\n${slip.payee_address}`, {
    x: lx,
    y: formTop + 130,
    width: lw,
    height: 42,
  });
  signatureLine(doc, l.signature, lx, formTop + formHeight - 28, lw * 0.7);

  // Right half: the money.
  const rx = divider + 12;
  const rw = left + formWidth - 12 - rx;
  doc
    .font('sans-bold')
    .fontSize(locale === 'sr' ? 13 : 11)
    .fillColor(INK)
    .text(l.title, rx, formTop + 8, { width: rw, align: 'right', lineBreak: false });
  const codeWidth = 64;
  const currencyWidth = 56;
  const rowY = formTop + 46;
  field(
    doc,
    l.paymentCode,
    slip.payment_code,
    { x: rx, y: rowY, width: codeWidth, height: 24 },
    { align: 'center' },
  );
  field(
    doc,
    l.currency,
    slip.currency,
    { x: rx + codeWidth + 8, y: rowY, width: currencyWidth, height: 24 },
    { align: 'center' },
  );
  const amountX = rx + codeWidth + currencyWidth + 16;
  field(
    doc,
    l.amount,
    `= ${slip.amount}`,
    { x: amountX, y: rowY, width: rx + rw - amountX, height: 24 },
    { size: 11, align: 'right' },
  );
  field(
    doc,
    l.account,
    slip.account,
    { x: rx, y: rowY + 44, width: rw, height: 24 },
    { size: 11, mono: true },
  );
  const modelWidth = 48;
  field(
    doc,
    l.model,
    slip.model,
    { x: rx, y: rowY + 88, width: modelWidth, height: 24 },
    { size: 11, align: 'center', mono: true },
  );
  field(
    doc,
    l.reference,
    slip.reference,
    { x: rx + modelWidth + 8, y: rowY + 88, width: rw - modelWidth - 8, height: 24 },
    { size: 11, mono: true },
  );
  signatureLine(doc, l.received, rx, formTop + formHeight - 28, rw * 0.55);
  signatureLine(doc, l.valueDate, rx + rw * 0.62, formTop + formHeight - 28, rw * 0.38);

  // Below the form: the IPS QR code with its name beside it, and how to pay.
  const qrTop = formTop + formHeight + 12;
  const qrSize = doc.page.height - qrTop - 14;
  drawQr(doc, slip.qr_text, left, qrTop, qrSize);
  const tx = left + qrSize + 16;
  const tw = W - tx - left;
  doc
    .font('sans-bold')
    .fontSize(13)
    .fillColor(INK)
    .text('NBS IPS QR', tx, qrTop + 8, { width: tw, lineBreak: false });
  doc
    .font('sans')
    .fontSize(9)
    .fillColor(INK)
    .text(l.scan, tx, qrTop + 30, { width: tw, lineGap: 2 });
  doc.moveDown(0.4).fillColor(MUTED).text(l.manual, { width: tw, lineGap: 2 });
  doc.moveDown(0.4).font('sans-bold').fillColor(INK).text(l.access, { width: tw, lineGap: 2 });
  return collect(doc);
}
