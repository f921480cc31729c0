// The profile's account change, POST /update-credentials (spec 000 §5 Profile, §7): a new e-mail, a new password or
// both. A new password signs out every other session of the account; the session making the change stays.
import type { User } from '@atelje/shared';
import type { Db } from '../../db/client';
import type { ClusterBus } from '../../lib/cluster-bus';
import { AppError, unauthenticated, validationError } from '../../lib/errors';
import { logActivity } from './auth.repository';
import { toPublicUser } from './auth.service';
import * as repo from './credentials.repository';
import { hashPassword, isCommonPassword } from './passwords';

export interface CredentialsChange {
  /** Already trimmed and lower-cased by the request schema; empty or absent means unchanged. */
  email?: string;
  password?: string;
}

export async function updateCredentials(
  deps: { db: Db; bus: ClusterBus },
  session: { userId: number; tokenId: number },
  input: CredentialsChange,
): Promise<{ user: User }> {
  const current = await repo.findUser(deps.db, session.userId);
  if (!current) throw unauthenticated();
  const email = input.email ? input.email : undefined;
  const password = input.password ? input.password : undefined;
  if (email === undefined && password === undefined) throw new AppError(422, 'credentials.noChanges');

  const fields: Record<string, string[]> = {};
  if (email !== undefined) {
    if (email === current.email) fields.email = ['credentials.emailSame'];
    else if (await repo.emailTakenByOther(deps.db, current.id, email)) fields.email = ['email.taken'];
  }
  if (password !== undefined && isCommonPassword(password)) fields.password = ['password.common'];
  if (Object.keys(fields).length > 0) throw validationError(fields);

  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  let updated: Awaited<ReturnType<typeof repo.updateUser>>;
  try {
    updated = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await repo.updateUser(tx, current.id, { email, passwordHash });
      if (passwordHash !== undefined) await repo.revokeOtherTokens(tx, current.id, session.tokenId);
      return row;
    });
  } catch (error) {
    // Someone took the address between the check above and the write.
    if (repo.isUniqueViolation(error, 'users_email_unique'))
      throw validationError({ email: ['email.taken'] });
    throw error;
  }
  if (!updated) throw unauthenticated();
  // Cached sessions carry the old e-mail (and, after a new password, tokens that no longer count).
  await deps.bus.publish('tokens.revoked', { userId: current.id });

  const changed =
    email !== undefined && passwordHash !== undefined
      ? `email (${current.email} → ${email}) i lozinku`
      : email !== undefined
        ? `email (${current.email} → ${email})`
        : 'lozinku';
  await logActivity(deps.db, {
    actorUserId: current.id,
    type: 'user.credentials_changed',
    message: `Korisnik #${current.id} je promenio ${changed}`,
    data: { email: email !== undefined, password: passwordHash !== undefined },
  });
  return { user: toPublicUser(updated) };
}
