import { describe, expect, it } from 'vitest';
import { InvalidPaymentDataError, isValidModel97 } from '../../lib/nbs';
import { pdfReaderFor } from '../../test/pdf-reader';
import { buildSlip, renderSlipPdf, slipQrSvg } from './slip';

const pdfs = pdfReaderFor('slip');

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
      'uplatilac',
      'svrha uplate',
      'primalac',
      'šifra plaćanja',
      'valuta',
      'iznos',
      'račun primaoca',
      'model',
      'poziv na broj',
      'Milica Đorđević',
      'Narudžbina 2026-000123',
      'Atelje d.o.o.',
      '289',
      'RSD',
      '9800,00',
      '840-0000000955845-10',
      '97',
      '382026000123',
      'NBS IPS QR',
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

    expect(text).toContain('uplatilac (payer)');
    expect(text).toContain('račun primaoca (payee account)');
    expect(text).toContain('NBS IPS QR');
    expect(text).toContain('9800,00');
  });
});
