import { describe, expect, it } from 'vitest';
import { addMonths, extendedExpiry, formatShortDate } from './access';
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

describe('formatShortDate', () => {
  it('writes Serbian dates with dots and Belgrade time', () => {
    expect(formatShortDate('2027-11-26T10:00:00Z', 'sr')).toBe('26.11.2027.');
    // 23:30 UTC on 31 December is already 1 January in Belgrade.
    expect(formatShortDate('2027-12-31T23:30:00Z', 'sr')).toBe('01.01.2028.');
  });

  it('writes English dates day first', () => {
    expect(formatShortDate('2027-11-26T10:00:00Z', 'en')).toBe('26/11/2027');
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
