// Bench part `redis`: issue 15 item 4 (ADR 031). With REDIS_URL pointing at a Redis that is away, sign-in, a wrong
// password and the password reset answer within 1 s (target), every one of them, from the first request on:
//  - "closed": nothing listens on the port (connection refused);
//  - "hung": a server that accepts connections and never answers (the case that hung requests for ever before);
//  - "stops mid-flight": the machine's Redis (REDIS_BENCH_URL, default 127.0.0.1:6379) behind a proxy that passes
//    while the server starts and signs in, then stops answering: the first request meets the deadline.
// The default REDIS_TIMEOUT_MS (500 ms) is used. Each case starts the real server (`npm start` on the seeded bench
// data directory) and sends 10 of each request one after another, so the first request (which meets the outage)
// and the later ones (which know it) are both measured.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { check, type PartResult, serverEnv, startServer, stop, waitFor200 } from './lib';
import { dataDir, ensureSeeded } from './startup-and-user';

const port = 3230;
const base = `http://127.0.0.1:${port}`;
const TARGET_MS = 1000;
const ROUNDS = 10;

/** A TCP server that accepts connections and never writes a byte: a hung Redis. */
async function hungRedis(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A proxy to a real Redis that passes until `hang()`, then drops every byte both ways (connections stay open). */
async function switchableProxy(
  target: URL,
): Promise<{ port: number; hang: () => void; close: () => Promise<void> }> {
  let passing = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.on('data', (chunk) => passing && upstream.write(chunk));
    upstream.on('data', (chunk) => passing && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    hang: () => {
      passing = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return address.port;
}

async function timed(url: string, body: unknown): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'sr' },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

const round = (ms: number) => Math.round(ms);

async function measure(
  redisUrl: string,
  label: string,
  beforeMeasuring?: () => Promise<void>,
): Promise<{ rows: string[]; failed: boolean }> {
  const server = startServer({
    ...serverEnv(dataDir, port),
    REDIS_URL: redisUrl,
    // Generous limits: the bench measures time, not the limiter's refusals.
    LOGIN_RATE_LIMIT_PER_IP: '1000',
    LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
    LOGIN_CAPTCHA_AFTER: '1000',
  });
  const rows: string[] = [];
  let failed = false;
  try {
    await waitFor200(`${base}/api/health`, 120_000);
    const email = process.env.LEARNER_EMAIL ?? 'polaznik@atelje.rs';
    const password = process.env.LEARNER_PASSWORD ?? 'Polaznik!2026';
    if (beforeMeasuring) await beforeMeasuring();
    const cases: [string, string, unknown][] = [
      ['POST /api/login (right password)', '/api/login', { email, password }],
      ['POST /api/login (wrong password)', '/api/login', { email, password: 'Pogresna!2026' }],
      ['POST /api/forgot-password', '/api/forgot-password', { email }],
    ];
    for (const [name, url, body] of cases) {
      const results: { ms: number; status: number }[] = [];
      for (let i = 0; i < ROUNDS; i++) results.push(await timed(`${base}${url}`, body));
      const times = results.map((r) => r.ms);
      const statuses = [...new Set(results.map((r) => r.status))].join('/');
      const worst = Math.max(...times);
      const fiveXx = results.filter((r) => r.status >= 500).length;
      const ok = worst <= TARGET_MS && fiveXx === 0;
      failed ||= !ok;
      rows.push(
        `| Redis ${label}: ${name}, ${ROUNDS} one after another (first ${round(times[0]!)} ms; statuses ${statuses}) | slowest ${round(worst)} ms, median ${round([...times].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!)} ms, ${fiveXx} 5xx | ≤ ${TARGET_MS} ms, no 5xx ${check(ok)} |`,
      );
    }
  } finally {
    await stop(server.child);
  }
  return { rows, failed };
}

export async function runRedisOutage(): Promise<PartResult> {
  await ensureSeeded();
  const hung = await hungRedis();
  const proxy = await switchableProxy(new URL(process.env.REDIS_BENCH_URL ?? 'redis://127.0.0.1:6379'));
  try {
    const closed = await measure(`redis://127.0.0.1:${await closedPort()}`, 'refusing connections');
    const hanging = await measure(`redis://127.0.0.1:${hung.port}`, 'accepting and never answering');
    const midFlight = await measure(
      `redis://127.0.0.1:${proxy.port}`,
      'answering, then hung mid-flight',
      async () => {
        // Signed in once through a Redis that answers, so the process knows it up; then it stops answering.
        const warm = await timed(`${base}/api/login`, {
          email: process.env.LEARNER_EMAIL ?? 'polaznik@atelje.rs',
          password: process.env.LEARNER_PASSWORD ?? 'Polaznik!2026',
        });
        if (warm.status !== 200) throw new Error(`warm-up sign-in answered ${warm.status}`);
        proxy.hang();
      },
    );
    return {
      title: 'Redis away: sign-in and password reset (REDIS_TIMEOUT_MS default 500 ms)',
      failed: closed.failed || hanging.failed || midFlight.failed,
      rows: [...closed.rows, ...hanging.rows, ...midFlight.rows],
    };
  } finally {
    await hung.close();
    await proxy.close();
  }
}
