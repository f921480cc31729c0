// The business dashboard (issue 20, ADR 073): the date range a chart covers, the period it is compared with, how
// days fall into weeks and months, and the shapes of the /admin/dashboard/... chart answers. Days are Belgrade
// calendar days written 'YYYY-MM-DD'; the arithmetic on them is on dates, never on instants, so daylight-saving
// changes cannot move a day.
import { z } from 'zod';
import { CALENDAR_DATE_PATTERN } from '../validation/range-pattern';

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The longest range a chart covers: three years. */
export const MAX_RANGE_DAYS = 1096;
/** Day by day, at most a year of bars. */
export const MAX_DAY_BUCKETS = 366;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a date (month 0–11; a day past the month's end rolls over), any year from 1. */
function utcTime(year: number, monthIndex: number, day: number): number {
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

/** '2026-03-29' → the UTC midnight of that date, or null when it is no calendar date. */
export function parseDay(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const time = utcTime(y, m - 1, d);
  const date = new Date(time);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? time : null;
}

const formatDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** '2026-03-29' + 3 → '2026-04-01'. */
export function addDays(day: string, days: number): string {
  return formatDay((parseDay(day) ?? Number.NaN) + days * DAY_MS);
}

/** Days from `from` to `to`, both included ('2026-01-01', '2026-01-01' → 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round(((parseDay(to) ?? 0) - (parseDay(from) ?? 0)) / DAY_MS) + 1;
}

/** The Belgrade calendar day of an instant. */
export function belgradeDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The period a range is compared with: as many days, ending the day before it starts. */
export function previousPeriod(range: DayRange): DayRange {
  const length = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The bucket a day falls in: itself, the Monday of its ISO week, or the first of its month. */
export function bucketOf(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 8)}01`;
  const time = parseDay(day) ?? 0;
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return formatDay(time - weekday * DAY_MS);
}

/**
 * The buckets of a range, oldest first: every day, every week (keyed by its Monday) or every month (keyed by its
 * first day) the range touches, the first and last possibly partial.
 */
export function bucketsOf(range: DayRange, granularity: Granularity): string[] {
  const out: string[] = [];
  const last = bucketOf(range.to, granularity);
  let bucket = bucketOf(range.from, granularity);
  while (bucket <= last) {
    out.push(bucket);
    if (granularity === 'day') bucket = addDays(bucket, 1);
    else if (granularity === 'week') bucket = addDays(bucket, 7);
    else {
      const [y, m] = bucket.split('-').map(Number) as [number, number];
      bucket = formatDay(utcTime(y, m, 1));
    }
  }
  return out;
}

/** Sums per-day rows into the range's buckets; buckets without rows are zeros. */
export function bucketize<K extends string>(
  rows: readonly ({ day: string } & Record<K, number>)[],
  keys: readonly K[],
  range: DayRange,
  granularity: Granularity,
): ({ bucket: string } & Record<K, number>)[] {
  const zero = () => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  const sums = new Map(bucketsOf(range, granularity).map((bucket) => [bucket, zero()]));
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue;
    const sum = sums.get(bucketOf(row.day, granularity));
    if (!sum) continue;
    for (const key of keys) sum[key] += row[key];
  }
  return [...sums].map(([bucket, sum]) => ({ bucket, ...sum }));
}

/** Why a range cannot be charted (a message key), or null when it can. */
export function rangeProblem(range: DayRange, granularity: Granularity): string | null {
  if (parseDay(range.from) === null || parseDay(range.to) === null) return 'dashboard.rangeDate';
  if (range.from > range.to) return 'dashboard.rangeOrder';
  const days = daysInRange(range.from, range.to);
  if (days > MAX_RANGE_DAYS) return 'dashboard.rangeTooLong';
  if (granularity === 'day' && days > MAX_DAY_BUCKETS) return 'dashboard.rangeTooManyDays';
  return null;
}

// The document names the calendar days themselves (not any four-two-two digits), as the accountant's export does:
// what it allows is what the server takes, but for the period's own rules (the end after the start, its length).
const dayParam = z
  .string()
  .regex(new RegExp(CALENDAR_DATE_PATTERN), 'dashboard.rangeDate')
  .meta({ pattern: CALENDAR_DATE_PATTERN, example: '2026-01-31' });

/** Where a period's problem is reported: a day that is no date at its own field, the period's rules at its end. */
const problemPath = (problem: string) => (problem === 'dashboard.rangeDate' ? 'from' : 'to');

/** ?from=2026-01-01&to=2026-01-31&granularity=day (both days included, Belgrade days). */
export const businessRangeQuerySchema = z
  .object({
    from: dayParam,
    to: dayParam,
    granularity: z.enum(GRANULARITIES, 'dashboard.granularity').default('day'),
  })
  .superRefine((query, ctx) => {
    const problem = rangeProblem(query, query.granularity);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [problemPath(problem)],
      });
  });
export type BusinessRangeQuery = z.infer<typeof businessRangeQuerySchema>;

export const FUNNEL_DIMENSIONS = ['landing', 'course'] as const;
export const businessFunnelQuerySchema = z
  .object({
    from: dayParam,
    to: dayParam,
    granularity: z.enum(GRANULARITIES, 'dashboard.granularity').default('day'),
    by: z.enum(FUNNEL_DIMENSIONS, 'dashboard.funnelBy').default('landing'),
  })
  .superRefine((query, ctx) => {
    const problem = rangeProblem(query, query.granularity);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [problemPath(problem)],
      });
  });

const int = z.number().int();
const rangeSchema = z.object({ from: z.string(), to: z.string() });

const periodOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.literal(true),
    data: z.object({
      granularity: z.enum(GRANULARITIES),
      range: rangeSchema,
      /** The period compared with: as many days, right before the range. */
      previous_range: rangeSchema,
      current: data,
      previous: data,
    }),
  });

const revenuePoint = z.object({
  bucket: z.string(),
  orders: int,
  revenue_para: int,
  refunds: int,
  refunded_para: int,
});
export const REVENUE_KEYS = ['orders', 'revenue_para', 'refunds', 'refunded_para'] as const;

/** Orders paid (also those refunded later) and refunds made, per bucket and per payment method. */
export const businessRevenueResponseSchema = periodOf(
  z.object({
    series: z.array(revenuePoint),
    totals: revenuePoint.omit({ bucket: true }),
    by_method: z.array(
      z.object({
        method: z.enum(['upc', 'paypal', 'uplatnica']),
        orders: int,
        revenue_para: int,
        refunds: int,
        refunded_para: int,
      }),
    ),
  }),
);
export type BusinessRevenue = z.infer<typeof businessRevenueResponseSchema>['data'];

export const businessCoursesResponseSchema = periodOf(
  z.array(
    z.object({
      course_id: int,
      title: z.string(),
      sold: int,
      revenue_para: int,
      refunds: int,
      refunded_para: int,
    }),
  ),
);
export type BusinessCourses = z.infer<typeof businessCoursesResponseSchema>['data'];

export const businessLearnersResponseSchema = periodOf(
  z.object({ series: z.array(z.object({ bucket: z.string(), learners: int })), total: int }),
);
export type BusinessLearners = z.infer<typeof businessLearnersResponseSchema>['data'];

export const FUNNEL_STEPS = ['visits', 'signups', 'purchases', 'starts', 'completions'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
const funnelCounts = z.object({ visits: int, signups: int, purchases: int, starts: int, completions: int });

/** Per landing page ('interior-signup') or course (its id as text), and in total. */
export const businessFunnelResponseSchema = periodOf(
  z.object({
    by: z.enum(FUNNEL_DIMENSIONS),
    rows: z.array(funnelCounts.extend({ key: z.string(), label: z.string() })),
    totals: funnelCounts,
  }),
);
export type BusinessFunnel = z.infer<typeof businessFunnelResponseSchema>['data'];

export const businessVouchersResponseSchema = periodOf(
  z.array(
    z.object({ voucher_id: int, code: z.string(), orders: int, revenue_para: int, discount_para: int }),
  ),
);
export type BusinessVouchers = z.infer<typeof businessVouchersResponseSchema>['data'];

/** Now, not over a range: each course's learners with live access, how many completed it, their progress. */
export const businessProgressResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(
    z.object({
      course_id: int,
      title: z.string(),
      lessons: int,
      learners: int,
      completed: int,
      /** completed / learners, 0..1 (0 without learners). */
      completion_rate: z.number(),
      /** Lessons completed / (lessons × learners), 0..1. */
      average_progress: z.number(),
    }),
  ),
});
export type BusinessProgress = z.infer<typeof businessProgressResponseSchema>['data'];

/** Access ending in the next 30 days (from today, Belgrade): per day and per course. */
export const businessExpiringResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    range: rangeSchema,
    series: z.array(z.object({ bucket: z.string(), count: int })),
    by_course: z.array(z.object({ course_id: int, title: z.string(), count: int })),
    total: int,
  }),
});
export type BusinessExpiring = z.infer<typeof businessExpiringResponseSchema>['data'];
