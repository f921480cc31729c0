// The web app's import boundaries (ADR 048), which Biome's rules cannot say about relative paths: a feature is
// entered only through its public files (which only re-export), features never import app/, the shared layers
// (components/, lib/) never import a feature or app/, and the features depend on each other without a cycle.
// Biome's noImportCycles checks the cycles between files. CSS Modules count too: a `composes: x from "…"` or an
// `@import` follows the same rules as a TypeScript import. Prints each breach and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'apps/web/src');

/** A feature's public files: what the rest of the app may import from it. */
const PUBLIC_ENTRIES = new Set(['index.ts', 'shell.ts']);
/** Where route pages (a feature's routes/ folder) may be imported from: the router and the two entry points. */
const ROUTE_HOSTS = new Set(['app', 'main.tsx', 'entry-server.tsx']);
const SHARED_LAYERS = new Set(['components', 'lib']);

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [file] : [];
  });
}

// Static imports and re-exports, side-effect imports, import() and `typeof import()`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\1/g;

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** 'features/cart', 'app', 'components', 'lib', 'main.tsx', … */
function zoneOf(file) {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? `features/${parts[1]}` : parts[0];
}

const breaches = [];
const featureDeps = new Map();
for (const file of sourceFiles(src)) {
  const text = fs.readFileSync(file, 'utf8');
  const from = zoneOf(file);
  const relative = path.relative(src, file).split(path.sep);
  // apps/web/vite.config.ts marks the public entries free of side effects, so that an import through one loads
  // only what it names: they hold re-exports and comments, nothing that runs.
  if (relative[0] === 'features' && relative.length === 3 && PUBLIC_ENTRIES.has(relative[2])) {
    const code = text
      .replace(/\/\/.*$/gm, '')
      .replace(/export\s+(?:type\s+)?\{[^}]*\}\s*from\s*'[^']+';/g, '');
    if (code.trim()) {
      breaches.push(
        `apps/web/src/${relative.join('/')}: a public entry holds only \`export { … } from '…';\``,
      );
    }
  }
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolve(file, match[2]);
    const to = zoneOf(target);
    if (to === from) continue;
    const line = text.slice(0, match.index).split('\n').length;
    const where = `apps/web/src/${path.relative(src, file)}:${line} imports '${match[2]}'`;
    if (from.startsWith('features/') && to === 'app') {
      breaches.push(`${where}: a feature never imports app/ (move what it needs to components/ or lib/)`);
    }
    if (SHARED_LAYERS.has(from) && (to === 'app' || to.startsWith('features/'))) {
      breaches.push(`${where}: ${from}/ is shared by every feature and imports no feature and not app/`);
    }
    if (to.startsWith('features/')) {
      const inside = path.relative(path.join(src, to), target).split(path.sep);
      const isEntry = inside.length === 1 && PUBLIC_ENTRIES.has(inside[0]);
      const isRoute = inside[0] === 'routes' && ROUTE_HOSTS.has(from);
      if (!isEntry && !isRoute) {
        breaches.push(
          `${where}: import ${to}'s public surface (${[...PUBLIC_ENTRIES].join(', ')}), not its internals`,
        );
      }
      if (from.startsWith('features/')) {
        if (!featureDeps.has(from)) featureDeps.set(from, new Set());
        featureDeps.get(from).add(to);
      }
    }
  }
}

// A cycle between features, found by a depth-first walk of the features' dependencies.
const state = new Map();
const trail = [];
function walk(feature) {
  state.set(feature, 'open');
  trail.push(feature);
  for (const next of [...(featureDeps.get(feature) ?? [])].sort()) {
    if (state.get(next) === 'open') {
      const cycle = [...trail.slice(trail.indexOf(next)), next].map((f) => f.slice('features/'.length));
      breaches.push(`features depend on each other in a cycle: ${cycle.join(' → ')}`);
    } else if (!state.has(next)) {
      walk(next);
    }
  }
  trail.pop();
  state.set(feature, 'done');
}
for (const feature of [...featureDeps.keys()].sort()) if (!state.has(feature)) walk(feature);

if (breaches.length > 0) {
  console.error(
    `${breaches.join('\n')}\n\n${breaches.length} breach(es) of the web app's boundaries (ADR 048).`,
  );
  process.exit(1);
}
console.log("The web app's import boundaries hold (ADR 048).");
