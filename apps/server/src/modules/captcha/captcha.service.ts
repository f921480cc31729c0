// Issues captcha challenges, throttled per client address since each one costs a key derivation.
import type { CaptchaDriver } from '../../drivers/captcha/types';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';

export const CHALLENGES_PER_MINUTE = 30;

export async function issueChallenge(deps: { driver: CaptchaDriver; limiter: RateLimiter }, ip: string) {
  const hit = await deps.limiter.hit(`captcha:ip:${ip}`, CHALLENGES_PER_MINUTE, 60);
  if (!hit.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: hit.retryAfterSeconds },
      headers: { 'retry-after': String(hit.retryAfterSeconds) },
    });
  }
  return deps.driver.createChallenge();
}
