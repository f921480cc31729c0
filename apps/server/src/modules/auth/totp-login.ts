// The second step of a sign-in (ADR 027). After a correct password (or a Google return) an account with a second
// factor gets no token but a challenge: 256 random bits, kept as SHA-256, valid five minutes, used once, spent
// after five wrong codes. POST /login/totp with the challenge and a code (or a recovery code) issues the token.
// The sign-in paths call `secondFactorChallenge` where they would issue a token.
import type { MfaChallengeResponse } from '@atelje/shared/auth/totp';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, newSecret } from '../../lib/tokens';
import { logActivity } from '../activity/activity.service';
import * as authRepo from './auth.repository';
import { findUser } from './credentials.repository';
import { toPublicUser } from './public-user';
import * as repo from './totp.repository';
import { guardAttempts, spendSecondFactor } from './totp.service';

export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const CHALLENGE_MAX_FAILURES = 5;

/** A wrong code inside the transaction: rolls it back, then counts as a failure. */
class WrongCode extends Error {}

interface LoginDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
}

/**
 * For an account with a second factor: a new challenge instead of a token. Null for an account without one
 * (the caller issues its token as before).
 */
export async function secondFactorChallenge(
  deps: Pick<LoginDeps, 'db'>,
  userId: number,
  method: 'password' | 'google',
): Promise<MfaChallengeResponse | null> {
  if (!(await repo.hasTotp(deps.db, userId))) return null;
  const challenge = newSecret();
  await repo.insertChallenge(deps.db, {
    userId,
    tokenHash: hashSecret(challenge),
    method,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
  });
  return { mfa_required: true, challenge, expires_in: CHALLENGE_TTL_SECONDS };
}

/**
 * Completes a sign-in with the challenge and a code. Every attempt counts against the client address like a
 * login; wrong codes count against the account and the challenge. The challenge, the code's step (or the
 * recovery code) and the new token are written in one transaction: of two requests with the same code or the
 * same challenge, one signs in.
 */
export async function completeTotpLogin(
  deps: LoginDeps,
  input: { challenge: string; code: string },
  ip: string,
) {
  const { perIp, windowSeconds } = deps.config.loginRateLimit;
  const byIp = await deps.limiter.hit(`login:ip:${ip}`, perIp, windowSeconds);
  if (!byIp.allowed) {
    throw new AppError(429, 'login.throttled', {
      params: { seconds: byIp.retryAfterSeconds },
      headers: { 'retry-after': String(byIp.retryAfterSeconds) },
    });
  }
  const expired = () => new AppError(401, 'totp.challengeInvalid');
  const challenge = await repo.findLiveChallenge(deps.db, hashSecret(input.challenge));
  if (!challenge) throw expired();

  const token = newSecret();
  const result = await guardAttempts(deps, challenge.userId, async () =>
    deps.db
      .transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        if (!(await repo.consumeChallenge(tx, challenge.id))) throw expired();
        const by = await spendSecondFactor(tx, deps.config, challenge.userId, input.code);
        // Rolls back the challenge's use: a wrong code spends it only through failChallenge below.
        if (!by) throw new WrongCode();
        const expiresAt = new Date(Date.now() + deps.config.tokenTtlDays * 24 * 3600 * 1000);
        await authRepo.insertAccessToken(tx, challenge.userId, hashSecret(token), expiresAt);
        await logActivity(tx, {
          actorUserId: challenge.userId,
          type: by === 'recovery' ? 'user.login_recovery_code' : 'user.login_totp',
          message:
            by === 'recovery'
              ? `Prijava kodom za oporavak (korisnik #${challenge.userId})`
              : `Prijava sa dvofaktorskom potvrdom (korisnik #${challenge.userId})`,
          data: { method: challenge.method },
        });
        return by;
      })
      .catch((error: unknown) => {
        if (error instanceof WrongCode) return null;
        throw error;
      }),
  );
  if (!result) {
    await repo.failChallenge(deps.db, challenge.id, CHALLENGE_MAX_FAILURES);
    throw new AppError(401, 'totp.invalidCode');
  }
  const user = await findUser(deps.db, challenge.userId);
  if (!user) throw expired();
  return { user: toPublicUser(user), token, tokenType: 'Bearer' as const };
}

/**
 * Thrown where a Google sign-in would issue a token for an account with a second factor: the routes answer the
 * challenge instead (the redirect flow sends the browser to /login-success?mfa=…).
 */
export class SecondFactorRequired extends Error {
  constructor(readonly challenge: MfaChallengeResponse) {
    super('second factor required');
    this.name = 'SecondFactorRequired';
  }
}

/** The hook of the Google sign-in: nothing for an account without a second factor, else SecondFactorRequired. */
export async function requireNoSecondFactor(deps: Pick<LoginDeps, 'db'>, userId: number): Promise<void> {
  const challenge = await secondFactorChallenge(deps, userId, 'google');
  if (challenge) throw new SecondFactorRequired(challenge);
}
