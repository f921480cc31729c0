import { describe, expect, it } from 'vitest';
import { belgradeParts, formatDate, formatDateTime, formatMonthShort, formatNumericDate } from './dates';

describe('formatDate', () => {
  it('writes the Serbian month in the genitive, as a full date is written', () => {
    expect(formatDate('2027-11-26T10:00:00Z', 'sr')).toBe('26. novembra 2027.');
  });

  it.each([
    ['2027-01-15T10:00:00Z', '15. januara 2027.'],
    ['2027-02-15T10:00:00Z', '15. februara 2027.'],
    ['2027-03-15T10:00:00Z', '15. marta 2027.'],
    ['2027-04-15T10:00:00Z', '15. aprila 2027.'],
    ['2027-05-15T10:00:00Z', '15. maja 2027.'],
    ['2027-06-15T10:00:00Z', '15. juna 2027.'],
    ['2027-07-15T10:00:00Z', '15. jula 2027.'],
    ['2027-08-15T10:00:00Z', '15. avgusta 2027.'],
    ['2027-09-15T10:00:00Z', '15. septembra 2027.'],
    ['2027-10-15T10:00:00Z', '15. oktobra 2027.'],
    ['2027-11-15T10:00:00Z', '15. novembra 2027.'],
    ['2027-12-15T10:00:00Z', '15. decembra 2027.'],
  ])('%s → %s', (iso, text) => {
    expect(formatDate(iso, 'sr')).toBe(text);
  });

  it('shows a late-evening UTC instant on the next day in Belgrade (summer time)', () => {
    expect(formatDate('2024-03-31T22:30:00Z', 'sr')).toBe('1. aprila 2024.');
    expect(formatDate('2024-03-31T22:30:00Z', 'en')).toBe('1 April 2024');
  });

  it('keeps the UTC day while Belgrade is still on it (winter time)', () => {
    expect(formatDate('2024-01-15T22:59:00Z', 'sr')).toBe('15. januara 2024.');
    expect(formatDate('2024-01-15T23:00:00Z', 'sr')).toBe('16. januara 2024.');
  });

  it('writes English dates day first, without a full stop', () => {
    expect(formatDate('2027-11-26T10:00:00Z', 'en')).toBe('26 November 2027');
    expect(formatDate('2027-11-26T10:00:00Z', 'en-GB')).toBe('26 November 2027');
  });

  it('is Serbian by default and for a Serbian regional tag', () => {
    expect(formatDate('2024-06-01T08:00:00Z')).toBe('1. juna 2024.');
    expect(formatDate('2024-06-01T08:00:00Z', 'sr-Latn-RS')).toBe('1. juna 2024.');
  });

  it('takes a Date and a time value as well as an ISO string', () => {
    const at = new Date('2026-12-31T23:30:00Z');
    expect(formatDate(at, 'sr')).toBe('1. januara 2027.');
    expect(formatDate(at.getTime(), 'en')).toBe('1 January 2027');
  });

  it('refuses an invalid date rather than print nonsense', () => {
    expect(() => formatDate('not a date', 'sr')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('adds the Belgrade wall-clock time on a 24-hour clock', () => {
    expect(formatDateTime('2024-03-31T22:30:00Z', 'sr')).toBe('1. aprila 2024. u 00:30');
    expect(formatDateTime('2024-03-31T22:30:00Z', 'en')).toBe('1 April 2024, 00:30');
    expect(formatDateTime('2024-07-10T13:05:00Z', 'sr')).toBe('10. jula 2024. u 15:05');
  });
});

describe('formatNumericDate', () => {
  it('writes a document date in figures, day first, in Belgrade', () => {
    expect(formatNumericDate('2027-11-26T10:00:00Z', 'sr')).toBe('26.11.2027.');
    expect(formatNumericDate('2027-12-31T23:30:00Z', 'sr')).toBe('01.01.2028.');
    expect(formatNumericDate('2027-11-26T10:00:00Z', 'en')).toBe('26/11/2027');
  });
});

describe('formatMonthShort and belgradeParts', () => {
  it('names a month on its own', () => {
    expect(formatMonthShort(11, 'sr')).toBe('nov');
    expect(formatMonthShort(8, 'sr')).toBe('avg');
    expect(formatMonthShort(8, 'en')).toBe('Aug');
  });

  it('gives the Belgrade calendar parts of an instant', () => {
    expect(belgradeParts('2026-10-25T00:30:00Z')).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 2,
      minute: 30,
    });
    expect(belgradeParts('2026-10-25T01:30:00Z')).toEqual({
      year: 2026,
      month: 10,
      day: 25,
      hour: 2,
      minute: 30,
    });
    expect(belgradeParts('2026-12-31T23:00:00Z')).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
    });
  });
});
