import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';
import { ensureAppSecret } from './config-secret';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atelje-config-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('configuration', () => {
  it('parses without touching the disk, even when no APP_SECRET is set', () => {
    const dataDir = path.join(root, 'parsed-only');
    const parsed = parseConfig({ DATA_DIR: dataDir });
    expect(parsed.dataDir).toBe(dataDir);
    expect(parsed.appSecret).toBeUndefined();
    expect(existsSync(dataDir)).toBe(false);
    expect(() => parseConfig({ DATA_DIR: dataDir, PORT: 'x' })).toThrow(ConfigError);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('generates the app secret into the data directory once and reads it back on the next start', async () => {
    const dataDir = path.join(root, 'academy');
    const first = ensureAppSecret(parseConfig({ DATA_DIR: dataDir }));
    expect(first.appSecret).toBe((await readFile(path.join(dataDir, 'app-secret'), 'utf8')).trim());
    expect(ensureAppSecret(parseConfig({ DATA_DIR: dataDir })).appSecret).toBe(first.appSecret);
  });

  it('takes APP_SECRET as given and then writes nothing', () => {
    const dataDir = path.join(root, 'with-secret');
    const config = ensureAppSecret(parseConfig({ DATA_DIR: dataDir, APP_SECRET: 's'.repeat(32) }));
    expect(config.appSecret).toBe('s'.repeat(32));
    expect(existsSync(dataDir)).toBe(false);
  });
});
