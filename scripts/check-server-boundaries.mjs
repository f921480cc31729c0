// The server's module boundaries that Biome cannot see (ADR 049). Biome's noImportCycles finds cycles between
// files and noRestrictedImports keeps repositories private; this finds cycles between modules: one module importing
// another that (directly or through others) imports it back, such as orders ↔ payments. Tests are left out: a test
// may reach into any module. Run by `npm run lint` and the lint step of `npm test`; exits 1 on a cycle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = path.join(root, 'apps/server/src/modules');

const isTest = (file) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [full] : [];
  });
}

/** The module a file belongs to: the folder under modules/, or null outside it. */
function moduleOf(file) {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

// Static imports and re-exports (type-only ones too: a module's types are part of what it depends on) and dynamic
// imports with a literal path.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** module → module → the first import that makes the edge (for the message). */
const edges = new Map();
for (const file of sourceFiles(modulesDir)) {
  const from = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const target = resolve(file, match[1] ?? match[2]);
    const to = target && moduleOf(target);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) {
      edges.get(from).set(to, `${path.relative(root, file)} → ${path.relative(root, target)}`);
    }
  }
}

// Strongly connected components (Tarjan): every component of more than one module is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter);
  counter += 1;
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(node, Math.min(low.get(node), index.get(next)));
    }
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const node of edges.keys()) if (!index.has(node)) visit(node);

if (cycles.length === 0) {
  console.log(`check-server-boundaries: ${edges.size} modules import others, no cycle between modules`);
  process.exit(0);
}
console.error('check-server-boundaries: modules that import each other (ADR 049: depend one way only)');
for (const cycle of cycles) {
  console.error(`\n  cycle: ${cycle.join(', ')}`);
  const members = new Set(cycle);
  for (const from of cycle) {
    for (const [to, example] of edges.get(from) ?? []) {
      if (members.has(to)) console.error(`    ${from} → ${to}: ${example}`);
    }
  }
}
process.exit(1);
