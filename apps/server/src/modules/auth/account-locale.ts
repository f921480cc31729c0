// The language and script of an account's e-mails and documents, `users.locale` (ADR 088): set at sign-up from the
// page's language and script (ADR 087), changed by its owner in the profile. Every sender reads the column when it
// writes (e-mails, the certificate PDF, invoices and slips), so a change applies to the next one.
import type { AccountLocale } from '@atelje/shared/profile/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { unauthenticated } from '../../lib/errors';
import { pageLocaleFrom } from '../../lib/i18n';
import { logActivity } from '../activity/activity.service';

export async function readAccountLocale(db: Db, userId: number): Promise<AccountLocale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthenticated();
  // Anything but the three reads as Serbian Latin, as every sender reads it.
  return pageLocaleFrom(row.locale);
}

/**
 * Stores the account's language and script. A real change is one activity line with from and to, written in the
 * same transaction as the change (the row locked, so two saves at once log what each one changed); saving the
 * stored value again changes nothing and logs nothing.
 */
export async function saveAccountLocale(
  db: Db,
  userId: number,
  locale: AccountLocale,
): Promise<AccountLocale> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row) throw unauthenticated();
    if (row.locale === locale) return locale;
    await tx.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
    await logActivity(tx, {
      actorUserId: userId,
      type: 'user.locale_changed',
      message: `Korisnik #${userId} je promenio jezik e-pošte i dokumenata (${row.locale} → ${locale})`,
      data: { from: row.locale, to: locale },
    });
    return locale;
  });
}
