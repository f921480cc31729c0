// Bench part "media" (issue 5): a 200 MB video read through the signed media route by 20 concurrent clients
// asking for random 1 MiB Ranges, against Debian's nginx serving the same file on this machine in the same run
// (target: at least 0.7 × nginx's bytes per second), while the server's resident memory must grow < 50 MB.
// The URL is a public-style signed URL (no uid): the route serves any key to a valid signature, and a user
// binding would add a cookie check and access lookups that are not the byte pump measured here.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { signMediaUrl } from '../apps/server/src/lib/signed-url';
import { check, type PartResult, rssMb, serverEnv, serverPid, startServer, stop, waitFor200 } from './lib';

const PORT = 3332;
const NGINX_PORT = 3333;
const NGINX = '/usr/sbin/nginx';
const SIZE = 200 * 1024 ** 2;
const CHUNK = 1024 ** 2;
const CONNECTIONS = 20;
const WARMUP_SECONDS = 3;
/** Alternating rounds (ours, nginx, nginx, ours, ...), so a burst of load elsewhere on the machine hits both. */
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const RATIO_TARGET = 0.7;
const GROWTH_TARGET_MB = 50;
const KEY = 'videos/bench/big.mp4';

/** Random bytes written 1 MiB at a time, so the bench never holds the file in memory. */
async function writeVideo(file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'w');
  try {
    for (let offset = 0; offset < SIZE; offset += CHUNK)
      await handle.write(randomBytes(CHUNK), 0, CHUNK, offset);
  } finally {
    await handle.close();
  }
}

async function startNginx(dir: string, root: string): Promise<ChildProcess> {
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    `daemon off;
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  sendfile on;
  types { video/mp4 mp4; }
  server { listen 127.0.0.1:${NGINX_PORT}; root ${root}; }
}
`,
  );
  const child = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return child;
}

/** One Range request checked by hand: 206, the asked length, and the file's bytes at that offset. */
async function verify(url: string, expected: Buffer, start: number) {
  const res = await fetch(url, { headers: { range: `bytes=${start}-${start + CHUNK - 1}` } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 206 || body.length !== CHUNK || !body.equals(expected))
    throw new Error(
      `${url}: ${res.status}, ${body.length} bytes${body.equals(expected) ? '' : ', wrong bytes'}`,
    );
}

/**
 * The readers: a child process with node's own HTTP client (autocannon's parser, at ~70 MB/s, would measure
 * itself, not the servers). Each of `connections` keep-alive loops asks for random ranges until time is up;
 * a response that is not a 206 of the asked length counts as bad.
 */
const READERS = `
import http from 'node:http';
const [url, connections, seconds, size, chunk] = process.argv.slice(1).map((a, i) => (i ? Number(a) : a));
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const end = Date.now() + seconds * 1000;
let bytes = 0, responses = 0, bad = 0;
const times = [];
const one = () => new Promise((resolve) => {
  const start = Math.floor(Math.random() * (size - chunk));
  const sent = performance.now();
  const req = http.get(url, { agent, headers: { range: 'bytes=' + start + '-' + (start + chunk - 1) } }, (res) => {
    let n = 0;
    res.on('data', (c) => { n += c.length; });
    res.on('end', () => {
      bytes += n;
      responses++;
      if (res.statusCode !== 206 || n !== chunk) bad++;
      times.push(performance.now() - sent);
      resolve();
    });
    res.on('error', () => { bad++; resolve(); });
  });
  req.on('error', () => { bad++; resolve(); });
});
const loop = async () => { while (Date.now() < end) await one(); };
const began = performance.now();
await Promise.all(Array.from({ length: connections }, loop));
times.sort((a, b) => a - b);
const p95 = times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] : NaN;
console.log(JSON.stringify({ bytes, responses, bad, seconds: (performance.now() - began) / 1000, p95 }));
`;

interface LoadResult {
  bytes: number;
  responses: number;
  bad: number;
  seconds: number;
  p95: number;
}

/** Several rounds as one: bytes, responses and time summed, the worst round's p95. */
function combine(rounds: LoadResult[]): LoadResult {
  return {
    bytes: rounds.reduce((sum, r) => sum + r.bytes, 0),
    responses: rounds.reduce((sum, r) => sum + r.responses, 0),
    bad: rounds.reduce((sum, r) => sum + r.bad, 0),
    seconds: rounds.reduce((sum, r) => sum + r.seconds, 0),
    p95: Math.max(...rounds.map((r) => r.p95)),
  };
}

async function load(url: string, seconds: number): Promise<LoadResult> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      READERS,
      url,
      String(CONNECTIONS),
      String(seconds),
      String(SIZE),
      String(CHUNK),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`the readers exited with ${code}`);
  return JSON.parse(out) as LoadResult;
}

const mbPerSecond = (result: LoadResult) => result.bytes / 1e6 / result.seconds;

export async function runMedia(): Promise<PartResult> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light (or nginx)`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-bench-media-'));
  // nginx's workers run as www-data when started by root: they must reach the file
  await chmod(dataDir, 0o755);
  const file = path.join(dataDir, 'media', KEY);
  const nginxDir = path.join(dataDir, 'nginx');
  await mkdir(nginxDir);
  await writeVideo(file);

  const secret = randomBytes(32).toString('hex');
  const base = `http://127.0.0.1:${PORT}`;
  const server = startServer({ ...serverEnv(dataDir, PORT), SEED_DEMO: 'false', APP_SECRET: secret });
  const nginx = await startNginx(nginxDir, path.dirname(file));
  const samples: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const signed = `${base}${signMediaUrl({ appSecret: secret }, KEY, { public: true })}`;
    const plain = `http://127.0.0.1:${NGINX_PORT}/big.mp4`;
    await waitFor200(`${base}/api/health`, 300_000);
    const pid = await serverPid(server.child.pid!);
    const start = randomInt(0, SIZE - CHUNK);
    const handle = await open(file, 'r');
    const expected = Buffer.alloc(CHUNK);
    await handle.read(expected, 0, CHUNK, start);
    await handle.close();
    await verify(signed, expected, start);
    for (let i = 0; ; i++) {
      try {
        await verify(plain, expected, start);
        break;
      } catch (error) {
        if (i > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    // both read the file from the page cache; the warm-up also lets the server's JIT settle
    await load(signed, WARMUP_SECONDS);
    await load(plain, WARMUP_SECONDS);
    const before = await rssMb(pid);
    sampler = setInterval(() => {
      rssMb(pid).then(
        (mb) => samples.push(mb),
        () => {},
      );
    }, 100);
    const oursRounds: LoadResult[] = [];
    const theirsRounds: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
      for (const who of order) {
        if (who === 'ours') oursRounds.push(await load(signed, ROUND_SECONDS));
        else theirsRounds.push(await load(plain, ROUND_SECONDS));
      }
    }
    clearInterval(sampler);
    sampler = undefined;
    const peak = Math.max(before, ...samples);
    const ours = combine(oursRounds);
    const theirs = combine(theirsRounds);

    const oursMb = mbPerSecond(ours);
    const theirsMb = mbPerSecond(theirs);
    const ratio = oursMb / theirsMb;
    const growth = peak - before;
    const errors = ours.bad + theirs.bad;
    const rows = [
      `| signed media route, ${CONNECTIONS} clients × random 1 MiB ranges of a 200 MB video, ${ROUNDS} rounds × ${ROUND_SECONDS} s alternating with nginx | ${oursMb.toFixed(0)} MB/s (${ours.responses} responses, p95 ${ours.p95.toFixed(0)} ms) | |`,
      `| Debian nginx ${nginxVersion()}, same file and load | ${theirsMb.toFixed(0)} MB/s (${theirs.responses} responses, p95 ${theirs.p95.toFixed(0)} ms) | |`,
      `| route / nginx | ${ratio.toFixed(2)} | ≥ ${RATIO_TARGET} ${check(ratio >= RATIO_TARGET)} |`,
      `| server RSS before → peak while serving | ${before.toFixed(0)} → ${peak.toFixed(0)} MB (+${growth.toFixed(1)} MB) | < ${GROWTH_TARGET_MB} MB growth ${check(growth < GROWTH_TARGET_MB)} |`,
      `| failed requests, or not a 206 of 1 MiB | ${errors} | 0 ${check(errors === 0)} |`,
    ];
    return {
      title: 'Media: signed Range reads of a 200 MB video against nginx',
      rows,
      failed: ratio < RATIO_TARGET || growth >= GROWTH_TARGET_MB || errors > 0,
    };
  } finally {
    if (sampler) clearInterval(sampler);
    await stop(server.child);
    await stop(nginx);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `nginx -v` writes "nginx version: nginx/1.22.1" to stderr. */
function nginxVersion(): string {
  const run = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return /nginx\/(\S+)/.exec(run.stderr)?.[1] ?? '';
}
