// The administrators' second-factor gate (ADR 027), called by requireAdmin after the role check: when the
// academy's setting `admin_mfa_required` is on, an administrator without an enabled second factor is refused
// every admin route (403 mfa.enrolRequired) and can only enrol on the profile. One indexed read per admin call.
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { mfaGate } from './totp.repository';

export async function requireAdminSecondFactor(db: Db, userId: number): Promise<void> {
  const gate = await mfaGate(db, userId);
  if (gate.required && !gate.enrolled) throw new AppError(403, 'mfa.enrolRequired');
}
