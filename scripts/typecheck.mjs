// `npm run typecheck`: the five TypeScript projects (shared, server, simulators, web, e2e). packages/shared is a
// composite project the others reference (`tsc -b`): it is checked once and its declarations written to
// node_modules/.cache/tsc, and the four others read those instead of checking shared's sources again (issue 17).
// Then those four run two at a time: each tsc uses one core, and CI has two. Prints each project's errors and fails
// if any project has one. Build info is kept in the same cache, so a second run checks only what changed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['apps/server', 'apps/web', 'apps/simulators', 'e2e'];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-b', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

function report(result) {
  if (result.output) process.stdout.write(result.output);
  console.log(`${result.code === 0 ? '✔' : '✖'} tsc -b ${result.project}`);
  return result.code === 0;
}

// shared first: the others read its declarations. A failure there stops here, since the others would only repeat it.
if (!report(await check('packages/shared'))) process.exit(1);

const queue = [...projects];
const failed = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!report(await check(project))) failed.push(project);
    }
  }),
);
if (failed.length > 0) process.exit(1);
