import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimalAmount, formatMoney, moneyLocale } from './money';

describe('formatMoney', () => {
  it('writes para as dinars with two decimals: Serbian dot groups, English comma groups', () => {
    expect(formatMoney(150_000)).toBe('1.500,00 RSD');
    expect(formatMoney(150_000, 'sr')).toBe('1.500,00 RSD');
    expect(formatMoney(150_000, 'en')).toBe('1,500.00 RSD');
    expect(formatMoney(980_000, 'en-GB')).toBe('9,800.00 RSD');
  });

  it('keeps the para of a non-round amount and groups millions', () => {
    expect(formatMoney(98_050)).toBe('980,50 RSD');
    expect(formatMoney(123_456_789)).toBe('1.234.567,89 RSD');
    expect(formatMoney(123_456_789, 'en')).toBe('1,234,567.89 RSD');
  });

  it('shows zero as 0,00 and a few para as 0,05', () => {
    expect(formatMoney(0)).toBe('0,00 RSD');
    expect(formatMoney(0, 'en')).toBe('0.00 RSD');
    expect(formatMoney(5)).toBe('0,05 RSD');
  });

  it('writes a refund or discount with a leading minus, hyphen by default and U+2212 on request', () => {
    expect(formatMoney(-150_000)).toBe('-1.500,00 RSD');
    expect(formatMoney(-90_000, 'sr', 'RSD', { minus: '−' })).toBe('−900,00 RSD');
    expect(formatMoney(-5, 'en')).toBe('-0.05 RSD');
  });

  it('writes EUR cents the same way', () => {
    expect(formatMoney(8_364, 'sr', 'EUR')).toBe('83,64 EUR');
    expect(formatMoney(123_456, 'en', 'EUR')).toBe('1,234.56 EUR');
  });
});

describe('formatAmount', () => {
  it('writes what Intl.NumberFormat sr-RS and en-GB write, from whole para', () => {
    const sr = new Intl.NumberFormat('sr-RS', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const en = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const para of [0, 1, 5, 99, 100, 1005, 99999, 100000, 123456789, 100000000000, -1, -150000]) {
      expect(formatAmount(para)).toBe(sr.format(para / 100));
      expect(formatAmount(para, 'en')).toBe(en.format(para / 100));
    }
  });

  it('rounds a stray fraction of a para rather than printing it', () => {
    expect(formatAmount(150_000.4)).toBe('1.500,00');
  });

  it('leaves out the groups for a machine, or the decimals for a round figure', () => {
    expect(formatAmount(150_000, 'sr', { grouping: false })).toBe('1500,00');
    expect(formatAmount(500_000, 'sr', { fractionDigits: 0 })).toBe('5.000');
    expect(formatAmount(500_000, 'en', { fractionDigits: 0 })).toBe('5,000');
  });
});

describe('formatDecimalAmount', () => {
  it('writes the API decimal: dot, no grouping, two decimals', () => {
    expect(formatDecimalAmount(980_000)).toBe('9800.00');
    expect(formatDecimalAmount(0)).toBe('0.00');
    expect(formatDecimalAmount(5)).toBe('0.05');
    expect(formatDecimalAmount(123_456_789)).toBe('1234567.89');
    expect(formatDecimalAmount(-1_050)).toBe('-10.50');
  });
});

describe('moneyLocale', () => {
  it('reads English only from an en language tag; the rest is the site language, Serbian', () => {
    expect(moneyLocale('en')).toBe('en');
    expect(moneyLocale('en-GB')).toBe('en');
    expect(moneyLocale('sr-Latn')).toBe('sr');
    expect(moneyLocale(undefined)).toBe('sr');
  });
});
