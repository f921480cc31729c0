// Drizzle queries of contact and support messages.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, users } from '../../db/schema/index';

export async function insertMessage(
  db: Db,
  values: {
    name: string;
    email: string;
    message: string;
    source: 'contact' | 'support';
    userId: number | null;
    ip: string | null;
  },
) {
  const rows = await db.insert(contactMessages).values(values).returning();
  return rows[0]!;
}

export function findSender(db: Db, userId: number) {
  return db.query.users.findFirst({
    where: eq(users.id, userId),
    columns: { id: true, name: true, email: true },
  });
}
