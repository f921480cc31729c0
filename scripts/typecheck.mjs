// `npm run typecheck`: the five TypeScript projects (shared, server, simulators, web, e2e), two at a time: each tsc uses one
// core, and CI has two. Prints each project's errors and fails if any project has one.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = ['packages/shared', 'apps/server', 'apps/simulators', 'apps/web', 'e2e'];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { cwd: root });
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

const queue = [...projects];
const failed = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      if (result.output) process.stdout.write(result.output);
      console.log(`${result.code === 0 ? '✔' : '✖'} tsc -p ${project}`);
      if (result.code !== 0) failed.push(project);
    }
  }),
);
if (failed.length > 0) process.exit(1);
