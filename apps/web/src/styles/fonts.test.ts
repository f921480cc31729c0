// The committed faces and fonts.css are exactly what scripts/subset-fonts.mjs makes from the installed font
// packages (ADR 064): a package update or a hand edit without re-running the script fails here.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');

describe('the site faces', () => {
  it('are what the subset script makes', async () => {
    await expect(
      promisify(execFile)(process.execPath, [path.join(root, 'scripts/subset-fonts.mjs'), '--check'], {
        cwd: root,
      }),
    ).resolves.toBeDefined();
  }, 60_000);

  it('each have Latin, Serbian and latin-ext files, declared so the Serbian subset wins over latin-ext', async () => {
    const css = await readFile(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
    const files = (await readdir(path.join(import.meta.dirname, 'fonts'))).sort();
    const used = [...css.matchAll(/url\("\.\/fonts\/([^"]+)"\)/g)].map((m) => m[1]);
    expect([...used].sort()).toEqual(files);
    for (const face of ['inter', 'fraunces-400', 'fraunces-400-italic', 'fraunces-500']) {
      const order = ['ext', 'sr', 'latin'].map((subset) => used.indexOf(`${face}-${subset}.woff2`));
      expect(order.every((at) => at >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(css).toContain('unicode-range: U+0106-0107, U+010C-010D, U+0110-0111, U+0160-0161, U+017D-017E;');
  });
});
