// The business dashboard's picker rules (ADR 073): presets on a given day, the granularity a range starts with
// and allows, the change against the previous period, and the CSV a chart's table becomes.
import { describe, expect, it } from 'vitest';
import {
  allowsGranularity,
  defaultGranularity,
  pickerProblem,
  presetRange,
  relativeChange,
} from './business-range';
import { toCsv } from './csv';

describe('presetRange', () => {
  const today = '2026-03-31';
  it('names whole Belgrade days, today included', () => {
    expect(presetRange('last7', today)).toEqual({ from: '2026-03-25', to: today });
    expect(presetRange('last30', today)).toEqual({ from: '2026-03-02', to: today });
    expect(presetRange('last90', today)).toEqual({ from: '2026-01-01', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last12Months', today)).toEqual({ from: '2025-04-01', to: today });
    expect(presetRange('last12Months', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
  });
});

describe('granularity', () => {
  it('starts by day up to two months, by week up to half a year, then by month', () => {
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-03-04' })).toBe('week');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-07-02' })).toBe('week');
    expect(defaultGranularity({ from: '2026-01-01', to: '2026-07-03' })).toBe('month');
  });

  it('allows day by day for at most 366 days', () => {
    expect(allowsGranularity({ from: '2024-01-01', to: '2024-12-31' }, 'day')).toBe(true);
    expect(allowsGranularity({ from: '2024-01-01', to: '2025-01-01' }, 'day')).toBe(false);
    expect(allowsGranularity({ from: '2024-01-01', to: '2025-01-01' }, 'week')).toBe(true);
  });

  it('names the problem of an unfinished or reversed range', () => {
    expect(pickerProblem({ from: '', to: '2026-01-01' }, 'day')).toBe('dashboard.rangeDate');
    expect(pickerProblem({ from: '2026-01-02', to: '2026-01-01' }, 'day')).toBe('dashboard.rangeOrder');
    expect(pickerProblem({ from: '2026-01-01', to: '2026-01-02' }, 'day')).toBeNull();
  });
});

describe('relativeChange', () => {
  it('is the change against the previous period, none without a previous figure', () => {
    expect(relativeChange(150, 100)).toBe(0.5);
    expect(relativeChange(75, 100)).toBe(-0.25);
    expect(relativeChange(100, 100)).toBe(0);
    expect(relativeChange(5, 0)).toBeNull();
  });
});

describe('toCsv', () => {
  it('quotes what needs quoting and writes formula-looking texts as text', () => {
    expect(
      toCsv(
        ['Kurs', 'Iznos'],
        [
          ['Šminka, "osnove"', 12900.5],
          ['-1', -3],
          ['@kod', Number.NaN],
          ['dva\nreda', 0],
        ],
      ),
    ).toBe('Kurs,Iznos\r\n"Šminka, ""osnove""",12900.5\r\n\'-1,-3\r\n\'@kod,\r\n"dva\nreda",0');
  });
});
