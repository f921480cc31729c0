import { describe, expect, it } from 'vitest';
import {
  accountCheckDigits,
  formatAccount,
  formatSlipAmount,
  InvalidPaymentDataError,
  ipsQrText,
  isValidAccount,
  isValidModel97,
  model97CheckDigits,
  model97Reference,
  normalizeAccount,
  orderReference,
} from './nbs';

describe('bank accounts', () => {
  it.each([
    ['840-955845-10', '840000000095584510'],
    ['165-55-74', '165000000000005574'],
    ['310-1234567891211-86', '310123456789121186'],
    ['840000000095584510', '840000000095584510'],
    [' 840-0000000955845-10 ', '840000000095584510'],
  ])('accepts the NBS example %s as %s', (account, digits) => {
    expect(isValidAccount(account)).toBe(true);
    expect(normalizeAccount(account)).toBe(digits);
  });

  it('formats the 18 digits with the number padded to 13', () => {
    expect(formatAccount('840-955845-10')).toBe('840-0000000955845-10');
    expect(formatAccount('165000000000005574')).toBe('165-0000000000055-74');
  });

  it.each([
    '840-955845-11',
    '160-5100000000000-01',
    '840000000095584501',
    '265-1040310000001-99',
    '84-955845-10',
    '840-955845',
    '840-12345678901234-10',
    '84000000009558451',
    'abc-955845-10',
    '',
  ])('refuses %j', (account) => {
    expect(isValidAccount(account)).toBe(false);
  });

  it('computes the check digits of bank and number', () => {
    expect(accountCheckDigits('840', '955845')).toBe('10');
    expect(accountCheckDigits('165', '55')).toBe('74');
    expect(accountCheckDigits('310', '1234567891211')).toBe('86');
    const check = accountCheckDigits('160', '12345');
    expect(isValidAccount(`160-12345-${check}`)).toBe(true);
  });

  it('round-trips any bank and number through check digits, formatting and validation', () => {
    for (const [bank, number] of [
      ['105', '1'],
      ['160', '9999999999999'],
      ['265', '1040310000001'],
      ['908', '20501'],
    ]) {
      const account = `${bank}-${number}-${accountCheckDigits(bank, number)}`;
      expect(isValidAccount(account)).toBe(true);
      const formatted = formatAccount(account);
      expect(formatted).toMatch(/^\d{3}-\d{13}-\d{2}$/);
      expect(normalizeAccount(formatted)).toBe(normalizeAccount(account));
      expect(isValidAccount(formatted.replace(/-/g, ''))).toBe(true);
    }
  });

  it('throws on a malformed account where the caller asks for its digits', () => {
    expect(() => normalizeAccount('840-9x5845-10')).toThrow(InvalidPaymentDataError);
    expect(() => accountCheckDigits('84', '1')).toThrow(InvalidPaymentDataError);
  });
});

describe('model 97 references', () => {
  it('validates the NBS sample with check digits 16', () => {
    expect(isValidModel97('97163220000111111111000')).toBe(true);
    expect(model97CheckDigits('3220000111111111000')).toBe('16');
    expect(model97Reference('3220000111111111000')).toBe('97163220000111111111000');
  });

  it('refuses wrong check digits and malformed references', () => {
    expect(isValidModel97('97173220000111111111000')).toBe(false);
    expect(isValidModel97('98163220000111111111000')).toBe(false);
    expect(isValidModel97('9716')).toBe(false);
    expect(isValidModel97('9716abc!')).toBe(false);
  });

  it('ignores dashes and reads letters as A=10 … Z=35', () => {
    expect(model97CheckDigits('2026-000123')).toBe(model97CheckDigits('2026000123'));
    // "AB12" is the number 101112 for the computation.
    expect(model97CheckDigits('AB12')).toBe(model97CheckDigits('101112'));
    expect(model97CheckDigits('ab12')).toBe(model97CheckDigits('AB12'));
    expect(isValidModel97(model97Reference('RS-2026-42'))).toBe(true);
  });

  it('pads check digits below ten with a zero', () => {
    const reference = Array.from({ length: 200 }, (_, i) => String(1000 + i)).find(
      (candidate) => Number(model97CheckDigits(candidate)) < 10,
    );
    expect(reference).toBeDefined();
    expect(model97CheckDigits(reference as string)).toMatch(/^0\d$/);
    expect(isValidModel97(model97Reference(reference as string))).toBe(true);
  });

  it('round-trips references derived from order numbers', () => {
    for (const orderNumber of ['2026-000001', '2026-000123', '2027-999999']) {
      const reference = orderReference(orderNumber);
      expect(reference).toMatch(/^\d+$/);
      expect(isValidModel97(model97Reference(reference))).toBe(true);
    }
    expect(orderReference('2026-000123')).toBe('2026000123');
    expect(model97Reference('2026000123')).toBe('97382026000123');
  });

  it('refuses to derive a reference from an order number without digits', () => {
    expect(() => orderReference('abc')).toThrow(InvalidPaymentDataError);
    expect(() => model97CheckDigits('')).toThrow(InvalidPaymentDataError);
  });
});

describe('NBS IPS QR text', () => {
  it('writes every tag in the order of the spec', () => {
    const text = ipsQrText({
      account: '840-955845-10',
      payee: 'Atelje d.o.o.\nBulevar kralja Aleksandra 73, Beograd',
      amountPara: 980000,
      payer: 'Milica Đorđević\nNjegoševa 12, Novi Sad',
      paymentCode: '289',
      purpose: 'Narudžbina 2026-000123',
      model: '97',
      reference: '382026000123',
    });
    expect(text).toBe(
      'K:PR|V:01|C:1|R:840000000095584510|N:Atelje d.o.o.\nBulevar kralja Aleksandra 73, Beograd|' +
        'I:RSD9800,00|P:Milica Đorđević\nNjegoševa 12, Novi Sad|SF:289|S:Narudžbina 2026-000123|' +
        'RO:97382026000123',
    );
  });

  it('leaves empty optional tags out, with no leading or trailing separator', () => {
    const text = ipsQrText({ account: '165-55-74', payee: 'Atelje', amountPara: 150000, paymentCode: '289' });
    expect(text).toBe('K:PR|V:01|C:1|R:165000000000005574|N:Atelje|I:RSD1500,00|SF:289');
    expect(
      ipsQrText({ account: '165-55-74', payee: 'Atelje', amountPara: 5, paymentCode: '189', payer: ' ' }),
    ).toBe('K:PR|V:01|C:1|R:165000000000005574|N:Atelje|I:RSD0,05|SF:189');
  });

  it('truncates long names and purposes to the spec limits and keeps the separator out of values', () => {
    const text = ipsQrText({
      account: '840-955845-10',
      payee: `Atelje ${'ž'.repeat(80)}`,
      amountPara: 123456789,
      payer: 'Ana | Anić\n\n\nUlica 1\nGrad\nSuvišan red',
      paymentCode: '289',
      purpose: 'Kupovina kurseva: enterijer, moda i gluma za celu porodicu',
    });
    const tags = Object.fromEntries(
      text.split('|').map((part) => [part.slice(0, part.indexOf(':')), part.slice(part.indexOf(':') + 1)]),
    );
    expect(Array.from(tags.N)).toHaveLength(70);
    expect(tags.I).toBe('RSD1234567,89');
    expect(tags.P).toBe('Ana Anić\nUlica 1\nGrad');
    expect(Array.from(tags.S).length).toBeLessThanOrEqual(35);
    expect(tags.S).toBe('Kupovina kurseva: enterijer, moda i');
    expect(text.split('|')).toHaveLength(9);
  });

  it('refuses an invalid account, payment code or model 97 reference', () => {
    const base = { account: '840-955845-10', payee: 'Atelje', amountPara: 100, paymentCode: '289' };
    expect(() => ipsQrText({ ...base, account: '840-955845-11' })).toThrow(InvalidPaymentDataError);
    expect(() => ipsQrText({ ...base, paymentCode: '389' })).toThrow(InvalidPaymentDataError);
    expect(() => ipsQrText({ ...base, model: '97', reference: '992026000123' })).toThrow(
      InvalidPaymentDataError,
    );
    expect(() => ipsQrText({ ...base, amountPara: 1.5 })).toThrow(InvalidPaymentDataError);
  });

  it('formats amounts with comma decimals and no thousands separator', () => {
    expect(formatSlipAmount(980000)).toBe('9800,00');
    expect(formatSlipAmount(7)).toBe('0,07');
    expect(formatSlipAmount(100000010)).toBe('1000000,10');
  });
});
