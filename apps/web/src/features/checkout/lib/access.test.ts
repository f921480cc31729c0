import { describe, expect, it } from 'vitest';
import { addMonths, extendedExpiry } from './access';
import { formatEurAmount, formatRate } from './money';

describe('addMonths', () => {
  it('adds twelve months to a date', () => {
    expect(addMonths(new Date('2026-11-26T10:00:00Z'), 12).toISOString()).toBe('2027-11-26T10:00:00.000Z');
  });

  it('lands on the last day of a shorter month', () => {
    expect(addMonths(new Date('2027-01-31T12:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2027-02-28');
    expect(addMonths(new Date('2028-01-31T12:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2028-02-29');
    expect(addMonths(new Date('2026-08-31T12:00:00Z'), 6).toISOString().slice(0, 10)).toBe('2027-02-28');
  });
});

describe('extendedExpiry', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('adds the months to an expiry that is still ahead', () => {
    expect(extendedExpiry('2027-03-01T12:00:00Z', 6, now).toISOString().slice(0, 10)).toBe('2027-09-01');
  });

  it('counts from today when access has expired or never existed', () => {
    expect(extendedExpiry('2026-01-01T00:00:00Z', 6, now).toISOString().slice(0, 10)).toBe('2027-05-26');
    expect(extendedExpiry(null, 6, now).toISOString().slice(0, 10)).toBe('2027-05-26');
  });
});

describe('EUR figures', () => {
  it('formats cents and the rate per language', () => {
    expect(formatEurAmount(8364, 'sr')).toBe('83,64');
    expect(formatEurAmount(123456, 'sr')).toBe('1.234,56');
    expect(formatEurAmount(8364, 'en')).toBe('83.64');
    expect(formatRate('117.2000', 'sr')).toBe('117,2000');
    expect(formatRate('117.2000', 'en')).toBe('117.2000');
  });
});
