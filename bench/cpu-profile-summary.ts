// Where a server's CPU time went: reads a V8 .cpuprofile (`node --cpu-prof`) and prints the functions with the most
// self time, and the same time summed by package (node_modules/<name>) or by our own directory. Used to find the
// per-request cost of the API's hot path (docs/decisions/063). Usage: tsx bench/cpu-profile-summary.ts <file> [top]
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 40);
const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries())
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(apps|packages)\/(.+)$/.exec(url);
  if (own) return own[2]!.split('/').slice(0, -1).join('/') || own[2]!;
  return url ? (url.startsWith('node:') ? url : 'other') : '(native/VM)';
};
const fnKey = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^.*\/(apps|packages)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;

const sum = (key: (n: ProfileNode) => string) => {
  const out = new Map<string, number>();
  for (const [id, t] of self) {
    const k = key(byId.get(id)!);
    out.set(k, (out.get(k) ?? 0) + t);
  }
  return [...out].sort((a, b) => b[1] - a[1]);
};
// Inclusive time: a sample counts once for every distinct function on its stack.
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
for (const [id, t] of self) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = fnKey(byId.get(at)!);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
console.log(`total sampled ${(total / 1000).toFixed(0)} ms`);
console.log('\nself time by function:');
for (const [k, t] of sum(fnKey).slice(0, top)) console.log(`${pct(t)}  ${k}`);
console.log('\ninclusive time by function (our code and the request path):');
for (const [k, t] of [...inclusive]
  .filter(
    ([k]) =>
      !k.startsWith('(') &&
      !/^(processTicksAndRejections|runMicrotasks|emit|listOnTimeout|processTimers) /.test(k),
  )
  .sort((a, b) => b[1] - a[1])
  .slice(0, top))
  console.log(`${pct(t)}  ${k}`);
console.log('\nself time by package or directory:');
for (const [k, t] of sum((n) => where(n.callFrame.url)).slice(0, top)) console.log(`${pct(t)}  ${k}`);
