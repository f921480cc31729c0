// `npm test`: typecheck, lint, unit tests and the web app's component tests (happy-dom, ADR 045) side by side; the
// API tests on PGlite beside the web build; every API file again on PostgreSQL when TEST_DATABASE_URL is set; then
// the Playwright journeys in Chromium. Stops at the first failing step. `node scripts/test.mjs <words>` runs the
// steps whose names contain one of the words.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Steps in groups: the steps of a group run at the same time (their output is printed whole as each ends), the
 * groups one after another; the first failing step stops the run. The short CPU-bound checks share the two cores;
 * the web build runs beside the API tests, which wait on timers and sockets much of the time.
 */
const groups = [
  [
    ['typecheck', 'npm', ['run', 'typecheck']],
    // Biome, then the server's module boundaries Biome cannot see (ADR 049).
    ['lint', 'npm', ['run', 'lint:ci']],
    // The web app's import boundaries that Biome's rules cannot express (ADR 048).
    ['lint: web boundaries', 'node', ['scripts/check-boundaries.mjs']],
    ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
    ['component tests', 'npx', ['vitest', 'run', '--project', 'component']],
  ],
  [
    // Every API file runs on PGlite (what `npm start` runs on) and, with a PostgreSQL server, again there: the
    // engine is the same, but locking, pooling and concurrency are not (issue 17).
    // `*.pg.test.ts` files are about PostgreSQL itself (killed backends, many connections, two processes on one
    // database): they run in the PostgreSQL pass only, rather than skipped here.
    ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api', '--exclude', '**/*.pg.test.ts']],
    ['build the web app', 'npm', ['run', 'build']],
    // The journeys' academy (scripts/e2e-academy.mjs): seeded here, their server starts from a copy of it.
    ['seed the journeys’ academy', 'node', ['scripts/e2e-academy.mjs']],
  ],
];
if (process.env.TEST_DATABASE_URL) {
  groups.push([
    [
      'API tests on PostgreSQL',
      'npx',
      // The multi-process test starts its processes on PostgreSQL in either pass.
      ['vitest', 'run', '--project', 'api', '--exclude', 'apps/server/src/ops/cluster.test.ts'],
      { ATELJE_TEST_DB: 'postgres' },
    ],
  ]);
}
groups.push([['browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]]);

const only = process.argv.slice(2);
const chosen = groups
  .map((group) => group.filter(([name]) => !only.length || only.some((word) => name.includes(word))))
  .filter((group) => group.length > 0);

/** Runs one step; alone in its group it writes straight to the terminal, otherwise its output is kept. */
function run([name, command, args, env], alone) {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(code === 0 ? `✔ ${name} (${seconds} s)` : `\n✖ ${name} failed after ${seconds} s`);
      resolve({ name, code, child });
    });
    running.add(child);
    child.on('close', () => running.delete(child));
  });
}

const running = new Set();
/** The machine's CPU time so far, busy and in all (Linux's /proc/stat; null elsewhere). */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    // idle and iowait
    return { busy: total - fields[3] - (fields[4] ?? 0), total };
  } catch {
    return null;
  }
}

let passed = 0;
for (const group of chosen) {
  const started = Date.now();
  const cpuBefore = cpuTimes();
  const results = await new Promise((resolve) => {
    const done = [];
    for (const step of group) {
      run(step, group.length === 1).then((result) => {
        done.push(result);
        // A failure stops the steps still running beside it.
        if (result.code !== 0) for (const child of running) child.kill('SIGTERM');
        if (done.length === group.length) resolve(done);
      });
    }
  });
  // How busy the cores were while the group ran: what tells whether another step could run beside it.
  const cpuAfter = cpuTimes();
  if (cpuBefore && cpuAfter && cpuAfter.total > cpuBefore.total) {
    const busy = (100 * (cpuAfter.busy - cpuBefore.busy)) / (cpuAfter.total - cpuBefore.total);
    const names = results.map((result) => result.name).join(', ');
    console.log(`⏱ ${names}: ${((Date.now() - started) / 1000).toFixed(1)} s, CPU ${busy.toFixed(0)} % busy`);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) process.exit(failed.code ?? 1);
  passed += results.length;
}
console.log(`\nAll ${passed} test steps passed.`);
