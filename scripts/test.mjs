// `npm test`: typecheck, lint, unit tests, the web app's component tests (happy-dom, ADR 045), API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), then the Playwright journeys in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server test files that run on PostgreSQL when CI has one: those whose outcome can differ on a server with
 * many connections (row locks, races, advisory locks, the job queue, pg_dump) rather than on PGlite's single
 * connection. The SQL itself is the same engine on both, and the multi-process test (ops/cluster.test.ts) runs
 * on PostgreSQL in the first pass. Every listed file must exist.
 */
const POSTGRES_FILES = [
  'apps/server/src/jobs/queue.test.ts',
  'apps/server/src/jobs/queue-concurrency.test.ts',
  'apps/server/src/lib/shared-state.test.ts',
  'apps/server/src/drivers/captcha/replay-store.test.ts',
  'apps/server/src/modules/payments/payments.test.ts',
  'apps/server/src/modules/payments/crash-safety.test.ts',
  'apps/server/src/modules/payments/money-races.test.ts',
  'apps/server/src/modules/media/bound-downloads.test.ts',
  'apps/server/src/modules/marketing/free-signup.test.ts',
  'apps/server/src/modules/marketing/welcome-voucher.test.ts',
  'apps/server/src/modules/auth/auth.test.ts',
  'apps/server/src/modules/auth/totp-race.test.ts',
  'apps/server/src/modules/auth/google-handover-race.test.ts',
  'apps/server/src/modules/auth/login-throttle.test.ts',
  'apps/server/src/modules/auth/account-abuse.test.ts',
  'apps/server/src/modules/auth/credentials-race.test.ts',
  'apps/server/src/modules/admin/admin-users.test.ts',
  'apps/server/src/modules/admin/admin-stats.test.ts',
  'apps/server/src/modules/admin/course-publishing.test.ts',
  'apps/server/src/modules/uploads/uploads.test.ts',
  'apps/server/src/modules/lessons/progress-credit-race.test.ts',
  'apps/server/src/modules/reviews/reviews.test.ts',
  'apps/server/src/modules/health/ready.test.ts',
  'apps/server/src/modules/health/shutdown.test.ts',
  'apps/server/src/ops/backup.test.ts',
  'apps/server/src/db/read-retry.test.ts',
  'apps/server/src/jobs/worker-recovery.test.ts',
];
function databaseTestFiles() {
  for (const file of POSTGRES_FILES) {
    if (!existsSync(path.join(root, file))) throw new Error(`scripts/test.mjs: ${file} does not exist`);
  }
  return POSTGRES_FILES;
}
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['component tests', 'npx', ['vitest', 'run', '--project', 'component']],
];
// With a PostgreSQL server, the files listed above run there only (each file once: the CI's time); without one,
// every file runs on PGlite. The browser journeys run on PGlite (`npm start`), through payments, sign-in and
// uploads.
const pgliteArgs = ['vitest', 'run', '--project', 'api'];
if (process.env.TEST_DATABASE_URL) for (const file of databaseTestFiles()) pgliteArgs.push('--exclude', file);
steps.push(['API tests on PGlite', 'npx', pgliteArgs]);
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api', ...databaseTestFiles()],
    { ATELJE_TEST_DB: 'postgres' },
  ]);
}
steps.push(['build the web app', 'npm', ['run', 'build']]);
steps.push(['browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]);

const only = process.argv.slice(2);
let passed = 0;
for (const [name, command, args, env] of steps) {
  if (only.length && !only.some((word) => name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
  passed += 1;
}
console.log(`\nAll ${passed} test steps passed.`);
