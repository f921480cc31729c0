// Bench part "admin" (issue 6): on PostgreSQL with 1 000 000 users (each a confirmed newsletter subscriber) and
// 2 000 000 orders generated in SQL, the users and orders lists (pages spread over the whole range, the last
// included) and the dashboard stats must answer with p95 < 100 ms, and the Omnisend CSV export of the 1 000 000
// contacts must finish within 60 s while the server's resident memory grows by less than 100 MB.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/modules/auth/passwords';
import {
  cannon,
  check,
  createDatabase,
  errorsOf,
  type PartResult,
  rssMb,
  serverEnv,
  serverPid,
  startServer,
  stop,
  waitFor200,
} from './lib';

const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_ADMIN_ORDERS ?? 2_000_000);
const PORT = 3331;
const CONNECTIONS = Number(process.env.BENCH_ADMIN_CONNECTIONS ?? 10);
const DURATION = 10;
const P95_TARGET_MS = 100;
const EXPORT_TARGET_S = 60;
const RSS_TARGET_MB = 100;

/** The generated academy, all in set-based SQL: no row is sent from here. */
export async function generate(db: pg.Client) {
  await db.query(`
    INSERT INTO categories (id, slug, name_sr, name_en) VALUES (1, 'dizajn-enterijera', 'Dizajn enterijera', 'Interior design');
    INSERT INTO categories (id, slug, name_sr, name_en, parent_id) VALUES (5, 'stambeni-prostor', 'Stambeni prostor', 'Living spaces', 1);
    INSERT INTO instructors (id, name, email) VALUES (1, 'Ana Petrović', 'ana@primer.rs');
    INSERT INTO courses (title, description, type, category_id, author_id, price_para, original_price_para)
      SELECT 'Bench kurs ' || g, 'Opis', 'professional', 1, 1, 1000000 + g * 10000, 2000000 FROM generate_series(1, 10) g;
  `);
  await db.query(`
    INSERT INTO users (name, email, created_at)
      SELECT 'Polaznik ' || g || ' Benčmarković', 'polaznik' || g || '@bench.rs', now() - (${USERS} - g) * interval '30 seconds'
      FROM generate_series(1, ${USERS}) g
  `);
  await db.query(`
    INSERT INTO newsletter_subscribers (email, locale, consent_at, consent_source, confirmed_at)
      SELECT 'polaznik' || g || '@bench.rs', 'sr', now() - interval '100 days', 'newsletter-home', now() - interval '99 days'
      FROM generate_series(1, ${USERS}) g
  `);
  // Orders over the last ~13 months, nine in ten paid, their buyers cycling over the users.
  const spacing = Math.max(1, Math.floor((400 * 86_400) / ORDERS));
  await db.query(`
    INSERT INTO orders (number, user_id, status, subtotal_para, total_para, billing, payment_method, created_at, paid_at)
      SELECT 'B-' || g, 1 + (g % ${USERS}),
             (CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'paid' END)::order_status,
             1000000 + (g % 50) * 10000, 1000000 + (g % 50) * 10000,
             jsonb_build_object('name', 'Kupac ' || g, 'email', 'polaznik' || (1 + g % ${USERS}) || '@bench.rs',
                                'phone', '060 123 ' || (g % 10000), 'city', 'Beograd', 'country', 'Srbija'),
             'upc', at, CASE WHEN g % 10 = 0 THEN NULL ELSE at END
      FROM generate_series(1, ${ORDERS}) g, LATERAL (SELECT now() - (${ORDERS} - g) * interval '${spacing} seconds' AS at) t
  `);
  await db.query(`
    INSERT INTO order_lines (order_id, type, ref_id, title, price_para, months)
      SELECT id, 'course', 1 + id % 10, 'Bench kurs ' || (1 + id % 10), total_para, 12 FROM orders
  `);
  // As autovacuum would after such a load: statistics, and the visibility map index-only scans rely on.
  for (const table of ['users', 'orders', 'order_lines', 'newsletter_subscribers', 'admin_counters']) {
    await db.query(`VACUUM ANALYZE ${table}`);
  }
}

/** Pages to ask for, in turn: the first, the last, the middle, then pages at random over the whole range. */
function pageRotation(lastPage: number) {
  const fixed = [1, lastPage, Math.ceil(lastPage / 2), lastPage - 1, 2];
  let turn = 0;
  return () => {
    const page = turn < fixed.length ? fixed[turn]! : 1 + Math.floor(Math.random() * lastPage);
    turn = (turn + 1) % (fixed.length * 4);
    return page;
  };
}

const fmt = (r: autocannon.Result & { p95: number }) =>
  `${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p95 ${r.p95} ms, p99 ${r.latency.p99} ms, ${errorsOf(r)} errors/non-2xx`;

export async function runAdmin(): Promise<PartResult> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_ADMIN_DATABASE_URL: a database this part generated before (and keeps), for repeated runs.
  const reused = process.env.BENCH_ADMIN_DATABASE_URL;
  const database = reused
    ? { url: reused, drop: async () => undefined }
    : await createDatabase(adminUrl, `atelje_bench_admin_${randomBytes(4).toString('hex')}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-bench-admin-'));
  const base = `http://127.0.0.1:${PORT}`;
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
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
    const email = 'admin@bench.rs';
    const password = 'Bench#Admin2026';
    await db.query(
      `INSERT INTO users (name, email, role, password_hash) VALUES ('Bench Admin', $1, 'admin', $2)
       ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
      [email, await hashPassword(password)],
    );
    await db.end();

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    const headers = { authorization: `Bearer ${token}` };
    const json = async (url: string) =>
      (await fetch(`${base}${url}`, { headers })).json() as Promise<Record<string, unknown>>;

    const usersMeta = (await json('/api/admin/users')) as { total: number; last_page: number };
    const ordersMeta = ((await json('/api/admin/orders')) as { meta: { total: number; last_page: number } })
      .meta;
    const stats = (await json('/api/admin/dashboard/stats')) as {
      data: { total_orders: number; active_users: number };
    };
    if (usersMeta.total !== USERS + 1 || ordersMeta.total !== ORDERS)
      throw new Error(`totals ${usersMeta.total} users, ${ordersMeta.total} orders`);

    const rotate = (pathOf: () => string): autocannon.Options => ({
      url: base,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (req) => ({ ...req, path: pathOf() }) }],
    });
    const userPage = pageRotation(usersMeta.last_page);
    const orderPage = pageRotation(ordersMeta.last_page);
    // Warm-up: tsx compiles the admin modules on their first request.
    await cannon({ ...rotate(() => `/api/admin/users?page=${userPage()}`), duration: 2 });
    await cannon({ ...rotate(() => `/api/admin/orders?page=${orderPage()}`), duration: 2 });
    const usersRun = await cannon(rotate(() => `/api/admin/users?page=${userPage()}`));
    const ordersRun = await cannon(rotate(() => `/api/admin/orders?page=${orderPage()}`));
    const statsRun = await cannon({
      url: `${base}/api/admin/dashboard/stats`,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
    });

    // The export: the server's RSS sampled every 100 ms from the start of the export until the file is ready.
    const pid = await serverPid(server.child.pid!);
    const baseline = await rssMb(pid);
    let peak = baseline;
    const started = performance.now();
    const start = (await json('/api/admin/users/export-csv')) as { message?: string };
    if (!start.message) throw new Error('the export did not start');
    let status: { ready: boolean; status: string; rows: number | null; download_url: string | null };
    for (;;) {
      peak = Math.max(peak, await rssMb(pid));
      status = (await json(`/api/admin/users/check-csv/${user.id}`)) as typeof status;
      if (status.ready || status.status === 'failed') break;
      if (performance.now() - started > 300_000) throw new Error('the export ran over 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exportS = (performance.now() - started) / 1000;
    peak = Math.max(peak, await rssMb(pid));
    const growth = peak - baseline;
    // The file: counted as it streams in, not held.
    let lines = 0;
    let bytes = 0;
    if (status.download_url) {
      const file = await fetch(`${base}${status.download_url}`);
      for await (const chunk of file.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
    }

    const ok = {
      users: usersRun.p95 < P95_TARGET_MS && errorsOf(usersRun) === 0,
      orders: ordersRun.p95 < P95_TARGET_MS && errorsOf(ordersRun) === 0,
      stats: statsRun.p95 < P95_TARGET_MS && errorsOf(statsRun) === 0,
      exportTime: status.ready && exportS < EXPORT_TARGET_S,
      rows: status.rows === USERS && lines === USERS + 1,
      rss: growth < RSS_TARGET_MB,
    };
    return {
      title: `Admin API on PostgreSQL (${USERS} users and subscribers, ${ORDERS} orders generated in SQL in ${generatedS.toFixed(0)} s; ${CONNECTIONS} connections, ${DURATION} s each; load average ${load} at start)`,
      failed: !Object.values(ok).every(Boolean),
      rows: [
        `| GET /api/admin/users?page= first, last (${usersMeta.last_page}), middle, random | ${fmt(usersRun)} | p95 < ${P95_TARGET_MS} ms ${check(ok.users)} |`,
        `| GET /api/admin/orders?page= first, last (${ordersMeta.last_page}), middle, random | ${fmt(ordersRun)} | p95 < ${P95_TARGET_MS} ms ${check(ok.orders)} |`,
        `| GET /api/admin/dashboard/stats (${stats.data.total_orders} orders, ${stats.data.active_users} learners) | ${fmt(statsRun)} | p95 < ${P95_TARGET_MS} ms ${check(ok.stats)} |`,
        `| Omnisend CSV export, start to ready | ${exportS.toFixed(1)} s, ${status.rows} rows, ${(bytes / 2 ** 20).toFixed(0)} MB | < ${EXPORT_TARGET_S} s ${check(ok.exportTime)} |`,
        `| CSV lines (header + contacts) | ${lines} | ${USERS + 1} ${check(ok.rows)} |`,
        `| server RSS during the export | ${baseline.toFixed(0)} MB → peak ${peak.toFixed(0)} MB (+${growth.toFixed(0)} MB) | growth < ${RSS_TARGET_MB} MB ${check(ok.rss)} |`,
      ],
    };
  } finally {
    await stop(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
