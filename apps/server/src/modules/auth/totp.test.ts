// RFC 6238 (TOTP over RFC 4226 HOTP) against the test vectors of RFC 6238 appendix B (SHA-1 rows), base32 per
// RFC 4648, the ±1 step window, and the sealing of secrets at rest.
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchStep,
  openTotpSecret,
  otpauthUri,
  sealTotpSecret,
  totpAt,
} from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII string "12345678901234567890", 8 digits, X = 30, T0 = 0.
const seed = Buffer.from('12345678901234567890', 'ascii');
const vectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('matches appendix B at T = %i s', (seconds, code) => {
    expect(totpAt(seed, seconds * 1000, 8)).toBe(code);
    // The six-digit code an authenticator app shows is the last six digits of the same truncation.
    expect(totpAt(seed, seconds * 1000)).toBe(code.slice(2));
  });

  it('matches the HOTP values of RFC 4226 appendix D', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
    expect(expected.map((_, counter) => hotp(seed, counter))).toEqual(expected);
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    for (const offset of [-1, 0, 1]) {
      expect(matchStep(seed, totpAt(seed, now + offset * 30_000), now)).toBe(step + offset);
    }
    expect(matchStep(seed, totpAt(seed, now - 2 * 30_000), now)).toBeNull();
    expect(matchStep(seed, totpAt(seed, now + 2 * 30_000), now)).toBeNull();
    expect(matchStep(seed, 'abcdef', now)).toBeNull();
    expect(matchStep(seed, '12345', now)).toBeNull();
  });

  it('encodes base32 (RFC 4648) both ways', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(base32Encode(seed)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const uri = otpauthUri({ issuer: 'Atelje', account: 'ana@primer.rs', secret: 'JBSWY3DPEHPK3PXP' });
    expect(uri).toBe(
      'otpauth://totp/Atelje:ana%40primer.rs?secret=JBSWY3DPEHPK3PXP&issuer=Atelje&algorithm=SHA1&digits=6&period=30',
    );
  });

  it('seals secrets so the stored text reveals nothing and another key cannot open it', () => {
    const sealed = sealTotpSecret('a'.repeat(40), seed);
    expect(sealed).not.toContain(base32Encode(seed));
    expect(sealed).not.toBe(sealTotpSecret('a'.repeat(40), seed));
    expect(openTotpSecret('a'.repeat(40), sealed).equals(seed)).toBe(true);
    expect(() => openTotpSecret('b'.repeat(40), sealed)).toThrow();
  });
});
