// Registration limits (ADR 023): counted per client address before anything else, with the limiter's atomic
// increment. The first REGISTER_CAPTCHA_AFTER registrations of an hour go through as the spec shows them; then a
// solved ALTCHA captcha is asked for; past REGISTER_RATE_LIMIT_PER_HOUR the address waits (429). This also paces
// the probing of "The email has already been taken.", which the spec keeps.
import { AppError } from '../../lib/errors';
import { requireCaptcha, type ThrottleDeps } from './login-throttle';

export async function admitRegistration(deps: ThrottleDeps, ip: string, captchaToken: string | undefined) {
  const { perHour, captchaAfter } = deps.config.registerRateLimit;
  const key = `register:ip:${ip}`;
  const hit = await deps.limiter.hit(key, perHour, 3600);
  if (!hit.allowed) {
    await deps.limiter.undo(key);
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: hit.retryAfterSeconds },
      headers: { 'retry-after': String(hit.retryAfterSeconds) },
    });
  }
  if (hit.count > captchaAfter) {
    try {
      await requireCaptcha(deps.captcha, captchaToken);
    } catch (error) {
      await deps.limiter.undo(key);
      throw error;
    }
  }
}
