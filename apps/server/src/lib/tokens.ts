// Opaque secrets: 256 random bits handed out once, kept only as a SHA-256 hash.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in hex. crypto.hash is the one-shot form (no Hash object per call): every authenticated request hashes its token. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
