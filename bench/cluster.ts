// Bench part "cluster" (issue 8): 200 visitors browsing the catalog (home page, popular, all courses, a course,
// a category, search) plus a card checkout every few seconds, for BENCH_DURATION seconds (120 by default), first
// through nginx (the shipped site config) in front of two API processes and a job worker, then against one
// process alone (the `npm start` shape: jobs in process, no proxy). PostgreSQL for both; Redis for the two
// processes. Each run measures after a 15 s warm-up at the same load. Target: no failed request (a status of 400 or
// more, no answer within 10 s, a connection error) in either run.
// The demo academy is seeded once into a template database (atelje_bench_cluster_seed) and .tmp/bench-cluster;
// drop both to seed again. BENCH_WEB_DIST points at another web build (default apps/web/dist).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashSecret } from '../apps/server/src/lib/tokens';
import { BROTLI_STATIC_MODULE } from '../apps/server/src/ops/nginx';
import {
  approvingNotify,
  type ClusterEnv,
  json,
  type ManagedProcess,
  NGINX,
  request,
  startApi,
  startNginx,
  startWorker,
  upcKeys,
  waitForOk,
  waitForWorker,
} from '../apps/server/src/test/cluster';
import { check, type PartResult, root } from './lib';

const DURATION = Number(process.env.BENCH_DURATION ?? 120);
const CONNECTIONS = 200;
const CHECKOUT_EVERY_MS = 3000;
const WARMUP_SECONDS = 15;
/** autocannon's default: a visitor who waits longer has given up. */
const TIMEOUT_SECONDS = 10;
const PROXY_PORT = 3610;
const API_PORTS = [3611, 3612];
const SINGLE_PORT = 3613;
const SEED_DB = 'atelje_bench_cluster_seed';
const seedDir = path.join(root, '.tmp/bench-cluster');
const include = 'include=author,videos,category';
const SEARCHES = ['sminka', 'enterijer', 'Šminka', 'moda', 'dizajn', 'stil', 'boje', 'kurs'];

const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (name: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

async function adminQuery<T extends pg.QueryResultRow>(sql: string, url = adminUrl()) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The demo academy in a template database and its media in .tmp/bench-cluster, made by `npm run seed` once. */
async function ensureSeed(): Promise<void> {
  const exists = await adminQuery(`select 1 from pg_database where datname = '${SEED_DB}'`);
  if (exists.length > 0 && existsSync(path.join(seedDir, 'media'))) return;
  if (exists.length > 0) await adminQuery(`drop database ${SEED_DB} with (force)`);
  await rm(seedDir, { recursive: true, force: true });
  await mkdir(seedDir, { recursive: true });
  await adminQuery(`create database ${SEED_DB}`);
  const seed = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/db/seed/cli.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: dbUrl(SEED_DB), DATA_DIR: seedDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise((resolve) => seed.once('exit', resolve));
  if (code !== 0) {
    await adminQuery(`drop database if exists ${SEED_DB} with (force)`);
    throw new Error(`npm run seed exited with ${code}`);
  }
}

interface Catalog {
  courseIds: number[];
  categorySlugs: string[];
  buyers: { email: string; token: string }[];
}

/** A copy of the seeded database for one run, with buyers (and their tokens) for the checkouts. */
async function prepareRun(
  buyerCount: number,
): Promise<{ url: string; drop(): Promise<void>; catalog: Catalog }> {
  const name = `atelje_bench_cluster_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name} template ${SEED_DB}`);
  const url = dbUrl(name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const courseIds = (
      await client.query<{ id: number }>(
        'select id from courses where published and not coming_soon and price_para > 0 order by id',
      )
    ).rows.map((r) => r.id);
    const categorySlugs = (
      await client.query<{ slug: string }>('select slug from categories order by id')
    ).rows.map((r) => r.slug);
    const buyers: Catalog['buyers'] = [];
    for (let index = 0; index < buyerCount; index++) {
      const email = `kupac${index}@bench.test`;
      const token = randomBytes(32).toString('base64url');
      const { rows } = await client.query<{ id: number }>(
        `insert into users (name, email) values ($1, $2) returning id`,
        [`Kupac ${index}`, email],
      );
      await client.query(
        `insert into access_tokens (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
        [rows[0]!.id, hashSecret(token)],
      );
      buyers.push({ email, token });
    }
    return {
      url,
      catalog: { courseIds, categorySlugs, buyers },
      drop: () => adminQuery(`drop database if exists ${name} with (force)`).then(() => undefined),
    };
  } finally {
    await client.end();
  }
}

interface CheckoutStats {
  done: number;
  failed: string[];
  times: number[];
}

/** One buyer every CHECKOUT_EVERY_MS: cart, order, the bank's signed notify, the status page, until `stop`. */
function checkoutLoop(
  base: string,
  catalog: Catalog,
  bankKey: string,
  stopAt: number,
): Promise<CheckoutStats> {
  const stats: CheckoutStats = { done: 0, failed: [], times: [] };
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  const one = async () => {
    const buyer = catalog.buyers[next % catalog.buyers.length]!;
    const courseId = catalog.courseIds[next % catalog.courseIds.length]!;
    next += 1;
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` };
    const started = performance.now();
    const items = [{ type: 'course', id: courseId }];
    const cart = await request(`${base}/api/cart`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ items }),
      agent,
    });
    if (cart.status !== 200) throw new Error(`cart ${cart.status}`);
    const checkout = await request(`${base}/api/checkout`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        items,
        payment_method: 'upc',
        billing: { name: 'Kupac Bench', email: buyer.email, phone: '0601234567' },
      }),
      agent,
    });
    if (checkout.status !== 200) throw new Error(`checkout ${checkout.status}: ${checkout.body}`);
    const { payment_id, form_data } = json<{ payment_id: string; form_data: Record<string, string> }>(
      checkout,
    );
    const notify = await request(`${base}/api/payments/upc/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: approvingNotify(form_data, bankKey),
      agent,
    });
    if (!notify.body.toString().includes('Response.action=approve')) throw new Error(`notify ${notify.body}`);
    const status = await request(`${base}/api/payments/status/${payment_id}`, { headers: auth, agent });
    if (json<{ status: string }>(status).status !== 'completed') throw new Error(`status ${status.body}`);
    stats.times.push(performance.now() - started);
    stats.done += 1;
  };
  return (async () => {
    while (Date.now() < stopAt) {
      const tick = Date.now();
      await one().catch((error: unknown) => stats.failed.push(String(error)));
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, CHECKOUT_EVERY_MS - (Date.now() - tick))),
      );
    }
    agent.destroy();
    return stats;
  })();
}

interface Browsing {
  /** Answers to requests sent within the measured window. */
  responses: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: Record<string, number>;
  /** Requests sent within the window that failed: status ≥ 400, a connection error, a timeout (with when). */
  failures: string[];
  /** The same during the warm-up, not counted. */
  warmupFailures: number;
}

interface RunResult {
  browsing: Browsing;
  checkouts: CheckoutStats;
}

/** The visitors' mix, the same for both shapes; a new course, category or search each time. */
function browsing(base: string, catalog: Catalog, duration: number): autocannon.Options {
  let turn = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;
  const paths = [
    () => '/',
    () => `/api/courses/popular?limit=10&${include}`,
    () => '/api/courses',
    () => `/api/courses/${pick(catalog.courseIds)}?${include}`,
    () => `/api/courses/category/${pick(catalog.categorySlugs)}`,
    () => `/api/search?query=${encodeURIComponent(pick(SEARCHES))}`,
  ];
  // Per route (the path without its query and id), for the log: answers, slow answers and unanswered requests.
  const route = (p: string) =>
    p
      .replace(/\?.*$/, '')
      .replace(/\/\d+$/, '/:id')
      .replace(/category\/.+$/, 'category/:slug');
  const note = (key: string, field: keyof RouteStats) => {
    const stats = routeStats[key] ?? { answered: 0, slow: 0, unanswered: 0 };
    stats[field] += 1;
    routeStats[key] = stats;
  };
  return {
    url: base,
    connections: CONNECTIONS,
    duration,
    timeout: TIMEOUT_SECONDS,
    requests: [
      {
        setupRequest: (req, context) => {
          const state = context as { route?: string; sentAt?: number; waiting?: boolean };
          // The previous request of this connection got no answer (a timeout or a connection error).
          if (state.waiting && state.route) note(state.route, 'unanswered');
          const next = paths[turn++ % paths.length]!();
          state.route = route(next);
          state.sentAt = Date.now();
          state.waiting = true;
          return { ...req, path: next };
        },
        onResponse: (_status, _body, context) => {
          const state = context as { route?: string; sentAt?: number; waiting?: boolean };
          state.waiting = false;
          if (!state.route) return;
          note(state.route, 'answered');
          if (Date.now() - (state.sentAt ?? Date.now()) > 2000) note(state.route, 'slow');
        },
      },
    ],
  };
}

interface RouteStats {
  answered: number;
  slow: number;
  unanswered: number;
}
/** Filled by the running autocannon; printed after each run. */
let routeStats: Record<string, RouteStats> = {};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : Number.NaN;
};

/**
 * One autocannon run of WARMUP_SECONDS + DURATION at full load. Only requests sent after the warm-up count (a
 * timeout is placed at its sending time): the warm-up absorbs the JIT, the caches and the burst of 200 new
 * connections at once, which a saturated Node process serves very unevenly for the first seconds.
 */
async function browse(base: string, catalog: Catalog): Promise<Browsing> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const failures: string[] = [];
  let warmupFailures = 0;
  const started = Date.now();
  const from = started + WARMUP_SECONDS * 1000;
  const at = (time: number) => `${((time - from) / 1000).toFixed(1)} s`;
  await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(browsing(base, catalog, WARMUP_SECONDS + DURATION), (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      const sent = Date.now() - responseTime;
      if (sent < from) {
        if (status >= 400) warmupFailures += 1;
        return;
      }
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 400) failures.push(`${at(sent)}: ${status}`);
    });
    instance.on('reqError', (error) => {
      const sent = Date.now() - (/timed out/.test(error.message) ? TIMEOUT_SECONDS * 1000 : 0);
      if (sent < from) warmupFailures += 1;
      else failures.push(`${at(sent)}: ${error.message}`);
    });
  });
  return {
    responses: times.length,
    rps: times.length / DURATION,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    statuses,
    failures,
    warmupFailures,
  };
}

async function measure(base: string, catalog: Catalog, bankKey: string): Promise<RunResult> {
  const checkoutsFrom = Date.now() + WARMUP_SECONDS * 1000;
  const loading = browse(base, catalog);
  await new Promise((resolve) => setTimeout(resolve, checkoutsFrom - Date.now()));
  const checkouts = await checkoutLoop(base, catalog, bankKey, checkoutsFrom + DURATION * 1000);
  const result = await loading;
  console.log(`per route at ${base} (answered, over 2 s, unanswered):`, JSON.stringify(routeStats));
  routeStats = {};
  if (result.failures.length > 0)
    console.error(`failed requests at ${base}:\n${result.failures.slice(0, 20).join('\n')}`);
  return { browsing: result, checkouts };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

function rows(label: string, result: RunResult): { rows: string[]; ok: boolean } {
  const { browsing: load, checkouts } = result;
  const failed = load.failures.length;
  const ok = failed === 0 && checkouts.failed.length === 0 && checkouts.done > 0;
  const codes = Object.entries(load.statuses)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');
  return {
    ok,
    rows: [
      `| ${label}: browsing, ${CONNECTIONS} connections, ${DURATION} s after a ${WARMUP_SECONDS} s warm-up | ${load.rps.toFixed(0)} req/s; p50 ${ms(load.p50)}, p95 ${ms(load.p95)}, p99 ${ms(load.p99)} (${codes}) | |`,
      `| ${label}: failed requests (status ≥ 400, connection errors, no answer within ${TIMEOUT_SECONDS} s) | ${failed}${failed ? ` (first: ${load.failures.slice(0, 3).join('; ')})` : ''}; in the warm-up ${load.warmupFailures} | 0 ${check(failed === 0)} |`,
      `| ${label}: card checkouts, one every ${CHECKOUT_EVERY_MS / 1000} s (cart, order, bank notify, status) | ${checkouts.done} completed, ${checkouts.failed.length} failed; p50 ${ms(percentile(checkouts.times, 0.5))}, p95 ${ms(percentile(checkouts.times, 0.95))} | all ${check(checkouts.failed.length === 0 && checkouts.done > 0)} |`,
    ],
  };
}

async function stopAll(processes: (ManagedProcess | undefined)[]) {
  await Promise.all(processes.filter((p): p is ManagedProcess => Boolean(p)).map((p) => p.stop(20_000)));
}

export async function runCluster(): Promise<PartResult> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light`);
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const webDistDir = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(root, 'apps/web/dist'));
  if (!existsSync(path.join(webDistDir, 'index.html'))) throw new Error(`no web build in ${webDistDir}`);
  await ensureSeed();
  const runDir = path.join(root, '.tmp/bench-cluster-run');
  await rm(runDir, { recursive: true, force: true });
  await mkdir(path.join(runDir, 'logs'), { recursive: true });
  const upc = upcKeys();
  const checkoutsNeeded = Math.ceil((DURATION * 1000) / CHECKOUT_EVERY_MS) + 2;
  const env = (databaseUrl: string, publicUrl: string, redis?: string): ClusterEnv => ({
    databaseUrl,
    redisUrl: redis,
    // The seeded media; invoices and slips of the runs are written beside them.
    dataDir: seedDir,
    webDistDir,
    appSecret: randomBytes(32).toString('hex'),
    publicUrl,
    extra: upc.env,
  });

  // Two API processes and a worker behind nginx.
  const clusterRun = await prepareRun(checkoutsNeeded);
  let cluster: RunResult;
  {
    const settings = env(clusterRun.url, `http://127.0.0.1:${PROXY_PORT}`, redisUrl);
    const logs = path.join(runDir, 'logs');
    const worker = startWorker(settings, logs);
    const apis = API_PORTS.map((port) => startApi(settings, port, logs));
    let nginx: ManagedProcess | undefined;
    try {
      nginx = (
        await startNginx(
          {
            upstreams: API_PORTS.map((port) => `127.0.0.1:${port}`),
            webDistDir,
            listen: `127.0.0.1:${PROXY_PORT}`,
            serverName: 'localhost',
            brotli: existsSync(BROTLI_STATIC_MODULE),
            accessLog: 'off',
          },
          path.join(runDir, 'nginx'),
          'auto',
        )
      ).process;
      await Promise.all(
        apis.map((p, i) => waitForOk(`http://127.0.0.1:${API_PORTS[i]}/api/health`, 120_000, p)),
      );
      await waitForWorker(worker, 120_000);
      await waitForOk(`http://127.0.0.1:${PROXY_PORT}/api/health`, 10_000, nginx);
      cluster = await measure(`http://127.0.0.1:${PROXY_PORT}`, clusterRun.catalog, upc.gatewayPrivateKeyPem);
    } finally {
      await stopAll([nginx, ...apis, worker]);
      await clusterRun.drop();
    }
  }

  // One process, as `npm start` runs it: jobs inside, no proxy, rate limits in memory.
  const singleRun = await prepareRun(checkoutsNeeded);
  let single: RunResult;
  {
    const settings = env(singleRun.url, `http://127.0.0.1:${SINGLE_PORT}`);
    const server = startApi(settings, SINGLE_PORT, path.join(runDir, 'logs'), {
      JOBS_IN_PROCESS: 'true',
      TRUST_PROXY: 'false',
    });
    try {
      await waitForOk(`http://127.0.0.1:${SINGLE_PORT}/api/health`, 120_000, server);
      single = await measure(`http://127.0.0.1:${SINGLE_PORT}`, singleRun.catalog, upc.gatewayPrivateKeyPem);
    } finally {
      await stopAll([server]);
      await singleRun.drop();
    }
  }

  const a = rows('nginx + 2 API processes + worker', cluster);
  const b = rows('1 process (jobs inside, no proxy)', single);
  return {
    title: `Scaled out vs one process on PostgreSQL: ${CONNECTIONS} visitors browsing the catalog for ${DURATION} s plus a card checkout every ${CHECKOUT_EVERY_MS / 1000} s`,
    failed: !(a.ok && b.ok),
    rows: [...a.rows, ...b.rows],
  };
}
