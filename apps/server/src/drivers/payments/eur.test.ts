import { describe, expect, it } from 'vitest';
import {
  formatEur,
  formatEurAmount,
  normalizeRate,
  parseEurAmount,
  parseRate,
  rsdParaToEurCents,
} from './eur';

describe('RSD to EUR conversion', () => {
  it('converts 9 800,00 RSD at 117.1750 to 83,64 EUR', () => {
    expect(rsdParaToEurCents(980000, '117.1750')).toBe(8364);
  });

  it('converts exact multiples without rounding', () => {
    expect(rsdParaToEurCents(1172000, '117.2000')).toBe(10000);
    expect(rsdParaToEurCents(11720, '117.2')).toBe(100);
    expect(rsdParaToEurCents(0, '117.2000')).toBe(0);
    expect(rsdParaToEurCents(150000, '100')).toBe(1500);
  });

  it('rounds half up exactly at the half-cent boundary and down just below it', () => {
    // 5 para at 2 RSD/EUR is exactly 2.5 cents; a float path would risk 2.4999….
    expect(rsdParaToEurCents(5, '2')).toBe(3);
    expect(rsdParaToEurCents(5, '2.0001')).toBe(2);
    expect(rsdParaToEurCents(5, '1.9999')).toBe(3);
    // 117.2 × 0.5 = 58.6 para is half a cent: 58 para is just below it, 59 just above.
    expect(rsdParaToEurCents(58, '117.2000')).toBe(0);
    expect(rsdParaToEurCents(59, '117.2000')).toBe(1);
    // 293 para at 117.2 is exactly 2.5 cents.
    expect(rsdParaToEurCents(293, '117.2000')).toBe(3);
    expect(rsdParaToEurCents(292, '117.2000')).toBe(2);
  });

  it('keeps exact results for amounts far beyond float precision', () => {
    const para = Number.MAX_SAFE_INTEGER; // 9 007 199 254 740 991
    // 9007199254740991 / 117.175 = 76 869 633 067 983.708…
    expect(rsdParaToEurCents(para, '117.1750')).toBe(76869633067984);
    expect(rsdParaToEurCents(117_175_000_000_000, '117.1750')).toBe(1_000_000_000_000);
  });

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => rsdParaToEurCents(-1, '117.2')).toThrow(RangeError);
    expect(() => rsdParaToEurCents(1.5, '117.2')).toThrow(RangeError);
    expect(() => rsdParaToEurCents(Number.MAX_SAFE_INTEGER + 1, '117.2')).toThrow(RangeError);
  });
});

describe('exchange rates', () => {
  it('parses rates into ten-thousandths of a dinar', () => {
    expect(parseRate('117.1750')).toBe(1171750n);
    expect(parseRate('117.2')).toBe(1172000n);
    expect(parseRate('117')).toBe(1170000n);
    expect(parseRate('0.0001')).toBe(1n);
    expect(parseRate(' 117.2000 ')).toBe(1172000n);
  });

  it('refuses zero, negative, over-precise and malformed rates', () => {
    for (const bad of [
      '0',
      '0.0000',
      '-117.2',
      '117.17501',
      '117,2',
      '',
      'abc',
      '1e3',
      '.5',
      '117.',
      'NaN',
    ]) {
      expect(() => parseRate(bad), bad).toThrow(RangeError);
    }
    expect(() => rsdParaToEurCents(100, '0')).toThrow(RangeError);
  });

  it('normalises a rate to four decimals', () => {
    expect(normalizeRate('117.2')).toBe('117.2000');
    expect(normalizeRate('117.1750')).toBe('117.1750');
    expect(normalizeRate('0.0001')).toBe('0.0001');
  });
});

describe('EUR formatting', () => {
  it("formats PayPal's amount value with a dot and two decimals", () => {
    expect(formatEurAmount(8364)).toBe('83.64');
    expect(formatEurAmount(5)).toBe('0.05');
    expect(formatEurAmount(0)).toBe('0.00');
    expect(formatEurAmount(123456789)).toBe('1234567.89');
    expect(() => formatEurAmount(-1)).toThrow(RangeError);
    expect(() => formatEurAmount(0.5)).toThrow(RangeError);
  });

  it("parses PayPal's amount value back to cents exactly", () => {
    expect(parseEurAmount('83.64')).toBe(8364);
    expect(parseEurAmount('84')).toBe(8400);
    expect(parseEurAmount('83.6')).toBe(8360);
    expect(parseEurAmount('0.07')).toBe(7);
    for (const bad of ['83.641', '-1.00', '1,00', '', '.5']) expect(() => parseEurAmount(bad), bad).toThrow();
  });

  it('formats amounts for people in Serbian and English', () => {
    expect(formatEur(8364)).toBe('83,64 EUR');
    expect(formatEur(123456)).toBe('1.234,56 EUR');
    expect(formatEur(123456789, 'en')).toBe('1,234,567.89 EUR');
    expect(formatEur(7, 'sr')).toBe('0,07 EUR');
  });
});
