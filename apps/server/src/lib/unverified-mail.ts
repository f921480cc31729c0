// A cap on the mail an anonymous or freshly made account can cause to one address (ADR 023): registration's
// welcome, checkout's set-password link and bank slip. None of these addresses has been proved to belong to the
// requester, so a script must not turn the academy into a mailer for someone else's inbox.
import type { Config } from '../config';
import type { RateLimiter } from './rate-limiter';

/** Counts one mail to `to` (atomically) and says whether it may go out today. */
export async function mayMailUnverified(
  deps: { config: Pick<Config, 'mailUnverifiedPerDay'>; limiter: RateLimiter },
  to: string,
): Promise<boolean> {
  const hit = await deps.limiter.hit(
    `mail:unverified:${to.toLowerCase()}`,
    deps.config.mailUnverifiedPerDay,
    86_400,
  );
  return hit.allowed;
}
