// Shared helpers of the bench parts: starting and stopping the real server (`npm start`), waiting for it,
// autocannon runs, and a bare Fastify server that answers the app's own bytes (the same-run baseline of the ratios).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createDatabaseOn } from '../apps/server/src/test/pg-database';

export const root = path.resolve(import.meta.dirname, '..');

/** The result of one bench part: its markdown table rows (without header) and whether a target failed. */
export interface PartResult {
  title: string;
  rows: string[];
  failed: boolean;
}

export const check = (ok: boolean) => (ok ? '✔' : '✘');

/**
 * The port a part's server listens on (its bare route takes the next one): BENCH_PORT when set, so that two
 * checkouts can run the bench on one machine at once, else the part's own default.
 */
export const benchPort = (fallback: number) => Number(process.env.BENCH_PORT) || fallback;

export function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATABASE_URL: '',
  };
}

/** A fresh database on the PostgreSQL server of adminUrl (a maintenance database such as postgres), and its drop. */
export function createDatabase(adminUrl: string, name = `atelje_bench_${randomBytes(5).toString('hex')}`) {
  return createDatabaseOn(adminUrl, name, [`CREATE DATABASE ${name}`]);
}

export async function waitFor200(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** `npm start` in its own process group (so stop() ends npm, the start script and the server together). */
export function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; started: number } {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { child, started };
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/** Starts the server on dataDir, waits for /api/health (the first start on an empty dir seeds it). */
export async function withServer<T>(
  dataDir: string,
  port: number,
  body: (base: string) => Promise<T>,
  timeoutMs = 300_000,
): Promise<T> {
  const server = startServer(serverEnv(dataDir, port));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health`, timeoutMs);
    return await body(base);
  } finally {
    await stop(server.child);
  }
}

/** An autocannon run; p95 (which autocannon does not report) is computed from every response time. */
export async function cannon(options: autocannon.Options): Promise<autocannon.Result & { p95: number }> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ pipelining: 1, ...options }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const p95 = times.length
    ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))]! * 100) / 100
    : NaN;
  return { ...result, p95 };
}

/** One answer as it left the server: the body's bytes as sent (still gzipped if it was), its type and encoding. */
export interface RawAnswer {
  status: number;
  body: Buffer;
  type: string;
  encoding?: string;
}

/** A GET whose body is read as it came over the wire (fetch would undo the gzip). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            type: String(res.headers['content-type'] ?? ''),
            ...(res.headers['content-encoding'] && { encoding: String(res.headers['content-encoding']) }),
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** How a row names what was compared: size on the wire and whether gzipped. */
export const describeAnswer = (a: RawAnswer) =>
  `${a.body.length} B${a.encoding ? ` ${a.encoding}` : ' uncompressed'}`;

/**
 * A bare Fastify server answering each URL (path with query) with the bytes the real server sent for it (the
 * baseline of the ratios), in a process of its own (bench/bare-server.ts) as the real server is, so that both
 * compete with autocannon the same way. Before it is measured, every URL is fetched back and compared byte for byte.
 */
export async function bareServer(
  port: number,
  routes: Record<string, RawAnswer>,
): Promise<{ close: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-bare-'));
  const file = path.join(dir, 'routes.json');
  const json = Object.fromEntries(
    Object.entries(routes).map(([url, a]) => [
      url,
      { body: a.body.toString('base64'), type: a.type, encoding: a.encoding },
    ]),
  );
  await writeFile(file, JSON.stringify(json));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), file, String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const close = async () => {
    await stop(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor200(`http://127.0.0.1:${port}${Object.keys(routes)[0]}`, 30_000);
    for (const [url, a] of Object.entries(routes)) {
      const back = await rawGet(
        `http://127.0.0.1:${port}${url}`,
        a.encoding ? { 'accept-encoding': a.encoding } : {},
      );
      if (!back.body.equals(a.body) || back.encoding !== a.encoding)
        throw new Error(`the bare route ${url} does not send the app's bytes`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { close };
}

/** Results of several runs of one measure as one: mean req/s, the worst p95 and p99, errors summed. */
export function merged(
  results: (autocannon.Result & { p95: number })[],
): autocannon.Result & { p95: number } {
  const first = results[0]!;
  const sum = (pick: (r: autocannon.Result) => number) => results.reduce((total, r) => total + pick(r), 0);
  return {
    ...first,
    requests: { ...first.requests, average: sum((r) => r.requests.average) / results.length },
    latency: { ...first.latency, p99: Math.max(...results.map((r) => r.latency.p99)) },
    p95: Math.max(...results.map((r) => r.p95)),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
  };
}

/**
 * The bare route and the app measured in turns (bare, app, bare, app; `duration` seconds in all for each), so that
 * a change of the machine's load during the run (another build) weighs on both sides of the ratio alike.
 */
export async function bareThenAppInTurns(
  bare: autocannon.Options,
  app: autocannon.Options,
  duration: number,
  turns = 2,
) {
  const bareRuns: (autocannon.Result & { p95: number })[] = [];
  const appRuns: (autocannon.Result & { p95: number })[] = [];
  for (let turn = 0; turn < turns; turn++) {
    bareRuns.push(await cannon({ ...bare, duration: duration / turns }));
    appRuns.push(await cannon({ ...app, duration: duration / turns }));
  }
  return { bare: merged(bareRuns), app: merged(appRuns) };
}

export const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;

/** Resident memory (VmRSS) of a process, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The server process (node running scripts/start.mjs) among the descendants of `npm start` (startServer). */
export async function serverPid(npmPid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parents.set(Number(entry), ppid);
  }
  const descends = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p))
      if (p === npmPid) return true;
    return false;
  };
  // `sh -c` carries the same command line: the server is the one holding the memory.
  let found: { pid: number; rss: number } | null = null;
  for (const pid of parents.keys()) {
    if (!descends(pid)) continue;
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (!cmdline.includes('scripts/start.mjs')) continue;
    const rss = await rssMb(pid).catch(() => 0);
    if (!found || rss > found.rss) found = { pid, rss };
  }
  if (found) return found.pid;
  throw new Error('the server process was not found');
}
