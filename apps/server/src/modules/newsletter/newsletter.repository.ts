// Drizzle queries of newsletter subscribers.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

export function findByEmail(db: Db, email: string) {
  return db.query.newsletterSubscribers.findFirst({ where: eq(newsletterSubscribers.email, email) });
}

export function findByTokenHash(db: Db, tokenHash: string) {
  return db.query.newsletterSubscribers.findFirst({
    where: eq(newsletterSubscribers.confirmTokenHash, tokenHash),
  });
}

/** A consent as given (the language, when, where from, the text shown) and the confirmation it waits for. */
interface ConsentValues {
  locale: string;
  consentAt: Date;
  consentSource: string;
  consentIp: string | null;
  consentText: string;
  confirmTokenHash: string;
}

/** Inserts a new subscriber; nothing when the address subscribed meanwhile (the unique index decides). */
export async function insertSubscriber(
  db: Db,
  values: { email: string } & ConsentValues,
): Promise<SubscriberRow | undefined> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values(values)
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  return rows[0];
}

/** A fresh consent from an address that had unsubscribed: recorded anew, confirmation required again. */
export async function resubscribe(db: Db, id: number, values: ConsentValues) {
  await db
    .update(newsletterSubscribers)
    .set({ ...values, confirmedAt: null, unsubscribedAt: null, optedOut: [] })
    .where(eq(newsletterSubscribers.id, id));
}

/** Replaces the confirmation token of a subscriber who has not confirmed yet (a resent e-mail). */
export async function replaceConfirmToken(db: Db, id: number, confirmTokenHash: string) {
  await db.update(newsletterSubscribers).set({ confirmTokenHash }).where(eq(newsletterSubscribers.id, id));
}

/** Marks the subscriber confirmed; a second call keeps the first time (and answers false). */
export async function confirm(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: at })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
