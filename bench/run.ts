// `npm run bench [-- part ...]`: runs the bench parts against the real server and appends one dated section
// with their results to docs/benchmarks.md. Parts: startup (start-up time, GET /api/user; bench/startup-and-user.ts),
// catalog (10 000-course catalog, popular/detail/search; bench/catalog.ts), web (initial JS, Lighthouse;
// bench/web.ts), checkout (100 card checkouts on PostgreSQL; bench/checkout.ts), dashboard (the business dashboard's charts at 1 M users / 2 M orders on PostgreSQL;
// bench/dashboard.ts), media (20 Range readers of a
// 200 MB video against Debian's nginx; bench/media.ts), cluster (200 visitors and checkouts through nginx and two API
// processes, then one process; bench/cluster.ts), redis (sign-in and password reset while Redis is away;
// bench/redis-outage.ts), video (a lesson as MP4 and as HLS over a throttled network in Chromium; bench/video.ts). Without arguments all run, in that order. Exit code 1 when a target is missed or requests failed.
import { spawnSync } from 'node:child_process';
import { appendFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runAdmin } from './admin';
import { runCatalog } from './catalog';
import { runCheckout } from './checkout';
import { runCluster } from './cluster';
import { runDashboard } from './dashboard';
import type { PartResult } from './lib';
import { root } from './lib';
import { runMedia } from './media';
import { runRedisOutage } from './redis-outage';
import { runStartupAndUser } from './startup-and-user';
import { runUpload } from './upload';
import { runVideo } from './video';
import { runWeb } from './web';

const parts: Record<string, () => Promise<PartResult>> = {
  startup: runStartupAndUser,
  catalog: runCatalog,
  web: runWeb,
  checkout: runCheckout,
  admin: runAdmin,
  dashboard: runDashboard,
  upload: runUpload,
  media: runMedia,
  cluster: runCluster,
  redis: runRedisOutage,
  video: runVideo,
};

async function main() {
  const wanted = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = wanted.filter((w) => !(w in parts));
  if (unknown.length > 0)
    throw new Error(`unknown part(s) ${unknown.join(', ')}; parts: ${Object.keys(parts).join(', ')}`);
  const names = wanted.length > 0 ? wanted : Object.keys(parts);

  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build failed');

  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at start`;
  const lines = [`\n## ${date} UTC (${machine}; parts: ${names.join(', ')})\n`];
  let failed = false;
  for (const name of names) {
    console.log(`bench: ${name}…`);
    let result: PartResult;
    try {
      result = await parts[name]!();
    } catch (error) {
      console.error(error);
      result = {
        title: name,
        failed: true,
        rows: [`| ${name} did not complete | ${String(error).split('\n')[0]} | ✘ |`],
      };
    }
    failed ||= result.failed;
    lines.push(`### ${result.title}\n`, '| measure | result | target |', '|---|---|---|', ...result.rows, '');
  }

  const file = path.join(root, 'docs/benchmarks.md');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (!existing) {
    await appendFile(
      file,
      '# Benchmarks\n\nAppended by `npm run bench` (`npm run bench -- startup|catalog|web` runs one part); autocannon on this machine.\n',
    );
  }
  await appendFile(file, lines.join('\n'));
  console.log(lines.join('\n'));
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
