// Signing an account's sessions out, for a change made outside the account's own calls (an administrator's).
import type { Db } from '../../db/client';
import { revokeTokensExcept } from './auth.repository';

/** Signs the account out everywhere except the session `keepTokenId` (null: everywhere). */
export function signOutSessions(db: Db, userId: number, keepTokenId: number | null): Promise<void> {
  return revokeTokensExcept(db, userId, keepTokenId);
}
