import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './money';

describe('formatMoney', () => {
  it('formats para as sr-RS dinars with two decimals and a thousands dot', () => {
    expect(formatMoney(150000)).toBe('1.500,00 RSD');
  });

  it('keeps the para of a non-round amount', () => {
    expect(formatMoney(98050)).toBe('980,50 RSD');
  });

  it('groups millions', () => {
    expect(formatMoney(123456789)).toBe('1.234.567,89 RSD');
  });

  it('shows zero as 0,00', () => {
    expect(formatMoney(0)).toBe('0,00 RSD');
  });

  it('prints the spec price of 9.800 RSD', () => {
    expect(formatMoney(980000)).toBe('9.800,00 RSD');
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
});
