// `npm test`: typecheck, lint, unit tests, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), then the Playwright journeys in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Server test files whose database follows ATELJE_TEST_DB: those that build the test app (or the upload test
 * support on top of it) or read the switch themselves. Files that open in-memory PGlite directly (seed, outbox,
 * logs) would only repeat themselves.
 */
function databaseTestFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        if (
          /buildTestApp|buildListeningTestApp|onPostgres|ATELJE_TEST_DB|test\/app'|test-support'/.test(text)
        ) {
          found.push(path.relative(root, full));
        }
      }
    }
  };
  walk(path.join(root, 'apps/server/src'));
  return found;
}
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api']],
];
if (process.env.TEST_DATABASE_URL) {
  // Only the files that open a database run again on PostgreSQL; protocol, PDF and rule tests would repeat as is.
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
