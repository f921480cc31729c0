// `npm test`: typecheck, lint, unit tests, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), then the Playwright journeys in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--project', 'api']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'api'],
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
