// `npm start`: builds the web app when it is missing or older than its sources, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Node.js 24 LTS is the runtime Atelje supports and tests on (docs/decisions/050); 20.19 still runs the demo.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(
    `Node.js ${process.version} is end-of-life; Atelje supports Node.js 24 LTS (\`source scripts/use-node-24.sh\` gets it from the npm registry).`,
  );
}
// WEB_DIST_DIR (as the server reads it) lets a test run build and serve its own copy of the web app.
const distDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const built = path.join(distDir, 'index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    // Tests and their support are not in the build: editing them does not call for a new one.
    if (/\.test\.tsx?$/.test(name) || name === 'test-support') continue;
    latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

const sourceTime = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (!existsSync(built) || statSync(built).mtimeMs < sourceTime) {
  console.log('Building the web app…');
  const build = process.env.WEB_DIST_DIR
    ? spawnSync(
        'sh',
        [
          '-c',
          // The client build, then its server render bundle (ADR 062), then the compressed copies.
          'npx vite build --outDir "$0" --emptyOutDir && npx vite build --ssr src/entry-server.tsx --outDir "$0/ssr" && node ../../scripts/compress.mjs "$0"',
          distDir,
        ],
        {
          cwd: path.join(root, 'apps/web'),
          stdio: 'inherit',
        },
      )
    : spawnSync('npm', ['run', 'build', '-w', '@atelje/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs in this process: tsx compiles its TypeScript on the fly (a second process would only add start-up).
// `npm start` is the demo: production mode, with the demo academy and its payment simulators asked for explicitly
// (production leaves both off by default). The server still seeds only an empty database and keeps the simulators
// off a database that is not the demo's (docs/decisions/026); a real academy runs server.ts (docs/deploy.md).
process.env.NODE_ENV ??= 'production';
process.env.SEED_DEMO ??= 'true';
process.env.PAYMENT_SIMULATORS ??= process.env.SEED_DEMO;
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(root, 'apps/server/src/server.ts')).href);
