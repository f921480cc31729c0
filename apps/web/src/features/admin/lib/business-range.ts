// The business dashboard's date-range picker (ADR 073): the presets, the granularity a range starts with, and
// which granularities a range allows. Days are Belgrade calendar days, 'YYYY-MM-DD'.
import {
  addDays,
  type DayRange,
  daysInRange,
  type Granularity,
  MAX_DAY_BUCKETS,
  rangeProblem,
} from '@atelje/shared/admin/business';

export const PRESETS = [
  'last7',
  'last30',
  'last90',
  'thisMonth',
  'lastMonth',
  'last12Months',
  'thisYear',
] as const;
export type Preset = (typeof PRESETS)[number];

/** The range a preset names on `today`, both ends included. */
export function presetRange(preset: Preset, today: string): DayRange {
  const month = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: month, to: today };
    case 'lastMonth': {
      const end = addDays(month, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
    case 'last12Months': {
      const year = Number(today.slice(0, 4)) - 1;
      return { from: addDays(`${year}${today.slice(4)}`.replace(/-02-29$/, '-02-28'), 1), to: today };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** What a range is shown by at first: days up to two months, weeks up to half a year, then months. */
export function defaultGranularity(range: DayRange): Granularity {
  const days = daysInRange(range.from, range.to);
  if (days <= 62) return 'day';
  if (days <= 183) return 'week';
  return 'month';
}

/** Whether a range can be shown by a granularity (day by day: at most a year). */
export function allowsGranularity(range: DayRange, granularity: Granularity): boolean {
  return granularity !== 'day' || daysInRange(range.from, range.to) <= MAX_DAY_BUCKETS;
}

/** The key of the message explaining why the picker's range cannot be charted, or null. */
export function pickerProblem(range: DayRange, granularity: Granularity): string | null {
  if (!range.from || !range.to) return 'dashboard.rangeDate';
  return rangeProblem(range, granularity);
}

/** A change of bucket: −12,5 % / +40 % / null when the previous period had nothing (no ratio to show). */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
