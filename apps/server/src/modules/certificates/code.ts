// Verification codes printed on certificates: "ATL-" and two groups of four characters of an alphabet without
// look-alikes, drawn from the operating system's random source (29^8 ≈ 5·10^11 codes, so guessing one is hopeless).
import { randomInt } from 'node:crypto';
import { CERTIFICATE_ALPHABET } from '@atelje/shared/certificates/schemas';

export function newCertificateCode(pick: (max: number) => number = randomInt): string {
  const group = () =>
    Array.from({ length: 4 }, () => CERTIFICATE_ALPHABET[pick(CERTIFICATE_ALPHABET.length)]).join('');
  return `ATL-${group()}-${group()}`;
}
