// Bench part `web` (issue 3, Speed): the home page's initial JavaScript and Lighthouse scores.
//  - Initial JS, as gzip sizes (the .gz files the build writes beside the chunks; gzipped here when the build
//    skipped a small file), two ways: the entry script of apps/web/dist/index.html with its modulepreload links;
//    and every script the home page fetches during its load (the target of issue 19, ≤ 150 KB): that, the Serbian
//    texts chunk, the home route's chunk with its static imports, and the chunks the site's bar asks for as it
//    starts (the cart menu and the search box), read from the build manifest (dist/.vite/manifest.json). What
//    loads only on a visitor's sign (the sections under the hero once scrolled to, the toasts, the error texts,
//    ADR 067) is in neither sum; Lighthouse's transferred script bytes of the whole load are reported beside them.
//  - Lighthouse 12, default (mobile) config, categories performance and accessibility, on the public pages of
//    issue 19 of the seeded demo server (.tmp/bench-data), Debian Chromium at /usr/bin/chromium (nothing is
//    downloaded). Two rounds; targets (issue 19) performance ≥ 95, accessibility 100, LCP ≤ 2.0 s and CLS 0,
//    judged on the better of the two rounds (both are reported: the scores depend on the load of the machine);
//    all script bytes Lighthouse saw transferred during the home page's load ≤ 150 KB.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { check, type PartResult, root, withServer } from './lib';
import { dataDir, ensureSeeded } from './startup-and-user';

const port = 3230;
// WEB_DIST_DIR measures another build (the server started below serves the same one: it reads the variable too).
const dist = process.env.WEB_DIST_DIR
  ? path.resolve(root, process.env.WEB_DIST_DIR)
  : path.join(root, 'apps/web/dist');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
// The pages of issue 19: home, a course, a category, the whole catalogue, an instructor, an e-book, membership, the
// free course's landing page and a sales page (demo slug "milica"). BENCH_PAGES=/,/landing-page measures only those.
const PAGES = process.env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  '/',
  '/courses/1',
  '/category/dizajn-enterijera',
  '/svi-kursevi',
  '/instructors/1',
  '/ebooks/1',
  '/membership',
  '/landing-page',
  '/dizajniraj-svoj-prostor',
];
const ROUNDS = 2;

interface JsSum {
  files: { file: string; gzip: number }[];
  total: number;
}

async function gzipSum(srcs: string[]): Promise<JsSum> {
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

type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

/**
 * Modules the app asks for as it starts, on every page, beside the route's own (the bar's widgets, ADR 067). The
 * build puts them into the chunk named "common" (apps/web/vite.config.ts), so the manifest has no key of their own.
 */
const STARTUP_MODULES = ['src/features/cart/components/cart-menu.tsx', 'src/features/search/index.ts'];
const STARTUP_GROUP = 'common';

/** The chunk of a manifest key and, recursively, the chunks it imports statically. */
function withImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into);
  return into;
}

export async function initialJs(): Promise<{ preloaded: JsSum; firstRender: JsSum }> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const preloaded = await gzipSum([
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ]);
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const files = withImports(manifest, 'index.html');
  withImports(manifest, 'src/features/home/routes/home-page.tsx', files);
  const group = Object.keys(manifest).find((key) => manifest[key]!.name === STARTUP_GROUP);
  for (const key of STARTUP_MODULES) {
    if (!manifest[key] && !group)
      throw new Error(`the build manifest has neither ${key} nor a ${STARTUP_GROUP} chunk`);
    withImports(manifest, manifest[key] ? key : group!, files);
  }
  const texts = Object.keys(manifest).filter((key) => manifest[key]!.name === 'texts-sr');
  if (texts.length === 0) throw new Error('the build manifest has no texts-sr chunk');
  for (const key of texts) withImports(manifest, key, files);
  const firstRender = await gzipSum([...files]);
  return { preloaded, firstRender };
}

interface Scores {
  performance: number;
  accessibility: number;
  scriptKb: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Each run's full Lighthouse report is kept here for a closer look (LCP element, long tasks, requests). */
const reportDir = path.join(root, '.tmp/bench-lighthouse');

/** Lighthouse now and then fails to record a page load's trace (NO_NAVSTART, NO_FCP): such a run is repeated once. */
async function audit(url: string, reportName: string): Promise<Scores> {
  try {
    return await auditOnce(url, reportName);
  } catch (error) {
    if (!/NO_NAVSTART|NO_FCP|recording the trace/.test(String(error))) throw error;
    console.warn(`lighthouse ${url}: ${String(error)}; once more`);
    return auditOnce(url, reportName);
  }
}

async function auditOnce(url: string, reportName: string): Promise<Scores> {
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
    await mkdir(reportDir, { recursive: true });
    await writeFile(path.join(reportDir, `${reportName}.json`), JSON.stringify(lhr));
    const summary = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      scriptKb: (summary?.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

export async function runWeb(): Promise<PartResult> {
  const { preloaded, firstRender } = await initialJs();
  const preloadedKb = preloaded.total / 1024;
  const jsKb = firstRender.total / 1024;
  const rows = [
    `| home page: entry script + ${preloaded.files.length - 1} modulepreloads, gzip | ${preloadedKb.toFixed(1)} KB | |`,
    `| home page initial JS, gzip: all ${firstRender.files.length} chunks its load fetches (entry, its imports, Serbian texts, home route, the bar's cart menu and search box) | ${jsKb.toFixed(1)} KB | ≤ 150 KB ${check(jsKb <= 150)} |`,
  ];
  let failed = jsKb > 150;

  await ensureSeeded();
  const rounds = await withServer(dataDir, port, async (base) => {
    const all: Record<string, Scores[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of PAGES) {
        const name = `${page === '/' ? 'home' : page.replaceAll('/', '_').replace(/^_/, '')}-${round + 1}`;
        const scores = await audit(`${base}${page}`, name);
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
    const lcp = Math.min(...list.map((s) => s.lcpMs));
    const cls = Math.min(...list.map((s) => s.cls));
    failed ||= perf < 95 || a11y < 100 || lcp > 2000 || cls > 0;
    const each = (f: (s: Scores) => string) => list.map(f).join(' / ');
    rows.push(
      `| Lighthouse ${page} performance (rounds: ${each((s) => String(s.performance))}; FCP ${each((s) => `${(s.fcpMs / 1000).toFixed(1)} s`)}; TBT ${each((s) => `${Math.round(s.tbtMs)} ms`)}) | ${perf} | ≥ 95 ${check(perf >= 95)} |`,
      `| Lighthouse ${page} LCP (rounds: ${each((s) => `${(s.lcpMs / 1000).toFixed(2)} s`)}) | ${(lcp / 1000).toFixed(2)} s | ≤ 2.0 s ${check(lcp <= 2000)} |`,
      `| Lighthouse ${page} CLS (rounds: ${each((s) => s.cls.toFixed(3))}) | ${cls.toFixed(3)} | 0 ${check(cls === 0)} |`,
      `| Lighthouse ${page} accessibility (rounds: ${each((s) => String(s.accessibility))}) | ${a11y} | 100 ${check(a11y >= 100)} |`,
      `| ${page} script transferred (Lighthouse, rounds) | ${each((s) => `${s.scriptKb.toFixed(1)} KB`)} | ${page === '/' ? `≤ 150 KB ${check(Math.min(...list.map((s) => s.scriptKb)) <= 150)}` : ''} |`,
    );
    if (page === '/') failed ||= Math.min(...list.map((s) => s.scriptKb)) > 150;
  }
  return {
    title: `Web: initial JavaScript and Lighthouse 12 (mobile preset, ${chromePath}, ${ROUNDS} rounds)`,
    failed,
    rows,
  };
}
