// The business dashboard's range rules (ADR 073): the period compared with, buckets by day, ISO week and month,
// Belgrade days across the daylight-saving changes, and which ranges are refused.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  belgradeDay,
  bucketize,
  bucketOf,
  bucketsOf,
  daysInRange,
  parseDay,
  previousPeriod,
  rangeProblem,
} from './business';

describe('previousPeriod', () => {
  it('is as many days, ending the day before the range', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-11-28', to: '2026-11-28' })).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
    // Over a leap day.
    expect(previousPeriod({ from: '2024-03-01', to: '2024-03-07' })).toEqual({
      from: '2024-02-23',
      to: '2024-02-29',
    });
  });

  it('keeps whole days across the daylight-saving changes (dates, not instants)', () => {
    expect(daysInRange('2026-03-29', '2026-03-29')).toBe(1);
    expect(daysInRange('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInRange('2026-10-24', '2026-10-26')).toBe(3);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });
});

describe('belgradeDay', () => {
  it('is the calendar day in Belgrade, with its summer and winter offsets', () => {
    // Spring change, 29 March 2026: 00:30 is UTC+1, the next midnight is UTC+2.
    expect(belgradeDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(belgradeDay(new Date('2026-03-29T21:59:00Z'))).toBe('2026-03-29');
    expect(belgradeDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // Autumn change, 25 October 2026: the day lasts 25 hours, midnight after it is 23:00 UTC.
    expect(belgradeDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(belgradeDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25');
    expect(belgradeDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('buckets', () => {
  it('keys a week by its Monday and a month by its first day', () => {
    expect(bucketOf('2026-11-28', 'day')).toBe('2026-11-28');
    expect(bucketOf('2026-11-28', 'week')).toBe('2026-11-23'); // a Saturday
    expect(bucketOf('2026-11-23', 'week')).toBe('2026-11-23'); // a Monday
    expect(bucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday
    expect(bucketOf('2027-01-01', 'week')).toBe('2026-12-28'); // a week across the new year
    expect(bucketOf('2026-02-14', 'month')).toBe('2026-02-01');
  });

  it('lists every bucket the range touches, the first and last possibly partial', () => {
    expect(bucketsOf({ from: '0047-11-15', to: '0048-01-01' }, 'month')).toEqual([
      '0047-11-01',
      '0047-12-01',
      '0048-01-01',
    ]);
    expect(bucketsOf({ from: '2026-03-28', to: '2026-03-30' }, 'day')).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(bucketsOf({ from: '2026-03-01', to: '2026-03-17' }, 'week')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(bucketsOf({ from: '2025-11-15', to: '2026-02-01' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('sums day rows into buckets, with zeros where nothing happened and nothing from outside the range', () => {
    const rows = [
      { day: '2026-02-28', n: 100 },
      { day: '2026-03-01', n: 1 },
      { day: '2026-03-01', n: 2 },
      { day: '2026-03-08', n: 4 },
      { day: '2026-03-09', n: 8 },
    ];
    expect(bucketize(rows, ['n'], { from: '2026-03-01', to: '2026-03-15' }, 'week')).toEqual([
      { bucket: '2026-02-23', n: 3 },
      { bucket: '2026-03-02', n: 4 },
      { bucket: '2026-03-09', n: 8 },
    ]);
    expect(bucketize(rows, ['n'], { from: '2026-03-02', to: '2026-03-03' }, 'day')).toEqual([
      { bucket: '2026-03-02', n: 0 },
      { bucket: '2026-03-03', n: 0 },
    ]);
  });
});

describe('rangeProblem', () => {
  it('accepts a range it can chart', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-01' }, 'day')).toBeNull();
    expect(rangeProblem({ from: '2025-01-01', to: '2025-12-31' }, 'day')).toBeNull();
    expect(rangeProblem({ from: '2023-12-01', to: '2026-11-30' }, 'month')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(parseDay('2026-02-29')).toBeNull();
    // Any calendar day the document's pattern allows is a day, the years 0001–0099 too (not 1901–1999).
    expect(parseDay('0047-07-16')).toBe(Date.parse('0047-07-16T00:00:00Z'));
    expect(parseDay('5600-02-29')).not.toBeNull();
    expect(rangeProblem({ from: '2026-02-29', to: '2026-03-01' }, 'day')).toBe('dashboard.rangeDate');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' }, 'day')).toBe('dashboard.rangeOrder');
    expect(rangeProblem({ from: '2023-01-01', to: '2026-03-01' }, 'month')).toBe('dashboard.rangeTooLong');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' }, 'day')).toBe('dashboard.rangeTooManyDays');
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' }, 'week')).toBeNull();
  });
});
