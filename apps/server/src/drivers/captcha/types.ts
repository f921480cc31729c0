// The captcha driver interface: ALTCHA proof of work today; Turnstile or reCAPTCHA would be further drivers.
import type { CaptchaChallenge } from '@atelje/shared';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'replayed' };

export interface CaptchaDriver {
  /** A fresh, signed challenge for the widget. */
  createChallenge(): Promise<CaptchaChallenge>;
  /** Checks the widget's payload and redeems it: a second use of the same challenge is refused. */
  verify(token: string): Promise<CaptchaVerdict>;
}

/** Remembers redeemed challenges in a store every API process shares. */
export interface ReplayStore {
  /** True the first time `id` is claimed; false when it was claimed before. */
  claim(id: string, expiresAt: Date): Promise<boolean>;
}
