// The one step of start-up configuration that touches the disk: an academy without APP_SECRET keeps a generated
// secret in DATA_DIR/app-secret, so signed URLs and sealed two-factor secrets survive restarts. The entry points
// (server.ts, worker.ts, the seed CLI and the ops scripts) call it after parseConfig, which never writes.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ParsedConfig } from './config';
import type { Config } from './config-types';

/** Reads DATA_DIR/app-secret, creating it on first start, so signed URLs survive restarts of an embedded academy. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The configuration with its app secret: APP_SECRET, else DATA_DIR/app-secret (created on first start). */
export function ensureAppSecret(parsed: ParsedConfig): Config {
  return { ...parsed, appSecret: parsed.appSecret ?? localSecret(parsed.dataDir) };
}
