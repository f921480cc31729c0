// Which ffmpeg runs, and the start-up warning of a production process left with the bundled 2018 build
// (issue 14, item 15; ADR 026). No ffmpeg runs here.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegStartWarning, locateFfmpeg } from './ffmpeg';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'atelje-ffmpeg-source-'));
  await writeFile(path.join(dir, 'ffmpeg'), '#!/bin/sh\n');
  await chmod(path.join(dir, 'ffmpeg'), 0o755);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('locateFfmpeg', () => {
  it('prefers FFMPEG_PATH, then the system binary on PATH, then the bundled one', () => {
    expect(locateFfmpeg('/opt/ffmpeg/bin/ffmpeg', dir)).toEqual({
      path: '/opt/ffmpeg/bin/ffmpeg',
      source: 'configured',
    });
    expect(locateFfmpeg(undefined, `/nonexistent${path.delimiter}${dir}`)).toEqual({
      path: path.join(dir, 'ffmpeg'),
      source: 'system',
    });
    const bundled = locateFfmpeg(undefined, '/nonexistent');
    expect(bundled?.source).toBe('bundled');
    expect(bundled?.path).toContain('@ffmpeg-installer');
  });
});

describe('ffmpegStartWarning', () => {
  const bundled = {
    path: '/srv/atelje/node_modules/@ffmpeg-installer/linux-x64/ffmpeg',
    source: 'bundled' as const,
  };

  it('warns a production process that would run the bundled build', () => {
    const warning = ffmpegStartWarning({ env: 'production', ffmpegPath: undefined }, bundled);
    expect(warning).toMatch(/bundled with @ffmpeg-installer\/ffmpeg/);
    expect(warning).toMatch(/apt-get install ffmpeg/);
  });

  it('warns a production process that has no ffmpeg at all', () => {
    expect(ffmpegStartWarning({ env: 'production', ffmpegPath: undefined }, null)).toMatch(/no ffmpeg found/);
  });

  it('is silent with the system binary or FFMPEG_PATH, and outside production', () => {
    const system = { path: '/usr/bin/ffmpeg', source: 'system' as const };
    expect(ffmpegStartWarning({ env: 'production', ffmpegPath: undefined }, system)).toBeNull();
    expect(
      ffmpegStartWarning(
        { env: 'production', ffmpegPath: '/opt/ffmpeg' },
        { path: '/opt/ffmpeg', source: 'configured' },
      ),
    ).toBeNull();
    expect(ffmpegStartWarning({ env: 'development', ffmpegPath: undefined }, bundled)).toBeNull();
  });
});
