import { generateKeyPairSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

describe('mail configuration (ADR 074)', () => {
  const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

  it('sends 60 e-mails a minute and signs nothing unless told', () => {
    const config = parseConfig({ DATA_DIR: path.join(root, 'mail-default') });
    expect(config.mail.ratePerMinute).toBe(60);
    expect(config.mail.dkim).toBeUndefined();
    expect(parseConfig({ DATA_DIR: root, MAIL_RATE_PER_MINUTE: '600' }).mail.ratePerMinute).toBe(600);
    expect(() => parseConfig({ DATA_DIR: root, MAIL_RATE_PER_MINUTE: '0' })).toThrow(/MAIL_RATE_PER_MINUTE/);
  });

  it('reads the DKIM key inline (with \\n escapes) or from a file, and checks it at start', async () => {
    const inline = parseConfig({
      DATA_DIR: root,
      MAIL_DKIM_DOMAIN: 'Atelje.rs',
      MAIL_DKIM_SELECTOR: 'atelje2026',
      MAIL_DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
    });
    expect(inline.mail.dkim).toEqual({ domainName: 'atelje.rs', keySelector: 'atelje2026', privateKey: pem });
    const file = path.join(root, 'dkim.pem');
    await writeFile(file, pem);
    const fromFile = parseConfig({
      DATA_DIR: root,
      MAIL_DKIM_DOMAIN: 'atelje.rs',
      MAIL_DKIM_SELECTOR: 'atelje2026',
      MAIL_DKIM_PRIVATE_KEY_FILE: file,
    });
    expect(fromFile.mail.dkim?.privateKey).toBe(pem);
  });

  it('stops the start on half a DKIM setting, a bad domain or selector, a missing file or a damaged key', () => {
    const base = { DATA_DIR: root, MAIL_DKIM_DOMAIN: 'atelje.rs', MAIL_DKIM_SELECTOR: 'atelje2026' };
    expect(() => parseConfig(base)).toThrow(/go together/);
    expect(() => parseConfig({ ...base, MAIL_DKIM_PRIVATE_KEY: 'not a key' })).toThrow(
      /not a readable private key/,
    );
    expect(() =>
      parseConfig({ ...base, MAIL_DKIM_PRIVATE_KEY_FILE: path.join(root, 'missing.pem') }),
    ).toThrow(/not a readable private key/);
    expect(() => parseConfig({ ...base, MAIL_DKIM_DOMAIN: 'atelje', MAIL_DKIM_PRIVATE_KEY: pem })).toThrow(
      /MAIL_DKIM_DOMAIN/,
    );
    expect(() => parseConfig({ ...base, MAIL_DKIM_SELECTOR: 'a b', MAIL_DKIM_PRIVATE_KEY: pem })).toThrow(
      /MAIL_DKIM_SELECTOR/,
    );
  });
});
