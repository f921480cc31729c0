import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A process that makes many short-lived literals, some kept a while, with V8's pretenuring statistics traced: the
 * number of pretenuring lines V8 wrote. With `flags`, the process first imports runtime-flags.ts as server.ts does.
 */
function pretenuringLines(withFlags: boolean): number {
  const flags = path.join(import.meta.dirname, 'runtime-flags.ts');
  const script = `
    ${withFlags ? `await import(${JSON.stringify(flags)});` : ''}
    const keep = [];
    const make = (i) => ({ id: i, tags: [i, i + 1] });
    for (let i = 0; i < 2_000_000; i++) {
      keep.push(make(i));
      if (keep.length > 20_000) keep.length = 0;
    }`;
  const run = spawnSync(
    process.execPath,
    ['--trace-pretenuring-statistics', '--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8', cwd: import.meta.dirname },
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
