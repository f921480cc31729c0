import { describe, expect, it } from 'vitest';
import { InvalidPaymentDataError, ipsQrText, isValidModel97 } from '../../lib/nbs';
import { type PdfWord, pdfReaderFor } from '../../test/pdf-reader';
import { ipsTags, qrReaderFor } from '../../test/qr-reader';
import {
  type Box,
  buildSlip,
  counterPaymentCode,
  type Line,
  renderSlipPdf,
  SLIP_FORM,
  type Slip,
  slipQrSvg,
} from './slip';

const pdfs = pdfReaderFor('slip');
const qrs = qrReaderFor('slip-qr');

const input = {
  payer: { name: 'Milica Đorđević', address: 'Njegoševa 12', city: 'Novi Sad' },
  payee: {
    name: 'Atelje d.o.o.',
    address: 'Bulevar kralja Aleksandra 73',
    city: 'Beograd',
    account: '840-955845-10',
  },
  amountPara: 980000,
  orderNumber: '2026-000123',
  purpose: 'Narudžbina 2026-000123',
};

describe('buildSlip', () => {
  it('fills every field of the slip from the order', () => {
    const slip = buildSlip(input);

    expect(slip).toMatchObject({
      payer: 'Milica Đorđević, Njegoševa 12, Novi Sad',
      purpose: 'Narudžbina 2026-000123',
      payee: 'Atelje d.o.o.',
      payee_address: 'Bulevar kralja Aleksandra 73, Beograd',
      payment_code: '289',
      currency: 'RSD',
      amount: '9800,00',
      amount_para: 980000,
      account: '840-0000000955845-10',
      model: '97',
      reference: '382026000123',
    });
    expect(isValidModel97(`97${slip.reference}`)).toBe(true);
    expect(slip.qr_text).toBe(
      'K:PR|V:01|C:1|R:840000000095584510|N:Atelje d.o.o.\nBulevar kralja Aleksandra 73, Beograd|' +
        'I:RSD9800,00|P:Milica Đorđević\nNjegoševa 12, Novi Sad|SF:289|S:Narudžbina 2026-000123|' +
        'RO:97382026000123',
    );
  });

  it('leaves the payer address out when the buyer gave none', () => {
    const slip = buildSlip({ ...input, payer: { name: 'Ana' }, paymentCode: '189' });

    expect(slip.payer).toBe('Ana');
    expect(slip.payment_code).toBe('189');
    expect(slip.qr_text).toContain('|P:Ana|SF:189|');
  });

  it('refuses a payee account that fails the check digits', () => {
    expect(() => buildSlip({ ...input, payee: { ...input.payee, account: '840-955845-11' } })).toThrow(
      InvalidPaymentDataError,
    );
  });
});

describe('slipQrSvg', () => {
  it('draws the IPS QR text as an SVG QR code', async () => {
    const svg = await slipQrSvg(buildSlip(input).qr_text);

    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 ');
    expect(svg).toMatch(/<path[^>]+d="M/);
    expect(svg.trim()).toMatch(/<\/svg>$/);
  });
});

describe('renderSlipPdf', () => {
  it('prints the Serbian form with amount, account, reference and the NBS IPS QR code', async () => {
    const pdf = await renderSlipPdf(buildSlip(input), 'sr');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const { text, info } = await pdfs.read(pdf, 'slip-sr.pdf');
    for (const expected of [
      'NALOG ZA UPLATU',
      'platilac',
      'svrha uplate',
      'primalac',
      'šifra plaćanja',
      'valuta',
      'iznos',
      'račun primaoca',
      'model i poziv na broj (odobrenje)',
      'pečat i potpis platioca',
      'mesto i datum prijema',
      'datum izvršenja',
      'Milica Đorđević',
      'Narudžbina 2026-000123',
      'Atelje d.o.o.',
      '189',
      'RSD',
      '9800,00',
      '840-0000000955845-10',
      '97',
      '382026000123',
      'NBS IPS QR',
      'za šifru plaćanja upišite 289.',
      'Pristup kupljenim sadržajima počinje čim uplata bude potvrđena.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info).toMatch(/Pages:\s+1\b/);
    // A4 width: 595 points.
    expect(info).toMatch(/Page size:\s+595\.\d+ x 419\.\d+ pts/);
  });

  it('adds English translations to the labels for English readers', async () => {
    const { text } = await pdfs.read(await renderSlipPdf(buildSlip(input), 'en'), 'slip-en.pdf');

    expect(text).toContain('platilac (payer)');
    expect(text).toContain('datum izvršenja (execution date)');
    expect(text).toContain('enter payment code 289.');
    expect(text).toContain('račun primaoca (payee account)');
    expect(text).toContain('NBS IPS QR');
    expect(text).toContain('9800,00');
  });
});

/**
 * The tags of a decoded IPS QR text compared one by one with the slip they were made from: what a bank's app fills
 * in must be what the printed form says.
 */
function expectTagsOfSlip(decoded: string, slip: Slip, payerLines: string): void {
  expect(ipsTags(decoded)).toEqual([
    ['K', 'PR'],
    ['V', '01'],
    ['C', '1'],
    ['R', slip.account.replace(/-/g, '')],
    ['N', `${slip.payee}\n${slip.payee_address}`],
    ['I', `RSD${slip.amount}`],
    ['P', payerLines],
    ['SF', slip.payment_code],
    ['S', slip.purpose],
    ['RO', `${slip.model}${slip.reference}`],
  ]);
}

describe('the IPS QR code read back by a QR decoder (zbarimg)', () => {
  it('decodes the NBS example payment order, drawn as the API draws codes, to the NBS text', async () => {
    const text = ipsQrText({
      account: '845000000040484987',
      payee: 'JP EPS BEOGRAD\nBALKANSKA 13',
      amountPara: 359613,
      payer: 'MRĐO MAČKATOVIĆ\nŽUPSKA 13\nBEOGRAD 6',
      paymentCode: '189',
      purpose: 'UPLATA PO RAČUNU ZA EL. ENERGIJU',
      model: '97',
      reference: '163220000111111111000',
    });

    expect(await qrs.decodeSvg(await slipQrSvg(text), 'nbs-example')).toBe(
      'K:PR|V:01|C:1|R:845000000040484987|N:JP EPS BEOGRAD\nBALKANSKA 13|I:RSD3596,13|' +
        'P:MRĐO MAČKATOVIĆ\nŽUPSKA 13\nBEOGRAD 6|SF:189|S:UPLATA PO RAČUNU ZA EL. ENERGIJU|RO:97163220000111111111000',
    );
  });

  it("decodes the slip's SVG code to the slip's fields, tag by tag", async () => {
    const slip = buildSlip(input);

    const decoded = await qrs.decodeSvg(await slipQrSvg(slip.qr_text), 'slip-svg');

    expect(decoded).toBe(slip.qr_text);
    expectTagsOfSlip(decoded, slip, 'Milica Đorđević\nNjegoševa 12, Novi Sad');
  });

  it('decodes the code printed on the slip PDF, in both languages, to the same fields', async () => {
    const slip = buildSlip(input);
    for (const locale of ['sr', 'en'] as const) {
      const decoded = await qrs.decodePdf(await renderSlipPdf(slip, locale), `slip-${locale}`);
      expectTagsOfSlip(decoded, slip, 'Milica Đorđević\nNjegoševa 12, Novi Sad');
    }
  });

  it('reads Cyrillic names and the longest fields back byte for byte from the PDF', async () => {
    const slip = buildSlip({
      ...input,
      payer: { name: 'Мрђо Мачкатовић', address: 'Жупска 13', city: 'Београд 6' },
      payee: { ...input.payee, name: `Атеље ${'љ'.repeat(80)}` },
      amountPara: 99_999_999_999_999,
      purpose: `Наруџбина 2026-000123 ${'ш'.repeat(40)}`,
    });

    expect(await qrs.decodePdf(await renderSlipPdf(slip, 'sr'), 'slip-cyrillic')).toBe(slip.qr_text);
    expect(slip.qr_text).toContain('|I:RSD999999999999,99|');
  });

  it('fails a code that decodes to other bytes: the decoder is really read', async () => {
    const slip = buildSlip(input);
    const other = buildSlip({ ...input, amountPara: 980001 });

    expect(await qrs.decodeSvg(await slipQrSvg(other.qr_text), 'other')).not.toBe(slip.qr_text);
  });
});

/** The words inside a box of the form (their middle in it), in reading order. */
function wordsIn(words: PdfWord[], box: Box): string {
  return words
    .filter((word) => {
      const x = (word.xMin + word.xMax) / 2;
      const y = (word.yMin + word.yMax) / 2;
      return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
    })
    .map((word) => word.text)
    .join(' ');
}

/** The band a label is printed in: above a box, or under a signature or date line. */
const labelOf = (place: Box | Line): Box =>
  'height' in place
    ? { x: place.x, y: place.y - 12, width: place.width, height: 12 }
    : { x: place.x, y: place.y, width: place.width, height: 12 };

describe('the slip PDF as the printed nalog za uplatu', () => {
  const f = SLIP_FORM;

  it('lays the boxes out as the form does: payer, purpose, payee on the left; the money on the right', () => {
    const left = [f.payer, f.purpose, f.payee];
    const right = [f.paymentCode, f.currency, f.amount, f.account, f.model, f.reference];
    for (const box of left) expect(box.x + box.width).toBeLessThan(f.divider);
    for (const box of [...right, f.executionDate]) expect(box.x).toBeGreaterThan(f.divider);
    for (const line of [f.signature, f.received]) expect(line.x + line.width).toBeLessThan(f.divider);
    // Top to bottom on the left, each under the one before, the signature and the date of receipt last.
    expect(f.payer.y + f.payer.height).toBeLessThan(f.purpose.y);
    expect(f.purpose.y + f.purpose.height).toBeLessThan(f.payee.y);
    expect(f.payee.y + f.payee.height).toBeLessThan(f.signature.y);
    expect(f.signature.y).toBe(f.received.y);
    expect(f.signature.x + f.signature.width).toBeLessThan(f.received.x);
    // Code, currency and amount in one row; the account under it; model and reference in the row under that.
    expect(new Set([f.paymentCode.y, f.currency.y, f.amount.y]).size).toBe(1);
    expect(f.paymentCode.x + f.paymentCode.width).toBeLessThan(f.currency.x);
    expect(f.currency.x + f.currency.width).toBeLessThan(f.amount.x);
    expect(f.amount.y + f.amount.height).toBeLessThan(f.account.y);
    expect(f.account.y + f.account.height).toBeLessThan(f.model.y);
    expect(f.model.y).toBe(f.reference.y);
    expect(f.model.x + f.model.width).toBeLessThan(f.reference.x);
    expect(f.reference.y + f.reference.height).toBeLessThan(f.executionDate.y);
  });

  it('prints each field inside its box and each label over it (pdftotext -bbox)', async () => {
    const slip = buildSlip(input);
    const words = await pdfs.words(await renderSlipPdf(slip, 'sr'), 'slip-boxes.pdf');

    expect(wordsIn(words, f.payer)).toBe(slip.payer);
    expect(wordsIn(words, f.purpose)).toBe(slip.purpose);
    expect(wordsIn(words, f.payee)).toBe(`${slip.payee} ${slip.payee_address}`);
    expect(wordsIn(words, f.paymentCode)).toBe('189');
    expect(wordsIn(words, f.currency)).toBe('RSD');
    expect(wordsIn(words, f.amount)).toBe('= 9800,00');
    expect(wordsIn(words, f.account)).toBe('840-0000000955845-10');
    expect(wordsIn(words, f.model)).toBe('97');
    expect(wordsIn(words, f.reference)).toBe('382026000123');

    expect(wordsIn(words, labelOf(f.payer))).toBe('platilac');
    expect(wordsIn(words, labelOf(f.purpose))).toBe('svrha uplate');
    expect(wordsIn(words, labelOf(f.payee))).toBe('primalac');
    expect(wordsIn(words, labelOf(f.paymentCode))).toBe('šifra plaćanja');
    expect(wordsIn(words, labelOf(f.currency))).toBe('valuta');
    expect(wordsIn(words, labelOf(f.amount))).toBe('iznos');
    expect(wordsIn(words, labelOf(f.account))).toBe('račun primaoca');
    expect(wordsIn(words, labelOf({ ...f.model, width: f.account.width }))).toBe(
      'model i poziv na broj (odobrenje)',
    );
    expect(wordsIn(words, labelOf(f.signature))).toBe('pečat i potpis platioca');
    expect(wordsIn(words, labelOf(f.received))).toBe('mesto i datum prijema');
    expect(wordsIn(words, labelOf(f.executionDate))).toBe('datum izvršenja');
  });

  it('reads in the order of the form, left half then right half (pdftotext -layout)', async () => {
    const { text } = await pdfs.read(await renderSlipPdf(buildSlip(input), 'sr'), 'slip-layout.pdf');
    const lines = text.split('\n');
    const split = lines.find((line) => line.includes('šifra plaćanja'))?.indexOf('šifra plaćanja') ?? -1;
    expect(split).toBeGreaterThan(0);
    const half = (from: number, to?: number) =>
      lines
        .slice(
          0,
          lines.findIndex((line) => line.includes('NBS IPS QR')),
        )
        .map((line) =>
          line
            .slice(from, to)
            .trim()
            .replace(/\s{2,}/g, ' | '),
        )
        .filter(Boolean);

    expect(half(0, split).slice(1)).toEqual([
      'platilac',
      'Milica Đorđević, Njegoševa 12, Novi Sad',
      'svrha uplate',
      'Narudžbina 2026-000123',
      'primalac',
      'Atelje d.o.o.',
      'Bulevar kralja Aleksandra 73, Beograd',
      'pečat i potpis platioca | mesto i datum prijema',
    ]);
    expect(half(split)).toEqual([
      'NALOG ZA UPLATU',
      'šifra plaćanja | valuta | iznos',
      '189 | RSD | = 9800,00',
      'račun primaoca',
      '840-0000000955845-10',
      'model i poziv na broj (odobrenje)',
      '97 | 382026000123',
      'datum izvršenja',
    ]);
  });

  it('prints the cash form of the payment code on the form and keeps the transfer code in the QR', () => {
    expect(counterPaymentCode('289')).toBe('189');
    expect(counterPaymentCode('221')).toBe('121');
    expect(counterPaymentCode('189')).toBe('189');
    const slip = buildSlip(input);
    expect(slip.payment_code).toBe('289');
    expect(ipsTags(slip.qr_text)).toContainEqual(['SF', '289']);
  });
});

describe('the slip in Serbian Cyrillic (ADR 086)', () => {
  it('prints labels, payer, purpose and payee in Cyrillic; code, currency, amount, account and reference as they are', async () => {
    const slip = buildSlip(input);
    const { text, info } = await pdfs.read(await renderSlipPdf(slip, 'sr-Cyrl'), 'slip-cyrl.pdf');
    for (const expected of [
      'НАЛОГ ЗА УПЛАТУ',
      'платилац',
      'сврха уплате',
      'прималац',
      'шифра плаћања',
      'рачун примаоца',
      'модел и позив на број (одобрење)',
      'Милица Ђорђевић, Његошева 12, Нови',
      'Наруџбина 2026-000123',
      'Атеље д.о.о.',
      'Булевар краља Александра 73, Београд',
      '189',
      'RSD',
      '9800,00',
      '840-0000000955845-10',
      '382026000123',
      'NBS IPS QR',
      'за шифру плаћања упишите 289.',
      'Приступ купљеним садржајима почиње чим уплата буде потврђена.',
    ]) {
      expect(text).toContain(expected);
    }
    // Nothing else is left in Latin.
    const rest = text.replace(/NBS IPS QR|RSD/g, '');
    expect(rest.match(/[A-Za-zČĆĐŠŽčćđšž]{2,}/g) ?? []).toEqual([]);
    expect(info).toMatch(/Pages:\s+1\b/);
    expect(info).toMatch(/Title:\s+Уплатница: Наруџбина 2026-000123/);
  });

  it('keeps the QR code’s payload exactly the NBS text of the Latin slip', async () => {
    const slip = buildSlip(input);
    const latin = await qrs.decodePdf(await renderSlipPdf(slip, 'sr'), 'slip-qr-latn');
    const cyrillic = await qrs.decodePdf(await renderSlipPdf(slip, 'sr-Cyrl'), 'slip-qr-cyrl');

    expect(cyrillic).toBe(slip.qr_text);
    expect(cyrillic).toBe(latin);
    expectTagsOfSlip(cyrillic, slip, 'Milica Đorđević\nNjegoševa 12, Novi Sad');
  });

  it('leaves a foreign name with w, x or y and a marked name Latin', async () => {
    const slip = buildSlip({
      ...input,
      payer: { name: 'Wendy Young', address: '[[Lake]] Street 5', city: 'Bor' },
    });
    const { text } = await pdfs.read(await renderSlipPdf(slip, 'sr-Cyrl'), 'slip-cyrl-foreign.pdf');
    expect(text).toContain('Wendy Young, Lake Стреет 5, Бор');
  });
});
