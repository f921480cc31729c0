import { describe, expect, it } from 'vitest';
import {
  accountingFilename,
  accountingPeriod,
  accountingPeriodError,
  adminAccountingQuerySchema,
  latestAccountingEnd,
} from './accounting';

describe('accountingPeriod', () => {
  const today = { year: 2026, month: 3, day: 14 };

  it('gives whole calendar months and years around a day', () => {
    expect(accountingPeriod('this_month', today)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(accountingPeriod('last_month', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(accountingPeriod('this_year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(accountingPeriod('last_year', today)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('reaches back over a year end and knows leap years', () => {
    expect(accountingPeriod('last_month', { year: 2027, month: 1, day: 1 })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(accountingPeriod('last_month', { year: 2028, month: 3, day: 31 })).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(accountingPeriod('this_month', { year: 2026, month: 4, day: 30 }).to).toBe('2026-04-30');
  });
});

describe('the longest period', () => {
  it('ends the day before the same date five years on', () => {
    expect(latestAccountingEnd('2021-01-01')).toBe('2025-12-31');
    expect(latestAccountingEnd('2026-03-15')).toBe('2031-03-14');
    // The years 0001–0099 are those years (Date.UTC would read them as 1901–1999).
    expect(latestAccountingEnd('0047-07-16')).toBe('0052-07-15');
    // 29 February has no twin five years later: the period ends on the last day of February.
    expect(latestAccountingEnd('2024-02-29')).toBe('2029-02-28');
  });

  it('refuses a reversed or longer period and accepts one day and exactly five years', () => {
    expect(accountingPeriodError({ from: '2026-02-01', to: '2026-01-31' })).toBe('accounting.rangeReversed');
    expect(accountingPeriodError({ from: '2021-01-01', to: '2026-01-01' })).toBe('accounting.rangeTooLong');
    expect(accountingPeriodError({ from: '2021-01-01', to: '2025-12-31' })).toBeNull();
    expect(accountingPeriodError({ from: '2026-01-31', to: '2026-01-31' })).toBeNull();
  });
});

describe('adminAccountingQuerySchema', () => {
  const issues = (query: Record<string, string>) => {
    const parsed = adminAccountingQuerySchema.safeParse(query);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('reads a period and a format, CSV by default', () => {
    expect(adminAccountingQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      format: 'csv',
    });
    expect(
      adminAccountingQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31', format: 'xlsx' }).format,
    ).toBe('xlsx');
  });

  it('names the field and the reason of each refusal', () => {
    expect(issues({ from: '2026-02-30', to: '2026-03-01' })).toEqual([['from', 'accounting.dateInvalid']]);
    expect(issues({ from: '01.01.2026', to: '2026-03-01' })).toEqual([['from', 'accounting.dateInvalid']]);
    expect(issues({ to: '2026-03-01' })).toEqual([['from', 'accounting.dateInvalid']]);
    expect(issues({ from: '2026-03-02', to: '2026-03-01' })).toEqual([['to', 'accounting.rangeReversed']]);
    expect(issues({ from: '2020-01-01', to: '2026-03-01' })).toEqual([['to', 'accounting.rangeTooLong']]);
    expect(issues({ from: '2026-01-01', to: '2026-03-01', format: 'pdf' })).toEqual([
      ['format', 'accounting.formatInvalid'],
    ]);
  });
});

it('names the file after the period and the format', () => {
  expect(accountingFilename({ from: '2026-01-01', to: '2026-01-31' }, 'xlsx')).toBe(
    'porudzbine-2026-01-01-2026-01-31.xlsx',
  );
});
