// ALTCHA v2 (altcha-lib 2, PBKDF2/SHA-256) in deterministic mode: the server derives the key once per challenge
// and signs it, so verifying a solution costs two HMACs, while the browser searches for the secret counter.
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { hashSecret } from '../../lib/tokens';
import type { CaptchaDriver, CaptchaVerdict, ReplayStore } from './types';

export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface AltchaOptions {
  /** The application secret; two purpose-bound keys are derived from it. */
  secret: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The secret counter is drawn from [maxCounter / 2, maxCounter]. */
  maxCounter: number;
  ttlSeconds: number;
  store: ReplayStore;
}

// The widget's payload: base64 of JSON { challenge: { parameters, signature }, solution: { counter, derivedKey } }.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{2,128}$/),
        salt: z.string().regex(/^[0-9a-f]{2,128}$/),
        cost: z.number().int().positive(),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string(),
        keySignature: z.string(),
        expiresAt: z.number().positive(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }).loose(),
});

function decode(token: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // not base64 JSON: an invalid payload, not a server error
  }
}

export function createAltchaCaptcha(options: AltchaOptions): CaptchaDriver {
  const key = (purpose: string) => createHmac('sha256', options.secret).update(purpose).digest('hex');
  const hmacSignatureSecret = key('altcha:challenge');
  const hmacKeySignatureSecret = key('altcha:derived-key');
  const minCounter = Math.max(1, Math.floor(options.maxCounter / 2));

  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost: options.cost,
        counter: randomInt(options.maxCounter, minCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + options.ttlSeconds * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },

    async verify(token): Promise<CaptchaVerdict> {
      const payload = decode(token);
      if (!payload) return { ok: false, reason: 'invalid' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      // The nonce is random and covered by the signature, so it names the challenge.
      const { nonce, expiresAt } = payload.challenge.parameters;
      const first = await options.store.claim(hashSecret(nonce), new Date(expiresAt * 1000));
      return first ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}
