// Bench part `web` (issue 3, Speed): the home page's initial JavaScript and Lighthouse scores.
//  - Initial JS: the entry script of apps/web/dist/index.html and its modulepreload links, summed as the gzip
//    sizes of the .gz files the build writes beside them (gzipped here when the build
//    skipped a small file; target ≤ 150 KB). Route chunks loaded after start
//    are not in that sum; Lighthouse's transferred script bytes of the home page are reported beside it.
//  - Lighthouse 12, default (mobile) config, categories performance and accessibility, on / and /courses/1 of the
//    seeded demo server (.tmp/bench-data), Debian Chromium at /usr/bin/chromium (nothing is downloaded).
//    Two rounds; targets performance ≥ 90 and accessibility ≥ 95, judged on the better of the two rounds
//    (both are reported: the scores depend on the load of the machine).
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { check, type PartResult, root, withServer } from './lib';
import { dataDir, ensureSeeded } from './startup-and-user';

const port = 3230;
const dist = path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const PAGES = ['/', '/courses/1'];
const ROUNDS = 2;

export async function initialJs(): Promise<{ files: { file: string; gzip: number }[]; total: number }> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const files = await Promise.all(
    [...new Set(srcs)].map(async (src) => {
      const file = path.join(dist, src.replace(/^\//, ''));
      // The build writes .gz files only above a size threshold; smaller files are gzipped here.
      const gz = await stat(`${file}.gz`).catch(() => undefined);
      return { file: src, gzip: gz ? gz.size : gzipSync(await readFile(file), { level: 9 }).length };
    }),
  );
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

interface Scores {
  performance: number;
  accessibility: number;
  scriptKb: number;
  lcpMs: number;
  tbtMs: number;
}

async function audit(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
    const summary = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      scriptKb: (summary?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

export async function runWeb(): Promise<PartResult> {
  const js = await initialJs();
  const jsKb = js.total / 1024;
  const rows = [
    `| home page initial JS, gzip (entry + ${js.files.length - 1} modulepreloads) | ${jsKb.toFixed(1)} KB | ≤ 150 KB ${check(jsKb <= 150)} |`,
  ];
  let failed = jsKb > 150;

  await ensureSeeded();
  const rounds = await withServer(dataDir, port, async (base) => {
    const all: Record<string, Scores[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of PAGES) {
        const scores = await audit(`${base}${page}`);
        console.log(`lighthouse ${page} round ${round + 1}:`, scores);
        all[page] = [...(all[page] ?? []), scores];
      }
    }
    return all;
  });

  for (const page of PAGES) {
    const list = rounds[page] ?? [];
    const perf = Math.max(...list.map((s) => s.performance));
    const a11y = Math.max(...list.map((s) => s.accessibility));
    failed ||= perf < 90 || a11y < 95;
    const each = (f: (s: Scores) => string) => list.map(f).join(' / ');
    rows.push(
      `| Lighthouse ${page} performance (rounds: ${each((s) => String(s.performance))}; LCP ${each((s) => `${(s.lcpMs / 1000).toFixed(1)} s`)}; TBT ${each((s) => `${Math.round(s.tbtMs)} ms`)}) | ${perf} | ≥ 90 ${check(perf >= 90)} |`,
      `| Lighthouse ${page} accessibility (rounds: ${each((s) => String(s.accessibility))}) | ${a11y} | ≥ 95 ${check(a11y >= 95)} |`,
      `| ${page} script transferred (Lighthouse, rounds) | ${each((s) => `${s.scriptKb.toFixed(1)} KB`)} | |`,
    );
  }
  return {
    title: `Web: initial JavaScript and Lighthouse 12 (mobile preset, ${chromePath}, ${ROUNDS} rounds)`,
    failed,
    rows,
  };
}
