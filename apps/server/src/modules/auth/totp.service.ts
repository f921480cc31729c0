// The second factor on the profile (ADR 027): status, enrolment (a new secret, its otpauth URI and QR code,
// confirmed by a current code before it counts), ten single-use recovery codes shown once, and turning it off
// with a current code or the password. Also the check of a code at sign-in (totp-login.ts).
import { randomBytes } from 'node:crypto';
import type { TotpSetup, TotpStatus } from '@atelje/shared/auth/totp';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError, unauthenticated } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashSecret } from '../../lib/tokens';
import { type AuditActor, recordAudit } from '../activity/admin-audit';
import { revokeTokensExcept } from './auth.repository';
import { findUser } from './credentials.repository';
import { verifyPassword } from './passwords';
import { base32Encode, matchStep, newTotpKey, openTotpSecret, otpauthUri, sealTotpSecret } from './totp';
import * as repo from './totp.repository';

export interface TotpDeps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  bus: ClusterBus;
}

/** The clock codes are checked against; tests move it instead of waiting for the next 30-second step. */
export const totpClock = { now: () => Date.now() };

export const RECOVERY_CODE_COUNT = 10;
/** An enrolment not confirmed within this time has to be started again. */
export const SETUP_TTL_MS = 15 * 60 * 1000;
const ISSUER = 'Atelje';

/** 80 random bits as XXXX-XXXX-XXXX-XXXX (base32, no padding). */
function newRecoveryCode(): string {
  return base32Encode(randomBytes(10)).match(/.{4}/g)!.join('-');
}

export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

const invalidCode = () => new AppError(422, 'totp.invalidCode', { fields: { code: ['totp.invalidCode'] } });

function throttled(seconds: number) {
  return new AppError(429, 'login.throttled', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/**
 * Wrong codes count like wrong passwords: per account, `LOGIN_RATE_LIMIT_PER_ACCOUNT` per window. Over the limit
 * even a right code is refused until the window ends.
 */
export async function guardAttempts<T>(
  deps: Pick<TotpDeps, 'config' | 'limiter'>,
  userId: number,
  attempt: () => Promise<T | null>,
): Promise<T | null> {
  const { perAccount, windowSeconds } = deps.config.loginRateLimit;
  const key = `totp:account:${userId}`;
  const before = await deps.limiter.peek(key, perAccount, windowSeconds);
  if (!before.allowed) throw throttled(before.retryAfterSeconds);
  const result = await attempt();
  if (result === null) await deps.limiter.hit(key, perAccount, windowSeconds);
  else await deps.limiter.reset(key);
  return result;
}

/**
 * Checks a six-digit code (used once: its step must be newer than every step used before) or a recovery code
 * (used once), with the given executor, so a caller's transaction keeps the use and its effect together.
 */
export async function spendSecondFactor(
  db: Db,
  config: Pick<Config, 'appSecret'>,
  userId: number,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const row = await repo.findTotp(db, userId);
  if (!row?.enabledAt) return null;
  if (/^[0-9]{6}$/.test(code)) {
    const step = matchStep(openTotpSecret(config.appSecret, row.secret), code, totpClock.now());
    if (step === null) return null;
    return (await repo.consumeStep(db, userId, step)) ? 'totp' : null;
  }
  const normal = normaliseRecoveryCode(code);
  if (!/^[A-Z2-7]{16}$/.test(normal)) return null;
  return (await repo.consumeRecoveryCode(db, userId, hashSecret(normal))) ? 'recovery' : null;
}

export async function totpStatus(
  deps: Pick<TotpDeps, 'db'>,
  userId: number,
  role: string,
): Promise<TotpStatus> {
  const row = await repo.findTotp(deps.db, userId);
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    recovery_codes_left: enabled ? await repo.countRecoveryCodesLeft(deps.db, userId) : 0,
    enrolment_required: role === 'admin' && !enabled && (await repo.isMfaRequired(deps.db)),
  };
}

export async function startSetup(deps: TotpDeps, user: { id: number; email: string }): Promise<TotpSetup> {
  const key = newTotpKey();
  const saved = await repo.savePendingSecret(deps.db, user.id, sealTotpSecret(deps.config.appSecret, key));
  if (!saved) throw new AppError(409, 'totp.alreadyEnabled');
  const secret = base32Encode(key);
  const otpauth = otpauthUri({ issuer: ISSUER, account: user.email, secret });
  const svg = await QRCode.toString(otpauth, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauth_url: otpauth,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Confirms the pending enrolment with a current code: the factor counts from now on, its step is used, ten
 * recovery codes replace any earlier ones, the change is audited, and the account's other sessions end.
 */
export async function confirmSetup(
  deps: TotpDeps,
  actor: AuditActor & { tokenId: number },
  code: string,
): Promise<string[]> {
  const row = await repo.findTotp(deps.db, actor.userId);
  if (row?.enabledAt) throw new AppError(409, 'totp.alreadyEnabled');
  if (!row || totpClock.now() - row.createdAt.getTime() > SETUP_TTL_MS)
    throw new AppError(422, 'totp.noSetup');
  const key = openTotpSecret(deps.config.appSecret, row.secret);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const done = await guardAttempts(deps, actor.userId, async () => {
    const step = matchStep(key, code, totpClock.now());
    if (step === null) return null;
    return deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      if (!(await repo.enableTotp(tx, actor.userId, step))) throw new AppError(409, 'totp.alreadyEnabled');
      await repo.replaceRecoveryCodes(
        tx,
        actor.userId,
        codes.map((c) => hashSecret(normaliseRecoveryCode(c))),
      );
      await revokeTokensExcept(tx, actor.userId, actor.tokenId);
      await recordAudit(tx, actor, {
        action: 'totp.enabled',
        entityType: 'totp',
        entityId: actor.userId,
        summary: `Dvofaktorska prijava uključena za ${actor.email}`,
      });
      return true;
    });
  });
  if (!done) throw invalidCode();
  await deps.bus.publish('tokens.revoked', { userId: actor.userId });
  return codes;
}

/** Turns the factor off after a current code, a recovery code or the password; audited. */
export async function disableTotp(
  deps: TotpDeps,
  actor: AuditActor & { tokenId: number },
  proof: { code?: string; password?: string },
): Promise<void> {
  const row = await repo.findTotp(deps.db, actor.userId);
  if (!row?.enabledAt) throw new AppError(409, 'totp.notEnabled');
  const user = await findUser(deps.db, actor.userId);
  if (!user) throw unauthenticated();
  const done = await guardAttempts(deps, actor.userId, async () =>
    deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      let by: string | null = null;
      if (proof.code)
        by = await spendSecondFactor(tx, deps.config, actor.userId, proof.code.replace(/\s+/g, ''));
      else if (proof.password && (await verifyPassword(user.passwordHash, proof.password))) by = 'password';
      if (!by) return null;
      await repo.deleteTotp(tx, actor.userId);
      await revokeTokensExcept(tx, actor.userId, actor.tokenId);
      await recordAudit(tx, actor, {
        action: 'totp.disabled',
        entityType: 'totp',
        entityId: actor.userId,
        summary: `Dvofaktorska prijava isključena za ${actor.email}`,
        changes: { proof: by },
      });
      return true;
    }),
  );
  if (!done) {
    if (proof.code) throw invalidCode();
    throw new AppError(422, 'totp.wrongPassword', { fields: { password: ['totp.wrongPassword'] } });
  }
  await deps.bus.publish('tokens.revoked', { userId: actor.userId });
}

/** The site setting that makes a second factor compulsory for administrators. */
export const ADMIN_MFA_SETTING = repo.ADMIN_MFA_SETTING;

export async function isMfaRequired(db: Db): Promise<boolean> {
  return repo.isMfaRequired(db);
}

export async function hasTotp(db: Db, userId: number): Promise<boolean> {
  return repo.hasTotp(db, userId);
}
