import { describe, expect, it } from 'vitest';
import { normalizeCertificateCode } from './schemas';

describe('normalizeCertificateCode', () => {
  it('accepts a code as typed: lower case and surrounding spaces', () => {
    expect(normalizeCertificateCode('  atl-7k2m-9qxd ')).toBe('ATL-7K2M-9QXD');
  });

  it.each([
    ['without the prefix', '7K2M-9QXD'],
    ['with a look-alike letter O', 'ATL-7K2M-9QXO'],
    ['with a digit 1', 'ATL-1K2M-9QXD'],
    ['too short', 'ATL-7K2M-9QX'],
    ['without the dash', 'ATL-7K2M9QXD'],
    ['with a path in it', 'ATL-7K2M-9QXD/../x'],
    ['empty', ''],
  ])('refuses a code %s', (_, code) => {
    expect(normalizeCertificateCode(code)).toBeNull();
  });
});
