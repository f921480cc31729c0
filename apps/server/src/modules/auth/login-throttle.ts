// Sign-in throttling (ADR 023). Every attempt is counted BEFORE the password is checked, with the limiter's atomic
// increment (memory: synchronous; Redis: INCR in MULTI), so parallel requests cannot all slip under a limit that
// was only read. Three counters per window:
// - all attempts from one client address (LOGIN_RATE_LIMIT_PER_IP), then 429;
// - attempts on one account from one address (LOGIN_RATE_LIMIT_PER_ACCOUNT), then 429: slows a guesser without
//   touching the owner, who signs in from another address;
// - attempts on one account from anywhere (LOGIN_CAPTCHA_AFTER): past it, every attempt needs a solved, single-use
//   ALTCHA captcha. Guessing from many addresses costs a proof of work per guess, and the owner is never locked out.
// A correct password takes its attempt back (and clears its address's count), so an account that signs in often never meets the captcha.
import type { Config } from '../../config';
import type { CaptchaDriver } from '../../drivers/captcha/types';
import { AppError, type MessageKey } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';

export interface ThrottleDeps {
  config: Config;
  limiter: RateLimiter;
  captcha: CaptchaDriver;
}

export interface LoginAttempt {
  /** Call after the password check: a correct one takes the attempt back. */
  settle(ok: boolean): Promise<void>;
}

export const tooMany = (messageKey: MessageKey, seconds: number) =>
  new AppError(429, messageKey, { params: { seconds }, headers: { 'retry-after': String(seconds) } });

/** The answer that asks the client to show the captcha (or to solve a fresh one). */
export const captchaNeeded = (reason: 'captcha.required' | 'captcha.invalid') =>
  new AppError(422, reason, { fields: { captchaToken: [reason] } });

/** Checks a solved captcha, refusing with the captcha field error. */
export async function requireCaptcha(captcha: CaptchaDriver, token: string | undefined): Promise<void> {
  if (!token) throw captchaNeeded('captcha.required');
  const verdict = await captcha.verify(token);
  if (!verdict.ok) throw captchaNeeded('captcha.invalid');
}

export async function admitLogin(
  deps: ThrottleDeps,
  attempt: { email: string; ip: string; captchaToken?: string },
): Promise<LoginAttempt> {
  const { perIp, perAccount, captchaAfter, windowSeconds } = deps.config.loginRateLimit;
  const { limiter } = deps;
  const byIp = await limiter.hit(`login:ip:${attempt.ip}`, perIp, windowSeconds);
  if (!byIp.allowed) throw tooMany('login.throttled', byIp.retryAfterSeconds);

  const pairKey = `login:pair:${attempt.email}:${attempt.ip}`;
  const accountKey = `login:account:${attempt.email}`;
  const byPair = await limiter.hit(pairKey, perAccount, windowSeconds);
  if (!byPair.allowed) {
    await limiter.undo(pairKey);
    throw tooMany('login.throttled', byPair.retryAfterSeconds);
  }
  const byAccount = await limiter.hit(accountKey, captchaAfter, windowSeconds);
  if (!byAccount.allowed) {
    try {
      await requireCaptcha(deps.captcha, attempt.captchaToken);
    } catch (error) {
      // No password was checked: the attempt does not count.
      await Promise.all([limiter.undo(pairKey), limiter.undo(accountKey)]);
      throw error;
    }
  }
  return {
    async settle(ok) {
      // The owner proved the password: their address starts afresh; the account's count only loses this attempt.
      if (ok) await Promise.all([limiter.reset(pairKey), limiter.undo(accountKey)]);
    },
  };
}
