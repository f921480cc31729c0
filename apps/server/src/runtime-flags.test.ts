import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

// The module as plain JavaScript, so the traced process runs no TypeScript loader: tsx's own start-up (its hooks
// thread on Node 22 and later) makes allocation sites of its own before the module could turn pretenuring off.
const dir = mkdtempSync(path.join(tmpdir(), 'atelje-v8-flags-'));
const flagsModule = path.join(dir, 'runtime-flags.mjs');
writeFileSync(
  flagsModule,
  transformSync(readFileSync(path.join(import.meta.dirname, 'runtime-flags.ts'), 'utf8'), {
    loader: 'ts',
    format: 'esm',
  }).code,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A process that makes many short-lived literals, some kept a while, with V8's pretenuring statistics traced: the
 * number of pretenuring lines V8 wrote. With `flags`, the process first imports runtime-flags.ts as server.ts does.
 */
function pretenuringLines(withFlags: boolean): number {
  const script = `
    ${withFlags ? `await import(${JSON.stringify(flagsModule)});` : ''}
    const keep = [];
    const make = (i) => ({ id: i, tags: [i, i + 1] });
    for (let i = 0; i < 2_000_000; i++) {
      keep.push(make(i));
      if (keep.length > 20_000) keep.length = 0;
    }`;
  const run = spawnSync(
    process.execPath,
    ['--trace-pretenuring-statistics', '--input-type=module', '-e', script],
    { encoding: 'utf8', cwd: dir },
  );
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter((line) => line.includes('pretenuring:')).length;
}

describe('the API process’s V8 settings', () => {
  it('turn allocation-site pretenuring off (a process without them weighs its sites)', () => {
    expect(pretenuringLines(false)).toBeGreaterThan(0);
    expect(pretenuringLines(true)).toBe(0);
  });
});
