// Accounts: registration, login, bearer tokens, logout, and password reset by e-mail.
import type {
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
} from '@atelje/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { CaptchaDriver } from '../../drivers/captcha/types';
import { enqueueMail, nudgeMail, recordMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError, validationError } from '../../lib/errors';
import { type Locale, pageLocaleFrom, pageLocaleOf, type Script } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, newSecret } from '../../lib/tokens';
import { mayMailUnverified } from '../../lib/unverified-mail';
import { logActivity } from '../activity/activity.service';
import { grantFreeMiniCourse } from '../commerce/free-course';
import { CONSENT_SOURCES, optInWording, recordDirectConsent } from '../newsletter/marketing-consent';
import * as repo from './auth.repository';
import { admitLogin } from './login-throttle';
import { hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { toPublicUser } from './public-user';
import { admitRegistration } from './register-guard';
import { type ResolvedToken, TokenCache } from './token-cache';
import { secondFactorChallenge } from './totp-login';

/**
 * Resolved tokens of this process (see token-cache.ts for why a few seconds are safe). Only the bus's
 * 'tokens.revoked' handler (plugins/auth.ts) evicts: code that revokes publishes that message.
 */
export const tokenCache = new TokenCache();

export interface AuthDeps {
  db: Db;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
}

export const RESET_TTL_MINUTES = 60;

async function issueToken(deps: AuthDeps, userId: number): Promise<string> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + deps.config.tokenTtlDays * 24 * 3600 * 1000);
  await repo.insertAccessToken(deps.db, userId, hashSecret(token), expiresAt);
  return token;
}

function refuseCommon(password: string) {
  if (isCommonPassword(password)) throw validationError({ password: ['password.common'] });
}

export async function register(
  deps: AuthDeps & { captcha: CaptchaDriver },
  input: RegisterRequest & { email: string },
  locale: Locale,
  ip: string,
  script: Script = 'Latn',
) {
  await admitRegistration(deps, ip, input.captchaToken);
  refuseCommon(input.password);
  const taken = () => validationError({ email: ['email.taken'] });
  if (await repo.findUserByEmail(deps.db, input.email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  // The language is kept with its script (sr-Cyrl): the certificate and the mails follow it (ADR 082).
  const user = await repo.insertUser(deps.db, {
    name: input.name,
    email: input.email,
    passwordHash,
    locale: pageLocaleOf(locale, script),
  });
  // A concurrent registration of the same address loses on the unique index.
  if (!user) throw taken();
  await grantFreeMiniCourse(deps.db, user.id);
  // Only a ticked opt-in records a consent; the box starts unticked (ADR 035).
  if (input.marketing_consent === true) {
    await recordDirectConsent(deps.db, {
      email: user.email,
      userId: user.id,
      locale,
      ip,
      source: CONSENT_SOURCES.registration,
      text: optInWording(locale),
    });
  }
  await logActivity(deps.db, {
    actorUserId: user.id,
    type: 'user.registered',
    message: `Novi korisnik: ${user.name} (${user.email})`,
  });
  if (await mayMailUnverified(deps, user.email)) {
    await enqueueMail(deps, {
      template: 'welcome',
      locale: pageLocaleOf(locale, script),
      to: user.email,
      props: { name: user.name, loginUrl: `${deps.config.publicUrl}/login` },
    });
  }
  return { user: toPublicUser(user), token: await issueToken(deps, user.id), tokenType: 'Bearer' as const };
}

export async function login(
  deps: AuthDeps & { captcha: CaptchaDriver },
  input: LoginRequest & { email: string },
  ip: string,
) {
  // Counted before the password is checked (login-throttle.ts, ADR 023).
  const attempt = await admitLogin(deps, { email: input.email, ip, captchaToken: input.captchaToken });
  const user = await repo.findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  await attempt.settle(Boolean(user && ok));
  if (!user || !ok) throw new AppError(401, 'login.invalid');
  // An account with a second factor gets a challenge for POST /login/totp instead of a token (ADR 027).
  const challenge = await secondFactorChallenge(deps, user.id, 'password');
  if (challenge) return challenge;
  return { user: toPublicUser(user), token: await issueToken(deps, user.id), tokenType: 'Bearer' as const };
}

/**
 * authenticateToken without waiting: the token seen in the last seconds (the token cache), null for a token that
 * cannot be one, undefined when the database must be asked.
 */
export function authenticateTokenNow(token: string): ResolvedToken | null | undefined {
  if (token.length < 20 || token.length > 200) return null;
  return tokenCache.get(hashSecret(token));
}

/** Resolves a bearer token to its user with one query (or none, for a token seen in the last seconds). */
export async function authenticateToken(db: Db, token: string): Promise<ResolvedToken | null> {
  if (token.length < 20 || token.length > 200) return null;
  const tokenHash = hashSecret(token);
  const cached = tokenCache.get(tokenHash);
  if (cached) return cached;
  const version = tokenCache.version;
  const live = await repo.findLiveToken(db, tokenHash);
  if (!live) return null;
  if (!live.lastUsedAt || Date.now() - live.lastUsedAt.getTime() > 5 * 60 * 1000) {
    await repo.touchToken(db, live.tokenId);
  }
  const resolved = {
    tokenId: live.tokenId,
    user: toPublicUser(live.user),
    expiresAt: live.expiresAt.getTime(),
  };
  tokenCache.set(tokenHash, resolved, version);
  return resolved;
}

/** Revokes the token; every API process forgets it before the answer leaves. */
export async function logout(deps: { db: Db; bus: ClusterBus }, tokenId: number) {
  await repo.revokeToken(deps.db, tokenId);
  await deps.bus.publish('tokens.revoked', { tokenId });
}

export async function forgotPassword(
  deps: AuthDeps,
  input: ForgotPasswordRequest & { email: string },
  ip: string,
) {
  // The answer is the same whether or not the account exists; only the e-mail differs.
  const byIp = await deps.limiter.hit(`forgot:ip:${ip}`, 10, 3600);
  const byAccount = await deps.limiter.hit(`forgot:account:${input.email}`, 3, 3600);
  if (!byIp.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: byIp.retryAfterSeconds },
      headers: { 'retry-after': String(byIp.retryAfterSeconds) },
    });
  }
  const user = await repo.findUserByEmail(deps.db, input.email);
  if (!user || !byAccount.allowed) return;
  const token = newSecret();
  await repo.insertPasswordReset(
    deps.db,
    user.id,
    hashSecret(token),
    new Date(Date.now() + RESET_TTL_MINUTES * 60 * 1000),
  );
  const query = new URLSearchParams({ token, email: user.email });
  await enqueueMail(deps, {
    template: 'password-reset',
    locale: pageLocaleFrom(user.locale),
    to: user.email,
    props: {
      name: user.name,
      resetUrl: `${deps.config.publicUrl}/reset-password?${query.toString()}`,
      expiresMinutes: RESET_TTL_MINUTES,
    },
  });
}

export async function resetPassword(
  deps: AuthDeps & { bus: ClusterBus },
  input: ResetPasswordRequest & { email: string },
  ip: string,
) {
  // The same work and the same answer whether or not the address has an account (ADR 023): the password rules
  // first, then one statement that finds and spends the link by address and token, and only then the hash.
  const byIp = await deps.limiter.hit(`reset:ip:${ip}`, RESET_ATTEMPTS_PER_HOUR, 3600);
  if (!byIp.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: byIp.retryAfterSeconds },
      headers: { 'retry-after': String(byIp.retryAfterSeconds) },
    });
  }
  refuseCommon(input.password);
  const invalid = () =>
    new AppError(422, 'reset.invalidToken', { fields: { token: ['reset.invalidToken'] } });
  const user = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const owner = await repo.consumePasswordResetByEmail(tx, input.email, hashSecret(input.token));
    if (!owner) throw invalid();
    await repo.updatePassword(tx, owner.id, await hashPassword(input.password));
    // Whoever had the old password is signed out everywhere.
    await repo.revokeTokensExcept(tx, owner.id, null);
    return owner;
  });
  await deps.bus.publish('tokens.revoked', { userId: user.id });
  await deps.limiter.reset(`login:account:${user.email}`);
  await logActivity(deps.db, {
    actorUserId: user.id,
    type: 'user.password_reset',
    message: `Korisnik ${user.email} je promenio lozinku`,
  });
}

/** Reset attempts per client address per hour (each valid one costs a password hash). */
export const RESET_ATTEMPTS_PER_HOUR = 20;

/**
 * Checkout's quick registration (spec 000 §4 "a guest is registered quickly and then pays"): an account without
 * a password, signed in at once; an e-mail lets the buyer set a password later. An address that already has an
 * account is refused with the spec's message asking to log in (never signed in by e-mail alone).
 */
export async function registerQuick(
  deps: AuthDeps,
  input: { name: string; email: string; phone: string },
  locale: Locale,
  script: Script = 'Latn',
) {
  const exists = () => new AppError(409, 'registerQuick.exists');
  if (await repo.findUserByEmail(deps.db, input.email)) throw exists();
  const token = newSecret();
  const minutes = SET_PASSWORD_TTL_MINUTES;
  // Mail caused by an anonymous request to an address nobody has proved is capped per day (ADR 023).
  const mayMail = await mayMailUnverified(deps, input.email);
  // All or nothing (issue 15): the account, its free course, its set-password token and the e-mail's row in one
  // transaction (the mail row is the outbox, ADR 029), so no account is ever left without the message that lets
  // its owner in. The worker is nudged once it all stands; the activity is logged then too.
  const { user, mailId } = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await repo.insertUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash: null,
      // Kept with its script, as at the normal registration (ADR 082, ADR 087).
      locale: pageLocaleOf(locale, script),
    });
    if (!inserted) throw exists();
    await grantFreeMiniCourse(tx, inserted.id);
    await repo.insertPasswordReset(
      tx,
      inserted.id,
      hashSecret(token),
      new Date(Date.now() + minutes * 60 * 1000),
    );
    const query = new URLSearchParams({ token, email: inserted.email });
    const id = mayMail
      ? await recordMail(tx, {
          template: 'set-password',
          locale: pageLocaleOf(locale, script),
          to: inserted.email,
          props: {
            name: inserted.name,
            setPasswordUrl: `${deps.config.publicUrl}/reset-password?${query.toString()}`,
            expiresMinutes: minutes,
          },
        })
      : null;
    return { user: inserted, mailId: id };
  });
  if (mailId !== null) await nudgeMail(deps.jobs, mailId);
  await logActivity(deps.db, {
    actorUserId: user.id,
    type: 'user.registered_quick',
    message: `Novi kupac (brza registracija): ${user.name} (${user.email})`,
    data: { phone: input.phone },
  });
  const access = await issueToken(deps, user.id);
  return {
    user: toPublicUser(user),
    token: access,
    tokenType: 'Bearer' as const,
    access_token: access,
    token_type: 'Bearer' as const,
  };
}

/** A quick-registered buyer has a week to set a password from the e-mail (the reset page does it). */
export const SET_PASSWORD_TTL_MINUTES = 7 * 24 * 60;

/**
 * An account without a password (a landing page's sign-up), or undefined when the address already has one. `tx`
 * is the caller's transaction: a concurrent sign-up waits on the address's unique index.
 */
export async function createPasswordlessAccount(
  tx: Db,
  values: { name: string; email: string; locale: string },
): Promise<repo.UserRow | undefined> {
  return repo.insertUser(tx, { ...values, passwordHash: null });
}

/** Stores a set-password link (it replaces any earlier unused one); the caller mails the token. */
export async function issuePasswordLink(tx: Db, userId: number, tokenHash: string, expiresAt: Date) {
  await repo.insertPasswordReset(tx, userId, tokenHash, expiresAt);
}
