// The profile's account change, POST /update-credentials (spec 000 §5 Profile, §7): a new e-mail, a new password or
// both (ADR 023). Either change needs the current password (an account without one: a sign-in of the last few
// minutes). A new password applies at once, signs out every other session and tells the account's address; a new
// e-mail waits for its confirmation link (email-change.service.ts). The answer never says whether another account
// uses the new address.
import type { User } from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError, type MessageKey, unauthenticated, validationError } from '../../lib/errors';
import { pageLocaleFrom } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import { logActivity } from '../activity/activity.service';
import { revokeTokensExcept } from './auth.repository';
import * as repo from './credentials.repository';
import { tokenIssuedAt } from './email-change.repository';
import { requestEmailChange } from './email-change.service';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';

export interface CredentialsChange {
  /** Already trimmed and lower-cased by the request schema; empty or absent means unchanged. */
  email?: string;
  password?: string;
  currentPassword?: string;
}

export interface CredentialsDeps {
  db: Db;
  bus: ClusterBus;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
}

/** An account without a password proves itself with a sign-in this recent (e.g. Google again). */
export const RECENT_SIGN_IN_MINUTES = 10;
/** Wrong current passwords per account per window, counted before the check. */
export const REAUTH_ATTEMPTS = 5;
const REAUTH_WINDOW_SECONDS = 900;

/** Proves that the person holding the session is the owner: the password, or a fresh sign-in without one. */
async function reauthenticate(
  deps: CredentialsDeps,
  user: repo.CredentialsUser,
  tokenId: number,
  currentPassword: string | undefined,
) {
  if (user.passwordHash) {
    if (!currentPassword)
      throw validationError({ current_password: ['credentials.currentPasswordRequired'] });
    const key = `reauth:user:${user.id}`;
    const hit = await deps.limiter.hit(key, REAUTH_ATTEMPTS, REAUTH_WINDOW_SECONDS);
    if (!hit.allowed) {
      await deps.limiter.undo(key);
      throw new AppError(429, 'login.throttled', {
        params: { seconds: hit.retryAfterSeconds },
        headers: { 'retry-after': String(hit.retryAfterSeconds) },
      });
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw validationError({ current_password: ['credentials.currentPasswordWrong'] });
    }
    await deps.limiter.undo(key);
    return;
  }
  const signedInAt = await tokenIssuedAt(deps.db, tokenId);
  if (!signedInAt || Date.now() - signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw validationError({ current_password: ['credentials.recentSignInRequired'] });
  }
}

export async function updateCredentials(
  deps: CredentialsDeps,
  session: { userId: number; tokenId: number },
  input: CredentialsChange,
): Promise<{ user: User; pending_email?: string; messageKey?: MessageKey }> {
  const current = await repo.findUser(deps.db, session.userId);
  if (!current) throw unauthenticated();
  const email = input.email ? input.email : undefined;
  const password = input.password ? input.password : undefined;
  if (email === undefined && password === undefined) throw new AppError(422, 'credentials.noChanges');

  const fields: Record<string, MessageKey[]> = {};
  if (email !== undefined && email === current.email) fields.email = ['credentials.emailSame'];
  if (password !== undefined && isCommonPassword(password)) fields.password = ['password.common'];
  if (Object.keys(fields).length > 0) throw validationError(fields);

  await reauthenticate(deps, current, session.tokenId, input.currentPassword);

  let user = current;
  if (password !== undefined) {
    const passwordHash = await hashPassword(password);
    const updated = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await repo.updateUser(tx, current.id, { passwordHash });
      await revokeTokensExcept(tx, current.id, session.tokenId);
      return row;
    });
    if (!updated) throw unauthenticated();
    user = updated;
    await deps.bus.publish('tokens.revoked', { userId: current.id });
    await enqueueMail(deps, {
      template: 'account-change-notice',
      locale: pageLocaleFrom(current.locale),
      to: current.email,
      props: { name: current.name, kind: 'password', reportUrl: `${deps.config.publicUrl}/reset-password` },
    });
    await logActivity(deps.db, {
      actorUserId: current.id,
      type: 'user.credentials_changed',
      message: `Korisnik #${current.id} je promenio lozinku`,
      data: { email: false, password: true },
    });
  }
  if (email !== undefined) {
    await requestEmailChange(deps, user, email, session.tokenId);
    return { user: toPublicUser(user), pending_email: email, messageKey: 'credentials.emailPending' };
  }
  return { user: toPublicUser(user) };
}
