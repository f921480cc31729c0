import { CERTIFICATE_ALPHABET, CERTIFICATE_CODE_PATTERN } from '@atelje/shared/certificates/schemas';
import { describe, expect, it } from 'vitest';
import { newCertificateCode } from './code';

describe('certificate codes', () => {
  it('reads "ATL-" and two groups of four characters of the alphabet', () => {
    for (let i = 0; i < 200; i++) expect(newCertificateCode()).toMatch(CERTIFICATE_CODE_PATTERN);
  });

  it('uses an alphabet without characters that are read for one another', () => {
    for (const lookAlike of ['0', 'O', '1', 'I', 'L', 'U', 'V'])
      expect(CERTIFICATE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(CERTIFICATE_ALPHABET).size).toBe(CERTIFICATE_ALPHABET.length);
    expect(CERTIFICATE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('draws every character position from the whole alphabet', () => {
    let next = 0;
    const sequential = (max: number) => next++ % max;
    expect(newCertificateCode(sequential)).toBe('ATL-2345-6789');
    const last = CERTIFICATE_ALPHABET.length - 1;
    expect(newCertificateCode(() => last)).toBe('ATL-ZZZZ-ZZZZ');
  });

  it('gives a different code each time', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newCertificateCode()));
    expect(codes.size).toBe(1000);
  });
});
