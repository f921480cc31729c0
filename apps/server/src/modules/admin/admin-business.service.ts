// The business dashboard's charts (issue 20 item 3, ADR 073): each over a range of Belgrade days and the period
// of as many days before it, bucketed by day, ISO week or month, read from the daily rollups.
import {
  addDays,
  type BusinessCourses,
  type BusinessExpiring,
  type BusinessFunnel,
  type BusinessLearners,
  type BusinessProgress,
  type BusinessRangeQuery,
  type BusinessRevenue,
  type BusinessVouchers,
  belgradeDay,
  bucketize,
  bucketsOf,
  type DayRange,
  type Granularity,
  isLandingPageKey,
  landingPath,
  previousPeriod,
  REVENUE_KEYS,
} from '@atelje/shared';
import type { Db } from '../../db/client';
import { readSettings, SETTING_KEYS } from '../settings/settings.service';
import * as repo from './admin-business.repository';

/** Rows a per-course or per-voucher table lists at most. */
const TOP = 50;
/** Days the expiring-access chart looks ahead, today included. */
export const EXPIRING_DAYS = 30;

const METHODS = ['upc', 'paypal', 'uplatnica'] as const;

interface Periods {
  range: DayRange;
  previous: DayRange;
  granularity: Granularity;
}

function periods(query: BusinessRangeQuery): Periods {
  const range = { from: query.from, to: query.to };
  return { range, previous: previousPeriod(range), granularity: query.granularity };
}

const frame = (p: Periods) => ({ granularity: p.granularity, range: p.range, previous_range: p.previous });

export async function revenue(db: Db, query: BusinessRangeQuery): Promise<BusinessRevenue> {
  const p = periods(query);
  await repo.refresh(db);
  const rows = await repo.salesBuckets(db, p.range, p.previous, p.granularity);
  const zero = (): repo.SalesSums => ({ orders: 0, revenue_para: 0, refunds: 0, refunded_para: 0 });
  const of = (side: 'current' | 'previous', range: DayRange) => {
    const mine = rows.filter((row) => row.side === side);
    const buckets = new Map(mine.filter((row) => row.kind === 'bucket').map((row) => [row.key, row.sums]));
    const methods = new Map(mine.filter((row) => row.kind === 'method').map((row) => [row.key, row.sums]));
    const by_method = METHODS.map((method) => ({ method, ...(methods.get(method) ?? zero()) }));
    const totals = zero();
    for (const row of by_method) for (const key of REVENUE_KEYS) totals[key] += row[key];
    return {
      series: bucketsOf(range, p.granularity).map((bucket) => ({
        bucket,
        ...(buckets.get(bucket) ?? zero()),
      })),
      totals,
      by_method,
    };
  };
  return { ...frame(p), current: of('current', p.range), previous: of('previous', p.previous) };
}

export async function learners(db: Db, query: BusinessRangeQuery): Promise<BusinessLearners> {
  const p = periods(query);
  await repo.refresh(db);
  const rows = await repo.learnerBuckets(db, p.range, p.previous, p.granularity);
  const of = (side: 'current' | 'previous', range: DayRange) => {
    const buckets = new Map(rows.filter((row) => row.side === side).map((row) => [row.bucket, row.learners]));
    const series = bucketsOf(range, p.granularity).map((bucket) => ({
      bucket,
      learners: buckets.get(bucket) ?? 0,
    }));
    return { series, total: series.reduce((total, point) => total + point.learners, 0) };
  };
  return { ...frame(p), current: of('current', p.range), previous: of('previous', p.previous) };
}

export async function courses(db: Db, query: BusinessRangeQuery): Promise<BusinessCourses> {
  const p = periods(query);
  await repo.refresh(db);
  const rows = await repo.courseSales(db, p.range, p.previous, TOP);
  return {
    ...frame(p),
    current: rows.map((r) => ({ course_id: r.course_id, title: r.title, ...r.current })),
    previous: rows.map((r) => ({ course_id: r.course_id, title: r.title, ...r.previous })),
  };
}

export async function vouchers(db: Db, query: BusinessRangeQuery): Promise<BusinessVouchers> {
  const p = periods(query);
  await repo.refresh(db);
  const rows = await repo.voucherSales(db, p.range, p.previous, TOP);
  return {
    ...frame(p),
    current: rows.map((r) => ({ voucher_id: r.voucher_id, code: r.code, ...r.current })),
    previous: rows.map((r) => ({ voucher_id: r.voucher_id, code: r.code, ...r.previous })),
  };
}

const ZERO_FUNNEL = { visits: 0, signups: 0, purchases: 0, starts: 0, completions: 0 };
type FunnelCounts = typeof ZERO_FUNNEL;

function addCounts(a: FunnelCounts, b: FunnelCounts): FunnelCounts {
  return {
    visits: a.visits + b.visits,
    signups: a.signups + b.signups,
    purchases: a.purchases + b.purchases,
    starts: a.starts + b.starts,
    completions: a.completions + b.completions,
  };
}

export async function funnel(
  db: Db,
  query: BusinessRangeQuery & { by: 'landing' | 'course' },
): Promise<BusinessFunnel> {
  const p = periods(query);
  await repo.refresh(db);
  const pages = await repo.funnelPages(
    db,
    query.by === 'landing' ? 'landing:' : 'course:',
    p.range,
    p.previous,
  );
  let label: (key: string) => string;
  if (query.by === 'landing') {
    const slug = (await readSettings(db, [SETTING_KEYS.landingSlug])).get(SETTING_KEYS.landingSlug);
    label = (key) =>
      (isLandingPageKey(key) && landingPath(key, typeof slug === 'string' && slug ? slug : null)) || key;
  } else {
    const titles = await repo.courseTitles(
      db,
      pages.map((page) => Number(page.key)).filter((id) => Number.isInteger(id)),
    );
    label = (key) => titles.get(Number(key)) ?? key;
  }
  // Most visited first; pages of courses since deleted are left out.
  const known = pages
    .filter((page) => query.by === 'landing' || label(page.key) !== page.key)
    .sort(
      (a, b) =>
        b.current.visits - a.current.visits ||
        b.current.signups - a.current.signups ||
        (a.key < b.key ? -1 : 1),
    );
  const side = (which: 'current' | 'previous') => ({
    by: query.by,
    rows: known.map((page) => ({ key: page.key, label: label(page.key), ...page[which] })),
    totals: known.reduce((sum, page) => addCounts(sum, page[which]), ZERO_FUNNEL),
  });
  return { ...frame(p), current: side('current'), previous: side('previous') };
}

export async function progress(db: Db): Promise<BusinessProgress> {
  await repo.refresh(db);
  const rows = await repo.courseProgress(db, TOP);
  return rows.map((r) => ({
    course_id: r.course_id,
    title: r.title,
    lessons: r.lessons,
    learners: r.learners,
    completed: r.completed,
    completion_rate: r.learners > 0 ? r.completed / r.learners : 0,
    average_progress: r.learners > 0 && r.lessons > 0 ? r.completed_lessons / (r.lessons * r.learners) : 0,
  }));
}

export async function expiring(db: Db, now: Date = new Date()): Promise<BusinessExpiring> {
  const from = belgradeDay(now);
  const range = { from, to: addDays(from, EXPIRING_DAYS - 1) };
  const { days, courses } = await repo.expiringAccess(db, range.from, range.to, TOP);
  const series = bucketize(
    days.map((d) => ({ day: d.day, count: d.count })),
    ['count'] as const,
    range,
    'day',
  );
  return {
    range,
    series,
    by_course: courses,
    total: series.reduce((total, point) => total + point.count, 0),
  };
}
