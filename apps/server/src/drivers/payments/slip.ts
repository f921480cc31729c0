// The bank slip (uplatnica, "Nalog za uplatu") of an order paid by bank transfer: its fields, the NBS IPS QR
// code that banks' mobile apps scan, and a printable PDF of the form with the code beside it.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { documentCyrillic } from '../../lib/cyrillic';
import { type Locale, languageOf, type PageLocale } from '../../lib/i18n';
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
  /** The code of the cashless payment (the IPS QR code, a transfer in e-banking); the printed form carries its
   * cash form (counterPaymentCode). */
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

/**
 * The šifra plaćanja printed on the form. Its first digit is the form of payment (1 cash, 2 cashless): a nalog za
 * uplatu is the order for paying cash in at a counter, so the form carries the cash form of the slip's code (289 →
 * 189), while the IPS QR code and a transfer typed into e-banking, both cashless, carry the slip's own (289).
 */
export function counterPaymentCode(code: PaymentCode): string {
  return `1${code.slice(1)}`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A signature or date line of the form: its label is printed under it. */
export interface Line {
  x: number;
  y: number;
  width: number;
}

/** A5 landscape, in points. */
const PAGE = { width: 595.28, height: 419.53 };
const FORM_LEFT = 24;
const FORM_TOP = 34;
const FORM_HEIGHT = 228;
const FORM_WIDTH = PAGE.width - 2 * FORM_LEFT;
const DIVIDER = FORM_LEFT + FORM_WIDTH / 2;
const LEFT_X = FORM_LEFT + 12;
const LEFT_WIDTH = DIVIDER - LEFT_X - 12;
const RIGHT_X = DIVIDER + 12;
const RIGHT_WIDTH = FORM_LEFT + FORM_WIDTH - 12 - RIGHT_X;
const ROW_Y = FORM_TOP + 46;
const BOTTOM_Y = FORM_TOP + FORM_HEIGHT - 28;
const CODE_WIDTH = 64;
const CURRENCY_WIDTH = 56;
const MODEL_WIDTH = 48;

/**
 * Where the form's boxes are, as on the printed nalog za uplatu (obrazac br. 1): on the left the payer, the purpose
 * and the payee one under another, the payer's signature and the place and date of receipt at the bottom; on the
 * right the payment code, currency and amount in a row, the payee's account under them, then the model and the
 * reference under one label, and the execution date at the bottom.
 */
export const SLIP_FORM = {
  page: PAGE,
  form: { x: FORM_LEFT, y: FORM_TOP, width: FORM_WIDTH, height: FORM_HEIGHT },
  divider: DIVIDER,
  payer: { x: LEFT_X, y: FORM_TOP + 22, width: LEFT_WIDTH, height: 42 },
  purpose: { x: LEFT_X, y: FORM_TOP + 80, width: LEFT_WIDTH, height: 34 },
  payee: { x: LEFT_X, y: FORM_TOP + 130, width: LEFT_WIDTH, height: 42 },
  signature: { x: LEFT_X, y: BOTTOM_Y, width: LEFT_WIDTH * 0.45 },
  received: { x: LEFT_X + LEFT_WIDTH * 0.52, y: BOTTOM_Y, width: LEFT_WIDTH * 0.48 },
  paymentCode: { x: RIGHT_X, y: ROW_Y, width: CODE_WIDTH, height: 24 },
  currency: { x: RIGHT_X + CODE_WIDTH + 8, y: ROW_Y, width: CURRENCY_WIDTH, height: 24 },
  amount: {
    x: RIGHT_X + CODE_WIDTH + CURRENCY_WIDTH + 16,
    y: ROW_Y,
    width: RIGHT_WIDTH - CODE_WIDTH - CURRENCY_WIDTH - 16,
    height: 24,
  },
  account: { x: RIGHT_X, y: ROW_Y + 44, width: RIGHT_WIDTH, height: 24 },
  model: { x: RIGHT_X, y: ROW_Y + 88, width: MODEL_WIDTH, height: 24 },
  reference: {
    x: RIGHT_X + MODEL_WIDTH + 8,
    y: ROW_Y + 88,
    width: RIGHT_WIDTH - MODEL_WIDTH - 8,
    height: 24,
  },
  executionDate: { x: RIGHT_X, y: BOTTOM_Y, width: RIGHT_WIDTH * 0.45 },
} as const satisfies Record<string, Box | Line | number | { width: number; height: number }>;

/**
 * Labels of the form as the NBS decision on payment order forms names its elements (Sl. glasnik RS 55/2015); the
 * form is Serbian, English readers get a translation beside each label.
 */
const labels = {
  sr: {
    title: 'NALOG ZA UPLATU',
    payer: 'platilac',
    purpose: 'svrha uplate',
    payee: 'primalac',
    paymentCode: 'šifra plaćanja',
    currency: 'valuta',
    amount: 'iznos',
    account: 'račun primaoca',
    reference: 'model i poziv na broj (odobrenje)',
    signature: 'pečat i potpis platioca',
    received: 'mesto i datum prijema',
    executionDate: 'datum izvršenja',
    heading: 'Uplatnica',
    scan: 'Skenirajte kod aplikacijom svoje banke: svi podaci za plaćanje biće popunjeni automatski.',
    manual:
      'Na šalteru banke ili pošte platite ovim nalogom. U e-bankingu prepišite podatke sa naloga, a za šifru plaćanja upišite {code}.',
    access: 'Pristup kupljenim sadržajima počinje čim uplata bude potvrđena.',
  },
  en: {
    title: 'NALOG ZA UPLATU (payment order)',
    payer: 'platilac (payer)',
    purpose: 'svrha uplate (purpose)',
    payee: 'primalac (payee)',
    paymentCode: 'šifra plaćanja (code)',
    currency: 'valuta (currency)',
    amount: 'iznos (amount)',
    account: 'račun primaoca (payee account)',
    reference: 'model i poziv na broj (odobrenje) (model and reference)',
    signature: 'pečat i potpis platioca (payer signature)',
    received: 'mesto i datum prijema (place, date)',
    executionDate: 'datum izvršenja (execution date)',
    heading: 'Bank payment slip',
    scan: "Scan the code with your bank's mobile app: every payment detail is filled in for you.",
    manual:
      'At a bank or post office counter, pay with this order. In e-banking, copy the details from the order and enter payment code {code}.',
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

/** A box and its value; its label above it unless the label is null (one label over two boxes). */
function field(
  doc: Doc,
  label: string | null,
  value: string,
  box: Box,
  options: { size?: number; align?: 'left' | 'right' | 'center'; mono?: boolean } = {},
): void {
  if (label !== null) fieldLabel(doc, label, box.x, box.y - 10, box.width);
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

function signatureLine(doc: Doc, label: string, line: Line): void {
  doc
    .moveTo(line.x, line.y)
    .lineTo(line.x + line.width, line.y)
    .lineWidth(0.5)
    .strokeColor(FRAME)
    .stroke();
  fieldLabel(doc, label, line.x, line.y + 3, line.width);
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

/**
 * The slip's texts for a reader in `locale`: for 'sr-Cyrl' (ADR 086) the labels and what is written on the form
 * (payer, purpose, payee and their addresses) in Cyrillic, names typed in Latin transliterated as Serbian names are
 * (a name with q, w, x or y, a kept word and `[[…]]` stay Latin); the payment code, currency, amount, account, model,
 * reference and the IPS QR code's payload are never touched.
 */
function slipTexts(slip: Slip, locale: PageLocale) {
  const latin = labels[languageOf(locale)];
  if (locale !== 'sr-Cyrl') return { l: latin, written: slip };
  const codes = [slip.account, slip.reference, slip.currency];
  const cyr = (text: string) => documentCyrillic(text, codes);
  const l = Object.fromEntries(Object.entries(latin).map(([key, text]) => [key, cyr(text)])) as {
    [K in keyof typeof latin]: string;
  };
  return {
    l,
    written: {
      ...slip,
      payer: cyr(slip.payer),
      purpose: cyr(slip.purpose),
      payee: cyr(slip.payee),
      payee_address: cyr(slip.payee_address),
    },
  };
}

/** A printable "Nalog za uplatu" on an A5 landscape page (half an A4), with the IPS QR code below it. */
export async function renderSlipPdf(source: Slip, locale: PageLocale): Promise<Buffer> {
  const { l, written: slip } = slipTexts(source, locale);
  const f = SLIP_FORM;
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 0,
    font: fontPath('DejaVuSans'),
    lang: locale === 'en' ? 'en' : locale === 'sr-Cyrl' ? 'sr-Cyrl' : 'sr-Latn',
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

  doc
    .font('sans')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `${locale === 'sr-Cyrl' ? documentCyrillic('Atelje') : 'Atelje'} · ${l.heading} · ${slip.purpose}`,
      f.form.x,
      16,
      { width: f.form.width, lineBreak: false },
    );

  doc.lineWidth(0.9).strokeColor(INK).rect(f.form.x, f.form.y, f.form.width, f.form.height).stroke();
  doc
    .moveTo(f.divider, f.form.y + 10)
    .lineTo(f.divider, f.form.y + f.form.height - 10)
    .lineWidth(0.5)
    .strokeColor(FRAME)
    .stroke();

  // Left half: who pays, why, and to whom.
  field(doc, l.payer, slip.payer, f.payer);
  field(doc, l.purpose, slip.purpose, f.purpose);
  field(doc, l.payee, `${slip.payee}\n${slip.payee_address}`, f.payee);
  signatureLine(doc, l.signature, f.signature);
  signatureLine(doc, l.received, f.received);

  // Right half: the money.
  doc
    .font('sans-bold')
    .fontSize(locale === 'en' ? 11 : 13)
    .fillColor(INK)
    .text(l.title, f.account.x, f.form.y + 8, { width: f.account.width, align: 'right', lineBreak: false });
  field(doc, l.paymentCode, counterPaymentCode(slip.payment_code), f.paymentCode, { align: 'center' });
  field(doc, l.currency, slip.currency, f.currency, { align: 'center' });
  field(doc, l.amount, `= ${slip.amount}`, f.amount, { size: 11, align: 'right' });
  field(doc, l.account, slip.account, f.account, { size: 11, mono: true });
  fieldLabel(doc, l.reference, f.model.x, f.model.y - 10, f.account.width);
  field(doc, null, slip.model, f.model, { size: 11, align: 'center', mono: true });
  field(doc, null, slip.reference, f.reference, { size: 11, mono: true });
  signatureLine(doc, l.executionDate, f.executionDate);

  // Below the form: the IPS QR code with its name beside it, and how to pay.
  const qrTop = f.form.y + f.form.height + 12;
  const qrSize = f.page.height - qrTop - 14;
  // The NBS payload as built from the Latin slip, whatever the script of the form around it.
  drawQr(doc, source.qr_text, f.form.x, qrTop, qrSize);
  const tx = f.form.x + qrSize + 16;
  const tw = f.page.width - tx - f.form.x;
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
  doc
    .moveDown(0.4)
    .fillColor(MUTED)
    .text(l.manual.replace('{code}', slip.payment_code), { width: tw, lineGap: 2 });
  doc.moveDown(0.4).font('sans-bold').fillColor(INK).text(l.access, { width: tw, lineGap: 2 });
  return collect(doc);
}
