// Redeem codes of gifts and gift cards (ADR 044): 16 characters of Crockford's base 32 (80 random bits), of which
// only a SHA-256 hash and the last four characters are stored. The code itself exists in the e-mail alone.
import { createHash, randomInt } from 'node:crypto';
import { formatGiftCode, GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH, normalizeGiftCode } from '@atelje/shared';

export interface NewGiftCode {
  /** As printed: four groups of four. */
  code: string;
  hash: string;
  tail: string;
}

/** The hash a code is stored and looked up by; `kind` keeps a gift's code from ever matching a card's. */
export function giftCodeHash(kind: 'gift' | 'card', normalized: string): string {
  return createHash('sha256').update(`${kind}:${normalized}`).digest('hex');
}

export function newGiftCode(kind: 'gift' | 'card'): NewGiftCode {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i++) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return { code: formatGiftCode(code), hash: giftCodeHash(kind, code), tail: code.slice(-4) };
}

/** The hash of a typed code, or null when it cannot be a code at all. */
export function typedCodeHash(kind: 'gift' | 'card', typed: string): string | null {
  const normalized = normalizeGiftCode(typed);
  return normalized ? giftCodeHash(kind, normalized) : null;
}
