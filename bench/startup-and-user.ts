// Bench part `startup`: the measures of the foundation issue.
//  1. Start-up: from `npm start` on a seeded data directory to the first 200 of /api/health (target < 5 s).
//  2. GET /api/user with a valid token, against a bare Fastify route sending the same bytes in the same run, as a
//     ratio of requests per second (issue 19: >= 0.6) and p99 (< 40 ms). 50 connections, 10 s each in two turns
//     (bare, app, bare, app: a change of the machine's load weighs on both), after a 3 s warm-up of each. The requests ask for gzip as a browser does (the answer is under the compression threshold,
//     so both send it uncompressed; the row says which).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  bareServer,
  bareThenAppInTurns,
  benchPort,
  cannon,
  check,
  describeAnswer,
  errorsOf,
  type PartResult,
  rawGet,
  root,
  serverEnv,
  startServer,
  stop,
  waitFor200,
} from './lib';

export const dataDir = path.join(root, '.tmp/bench-data');
const port = benchPort(3210);
const base = `http://127.0.0.1:${port}`;
const CONNECTIONS = 50;
const DURATION = 10;

/** Makes sure .tmp/bench-data is seeded (the first start seeds it; not measured). Also used by the web part. */
export async function ensureSeeded() {
  await mkdir(dataDir, { recursive: true });
  const server = startServer(serverEnv(dataDir, port));
  try {
    await waitFor200(`${base}/api/health`, 300_000);
  } finally {
    await stop(server.child);
  }
}

export async function runStartupAndUser(): Promise<PartResult> {
  await ensureSeeded();
  const env = serverEnv(dataDir, port);

  const startups: number[] = [];
  let server = startServer(env);
  for (let i = 0; i < 3; i++) {
    if (i > 0) server = startServer(env);
    startups.push(await waitFor200(`${base}/api/health`, 60_000));
    if (i < 2) await stop(server.child);
  }

  try {
    const learnerEmail = process.env.LEARNER_EMAIL ?? 'polaznik@atelje.rs';
    const learnerPassword = process.env.LEARNER_PASSWORD ?? 'Polaznik!2026';
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: learnerEmail, password: learnerPassword }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
    const sample = await rawGet(`${base}/api/user`, headers);
    if (sample.status !== 200) throw new Error(`GET /api/user answered ${sample.status}`);

    const bare = await bareServer(port + 1, { '/api/user': sample });
    const bareOptions = { url: `http://127.0.0.1:${port + 1}/api/user`, headers, connections: CONNECTIONS };
    const appOptions = { url: `${base}/api/user`, headers, connections: CONNECTIONS };
    await cannon({ ...bareOptions, duration: 3 });
    await cannon({ ...appOptions, duration: 3 });
    const measured = await bareThenAppInTurns(bareOptions, appOptions, DURATION);
    await bare.close();
    const bareResult = measured.bare;
    const appResult = measured.app;

    const ratio = appResult.requests.average / bareResult.requests.average;
    const median = [...startups].sort((a, b) => a - b)[1]!;
    const errors = errorsOf(appResult);
    const p99 = appResult.latency.p99;
    return {
      title: `Start-up and GET /api/user (${CONNECTIONS} connections, ${DURATION} s each in two turns with the bare route, after 3 s of warm-up)`,
      failed: median >= 5000 || ratio < 0.6 || p99 >= 40 || errors > 0,
      rows: [
        `| start-up, \`npm start\` on a seeded data directory to first 200 (median of 3: ${startups.map((s) => (s / 1000).toFixed(2)).join(', ')} s) | ${(median / 1000).toFixed(2)} s | < 5 s ${check(median < 5000)} |`,
        `| GET /api/user with a token, req/s (p99 latency) | ${appResult.requests.average.toFixed(0)} (${p99} ms), ${errors} errors/non-2xx | p99 < 40 ms ${check(p99 < 40)} |`,
        `| bare Fastify route, the same bytes (${describeAnswer(sample)}), req/s (p99 latency) | ${bareResult.requests.average.toFixed(0)} (${bareResult.latency.p99} ms) | |`,
        `| /api/user ratio to the bare route | ${ratio.toFixed(2)} | ≥ 0.6 ${check(ratio >= 0.6)} |`,
      ],
    };
  } finally {
    await stop(server.child);
  }
}
