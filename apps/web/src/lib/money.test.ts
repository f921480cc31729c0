import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
