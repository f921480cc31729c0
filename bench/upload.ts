// Bench part "upload" (issue 6): one 2 GB resumable (tus) upload to the real server on PostgreSQL, with one
// deliberate connection drop part way and a resume from the offset the server reports, while the server
// process's resident memory (VmRSS of /proc/<pid>/status) is sampled: it must grow by less than 100 MB.
// The file is sparse (a video header, then zeros), made in the temporary directory and removed afterwards.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, statfs } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  check,
  createDatabase,
  type PartResult,
  rssMb,
  serverEnv,
  serverPid,
  startServer,
  stop,
  waitFor200,
} from './lib';

const PORT = 3331;
const SIZE = 2 * 1024 ** 3;
/** Where the connection is cut during the first PATCH. */
const DROP_AT = 700 * 1024 ** 2;
const GROWTH_TARGET_MB = 100;
const TUS = '/api/admin/uploads/tus';

function request(
  base: string,
  method: string,
  url: string,
  headers: Record<string, string | number>,
  body?: { file: string; start: number; dropAfter?: number },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; dropped: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(url, base), { method, headers });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, dropped: false }));
    });
    if (!body) {
      req.on('error', reject);
      req.end();
      return;
    }
    let sent = 0;
    const source = createReadStream(body.file, { start: body.start, highWaterMark: 1024 * 1024 });
    req.on('error', (error) => {
      source.destroy();
      if (body.dropAfter !== undefined) resolve({ status: 0, headers: {}, dropped: true });
      else reject(error);
    });
    source.on('data', (chunk) => {
      sent += chunk.length;
      if (body.dropAfter !== undefined && sent >= body.dropAfter) {
        source.destroy();
        // the cable is pulled: no end of body, the socket just goes away
        req.destroy(new Error('deliberate drop'));
      }
    });
    source.pipe(req);
  });
}

export async function runUpload(): Promise<PartResult> {
  const free = await statfs(os.tmpdir());
  // the sparse source takes no room; the server's copy of it takes 2 GB
  if (free.bavail * free.bsize < SIZE * 1.5) throw new Error(`less than 3 GB free in ${os.tmpdir()}`);
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = await createDatabase(adminUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelje-bench-upload-'));
  const file = path.join(dataDir, 'lesson-2gb.mp4');
  const base = `http://127.0.0.1:${PORT}`;
  const server = startServer({
    ...serverEnv(dataDir, PORT),
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    APP_SECRET: randomBytes(32).toString('hex'),
  });
  const samples: number[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    const handle = await open(file, 'w');
    // an MP4 file type box, so the finished upload is recognised as a video; the rest is a hole
    await handle.write(Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'), 0, 24, 0);
    await handle.truncate(SIZE);
    await handle.close();

    await waitFor200(`${base}/api/health`, 300_000);
    const pid = await serverPid(server.child.pid!);
    const email = `admin.${Date.now()}@primer.rs`;
    const registered = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench Admin',
        email,
        password: 'Bench#Lozinka7',
        password_confirmation: 'Bench#Lozinka7',
      }),
    });
    if (registered.status !== 201) throw new Error(`register ${registered.status}`);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(`update users set role = 'admin' where email = $1`, [email]);
    await db.end();
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Bench#Lozinka7' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };

    // settle, then the baseline
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const baseline = await rssMb(pid);
    sampler = setInterval(() => {
      rssMb(pid).then(
        (mb) => samples.push(mb),
        () => undefined,
      );
    }, 100);

    const t0 = performance.now();
    const created = await request(base, 'POST', TUS, {
      ...auth,
      'upload-length': SIZE,
      'upload-metadata': `filename ${Buffer.from('lesson-2gb.mp4').toString('base64')}`,
    });
    if (created.status !== 201) throw new Error(`create ${created.status}`);
    const location = created.headers.location as string;
    const patchHeaders = (offset: number) => ({
      ...auth,
      'upload-offset': offset,
      'content-type': 'application/offset+octet-stream',
      'content-length': SIZE - offset,
    });
    const first = await request(base, 'PATCH', location, patchHeaders(0), {
      file,
      start: 0,
      dropAfter: DROP_AT,
    });
    if (!first.dropped) throw new Error(`the first PATCH was not cut (status ${first.status})`);
    const peakBeforeDrop = Math.max(baseline, ...samples);
    // the server notices the lost connection, keeps what it wrote and releases the upload's lock
    let offset = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      const head = await request(base, 'HEAD', location, auth);
      offset = Number(head.headers['upload-offset']);
      if (head.status === 200 && offset > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const stale = await request(base, 'PATCH', location, { ...patchHeaders(0), 'content-length': 0 });
    const resumed = await request(base, 'PATCH', location, patchHeaders(offset), { file, start: offset });
    const seconds = (performance.now() - t0) / 1000;
    const finalHead = await request(base, 'HEAD', location, auth);
    clearInterval(sampler);
    sampler = undefined;
    await request(base, 'DELETE', location, auth);

    const peak = Math.max(baseline, ...samples);
    const growth = peak - baseline;
    const complete = resumed.status === 204 && Number(finalHead.headers['upload-offset']) === SIZE;
    const rows = [
      `| 2 GB tus upload, cut at ${Math.round(DROP_AT / 1024 ** 2)} MB and resumed | ${seconds.toFixed(1)} s (${(SIZE / 1024 ** 2 / seconds).toFixed(0)} MB/s), resumed from ${(offset / 1024 ** 2).toFixed(0)} MB, final offset ${finalHead.headers['upload-offset']} | ${check(complete)} complete |`,
      `| PATCH at a stale offset | ${stale.status} | ${check(stale.status === 409)} 409 |`,
      `| server RSS (baseline → peak, ${samples.length} samples every 100 ms) | ${baseline.toFixed(0)} → ${peak.toFixed(0)} MB (peak in the first 700 MB: ${peakBeforeDrop.toFixed(0)} MB), growth ${growth.toFixed(1)} MB | ${check(growth < GROWTH_TARGET_MB)} < ${GROWTH_TARGET_MB} MB |`,
      `| load average at end | ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} | |`,
    ];
    return {
      title: 'Resumable upload (2 GB over tus, PostgreSQL)',
      rows,
      failed: !complete || stale.status !== 409 || growth >= GROWTH_TARGET_MB,
    };
  } finally {
    if (sampler) clearInterval(sampler);
    await stop(server.child);
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
