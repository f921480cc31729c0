// The business dashboard's reads (ADR 073): each chart reads the daily rollups of migration 0013 for the range
// and the period before it in one statement, after stats_refresh() has recomputed the days writes touched.

import type { Granularity } from '@atelje/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Recomputes the days and courses writes marked since the last refresh (a no-op when there are none). */
export async function refresh(db: Db): Promise<void> {
  await db.execute(sql`select stats_refresh()`);
}

const n = (value: unknown) => Number(value ?? 0);

export interface Period {
  from: string;
  to: string;
}

type Side = 'current' | 'previous';

/** The bucket of a rollup row's day, as date_trunc keys ISO weeks (Monday) and months (the first). */
function bucketOf(granularity: Granularity): SQL {
  if (granularity === 'week') return sql.raw(`to_char(date_trunc('week', day), 'YYYY-MM-DD')`);
  if (granularity === 'month') return sql.raw(`to_char(date_trunc('month', day), 'YYYY-MM-DD')`);
  return sql.raw(`to_char(day, 'YYYY-MM-DD')`);
}

export interface SalesSums {
  orders: number;
  revenue_para: number;
  refunds: number;
  refunded_para: number;
}

/**
 * Sales of the range and the period before it, summed per bucket and per payment method in the database: a year
 * day by day is 730 rows to send, not 2 190.
 */
export async function salesBuckets(db: Db, range: Period, previous: Period, granularity: Granularity) {
  const result = await rows<Row>(
    db,
    sql`with d as (
          select case when day >= ${range.from}::date then 'current' else 'previous' end as side,
                 ${bucketOf(granularity)} as bucket, method::text as method, orders, revenue_para, refunds, refunded_para
          from stats_sales_daily where day between ${previous.from}::date and ${range.to}::date
        )
        select side, 'bucket' as kind, bucket as key, sum(orders) as orders, sum(revenue_para) as revenue,
               sum(refunds) as refunds, sum(refunded_para) as refunded
          from d group by side, bucket
        union all
        select side, 'method', method, sum(orders), sum(revenue_para), sum(refunds), sum(refunded_para)
          from d group by side, method`,
  );
  return result.map((r) => ({
    side: r.side as Side,
    kind: r.kind as 'bucket' | 'method',
    key: String(r.key),
    sums: {
      orders: n(r.orders),
      revenue_para: n(r.revenue),
      refunds: n(r.refunds),
      refunded_para: n(r.refunded),
    } satisfies SalesSums,
  }));
}

export async function learnerBuckets(db: Db, range: Period, previous: Period, granularity: Granularity) {
  const result = await rows<Row>(
    db,
    sql`select case when day >= ${range.from}::date then 'current' else 'previous' end as side,
               ${bucketOf(granularity)} as bucket, sum(learners) as learners
        from stats_learners_daily where day between ${previous.from}::date and ${range.to}::date
        group by 1, 2`,
  );
  return result.map((r) => ({ side: r.side as Side, bucket: String(r.bucket), learners: n(r.learners) }));
}

/** `cur_*` over the range and `prev_*` over the period before it, per course, best selling first. */
export async function courseSales(db: Db, range: Period, previous: Period, limit: number) {
  const result = await rows<Row>(
    db,
    sql`select s.course_id, c.title,
          sum(s.sold) filter (where s.day >= ${range.from}::date) as cur_sold,
          sum(s.revenue_para) filter (where s.day >= ${range.from}::date) as cur_revenue,
          sum(s.refunds) filter (where s.day >= ${range.from}::date) as cur_refunds,
          sum(s.refunded_para) filter (where s.day >= ${range.from}::date) as cur_refunded,
          sum(s.sold) filter (where s.day <= ${previous.to}::date) as prev_sold,
          sum(s.revenue_para) filter (where s.day <= ${previous.to}::date) as prev_revenue,
          sum(s.refunds) filter (where s.day <= ${previous.to}::date) as prev_refunds,
          sum(s.refunded_para) filter (where s.day <= ${previous.to}::date) as prev_refunded
        from stats_course_daily s join courses c on c.id = s.course_id
        where s.day between ${previous.from}::date and ${range.to}::date
        group by s.course_id, c.title
        order by cur_revenue desc nulls last, cur_sold desc nulls last, prev_revenue desc nulls last, s.course_id
        limit ${limit}`,
  );
  return result.map((r) => ({
    course_id: n(r.course_id),
    title: String(r.title),
    current: {
      sold: n(r.cur_sold),
      revenue_para: n(r.cur_revenue),
      refunds: n(r.cur_refunds),
      refunded_para: n(r.cur_refunded),
    },
    previous: {
      sold: n(r.prev_sold),
      revenue_para: n(r.prev_revenue),
      refunds: n(r.prev_refunds),
      refunded_para: n(r.prev_refunded),
    },
  }));
}

export async function voucherSales(db: Db, range: Period, previous: Period, limit: number) {
  const result = await rows<Row>(
    db,
    sql`select s.voucher_id, v.code,
          sum(s.orders) filter (where s.day >= ${range.from}::date) as cur_orders,
          sum(s.revenue_para) filter (where s.day >= ${range.from}::date) as cur_revenue,
          sum(s.discount_para) filter (where s.day >= ${range.from}::date) as cur_discount,
          sum(s.orders) filter (where s.day <= ${previous.to}::date) as prev_orders,
          sum(s.revenue_para) filter (where s.day <= ${previous.to}::date) as prev_revenue,
          sum(s.discount_para) filter (where s.day <= ${previous.to}::date) as prev_discount
        from stats_voucher_daily s join vouchers v on v.id = s.voucher_id
        where s.day between ${previous.from}::date and ${range.to}::date
        group by s.voucher_id, v.code
        order by cur_revenue desc nulls last, cur_orders desc nulls last, prev_revenue desc nulls last, s.voucher_id
        limit ${limit}`,
  );
  return result.map((r) => ({
    voucher_id: n(r.voucher_id),
    code: String(r.code),
    current: { orders: n(r.cur_orders), revenue_para: n(r.cur_revenue), discount_para: n(r.cur_discount) },
    previous: {
      orders: n(r.prev_orders),
      revenue_para: n(r.prev_revenue),
      discount_para: n(r.prev_discount),
    },
  }));
}

/** Visits and funnel steps per page with the prefix ('landing:' or 'course:'), for both periods. */
export async function funnelPages(db: Db, prefix: 'landing:' | 'course:', range: Period, previous: Period) {
  const like = `${prefix}%`;
  const result = await rows<Row>(
    db,
    sql`select page,
          sum(visits) filter (where day >= ${range.from}::date) as cur_visits,
          sum(signups) filter (where day >= ${range.from}::date) as cur_signups,
          sum(purchases) filter (where day >= ${range.from}::date) as cur_purchases,
          sum(starts) filter (where day >= ${range.from}::date) as cur_starts,
          sum(completions) filter (where day >= ${range.from}::date) as cur_completions,
          sum(visits) filter (where day <= ${previous.to}::date) as prev_visits,
          sum(signups) filter (where day <= ${previous.to}::date) as prev_signups,
          sum(purchases) filter (where day <= ${previous.to}::date) as prev_purchases,
          sum(starts) filter (where day <= ${previous.to}::date) as prev_starts,
          sum(completions) filter (where day <= ${previous.to}::date) as prev_completions
        from (
          select day, page, visits, 0 as signups, 0 as purchases, 0 as starts, 0 as completions
            from stats_visits where day between ${previous.from}::date and ${range.to}::date and page like ${like}
          union all
          select day, page, 0, signups, purchases, starts, completions
            from stats_funnel_daily where day between ${previous.from}::date and ${range.to}::date and page like ${like}
        ) x
        group by page`,
  );
  const counts = (r: Row, p: 'cur' | 'prev') => ({
    visits: n(r[`${p}_visits`]),
    signups: n(r[`${p}_signups`]),
    purchases: n(r[`${p}_purchases`]),
    starts: n(r[`${p}_starts`]),
    completions: n(r[`${p}_completions`]),
  });
  return result.map((r) => ({
    key: String(r.page).slice(prefix.length),
    current: counts(r, 'cur'),
    previous: counts(r, 'prev'),
  }));
}

export async function courseTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await rows<Row>(
    db,
    sql`select id, title from courses where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(result.map((r) => [n(r.id), String(r.title)]));
}

export async function courseProgress(db: Db, limit: number) {
  const result = await rows<Row>(
    db,
    sql`select p.course_id, c.title, p.lessons, p.learners, p.completed, p.completed_lessons
        from stats_course_progress p join courses c on c.id = p.course_id
        where p.learners > 0
        order by p.learners desc, p.course_id
        limit ${limit}`,
  );
  return result.map((r) => ({
    course_id: n(r.course_id),
    title: String(r.title),
    lessons: n(r.lessons),
    learners: n(r.learners),
    completed: n(r.completed),
    completed_lessons: n(r.completed_lessons),
  }));
}

/** Live access ending from the start of `from` to the end of `to` (Belgrade days), per day and per course. */
export async function expiringAccess(db: Db, from: string, to: string, limit: number) {
  const [days, courses] = await Promise.all([
    rows<Row>(
      db,
      sql`select stats_day(expires_at)::text as day, count(*) as count from course_access
          where revoked_at is null and expires_at >= greatest(now(), stats_day_start(${from}::date))
            and expires_at < stats_day_start(${to}::date + 1)
          group by 1`,
    ),
    rows<Row>(
      db,
      sql`select a.course_id, c.title, count(*) as count from course_access a join courses c on c.id = a.course_id
          where a.revoked_at is null and a.expires_at >= greatest(now(), stats_day_start(${from}::date))
            and a.expires_at < stats_day_start(${to}::date + 1)
          group by a.course_id, c.title order by count(*) desc, a.course_id limit ${limit}`,
    ),
  ]);
  return {
    days: days.map((r) => ({ day: String(r.day), count: n(r.count) })),
    courses: courses.map((r) => ({ course_id: n(r.course_id), title: String(r.title), count: n(r.count) })),
  };
}
