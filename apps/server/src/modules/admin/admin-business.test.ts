// GET /api/admin/dashboard/{revenue,courses,learners,funnel,vouchers,progress,expiring} (ADR 073): every figure
// equals SQL written here over the same raw rows (orders, refunds, late bank slips, PayPal, vouchers, learners,
// sign-ups, progress, certificates, access), before and after refunds, confirmations and a deletion move them;
// ranges across the spring daylight-saving change; validation and rights.
import { addDays, bucketOf, previousPeriod } from '@atelje/shared';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture } from '../../test/fixtures';
import { adminGet, adminTestAppPerFile } from './admin-test-support';

const at = adminTestAppPerFile();

const q = async <T = Record<string, unknown>>(query: SQL): Promise<T[]> =>
  ((await at.t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

/** Belgrade day of a column, written independently of the migration's stats_day(). */
const bgDay = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'Europe/Belgrade', 'YYYY-MM-DD')`);
const inDays = (column: string, from: string, to: string) => sql`${bgDay(column)} between ${from} and ${to}`;

const RANGE = { from: '2026-03-01', to: '2026-04-30' };
const PREVIOUS = previousPeriod(RANGE);
const C = fixture.courses;

async function get(path: string) {
  const res = await adminGet(at, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  // 40 learners over January to April, one every 3 days and an hour, some minutes before a Belgrade midnight.
  await q(sql`
    insert into users (name, email, role, created_at, updated_at)
    select 'Polaznik ' || i, 'dash' || i || '@primer.rs', 'user',
           timestamptz '2026-01-02 22:40:00+00' + i * interval '3 days 1 hour', now()
    from generate_series(1, 40) i`);
  await q(sql`
    insert into vouchers (code, kind, value) values ('DASH10', 'percent', 10), ('DASH20', 'fixed', 20000)`);
  // 90 orders: card, PayPal and bank slip in turn; every 10th refunded two days after payment, every 7th still
  // pending; slips paid three days after they were ordered; every 4th with a voucher.
  await q(sql`
    insert into orders (number, user_id, status, subtotal_para, discount_para, total_para, voucher_id,
                        voucher_code, billing, payment_method, created_at, paid_at, refunded_at)
    select 'DASH-' || i, u.id,
           (case when i % 7 = 0 then 'pending' when i % 10 = 0 then 'refunded' else 'paid' end)::order_status,
           100000 + i * 1000 + (case when i % 4 = 0 then 5000 else 0 end),
           case when i % 4 = 0 then 5000 else 0 end,
           100000 + i * 1000,
           case when i % 4 = 0 then (select id from vouchers where code = case when i % 8 = 0 then 'DASH20' else 'DASH10' end) end,
           case when i % 4 = 0 then (case when i % 8 = 0 then 'DASH20' else 'DASH10' end) end,
           '{"name":"Kupac","email":"k@primer.rs","phone":"0601234567"}'::jsonb,
           (array['upc','paypal','uplatnica'])[i % 3 + 1]::payment_method,
           p.at - case when i % 3 = 2 then interval '3 days' else interval '0' end,
           case when i % 7 = 0 then null else p.at end,
           case when i % 7 <> 0 and i % 10 = 0 then p.at + interval '2 days' end
    from generate_series(1, 90) i
    cross join lateral (select timestamptz '2026-01-01 22:45:00+00' + i * interval '1 day 8 hours 7 minutes' as at) p
    join users u on u.email = 'dash' || (i % 40 + 1) || '@primer.rs'`);
  // Two payments on the spring change: 00:30 Belgrade on 29 March (UTC+1) and on 30 March (UTC+2).
  await q(sql`
    insert into orders (number, user_id, status, subtotal_para, total_para, billing, payment_method, created_at, paid_at)
    select n, u.id, 'paid', t, t, '{"name":"Kupac","email":"k@primer.rs","phone":"0601234567"}'::jsonb, 'paypal', a, a
    from (values ('DASH-DST1', 777, timestamptz '2026-03-28 23:30:00+00'),
                 ('DASH-DST2', 555, timestamptz '2026-03-29 22:30:00+00')) v(n, t, a)
    join users u on u.email = 'dash1@primer.rs'`);
  // A course line per order (three courses in turn), and an e-book line on every 5th.
  await q(sql`
    insert into order_lines (order_id, type, ref_id, title, price_para, months)
    select o.id, 'course', (array[${C.basics}::int, ${C.makeup}::int, ${C.stage}::int])[o.id % 3 + 1], 'Kurs',
           o.total_para, 12
    from orders o where o.number like 'DASH-%'`);
  await q(sql`
    insert into order_lines (order_id, type, ref_id, title, price_para)
    select o.id, 'ebook', 1, 'E-knjiga', 1000 from orders o where o.number like 'DASH-%' and o.id % 5 = 0`);
  // Free sign-ups of 20 learners an hour after their account, on two landing pages.
  await q(sql`
    insert into free_signups (user_id, page, course_id, email, consent_at, consent_text, created_at)
    select u.id, case when i % 2 = 0 then 'interior-signup' else 'style-signup' end,
           case when i % 2 = 0 then ${C.mini}::int else ${C.makeup}::int end,
           u.email, u.created_at, 'Saglasan sam', u.created_at + interval '1 hour'
    from generate_series(1, 20) i join users u on u.email = 'dash' || i || '@primer.rs'`);
  // Access to basics for 30 learners (some ending in the next 30 days, one revoked), progress, certificates.
  await q(sql`
    insert into course_access (user_id, course_id, source, expires_at, revoked_at)
    select u.id, ${C.basics}, 'purchase', now() + i * interval '23 hours', case when i = 3 then now() end
    from generate_series(1, 30) i join users u on u.email = 'dash' || i || '@primer.rs'`);
  await q(sql`
    insert into lesson_progress (user_id, course_id, video_id, started_at, updated_at, completed_at)
    select u.id, ${C.basics}, v.id, u.created_at + interval '2 days' + v.k * interval '1 hour', now(),
           case when i <= 12 or v.k = 0 then u.created_at + interval '3 days' end
    from generate_series(1, 25) i
    join users u on u.email = 'dash' || i || '@primer.rs'
    cross join (values (${fixture.videos.basicsLesson}::int, 0), (${fixture.videos.basicsLast}::int, 1)) v(id, k)`);
  await q(sql`
    insert into certificates (code, user_id, course_id, learner_name, course_title, instructor_name, storage_key, issued_at)
    select 'DASH-' || i, u.id, ${C.basics}, u.name, 'Osnove', 'Ana', 'certificates/DASH-' || i || '.pdf',
           u.created_at + interval '5 days'
    from generate_series(1, 8) i join users u on u.email = 'dash' || i || '@primer.rs'`);
});

/** Revenue per Belgrade day and method over the raw orders. */
async function expectedSales(from: string, to: string) {
  const paid = await q(sql`
    select ${bgDay('paid_at')} as day, payment_method::text as method, count(*) as n, sum(total_para) as total
    from orders where status in ('paid', 'refunded') and ${inDays('paid_at', from, to)} group by 1, 2`);
  const refunded = await q(sql`
    select ${bgDay('refunded_at')} as day, payment_method::text as method, count(*) as n, sum(total_para) as total
    from orders where status = 'refunded' and ${inDays('refunded_at', from, to)} group by 1, 2`);
  return { paid, refunded };
}

async function compareRevenue(granularity: 'day' | 'week' | 'month') {
  const data = await get(
    `/api/admin/dashboard/revenue?from=${RANGE.from}&to=${RANGE.to}&granularity=${granularity}`,
  );
  expect(data.range).toEqual(RANGE);
  expect(data.previous_range).toEqual(PREVIOUS);
  for (const [side, range] of [
    ['current', RANGE],
    ['previous', PREVIOUS],
  ] as const) {
    const { paid, refunded } = await expectedSales(range.from, range.to);
    const buckets = new Map<
      string,
      { orders: number; revenue_para: number; refunds: number; refunded_para: number }
    >();
    const zero = () => ({ orders: 0, revenue_para: 0, refunds: 0, refunded_para: 0 });
    for (const r of paid) {
      const b = buckets.get(bucketOf(String(r.day), granularity)) ?? zero();
      b.orders += num(r.n);
      b.revenue_para += num(r.total);
      buckets.set(bucketOf(String(r.day), granularity), b);
    }
    for (const r of refunded) {
      const b = buckets.get(bucketOf(String(r.day), granularity)) ?? zero();
      b.refunds += num(r.n);
      b.refunded_para += num(r.total);
      buckets.set(bucketOf(String(r.day), granularity), b);
    }
    const series = data[side].series as { bucket: string }[];
    for (const point of series)
      expect(point, point.bucket).toEqual({ bucket: point.bucket, ...(buckets.get(point.bucket) ?? zero()) });
    // Every bucket with sales is in the series.
    for (const bucket of buckets.keys()) expect(series.map((p) => p.bucket)).toContain(bucket);
    const sum = (rows: Record<string, unknown>[], key: string) => rows.reduce((s, r) => s + num(r[key]), 0);
    expect(data[side].totals).toEqual({
      orders: sum(paid, 'n'),
      revenue_para: sum(paid, 'total'),
      refunds: sum(refunded, 'n'),
      refunded_para: sum(refunded, 'total'),
    });
    for (const method of ['upc', 'paypal', 'uplatnica']) {
      const of = (rows: Record<string, unknown>[]) => rows.filter((r) => r.method === method);
      expect(data[side].by_method.find((m: { method: string }) => m.method === method)).toEqual({
        method,
        orders: sum(of(paid), 'n'),
        revenue_para: sum(of(paid), 'total'),
        refunds: sum(of(refunded), 'n'),
        refunded_para: sum(of(refunded), 'total'),
      });
    }
  }
  return data;
}

async function compareCourses() {
  const data = await get(`/api/admin/dashboard/courses?from=${RANGE.from}&to=${RANGE.to}`);
  for (const [side, range] of [
    ['current', RANGE],
    ['previous', PREVIOUS],
  ] as const) {
    const expected = await q(sql`
      select l.ref_id as course_id,
        count(*) filter (where o.status in ('paid', 'refunded') and ${inDays('o.paid_at', range.from, range.to)}) as sold,
        coalesce(sum(l.price_para) filter (where o.status in ('paid', 'refunded') and ${inDays('o.paid_at', range.from, range.to)}), 0) as revenue,
        count(*) filter (where o.status = 'refunded' and ${inDays('o.refunded_at', range.from, range.to)}) as refunds,
        coalesce(sum(l.price_para) filter (where o.status = 'refunded' and ${inDays('o.refunded_at', range.from, range.to)}), 0) as refunded
      from orders o join order_lines l on l.order_id = o.id and l.type in ('course', 'gift_course')
      group by 1`);
    for (const row of expected) {
      const got = data[side].find((c: { course_id: number }) => c.course_id === num(row.course_id));
      const want = {
        sold: num(row.sold),
        revenue_para: num(row.revenue),
        refunds: num(row.refunds),
        refunded_para: num(row.refunded),
      };
      if (Object.values(want).every((v) => v === 0)) continue;
      expect(got, `course ${row.course_id}`).toMatchObject(want);
    }
  }
  // Best selling (by revenue in the range) first.
  const revenues = data.current.map((c: { revenue_para: number }) => c.revenue_para);
  expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
}

async function compareVouchers() {
  const data = await get(`/api/admin/dashboard/vouchers?from=${RANGE.from}&to=${RANGE.to}`);
  for (const [side, range] of [
    ['current', RANGE],
    ['previous', PREVIOUS],
  ] as const) {
    const expected = await q(sql`
      select v.code, count(*) as n, sum(o.total_para) as revenue, sum(o.discount_para) as discount
      from orders o join vouchers v on v.id = o.voucher_id
      where o.status in ('paid', 'refunded') and ${inDays('o.paid_at', range.from, range.to)}
      group by v.code`);
    expect(expected.length).toBeGreaterThan(0);
    for (const row of expected) {
      expect(data[side].find((v: { code: string }) => v.code === row.code)).toMatchObject({
        orders: num(row.n),
        revenue_para: num(row.revenue),
        discount_para: num(row.discount),
      });
    }
  }
}

async function compareLearners() {
  const data = await get(`/api/admin/dashboard/learners?from=${RANGE.from}&to=${RANGE.to}&granularity=week`);
  for (const [side, range] of [
    ['current', RANGE],
    ['previous', PREVIOUS],
  ] as const) {
    const rows = await q(sql`
      select ${bgDay('created_at')} as day, count(*) as n from users
      where role = 'user' and ${inDays('created_at', range.from, range.to)} group by 1`);
    const perWeek = new Map<string, number>();
    for (const r of rows) {
      const week = bucketOf(String(r.day), 'week');
      perWeek.set(week, (perWeek.get(week) ?? 0) + num(r.n));
    }
    for (const point of data[side].series)
      expect(point.learners, point.bucket).toBe(perWeek.get(point.bucket) ?? 0);
    expect(data[side].total).toBe(rows.reduce((s, r) => s + num(r.n), 0));
  }
}

/** The funnel per landing, written with window functions (the migration counts day by day with NOT EXISTS). */
async function compareLandingFunnel() {
  const data = await get(`/api/admin/dashboard/funnel?from=${RANGE.from}&to=${RANGE.to}&by=landing`);
  for (const [side, range] of [
    ['current', RANGE],
    ['previous', PREVIOUS],
  ] as const) {
    const [signups, purchases, starts, completions] = await Promise.all([
      q(
        sql`select page, count(*) as n from free_signups where ${inDays('created_at', range.from, range.to)} group by page`,
      ),
      q(sql`
        with landing as (select distinct on (user_id) user_id, page, created_at from free_signups order by user_id, created_at, id),
        firsts as (select distinct on (user_id) user_id, paid_at from orders where status in ('paid', 'refunded')
                   order by user_id, paid_at, id)
        select l.page, count(*) as n from firsts f join landing l on l.user_id = f.user_id and l.created_at <= f.paid_at
        where ${inDays('f.paid_at', range.from, range.to)} group by l.page`),
      q(sql`
        with landing as (select distinct on (user_id) user_id, page, created_at from free_signups order by user_id, created_at, id),
        firsts as (select distinct on (user_id) user_id, started_at from lesson_progress order by user_id, started_at, id)
        select l.page, count(*) as n from firsts f join landing l on l.user_id = f.user_id and l.created_at <= f.started_at
        where ${inDays('f.started_at', range.from, range.to)} group by l.page`),
      q(sql`
        with landing as (select distinct on (user_id) user_id, page, created_at from free_signups order by user_id, created_at, id),
        firsts as (select distinct on (user_id) user_id, issued_at from certificates order by user_id, issued_at, id)
        select l.page, count(*) as n from firsts f join landing l on l.user_id = f.user_id and l.created_at <= f.issued_at
        where ${inDays('f.issued_at', range.from, range.to)} group by l.page`),
    ]);
    const of = (rows: Record<string, unknown>[], page: string) => num(rows.find((r) => r.page === page)?.n);
    for (const page of ['interior-signup', 'style-signup']) {
      const row = data[side].rows.find((r: { key: string }) => r.key === page);
      const want = {
        signups: of(signups, page),
        purchases: of(purchases, page),
        starts: of(starts, page),
        completions: of(completions, page),
      };
      if (Object.values(want).every((v) => v === 0)) {
        expect(row).toBeUndefined();
        continue;
      }
      expect(row, `${side} ${page}`).toMatchObject({ ...want, visits: 0 });
    }
  }
  // The current period has every step somewhere: the comparison above was not of zeros only.
  expect(data.current.totals.signups).toBeGreaterThan(0);
  expect(data.previous.totals.purchases).toBeGreaterThan(0);
}

async function compareCourseFunnel() {
  const data = await get(`/api/admin/dashboard/funnel?from=${RANGE.from}&to=${RANGE.to}&by=course`);
  for (const [side, range] of [
    ['current', RANGE],
    ['previous', PREVIOUS],
  ] as const) {
    const [signups, purchases, starts, completions] = await Promise.all([
      q(sql`select course_id, count(distinct user_id) as n from free_signups
            where course_id is not null and ${inDays('created_at', range.from, range.to)} group by course_id`),
      q(sql`
        with firsts as (select distinct on (o.user_id, l.ref_id) o.user_id, l.ref_id as course_id, o.paid_at
                        from orders o join order_lines l on l.order_id = o.id and l.type = 'course'
                        where o.status in ('paid', 'refunded') order by o.user_id, l.ref_id, o.paid_at, o.id)
        select course_id, count(*) as n from firsts where ${inDays('paid_at', range.from, range.to)} group by course_id`),
      q(sql`
        with firsts as (select distinct on (user_id, course_id) user_id, course_id, started_at from lesson_progress
                        order by user_id, course_id, started_at, id)
        select course_id, count(*) as n from firsts where ${inDays('started_at', range.from, range.to)} group by course_id`),
      q(
        sql`select course_id, count(*) as n from certificates where ${inDays('issued_at', range.from, range.to)} group by course_id`,
      ),
    ]);
    const of = (rows: Record<string, unknown>[], id: number) =>
      num(rows.find((r) => num(r.course_id) === id)?.n);
    for (const id of [C.basics, C.makeup, C.stage, C.mini]) {
      const row = data[side].rows.find((r: { key: string }) => r.key === String(id));
      const want = {
        signups: of(signups, id),
        purchases: of(purchases, id),
        starts: of(starts, id),
        completions: of(completions, id),
      };
      if (Object.values(want).every((v) => v === 0)) continue;
      expect(row, `${side} course ${id}`).toMatchObject(want);
    }
  }
}

async function compareProgress() {
  const data = await get('/api/admin/dashboard/progress');
  const [expected] = await q(sql`
    with learners as (select user_id from course_access where course_id = ${C.basics} and revoked_at is null),
    lessons as (select id from videos where course_id = ${C.basics} and not is_intro and status = 'ready')
    select (select count(*) from lessons) as lessons, (select count(*) from learners) as learners,
      (select count(*) from certificates where course_id = ${C.basics} and user_id in (select user_id from learners)) as completed,
      (select count(*) from lesson_progress where course_id = ${C.basics} and completed_at is not null
         and video_id in (select id from lessons) and user_id in (select user_id from learners)) as done`);
  const basics = data.find((c: { course_id: number }) => c.course_id === C.basics);
  const lessons = num(expected!.lessons);
  const learners = num(expected!.learners);
  expect(learners).toBeGreaterThan(0);
  expect(basics).toEqual({
    course_id: C.basics,
    title: expect.any(String),
    lessons,
    learners,
    completed: num(expected!.completed),
    completion_rate: num(expected!.completed) / learners,
    average_progress: num(expected!.done) / (lessons * learners),
  });
}

async function compareExpiring() {
  const data = await get('/api/admin/dashboard/expiring');
  const rows = await q(sql`
    select ${bgDay('expires_at')} as day, count(*) as n from course_access
    where revoked_at is null and expires_at >= now() and ${inDays('expires_at', data.range.from, data.range.to)}
    group by 1`);
  expect(data.range.to).toBe(addDays(data.range.from, 29));
  expect(data.series).toHaveLength(30);
  for (const point of data.series)
    expect(point.count, point.bucket).toBe(num(rows.find((r) => r.day === point.bucket)?.n));
  expect(data.total).toBe(rows.reduce((s, r) => s + num(r.n), 0));
  expect(data.total).toBeGreaterThan(20);
  expect(data.by_course).toEqual([{ course_id: C.basics, title: expect.any(String), count: data.total }]);
}

async function compareAll() {
  await compareRevenue('day');
  await compareRevenue('week');
  await compareRevenue('month');
  await compareCourses();
  await compareVouchers();
  await compareLearners();
  await compareLandingFunnel();
  await compareCourseFunnel();
  await compareProgress();
  await compareExpiring();
}

describe('the business dashboard equals SQL over the raw data', () => {
  it('for every chart, in the range and the period before it', async () => {
    await compareAll();
  });

  it('puts a payment on its Belgrade day across the spring daylight-saving change', async () => {
    const data = await get('/api/admin/dashboard/revenue?from=2026-03-29&to=2026-03-30');
    const day = (bucket: string) => data.current.series.find((p: { bucket: string }) => p.bucket === bucket);
    const paypal = await q(
      sql`select number, ${bgDay('paid_at')} as day from orders where number like 'DASH-DST%' order by number`,
    );
    expect(paypal.map((r) => r.day)).toEqual(['2026-03-29', '2026-03-30']);
    // 777 para paid at 00:30 on the 29th (UTC+1), 555 at 00:30 on the 30th (UTC+2).
    expect(day('2026-03-29').revenue_para % 1000).toBe(777);
    expect(day('2026-03-30').revenue_para % 1000).toBe(555);
  });

  it('follows refunds, late bank-slip confirmations, deletions and new progress', async () => {
    // A paid card order refunded on 20 April; a pending slip confirmed on 21 April; an order deleted.
    await q(sql`update orders set status = 'refunded', refunded_at = '2026-04-20 10:00:00+00'
                where number = (select min(number) from orders where number like 'DASH-%' and status = 'paid'
                                and payment_method = 'upc' and paid_at < '2026-03-15')`);
    await q(sql`update orders set status = 'paid', paid_at = '2026-04-21 21:59:00+00'
                where number = (select min(number) from orders where number like 'DASH-%' and status = 'pending'
                                and payment_method = 'uplatnica')`);
    await q(sql`delete from orders where number = (select max(number) from orders where number like 'DASH-%'
                and status = 'paid' and paid_at between '2026-03-10' and '2026-04-10')`);
    await q(sql`update lesson_progress set completed_at = now() where completed_at is null`);
    await q(
      sql`update course_access set revoked_at = now() where id = (select min(id) from course_access where revoked_at is null)`,
    );
    await compareAll();
  });
});

describe('validation and rights', () => {
  const routes = ['revenue', 'courses', 'learners', 'funnel', 'vouchers'];

  it.each(routes)(
    '/%s refuses a range it cannot chart with a message in the language asked for',
    async (route) => {
      const cases: [string, string][] = [
        ['from=2026-02-30&to=2026-03-01', 'A date must be written YYYY-MM-DD.'],
        ['from=1.3.2026&to=2026-03-01', 'A date must be written YYYY-MM-DD.'],
        ['to=2026-03-01', ''],
        ['from=2026-03-02&to=2026-03-01', 'The end of the period cannot be before its start.'],
        ['from=2020-01-01&to=2026-03-01&granularity=month', 'A period can last at most three years.'],
        ['from=2025-01-01&to=2026-03-01', 'Day by day works for at most 366 days: choose weeks or months.'],
        ['from=2026-01-01&to=2026-03-01&granularity=year', 'The chart can be by day, week or month.'],
      ];
      for (const [query, message] of cases) {
        const res = await at.t.app.inject({
          method: 'GET',
          url: `/api/admin/dashboard/${route}?${query}`,
          headers: { ...at.admin.auth, 'accept-language': 'en' },
        });
        expect(res.statusCode, query).toBe(422);
        if (message) expect(res.json().message, query).toBe(message);
      }
      const sr = await at.t.app.inject({
        method: 'GET',
        url: `/api/admin/dashboard/${route}?from=2026-03-02&to=2026-03-01`,
        headers: { ...at.admin.auth, 'accept-language': 'sr' },
      });
      expect(sr.json().message).toBe('Kraj perioda ne može biti pre početka.');
      // Three years by month is allowed.
      expect(
        (await adminGet(at, `/api/admin/dashboard/${route}?from=2023-03-02&to=2026-03-01&granularity=month`))
          .statusCode,
      ).toBe(200);
    },
  );

  it('refuses an unknown funnel dimension', async () => {
    const res = await adminGet(at, '/api/admin/dashboard/funnel?from=2026-03-01&to=2026-03-02&by=city');
    expect(res.statusCode).toBe(422);
  });

  it.each([...routes, 'progress', 'expiring'])(
    '/%s answers 401 without a session and 403 to a learner',
    async (route) => {
      const url = `/api/admin/dashboard/${route}?from=2026-03-01&to=2026-03-02`;
      expect((await at.t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await at.t.app.inject({ method: 'GET', url, headers: at.learner.auth })).statusCode).toBe(403);
    },
  );
});
