// The UPC simulator's two RSA key pairs (merchant and gateway), made once per data directory and kept there so
// a restart keeps the keys the running server and simulator already share.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface UpcSimulatorKeys {
  merchantPrivateKeyPem: string;
  merchantPublicKeyPem: string;
  gatewayPrivateKeyPem: string;
  gatewayPublicKeyPem: string;
}

const KEY_NAMES = [
  'merchantPrivateKeyPem',
  'merchantPublicKeyPem',
  'gatewayPrivateKeyPem',
  'gatewayPublicKeyPem',
] as const;

function generatePair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

function readKeys(path: string): UpcSimulatorKeys {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const record = (parsed ?? {}) as Record<string, unknown>;
  for (const name of KEY_NAMES) {
    if (typeof record[name] !== 'string' || !record[name].includes('-----BEGIN')) {
      throw new Error(`${path} has no PEM "${name}"; delete the file to make new simulator keys`);
    }
  }
  const keys = record as Record<(typeof KEY_NAMES)[number], string>;
  return {
    merchantPrivateKeyPem: keys.merchantPrivateKeyPem,
    merchantPublicKeyPem: keys.merchantPublicKeyPem,
    gatewayPrivateKeyPem: keys.gatewayPrivateKeyPem,
    gatewayPublicKeyPem: keys.gatewayPublicKeyPem,
  };
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** Reads `<dataDir>/payment-simulators/upc-keys.json`, creating it (mode 0600) on the first call. */
export function loadOrCreateUpcSimulatorKeys(dataDir: string): UpcSimulatorKeys {
  const dir = join(dataDir, 'payment-simulators');
  const path = join(dir, 'upc-keys.json');
  try {
    return readKeys(path);
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) throw error;
  }

  const merchant = generatePair();
  const gateway = generatePair();
  const keys: UpcSimulatorKeys = {
    merchantPrivateKeyPem: merchant.privateKeyPem,
    merchantPublicKeyPem: merchant.publicKeyPem,
    gatewayPrivateKeyPem: gateway.privateKeyPem,
    gatewayPublicKeyPem: gateway.publicKeyPem,
  };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Written whole under a temporary name, then linked into place: link fails if another process (a second server
  // or test worker) got there first, so nobody ever reads a half-written file and everybody ends with one key set.
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, path);
    return keys;
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
    return readKeys(path);
  } finally {
    unlinkSync(temporary);
  }
}
