import { describe, expect, it } from 'vitest';
import { CALENDAR_DATE_PATTERN, integerRangePattern } from './range-pattern';

describe('integerRangePattern', () => {
  const matches = (min: number, max: number) => {
    const pattern = new RegExp(integerRangePattern(min, max));
    return (value: string) => pattern.test(value);
  };

  it('matches exactly the integers of small ranges, without leading zeros', () => {
    for (const [min, max] of [
      [0, 0],
      [1, 20],
      [1, 50],
      [0, 1000],
      [7, 7],
      [13, 487],
      [99, 101],
      [1, 100],
    ] as const) {
      const test = matches(min, max);
      for (let n = 0; n <= 1200; n++)
        expect(test(String(n)), `${n} in ${min}..${max}`).toBe(n >= min && n <= max);
      expect(test(`0${min}`)).toBe(false);
      expect(test('')).toBe(false);
      expect(test(`${min}a`)).toBe(false);
    }
  });

  it('bounds the ids of an integer column at 2147483647', () => {
    const test = matches(1, 2_147_483_647);
    for (const n of [
      '1',
      '9',
      '10',
      '999999999',
      '1000000000',
      '2147483647',
      '2147483639',
      '2147483599',
      '2099999999',
    ])
      expect(test(n), n).toBe(true);
    for (const n of [
      '0',
      '2147483648',
      '2147483650',
      '2147484000',
      '2200000000',
      '3000000000',
      '9999999999',
      '-1',
      '1.5',
    ])
      expect(test(n), n).toBe(false);
  });

  it('refuses a range it cannot write', () => {
    expect(() => integerRangePattern(5, 1)).toThrow();
    expect(() => integerRangePattern(-1, 1)).toThrow();
  });
});

describe('CALENDAR_DATE_PATTERN', () => {
  const pattern = new RegExp(CALENDAR_DATE_PATTERN);
  it('matches exactly the days of the calendar', () => {
    // Every day of 1999 to 2101 against the calendar (leap years, centuries, 2000).
    for (let year = 1999; year <= 2101; year++) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 32; day++) {
          const date = new Date(Date.UTC(year, month - 1, day));
          const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(pattern.test(text), text).toBe(real);
        }
      }
    }
    for (const text of [
      '0000-01-01',
      '0000-02-29',
      '2026-00-10',
      '2026-13-01',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00',
    ])
      expect(pattern.test(text), text).toBe(false);
    expect(pattern.test('2400-02-29')).toBe(true);
    expect(pattern.test('2300-02-29')).toBe(false);
  });
});
