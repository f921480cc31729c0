// Drizzle queries of the activity log (the administrator's feed of what happened) and of the administrators' audit
// log (who changed what).
import type { Db } from '../../db/client';
import { activityLog, adminAuditLog } from '../../db/schema/index';

export interface ActivityEntry {
  actorUserId: number | null;
  type: string;
  message: string;
  data?: Record<string, unknown>;
}

export async function insertActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({ ...entry, data: entry.data ?? {} });
}

export async function insertAuditEntry(db: Db, values: typeof adminAuditLog.$inferInsert): Promise<void> {
  await db.insert(adminAuditLog).values(values);
}
