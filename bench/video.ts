// Bench part "video" (issue 22 item 2, ADR 079): a lesson played over a throttled network (Chromium's network
// emulation through CDP: 1.6 Mbit/s down, 150 ms round trip) as today's MP4 and as HLS, in Debian Chromium
// driven by Playwright. Measured: time to the first frame (requestVideoFrameCallback, from the moment the page
// sets the source) and the stalls (`waiting` until `playing`) during the first 60 s after it.
//
// The lesson: a 75-second 1280x720 25 fps video with moving detail and a tone, encoded like a typical upload
// (H.264 ~2.5 Mbit/s, AAC, index at the front); the MP4 is served as the job keeps an uploaded MP4, and the HLS
// ladder is the job's own (packageHls: 360p/540p/720p, 2-second fMP4 segments). Both are served from the disk by
// a small Range-capable HTTP server, so the numbers are the delivery modes' own (the media route's checks add
// a few milliseconds per request, nothing against a 150 ms round trip). The page plays HLS through hls.js (light
// build, default settings) as the lesson page does wherever MSE exists, and, where the browser says it plays HLS
// itself, natively as well for comparison. hls.js is loaded before the network is throttled (on a lesson page it
// is a separate chunk of ~115 KB compressed, fetched once and then cached).
import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { packageHls } from '../apps/server/src/drivers/video/ffmpeg-hls';
import { runFfmpeg } from '../apps/server/src/drivers/video/ffmpeg-process';
import { check, type PartResult, root } from './lib';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WORK = path.join(root, '.tmp/bench-video');
const LESSON_SECONDS = 75;
const WATCH_MS = 60_000;
const DOWN_BITS = 1_600_000;
const RTT_MS = 150;
const FIRST_FRAME_TARGET_MS = 2500;

async function exists(file: string) {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** The lesson and its HLS ladder, made once and kept in .tmp/bench-video. */
async function prepareLesson(): Promise<{ mp4: string; hlsDir: string; mp4Kbps: number }> {
  await mkdir(WORK, { recursive: true });
  const mp4 = path.join(WORK, 'lesson.mp4');
  const hlsDir = path.join(WORK, 'hls');
  if (!(await exists(mp4))) {
    console.log('bench video: encoding the 75 s 720p lesson…');
    await runFfmpeg([
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=25:duration=${LESSON_SECONDS}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=330:duration=${LESSON_SECONDS}`,
      '-vf',
      'noise=alls=12:allf=t',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '2500k',
      '-maxrate',
      '3000k',
      '-bufsize',
      '5000k',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      mp4,
    ]);
  }
  if (!(await exists(path.join(hlsDir, 'master.m3u8')))) {
    console.log('bench video: packaging the HLS ladder…');
    await packageHls(mp4, hlsDir);
  }
  const size = (await stat(mp4)).size;
  return { mp4, hlsDir, mp4Kbps: Math.round((size * 8) / LESSON_SECONDS / 1000) };
}

const TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.m4s': 'video/iso.segment',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.js': 'text/javascript',
  '.html': 'text/html; charset=utf-8',
};

/** Files from WORK (the lesson), hls.js from node_modules, and the page; Range answered like the media route. */
function serve(page: string): Promise<http.Server> {
  const hlsJs = path.join(root, 'node_modules/hls.js/dist/hls.light.min.js');
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': TYPES['.html']! });
      res.end(page);
      return;
    }
    const file =
      url.pathname === '/hls.min.js'
        ? hlsJs
        : path.join(WORK, path.normalize(url.pathname).replace(/^\/+/, ''));
    if (!file.startsWith(WORK) && file !== hlsJs) {
      res.writeHead(404).end();
      return;
    }
    const info = await stat(file).catch(() => null);
    if (!info) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (range) {
      const start = Number(range[1]);
      const end = range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
      res.writeHead(206, {
        'content-type': type,
        'accept-ranges': 'bytes',
        'content-range': `bytes ${start}-${end}/${info.size}`,
        'content-length': String(end - start + 1),
      });
      createReadStream(file, { start, end }).pipe(res);
      return;
    }
    res.writeHead(200, {
      'content-type': type,
      'accept-ranges': 'bytes',
      'content-length': String(info.size),
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const PAGE = `<!doctype html><html><body><video muted playsinline width="640" height="360"></video>
<script src="/hls.min.js"></script>
<script>
window.result = { firstFrameMs: null, stalls: 0, stallMs: 0, level: null, nativeHls: false, error: null };
window.start = (mode) => {
  const video = document.querySelector('video');
  const r = window.result;
  r.nativeHls = video.canPlayType('application/vnd.apple.mpegurl') !== '';
  let stalledAt = null;
  let t0 = performance.now();
  video.addEventListener('waiting', () => { if (r.firstFrameMs !== null && stalledAt === null) { stalledAt = performance.now(); r.stalls++; } });
  video.addEventListener('playing', () => { if (stalledAt !== null) { r.stallMs += performance.now() - stalledAt; stalledAt = null; } });
  video.addEventListener('error', () => { r.error = String(video.error && video.error.message); });
  window.finish = () => { if (stalledAt !== null) { r.stallMs += performance.now() - stalledAt; stalledAt = null; } r.height = video.videoHeight; return r; };
  video.requestVideoFrameCallback(() => { r.firstFrameMs = performance.now() - t0; });
  if (mode === 'hls') {
    const hls = new Hls();
    hls.on(Hls.Events.LEVEL_SWITCHED, (_e, data) => { r.level = hls.levels[data.level].height; r.levels = (r.levels || []).concat(hls.levels[data.level].height); });
    hls.on(Hls.Events.ERROR, (_e, data) => { if (data.fatal) r.error = data.details; });
    hls.loadSource('/hls/master.m3u8');
    hls.attachMedia(video);
  } else if (mode === 'native') {
    video.src = '/hls/master.m3u8';
  } else {
    video.src = '/lesson.mp4';
  }
  video.play().catch((e) => { r.error = String(e); });
};
</script></body></html>`;

interface Run {
  firstFrameMs: number | null;
  stalls: number;
  stallMs: number;
  levels?: number[];
  height?: number;
  nativeHls: boolean;
  error: string | null;
}

async function playOnce(base: string, mode: 'mp4' | 'hls' | 'native'): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(base);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT_MS,
      downloadThroughput: DOWN_BITS / 8,
      uploadThroughput: DOWN_BITS / 8,
    });
    await page.evaluate((m) => (window as unknown as { start: (m: string) => void }).start(m), mode);
    // The first frame, then the watched minute (the page counts the stalls itself).
    await page.waitForFunction(
      () => {
        const r = (window as unknown as { result: Run }).result;
        return r.firstFrameMs !== null || r.error !== null;
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(WATCH_MS);
    return await page.evaluate(() => (window as unknown as { finish: () => Run }).finish());
  } finally {
    await browser.close();
  }
}

export async function runVideo(): Promise<PartResult> {
  const lesson = await prepareLesson();
  const server = await serve(PAGE);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const mp4 = await playOnce(base, 'mp4');
    const hls = await playOnce(base, 'hls');
    // Where the browser also plays HLS itself (Chromium 156 does), that is measured too, for comparison: the
    // lesson page prefers hls.js wherever Media Source Extensions exist (ADR 079).
    const native = hls.nativeHls ? await playOnce(base, 'native') : null;
    const ms = (value: number | null) => (value === null ? 'no frame' : `${(value / 1000).toFixed(2)} s`);
    const stalls = (run: Run) => `${run.stalls} (${(run.stallMs / 1000).toFixed(1)} s)`;
    const meets = (run: Run) =>
      run.error === null &&
      run.firstFrameMs !== null &&
      run.firstFrameMs <= FIRST_FRAME_TARGET_MS &&
      run.stalls === 0;
    const hlsOk = meets(hls);
    const levels = hls.levels?.length ? hls.levels.map((h) => `${h}p`).join(' → ') : 'none';
    return {
      title: `Lesson playback over a throttled network (1.6 Mbit/s, ${RTT_MS} ms RTT; Debian Chromium, ${
        hls.nativeHls
          ? 'which also plays HLS natively; the lesson page runs hls.js wherever MSE exists, native HLS shown for comparison'
          : 'without native HLS; the lesson page runs hls.js'
      })`,
      failed: !hlsOk,
      rows: [
        `| MP4 (today; ${lesson.mp4Kbps} kbit/s 720p): time to first frame | ${ms(mp4.firstFrameMs)} | for comparison |`,
        `| MP4: stalls in the first 60 s (count, total) | ${stalls(mp4)}${mp4.error ? `, error ${mp4.error}` : ''} | for comparison |`,
        `| HLS (hls.js; 360p/540p/720p ladder): time to first frame | ${ms(hls.firstFrameMs)} | ≤ 2.5 s ${check(
          hls.firstFrameMs !== null && hls.firstFrameMs <= FIRST_FRAME_TARGET_MS,
        )} |`,
        `| HLS (hls.js): stalls in the first 60 s (count, total) | ${stalls(hls)}${hls.error ? `, error ${hls.error}` : ''} | 0 ${check(hls.stalls === 0 && hls.error === null)} |`,
        `| HLS (hls.js): renditions played | ${levels} | — |`,
        ...(native
          ? [
              `| HLS (Chromium's native player): time to first frame | ${ms(native.firstFrameMs)} | for comparison |`,
              `| HLS (native): stalls in the first 60 s (count, total) | ${stalls(native)}${
                native.error ? `, error ${native.error}` : ''
              } | for comparison |`,
              `| HLS (native): picture height after 60 s | ${native.height}p | — |`,
            ]
          : []),
      ],
    };
  } finally {
    server.close();
  }
}
