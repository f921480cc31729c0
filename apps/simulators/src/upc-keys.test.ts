import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign, verify } from '@atelje/server/drivers/payments/upc';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateUpcSimulatorKeys } from './upc-keys';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'atelje-upc-keys-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('UPC simulator keys', () => {
  it('makes two matching key pairs once, stores them readable by the owner only, and reads them back', () => {
    const dataDir = tempDataDir();
    const keys = loadOrCreateUpcSimulatorKeys(dataDir);
    const path = join(dataDir, 'payment-simulators', 'upc-keys.json');

    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(keys);
    expect(loadOrCreateUpcSimulatorKeys(dataDir)).toEqual(keys);

    const signedByMerchant = sign('a;b;', keys.merchantPrivateKeyPem, 'sha512');
    expect(verify('a;b;', signedByMerchant, keys.merchantPublicKeyPem, 'sha512')).toBe(true);
    expect(verify('a;b;', signedByMerchant, keys.gatewayPublicKeyPem, 'sha512')).toBe(false);
    const signedByGateway = sign('a;b;', keys.gatewayPrivateKeyPem, 'sha1');
    expect(verify('a;b;', signedByGateway, keys.gatewayPublicKeyPem, 'sha1')).toBe(true);
  });

  it('gives each data directory its own keys', () => {
    expect(loadOrCreateUpcSimulatorKeys(tempDataDir()).gatewayPrivateKeyPem).not.toBe(
      loadOrCreateUpcSimulatorKeys(tempDataDir()).gatewayPrivateKeyPem,
    );
  });

  it('refuses a damaged key file instead of silently replacing the keys', () => {
    const dataDir = tempDataDir();
    loadOrCreateUpcSimulatorKeys(dataDir);
    const path = join(dataDir, 'payment-simulators', 'upc-keys.json');
    writeFileSync(path, JSON.stringify({ merchantPrivateKeyPem: 'x' }));
    expect(() => loadOrCreateUpcSimulatorKeys(dataDir)).toThrow(/delete the file/);
    writeFileSync(path, '{');
    expect(() => loadOrCreateUpcSimulatorKeys(dataDir)).toThrow(SyntaxError);
  });
});
