import { describe, expect, it } from 'vitest';
import { pdfReaderFor } from '../../test/pdf-reader';
import type { InvoiceInput } from '../payments/types';
import { createLocalInvoiceDriver, formatRsd, includedVatPara } from './local';

const pdfs = pdfReaderFor('invoice');

const seller = {
  name: 'Atelje d.o.o.',
  address: 'Bulevar kralja Aleksandra 73',
  city: 'Beograd',
  pib: '112233445',
  mb: '21876543',
  account: '160-12345-95',
  email: 'racuni@atelje.rs',
};

const input: InvoiceInput = {
  number: '2026-00042',
  orderId: 17,
  orderNumber: '2026-000123',
  paymentId: '5f0c7a52-8f7e-4c1e-9d7b-3a1f0e2d4c6b',
  paidAt: new Date('2026-03-14T22:30:00Z'),
  paymentMethod: 'upc',
  buyer: {
    name: 'Milica Đorđević',
    email: 'milica@primer.rs',
    address: 'Njegoševa 12',
    postalCode: '21000',
    city: 'Novi Sad',
    country: 'Srbija',
  },
  lines: [
    { title: 'Osnove dizajna enterijera: od skice do stana', quantity: 1, unitPricePara: 890000 },
    { title: 'Šablon: plan rasvete', quantity: 2, unitPricePara: 90000 },
  ],
  discountPara: 90000,
  totalPara: 980000,
};

describe('local invoice driver', () => {
  it('issues a one-page Serbian PDF invoice with VAT-included prices', async () => {
    const driver = createLocalInvoiceDriver({ seller, now: () => new Date('2026-03-15T08:00:00Z') });
    const invoice = await driver.issue(input);

    expect(driver.name).toBe('local');
    expect(invoice.number).toBe('2026-00042');
    expect(invoice.externalId).toBeUndefined();
    const { text, info } = await pdfs.read(invoice.pdf, 'invoice.pdf');
    expect(info).toMatch(/Pages:\s+1\b/);
    expect(info).toMatch(/Title:\s+Račun br\. 2026-00042/);
    for (const expected of [
      'Račun br. 2026-00042',
      'Atelje d.o.o.',
      'PIB: 112233445',
      'MB: 21876543',
      '160-0000000012345-95',
      'Milica Đorđević',
      '21000 Novi Sad',
      // Paid at 23:30 in Belgrade on 14 March; issued on the 15th.
      'Datum prometa',
      '14.03.2026.',
      'Datum izdavanja',
      '15.03.2026.',
      'Način plaćanja',
      'Platna kartica (onlajn)',
      'Narudžbina',
      '2026-000123',
      'Osnove dizajna enterijera: od skice do stana',
      'Šablon: plan rasvete',
      '8.900,00',
      '1.800,00',
      'Popust',
      '−900,00 RSD',
      'Ukupno za uplatu',
      '9.800,00 RSD',
      'Cene su sa uključenim PDV-om',
      'PDV 20 % (uključen u cenu)',
      '1.633,33 RSD',
      'Osnovica (bez PDV-a)',
      '8.166,67 RSD',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the payment method in Serbian and leaves the discount out when there is none', async () => {
    const driver = createLocalInvoiceDriver({ seller });
    const invoice = await driver.issue({
      ...input,
      paymentMethod: 'uplatnica',
      lines: [{ title: 'Gluma pred kamerom', quantity: 1, unitPricePara: 1200000 }],
      discountPara: 0,
      totalPara: 1200000,
      buyer: { name: 'Ana', email: 'ana@primer.rs' },
    });

    const { text } = await pdfs.read(invoice.pdf, 'invoice-2.pdf');
    expect(text).toContain('Uplata na tekući račun (uplatnica)');
    expect(text).not.toContain('Popust');
    expect(text).toContain('12.000,00 RSD');
    expect(text).toContain('2.000,00 RSD');
  });

  it('refuses an invoice whose lines, discount and total disagree', async () => {
    const driver = createLocalInvoiceDriver({ seller });

    await expect(driver.issue({ ...input, totalPara: 980001 })).rejects.toThrow(/≠ total/);
  });
});

describe('invoice amounts', () => {
  it('writes RSD with dot thousands and comma decimals', () => {
    expect(formatRsd(980000)).toBe('9.800,00');
    expect(formatRsd(5)).toBe('0,05');
    expect(formatRsd(123456789)).toBe('1.234.567,89');
    expect(formatRsd(-90000)).toBe('−900,00');
  });

  it('computes the included VAT as total × 20/120 rounded to the para', () => {
    expect(includedVatPara(980000)).toBe(163333);
    expect(includedVatPara(1200000)).toBe(200000);
    expect(includedVatPara(100)).toBe(17);
    expect(includedVatPara(0)).toBe(0);
  });
});

describe('local invoice in Serbian Cyrillic (ADR 086)', () => {
  it('prints every text in Cyrillic and the numbers, account, e-mail addresses and RSD as they are', async () => {
    const driver = createLocalInvoiceDriver({ seller, now: () => new Date('2026-03-15T08:00:00Z') });
    const latin = await pdfs.read((await driver.issue(input)).pdf, 'invoice-latn.pdf');
    const { text, info } = await pdfs.read(
      (await driver.issue({ ...input, script: 'Cyrl', giftCardPara: 10000 })).pdf,
      'invoice-cyrl.pdf',
    );

    expect(info).toMatch(/Pages:\s+1\b/);
    expect(info).toMatch(/Title:\s+Рачун бр\. 2026-00042/);
    for (const expected of [
      'Рачун бр. 2026-00042',
      'Атеље д.о.о.',
      'Булевар краља Александра 73',
      'ПИБ: 112233445',
      'МБ: 21876543',
      'Текући рачун: 160-0000000012345-95',
      'racuni@atelje.rs',
      'Датум издавања',
      'Начин плаћања',
      'Платна картица (онлајн)',
      'Наруџбина',
      '2026-000123',
      'КУПАЦ',
      'Милица Ђорђевић',
      'Његошева 12',
      '21000 Нови Сад',
      'Србија',
      'milica@primer.rs',
      'Основе дизајна ентеријера: од скице до',
      'Шаблон: план расвете',
      'Збир ставки',
      'Попуст',
      'Плаћено поклон картицом',
      'Укупно за уплату',
      '9.800,00 RSD',
      'ПДВ 20 % (укључен у цену)',
      'ПЛАЋЕНО',
      'Рачун је издат у електронском облику',
    ]) {
      expect(text).toContain(expected);
    }
    const rest = text.replace(/[\w.-]+@[\w.-]+\.rs|RSD/g, '');
    expect(rest.match(/[A-Za-zČĆĐŠŽčćđšž]{2,}/g) ?? []).toEqual([]);
    // The amounts are the Latin invoice's.
    const amounts = (pdf: string) => pdf.match(/−?\d{1,3}(?:\.\d{3})*,\d\d RSD/g) ?? [];
    expect(amounts(latin.text)).toHaveLength(5);
    expect(amounts(text)).toEqual(expect.arrayContaining(amounts(latin.text)));
    expect(latin.text).toContain('Račun br. 2026-00042');
  });
});
