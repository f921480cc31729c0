// TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: HMAC-SHA1, 30-second steps from the Unix epoch, six
// digits, one step of drift either way. Base32 (RFC 4648) for the secret an authenticator app is given, and the
// sealing of secrets at rest (AES-256-GCM under a key derived from APP_SECRET). ADR 027.
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (clock drift and the time it takes to type). */
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 §5.3: HMAC-SHA1 of the 8-byte big-endian counter, dynamic truncation, modulo 10^digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of the step containing `ms` (RFC 6238 §4.2, T0 = 0). */
export function totpAt(key: Buffer, ms: number, digits = TOTP_DIGITS): string {
  return hotp(key, stepAt(ms), digits);
}

/**
 * The step whose code `code` is, looked for from the previous to the next step around `now`, or null. Every
 * candidate is compared in constant time; the caller still has to refuse a step already used.
 */
export function matchStep(key: Buffer, code: string, now: number = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const current = stepAt(now);
  let found: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(key, step));
    if (timingSafeEqual(expected, Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

export function newTotpKey(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

/** The Key Uri Format authenticator apps read from the QR code. */
export function otpauthUri(input: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  const query = new URLSearchParams({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

function sealKey(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('totp-secret-at-rest').digest();
}

/** `v1.` + base64url(iv ‖ tag ‖ ciphertext): the stored form of a TOTP key. */
export function sealTotpSecret(appSecret: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(appSecret), iv);
  const body = Buffer.concat([cipher.update(key), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Throws when the text was altered or sealed under another APP_SECRET. */
export function openTotpSecret(appSecret: string, sealed: string): Buffer {
  if (!sealed.startsWith('v1.')) throw new Error('unknown TOTP secret format');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appSecret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
}
