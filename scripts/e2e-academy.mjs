// The journeys' academy, seeded once and kept (issue 17, ADR 047): the demo seed (its media drawn by ffmpeg) takes
// most of the half minute the journeys' server needed to start. It is kept under `.tmp/e2e-academy/<key>`, where
// the key is a hash of everything that decides its content: the seed code and data, the migrations, the media
// drawing, the lockfile, and the day (the seed dates orders and access relative to now).
//
//   node scripts/e2e-academy.mjs            prepares it (`npm test` does this beside the API tests)
//   node scripts/e2e-academy.mjs <dataDir>  prepares it if needed, then puts a fresh copy at <dataDir>
//                                           (Playwright's web server does this before it starts the app)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'apps/server/src/db',
  'apps/server/src/drivers/video',
  'apps/server/src/config.ts',
  'apps/server/src/config-env.ts',
  'package-lock.json',
];

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => (/\.test\.tsx?$/.test(name) ? [] : files(path.join(entry, name))));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(files))
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(root, file)));
hash.update(new Date().toISOString().slice(0, 10));
const key = hash.digest('hex').slice(0, 16);
const cacheRoot = path.join(root, '.tmp/e2e-academy');
const academy = path.join(cacheRoot, key);

if (!existsSync(academy)) {
  // Seeded beside the place it is kept, then moved there whole: a run that stops half-way leaves nothing behind
  // that looks ready, and two runs at once (journeys on two ports) each seed and the first to finish wins.
  const building = `${academy}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(cacheRoot, { recursive: true });
  const started = Date.now();
  const seeded = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/db/seed/cli.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // The demo academy, in production mode as `npm start` runs it (the journeys' TEST_CLOCK asks for SEED_DEMO).
    env: {
      ...process.env,
      DATA_DIR: building,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  if (seeded.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    console.error('Seeding the journeys’ academy failed.');
    process.exit(seeded.status ?? 1);
  }
  try {
    renameSync(building, academy);
  } catch (error) {
    if (!existsSync(academy)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  // Older academies (another day, other seed code) go.
  for (const name of readdirSync(cacheRoot)) {
    if (name !== key && !name.includes('.'))
      rmSync(path.join(cacheRoot, name), { recursive: true, force: true });
  }
  console.log(`Seeded the journeys’ academy in ${((Date.now() - started) / 1000).toFixed(1)} s (${key}).`);
}

const target = process.argv[2];
if (target) {
  const dataDir = path.resolve(root, target);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(academy, dataDir, { recursive: true });
}
