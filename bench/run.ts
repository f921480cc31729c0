// `npm run bench`: measures against the real server and appends the results to docs/benchmarks.md.
//  1. Start-up: from `npm start` on a seeded data directory to the first 200 of /api/health (target < 5 s).
//  2. GET /api/user with a valid token, against a bare Fastify route returning the same JSON in the same run,
//     as a ratio of requests per second (target >= 0.5).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp/bench-data');
const port = 3210;
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: base,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DATABASE_URL: '',
};

async function waitFor200(url: string, timeoutMs: number): Promise<number> {
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

function startServer(): { child: ChildProcess; started: number } {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return { child, started };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

function cannon(url: string, headers: Record<string, string>) {
  return autocannon({ url, headers, connections: 20, duration: 10, pipelining: 1 });
}

async function main() {
  await mkdir(dataDir, { recursive: true });
  spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });

  // First start seeds the data directory (not measured); the measured starts find it seeded.
  let server = startServer();
  await waitFor200(`${base}/api/health`, 300_000);
  await stop(server.child);

  const startups: number[] = [];
  for (let i = 0; i < 3; i++) {
    server = startServer();
    const ms = await waitFor200(`${base}/api/health`, 60_000);
    startups.push(ms);
    if (i < 2) await stop(server.child);
  }

  const learnerEmail = process.env.LEARNER_EMAIL ?? 'polaznik@atelje.rs';
  const learnerPassword = process.env.LEARNER_PASSWORD ?? 'Polaznik!2026';
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: learnerEmail, password: learnerPassword }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const sample = await (await fetch(`${base}/api/user`, { headers })).json();

  const bare = Fastify({ logger: false });
  bare.get('/api/user', async () => sample);
  await bare.listen({ port: port + 1, host: '127.0.0.1' });

  const bareResult = await cannon(`http://127.0.0.1:${port + 1}/api/user`, headers);
  const appResult = await cannon(`${base}/api/user`, headers);
  await bare.close();
  await stop(server.child);

  const ratio = appResult.requests.average / bareResult.requests.average;
  const median = [...startups].sort((a, b) => a - b)[1]!;
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const errors = appResult.errors + appResult.non2xx;
  const lines = [
    `\n## ${date} UTC (${machine})\n`,
    '| measure | result | target |',
    '|---|---|---|',
    `| start-up, \`npm start\` on a seeded data directory to first 200 (median of 3: ${startups.map((s) => (s / 1000).toFixed(2)).join(', ')} s) | ${(median / 1000).toFixed(2)} s | < 5 s ${median < 5000 ? '✔' : '✘'} |`,
    `| GET /api/user with a token, req/s (p99 latency) | ${appResult.requests.average.toFixed(0)} (${appResult.latency.p99} ms), ${errors} errors | |`,
    `| bare Fastify route, same JSON, req/s (p99 latency) | ${bareResult.requests.average.toFixed(0)} (${bareResult.latency.p99} ms) | |`,
    `| ratio | ${ratio.toFixed(2)} | ≥ 0.5 ${ratio >= 0.5 ? '✔' : '✘'} |`,
    '',
  ];
  const file = path.join(root, 'docs/benchmarks.md');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (!existing) {
    await appendFile(
      file,
      '# Benchmarks\n\nAppended by `npm run bench` (autocannon, 20 connections, 10 s each, on this machine).\n',
    );
  }
  await appendFile(file, lines.join('\n'));
  console.log(lines.join('\n'));
  if (errors > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
