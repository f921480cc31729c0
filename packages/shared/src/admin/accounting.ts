// The accountant's export of paid and refunded orders (issue 20, item 4; ADR 072): the period it asks for, in
// Belgrade calendar days, the file formats, the presets the dashboard offers and the file's name.
import { z } from 'zod';
import { CALENDAR_DATE_PATTERN } from '../validation/range-pattern';

export const ACCOUNTING_FORMATS = ['csv', 'xlsx'] as const;
export type AccountingFormat = (typeof ACCOUNTING_FORMATS)[number];

/** The longest period one export covers, in years: enough for a tax inspection's look-back, bounded in memory. */
export const ACCOUNTING_MAX_YEARS = 5;

export const ACCOUNTING_PRESETS = ['this_month', 'last_month', 'this_year', 'last_year'] as const;
export type AccountingPreset = (typeof ACCOUNTING_PRESETS)[number];

export interface CalendarDay {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

export interface AccountingPeriod {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  /** YYYY-MM-DD, inclusive. */
  to: string;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const ymd = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A whole calendar period around `today` (a Belgrade day): the current or previous month or year. */
export function accountingPeriod(preset: AccountingPreset, today: CalendarDay): AccountingPeriod {
  const { year, month } = today;
  switch (preset) {
    case 'this_month':
      return { from: ymd(year, month, 1), to: ymd(year, month, lastDay(year, month)) };
    case 'last_month': {
      const y = month === 1 ? year - 1 : year;
      const m = month === 1 ? 12 : month - 1;
      return { from: ymd(y, m, 1), to: ymd(y, m, lastDay(y, m)) };
    }
    case 'this_year':
      return { from: ymd(year, 1, 1), to: ymd(year, 12, 31) };
    case 'last_year':
      return { from: ymd(year - 1, 1, 1), to: ymd(year - 1, 12, 31) };
  }
}

/** The last day a period starting on `from` may end on: the day before the same date ACCOUNTING_MAX_YEARS later. */
export function latestAccountingEnd(from: string): string {
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const end = new Date(0);
  end.setUTCFullYear(year + ACCOUNTING_MAX_YEARS, month - 1, day);
  // 29 February five years on rolls over to 1 March; the day before is the last day of February either way.
  if (end.getUTCMonth() !== month - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return ymd(end.getUTCFullYear(), end.getUTCMonth() + 1, end.getUTCDate());
}

/** Why a period is refused, as a message key of the server's texts (packages/shared/src/locales), or null. */
export function accountingPeriodError(
  period: AccountingPeriod,
): 'accounting.rangeReversed' | 'accounting.rangeTooLong' | null {
  if (period.from > period.to) return 'accounting.rangeReversed';
  if (period.to > latestAccountingEnd(period.from)) return 'accounting.rangeTooLong';
  return null;
}

const CALENDAR_DAY = new RegExp(CALENDAR_DATE_PATTERN);

const day = z
  .string({ error: 'accounting.dateInvalid' })
  .trim()
  .regex(CALENDAR_DAY, 'accounting.dateInvalid')
  .meta({ pattern: CALENDAR_DATE_PATTERN, example: '2026-01-31' });

/** GET /admin/exports/accounting: Belgrade days from and to (inclusive), csv (the default) or xlsx. */
export const adminAccountingQuerySchema = z
  .object({
    from: day.describe('First Belgrade calendar day of the period (YYYY-MM-DD)'),
    to: day.describe(
      `Last Belgrade calendar day, at most ${ACCOUNTING_MAX_YEARS} years after from (YYYY-MM-DD)`,
    ),
    format: z
      .enum(ACCOUNTING_FORMATS, { error: 'accounting.formatInvalid' })
      .default('csv')
      .describe(
        'csv (UTF-8 with BOM; ";" and a decimal comma in Serbian, "," and a decimal point in English) or xlsx',
      ),
  })
  .superRefine((query, ctx) => {
    // A malformed day has its own issue already; the period is judged only between two real days.
    if (![query.from, query.to].every((value) => CALENDAR_DAY.test(value))) return;
    const error = accountingPeriodError(query);
    if (error) ctx.addIssue({ code: 'custom', path: ['to'], message: error });
  });
export type AdminAccountingQuery = z.input<typeof adminAccountingQuerySchema>;

/** "porudzbine-2026-01-01-2026-01-31.xlsx": the same name from the server's header and the dashboard's link. */
export function accountingFilename(period: AccountingPeriod, format: AccountingFormat): string {
  return `porudzbine-${period.from}-${period.to}.${format}`;
}
