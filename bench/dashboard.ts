// Bench part "dashboard" (issue 20 item 3, ADR 073): on PostgreSQL with 1 000 000 learners and 2 000 000 orders
// over three years generated in SQL (card, PayPal and bank slip, refunds, vouchers, free sign-ups, access, lesson
// progress, certificates, page visits), the rollups are built once by stats_refresh() and every chart route of the
// business dashboard must answer with p95 < 200 ms.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import { addDays, belgradeDay } from '../packages/shared/src/admin/business';
import {
  cannon,
  check,
  createDatabase,
  errorsOf,
  type PartResult,
  serverEnv,
  startServer,
  stop,
  waitFor200,
} from './lib';

const USERS = Number(process.env.BENCH_DASHBOARD_USERS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_DASHBOARD_ORDERS ?? 2_000_000);
const PORT = Number(process.env.BENCH_DASHBOARD_PORT ?? 3332);
const CONNECTIONS = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 5);
const DURATION = Number(process.env.BENCH_DASHBOARD_DURATION ?? 8);
const P95_TARGET_MS = 200;
/** Three years, in seconds. */
const SPAN_S = 1095 * 86_400;

/** The generated academy, in set-based SQL (no row is sent from here); the triggers mark every day touched. */
export async function generate(db: pg.Client) {
  await db.query(`
    INSERT INTO categories (id, slug, name_sr, name_en) VALUES (1, 'dizajn-enterijera', 'Dizajn enterijera', 'Interior design');
    INSERT INTO instructors (id, name, email) VALUES (1, 'Ana Petrović', 'ana@primer.rs');
    INSERT INTO courses (id, title, description, type, category_id, author_id, price_para, original_price_para)
      SELECT g, 'Bench kurs ' || g, 'Opis', 'professional', 1, 1, 1000000 + g * 10000, 2000000 FROM generate_series(1, 20) g;
    SELECT setval(pg_get_serial_sequence('courses', 'id'), 20);
    INSERT INTO videos (course_id, title, path, "order", status, duration_seconds)
      SELECT c, 'Lekcija ' || l, 'videos/' || c || '/' || l || '.mp4', l, 'ready', 600
      FROM generate_series(1, 20) c, generate_series(1, 5) l;
    INSERT INTO vouchers (code, kind, value) SELECT 'BENCH' || g, 'percent', 10 FROM generate_series(1, 5) g;
  `);
  await db.query(`
    INSERT INTO users (name, email, created_at, updated_at)
      SELECT 'Polaznik ' || g, 'polaznik' || g || '@bench.rs', now() - (${USERS} - g) * interval '${Math.floor(SPAN_S / USERS)} seconds', now()
      FROM generate_series(1, ${USERS}) g
  `);
  // Orders over three years: card, PayPal and slip in turn; one in ten pending, one in 25 refunded three days
  // after payment, one in seven with a voucher; slips paid two days after they were ordered.
  await db.query(`
    INSERT INTO orders (number, user_id, status, subtotal_para, discount_para, total_para, voucher_id, voucher_code,
                        billing, payment_method, created_at, paid_at, refunded_at)
      SELECT 'B-' || g, 1 + (g % ${USERS}),
             (CASE WHEN g % 10 = 0 THEN 'pending' WHEN g % 25 = 0 THEN 'refunded' ELSE 'paid' END)::order_status,
             1000000 + (g % 50) * 10000, CASE WHEN g % 7 = 0 THEN 100000 ELSE 0 END,
             1000000 + (g % 50) * 10000 - CASE WHEN g % 7 = 0 THEN 100000 ELSE 0 END,
             CASE WHEN g % 7 = 0 THEN 1 + g % 5 END, CASE WHEN g % 7 = 0 THEN 'BENCH' || (1 + g % 5) END,
             jsonb_build_object('name', 'Kupac ' || g, 'email', 'polaznik' || (1 + g % ${USERS}) || '@bench.rs', 'phone', '060 123'),
             (ARRAY['upc', 'paypal', 'uplatnica'])[1 + g % 3]::payment_method,
             at - CASE WHEN g % 3 = 2 THEN interval '2 days' ELSE interval '0' END,
             CASE WHEN g % 10 = 0 THEN NULL ELSE at END,
             CASE WHEN g % 10 <> 0 AND g % 25 = 0 THEN at + interval '3 days' END
      FROM generate_series(1, ${ORDERS}) g,
           LATERAL (SELECT now() - (${ORDERS} - g) * interval '${Math.floor(SPAN_S / ORDERS)} seconds' AS at) t
  `);
  await db.query(`
    INSERT INTO order_lines (order_id, type, ref_id, title, price_para, months)
      SELECT id, 'course', 1 + id % 20, 'Bench kurs ' || (1 + id % 20), total_para, 12 FROM orders
  `);
  // One learner in ten signed up for a free course on one of four landing pages, an hour after the account.
  await db.query(`
    INSERT INTO free_signups (user_id, page, course_id, email, consent_at, consent_text, created_at)
      SELECT id, (ARRAY['interior-signup', 'style-signup', 'style-signup-m', 'style-signup-w'])[1 + id % 4], 1 + id % 20,
             email, created_at, 'Saglasan sam', created_at + interval '1 hour'
      FROM users WHERE id % 10 = 0
  `);
  // Half the learners have access to a course for a year; a third opened a lesson, half of those completed it;
  // one in 30 holds a certificate.
  await db.query(`
    INSERT INTO course_access (user_id, course_id, source, granted_at, expires_at)
      SELECT id, 1 + id % 20, 'purchase', created_at, created_at + interval '1 year' FROM users WHERE id % 2 = 0
  `);
  await db.query(`
    INSERT INTO lesson_progress (user_id, course_id, video_id, started_at, updated_at, completed_at)
      SELECT u.id, 1 + u.id % 20, v.id, u.created_at + interval '1 day', now(),
             CASE WHEN u.id % 2 = 0 THEN u.created_at + interval '2 days' END
      FROM users u JOIN videos v ON v.course_id = 1 + u.id % 20 AND v."order" = 1
      WHERE u.id % 3 = 0
  `);
  await db.query(`
    INSERT INTO certificates (code, user_id, course_id, learner_name, course_title, instructor_name, storage_key, issued_at)
      SELECT 'B-' || id, id, 1 + id % 20, name, 'Bench kurs', 'Ana', 'certificates/B-' || id || '.pdf', created_at + interval '9 days'
      FROM users WHERE id % 30 = 0
  `);
  // Visits of the landing and course pages, a year of days.
  await db.query(`
    INSERT INTO stats_visits (day, page, slot, visits)
      SELECT d::date, p, 0, 50 + (extract(doy FROM d)::int * 7) % 200
      FROM generate_series(now() - interval '1095 days', now(), interval '1 day') d,
           unnest(ARRAY['landing:interior-signup', 'landing:style-signup', 'landing:style-signup-m', 'landing:style-signup-w',
                        'landing:interior-sales', 'course:1', 'course:2', 'course:3']) p
  `);
  for (const table of [
    'users',
    'orders',
    'order_lines',
    'free_signups',
    'course_access',
    'lesson_progress',
    'certificates',
  ]) {
    await db.query(`VACUUM ANALYZE ${table}`);
  }
}

const fmt = (r: autocannon.Result & { p95: number }) =>
  `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p95 ${r.p95} ms, p99 ${r.latency.p99} ms, ${errorsOf(r)} errors/non-2xx`;

export async function runDashboard(): Promise<PartResult> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_DASHBOARD_DATABASE_URL: a database this part generated before (and keeps), for repeated runs.
  const reused = process.env.BENCH_DASHBOARD_DATABASE_URL;
  const database = reused
    ? { url: reused, drop: async () => undefined }
    : await createDatabase(adminUrl, `atelje_bench_dashboard_${randomBytes(4).toString('hex')}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-bench-dashboard-'));
  const base = `http://127.0.0.1:${PORT}`;
  const loadAt = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  const loadStart = loadAt();
  const server = startServer({
    ...serverEnv(dataDir, PORT),
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    APP_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    await waitFor200(`${base}/api/health`, 300_000);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const generating = performance.now();
    if (!reused) await generate(db);
    const generatedS = (performance.now() - generating) / 1000;
    const marked = Number(
      (await db.query('SELECT count(DISTINCT day) AS n FROM stats_dirty_days')).rows[0].n,
    );
    const building = performance.now();
    await db.query('SELECT stats_refresh()');
    const builtS = (performance.now() - building) / 1000;
    const sizes = (
      await db.query(`SELECT (SELECT count(*) FROM stats_sales_daily) AS sales, (SELECT count(*) FROM stats_course_daily) AS courses,
                             (SELECT count(*) FROM stats_funnel_daily) AS funnel, (SELECT count(*) FROM orders) AS orders,
                             (SELECT count(*) FROM users) AS users`)
    ).rows[0] as Record<string, string>;
    // One day's refresh: today's orders touched again (as a checkout does), then the next chart read recomputes it.
    await db.query(
      `UPDATE orders SET total_para = total_para WHERE id = (SELECT max(id) FROM orders WHERE paid_at IS NOT NULL)`,
    );
    await db.query(
      `UPDATE orders SET discount_para = discount_para + 0, total_para = total_para + 1 WHERE id = (SELECT max(id) FROM orders WHERE paid_at IS NOT NULL)`,
    );
    const oneDay = performance.now();
    await db.query('SELECT stats_refresh()');
    const oneDayMs = performance.now() - oneDay;
    const email = 'admin@bench.rs';
    const password = 'Bench#Admin2026';
    await db.query(
      `INSERT INTO users (name, email, role, password_hash) VALUES ('Bench Admin', $1, 'admin', $2)
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
      [email, await hashPassword(password)],
    );
    await db.query('SELECT stats_refresh()');
    await db.end();

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const today = belgradeDay(new Date());
    const year = `from=${addDays(today, -364)}&to=${today}`;
    const charts: [string, string][] = [
      ['revenue, a year by day', `/api/admin/dashboard/revenue?${year}&granularity=day`],
      [
        'revenue, three years by month',
        `/api/admin/dashboard/revenue?from=${addDays(today, -1094)}&to=${today}&granularity=month`,
      ],
      ['courses, a year', `/api/admin/dashboard/courses?${year}`],
      ['learners, a year by week', `/api/admin/dashboard/learners?${year}&granularity=week`],
      ['funnel per landing page, a year', `/api/admin/dashboard/funnel?${year}&by=landing`],
      ['funnel per course, a year', `/api/admin/dashboard/funnel?${year}&by=course`],
      ['vouchers, a year', `/api/admin/dashboard/vouchers?${year}`],
      ['progress per course', '/api/admin/dashboard/progress'],
      ['access ending in 30 days', '/api/admin/dashboard/expiring'],
    ];
    // The answers are checked once: a year of revenue has every day and the orders generated.
    const revenue = (await (await fetch(`${base}${charts[0]![1]}`, { headers })).json()) as {
      data: { current: { series: unknown[]; totals: { orders: number } } };
    };
    if (revenue.data.current.series.length !== 365 || revenue.data.current.totals.orders < ORDERS / 5)
      throw new Error(`unexpected revenue answer: ${JSON.stringify(revenue).slice(0, 300)}`);
    const rows: string[] = [];
    let ok = true;
    for (const [name, url] of charts) {
      await cannon({ url: `${base}${url}`, headers, connections: CONNECTIONS, duration: 1 });
      const run = await cannon({
        url: `${base}${url}`,
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      const passed = run.p95 < P95_TARGET_MS && errorsOf(run) === 0;
      ok &&= passed;
      rows.push(
        `| GET ${url.split('?')[0]} (${name}) | ${fmt(run)} | p95 < ${P95_TARGET_MS} ms ${check(passed)} |`,
      );
    }
    return {
      title: `Business dashboard on PostgreSQL (${sizes.users} users, ${sizes.orders} orders over three years generated in SQL in ${generatedS.toFixed(0)} s; rollups of ${marked} days built in ${builtS.toFixed(1)} s: ${sizes.sales} sales, ${sizes.courses} course and ${sizes.funnel} funnel rows; one touched day recomputed in ${oneDayMs.toFixed(0)} ms; ${CONNECTIONS} connections, ${DURATION} s per chart; load average ${loadStart} at start, ${loadAt()} at the end)`,
      failed: !ok,
      rows,
    };
  } finally {
    await stop(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
