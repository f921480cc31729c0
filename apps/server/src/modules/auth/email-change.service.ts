// The e-mail change of the profile (ADR 023). A new address takes effect only when it opens the confirmation link;
// then every other session of the account is signed out. The account's address is told at once, with a link that
// cancels the change (or undoes a confirmed one), signs every session out and mails a password link: a stolen
// token (even with the password) cannot quietly move the account to another inbox.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../jobs/mail';
import type { JobQueue } from '../../jobs/queue';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError } from '../../lib/errors';
import { pageLocaleFrom } from '../../lib/i18n';
import type { RateLimiter } from '../../lib/rate-limiter';
import { hashSecret, newSecret } from '../../lib/tokens';
import { logActivity } from '../activity/activity.service';
import { insertPasswordReset, revokeTokensExcept, type UserRow } from './auth.repository';
import { isUniqueViolation } from './credentials.repository';
import * as repo from './email-change.repository';

export interface EmailChangeDeps {
  db: Db;
  bus: ClusterBus;
  jobs: JobQueue;
  config: Config;
  limiter: RateLimiter;
}

/** How long the new address has to confirm. */
export const EMAIL_CHANGE_TTL_MINUTES = 24 * 60;
/** How long the old address can report the change. */
export const EMAIL_CHANGE_REPORT_DAYS = 30;
/** Change requests per account per day (each mails two addresses). */
export const EMAIL_CHANGES_PER_DAY = 5;
/** Link uses (confirm or report) per client address per hour. */
export const EMAIL_LINK_ATTEMPTS_PER_HOUR = 30;
const PASSWORD_LINK_MINUTES = 60;

const localeOf = (user: { locale: string }) => pageLocaleFrom(user.locale);
const invalidLink = () =>
  new AppError(422, 'emailChange.invalidToken', { fields: { token: ['emailChange.invalidToken'] } });

async function limit(deps: EmailChangeDeps, key: string, max: number, windowSeconds: number) {
  const hit = await deps.limiter.hit(key, max, windowSeconds);
  if (!hit.allowed) {
    throw new AppError(429, 'http.tooManyRequests', {
      params: { seconds: hit.retryAfterSeconds },
      headers: { 'retry-after': String(hit.retryAfterSeconds) },
    });
  }
}

/**
 * Records the request and mails both addresses. The answer never depends on whether the new address belongs to
 * another account: such an address simply gets no link (and confirming it could not succeed anyway).
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: UserRow,
  newEmail: string,
  sessionTokenId: number,
): Promise<void> {
  await limit(deps, `email-change:user:${user.id}`, EMAIL_CHANGES_PER_DAY, 86_400);
  const confirmToken = newSecret();
  const reportToken = newSecret();
  const now = Date.now();
  await deps.db.transaction(async (tx) => {
    await repo.insertEmailChange(tx as unknown as Db, {
      userId: user.id,
      oldEmail: user.email,
      newEmail,
      confirmTokenHash: hashSecret(confirmToken),
      reportTokenHash: hashSecret(reportToken),
      requestedByTokenId: sessionTokenId,
      expiresAt: new Date(now + EMAIL_CHANGE_TTL_MINUTES * 60_000),
      reportExpiresAt: new Date(now + EMAIL_CHANGE_REPORT_DAYS * 86_400_000),
    });
  });
  const locale = localeOf(user);
  const base = deps.config.publicUrl;
  if (!(await repo.emailUsedByOther(deps.db, user.id, newEmail))) {
    await enqueueMail(deps, {
      template: 'email-change-confirm',
      locale,
      to: newEmail,
      props: {
        name: user.name,
        newEmail,
        confirmUrl: `${base}/email-change/confirm?${new URLSearchParams({ token: confirmToken })}`,
        expiresMinutes: EMAIL_CHANGE_TTL_MINUTES,
      },
    });
  }
  await enqueueMail(deps, {
    template: 'account-change-notice',
    locale,
    to: user.email,
    props: {
      name: user.name,
      kind: 'email',
      newEmail,
      reportUrl: `${base}/email-change/report?${new URLSearchParams({ token: reportToken })}`,
    },
  });
  await logActivity(deps.db, {
    actorUserId: user.id,
    type: 'user.email_change_requested',
    message: `Korisnik #${user.id} je zatražio promenu email-a (${user.email} → ${newEmail})`,
  });
}

/** The new address opened its link: the change takes effect and the other sessions end. */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string, ip: string): Promise<void> {
  await limit(deps, `email-change:ip:${ip}`, EMAIL_LINK_ATTEMPTS_PER_HOUR, 3600);
  let change: repo.EmailChangeRow;
  try {
    change = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const claimed = await repo.claimConfirmation(tx, hashSecret(token));
      if (!claimed) throw invalidLink();
      // The account must still have the address the change was asked from.
      const moved = await repo.moveEmail(tx, claimed.userId, claimed.oldEmail, claimed.newEmail);
      if (!moved) throw invalidLink();
      await revokeTokensExcept(tx, claimed.userId, claimed.requestedByTokenId);
      return claimed;
    });
  } catch (error) {
    // Another account took the address after the request; the link stays unused.
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError(422, 'emailChange.taken', { fields: { token: ['emailChange.taken'] } });
    }
    throw error;
  }
  await deps.bus.publish('tokens.revoked', { userId: change.userId });
  await logActivity(deps.db, {
    actorUserId: change.userId,
    type: 'user.email_changed',
    message: `Korisnik #${change.userId} je potvrdio novi email (${change.oldEmail} → ${change.newEmail})`,
  });
}

/**
 * The old address reports a change it did not ask for: a pending change is cancelled, a confirmed one is undone
 * (unless another account has taken the old address since), every session ends, and the old address gets a link to
 * choose a new password (whoever asked may know the current one).
 */
export async function reportEmailChange(deps: EmailChangeDeps, token: string, ip: string): Promise<void> {
  await limit(deps, `email-change:ip:${ip}`, EMAIL_LINK_ATTEMPTS_PER_HOUR, 3600);
  const resetToken = newSecret();
  const result = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const claimed = await repo.claimReport(tx, hashSecret(token));
    if (!claimed) throw invalidLink();
    await repo.cancelPending(tx, claimed.userId);
    let owner: UserRow | undefined;
    if (claimed.confirmedAt && !(await repo.emailUsedByOther(tx, claimed.userId, claimed.oldEmail))) {
      owner = await repo.moveEmail(tx, claimed.userId, claimed.newEmail, claimed.oldEmail);
    } else if (!claimed.confirmedAt) {
      owner = await tx.query.users.findFirst({ where: (u, { eq }) => eq(u.id, claimed.userId) });
    }
    await revokeTokensExcept(tx, claimed.userId, null);
    // The password link only when the account is (again) on the reporting address.
    const onOldAddress = owner && owner.email === claimed.oldEmail ? owner : undefined;
    if (onOldAddress) {
      await insertPasswordReset(
        tx,
        onOldAddress.id,
        hashSecret(resetToken),
        new Date(Date.now() + PASSWORD_LINK_MINUTES * 60_000),
      );
    }
    return { claimed, owner: onOldAddress };
  });
  await deps.bus.publish('tokens.revoked', { userId: result.claimed.userId });
  if (result.owner) {
    const query = new URLSearchParams({ token: resetToken, email: result.owner.email });
    await enqueueMail(deps, {
      template: 'password-reset',
      locale: localeOf(result.owner),
      to: result.owner.email,
      props: {
        name: result.owner.name,
        resetUrl: `${deps.config.publicUrl}/reset-password?${query}`,
        expiresMinutes: PASSWORD_LINK_MINUTES,
      },
    });
  }
  await logActivity(deps.db, {
    actorUserId: result.claimed.userId,
    type: 'user.email_change_reported',
    message: `Korisnik #${result.claimed.userId} je prijavio promenu email-a koju nije tražio (${result.claimed.oldEmail} → ${result.claimed.newEmail})`,
    data: { undone: Boolean(result.claimed.confirmedAt && result.owner) },
  });
}
