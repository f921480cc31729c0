// `npm run typecheck`: the five TypeScript projects (shared, server, simulators, web, e2e) checked by TypeScript 7,
// the compiler's native port (ADR 058): one `tsc -b` over the four, which reference packages/shared as a composite
// project, so shared is checked once and its declarations (node_modules/.cache/tsc) read by the others (issue 17).
// The native compiler builds the projects side by side and checks each on several threads, so one call fills the
// two cores. Build info is kept in the same cache, so a second run checks only what changed.
//
// TypeScript 5.9 stays installed as `typescript`: the tools that call the compiler's JavaScript API (openapi-typescript,
// the hard-coded-text test) need it, and TypeScript 7 has no such API. The native one is `typescript-7`, called here
// by its path so that which of the two owns node_modules/.bin/tsc does not matter.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
const projects = ['packages/shared', 'apps/server', 'apps/web', 'apps/simulators', 'e2e'];

const result = spawnSync(process.execPath, [tsc, '-b', ...projects, '--pretty', 'false'], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`${result.status === 0 ? '✔' : '✖'} tsc -b (TypeScript 7) ${projects.join(' ')}`);
process.exit(result.status ?? 1);
