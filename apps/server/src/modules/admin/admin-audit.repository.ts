// Reading the audit log: newest first, keyset pages (`id < before`), filters by actor (e-mail part or id),
// entity type and id, and Belgrade calendar days.
import type { AdminAuditEntry } from '@atelje/shared/admin/audit';
import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminAuditLog } from '../../db/schema/index';
import { pastCursor } from '../../lib/keyset';

export interface AuditFilter {
  before?: number;
  actor?: string;
  entityType?: string;
  entityId?: string;
  from?: string;
  to?: string;
}

const belgradeMidnight = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/Belgrade'`;

export async function listAudit(db: Db, filter: AuditFilter, limit: number): Promise<AdminAuditEntry[]> {
  const where: SQL[] = [];
  const past = pastCursor(adminAuditLog.id, filter.before || undefined, 'desc');
  if (past) where.push(past);
  if (filter.actor) {
    // A number is an account id; anything else a part of the e-mail.
    if (/^[0-9]{1,9}$/.test(filter.actor)) where.push(eq(adminAuditLog.actorUserId, Number(filter.actor)));
    else {
      const escaped = filter.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
      where.push(ilike(adminAuditLog.actorEmail, `%${escaped}%`));
    }
  }
  if (filter.entityType) where.push(eq(adminAuditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(adminAuditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(adminAuditLog.createdAt, belgradeMidnight(filter.from)));
  if (filter.to)
    where.push(lt(adminAuditLog.createdAt, sql`${belgradeMidnight(filter.to)} + interval '1 day'`));
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    actor_id: row.actorUserId,
    actor_email: row.actorEmail,
    action: row.action,
    entity_type: row.entityType,
    entity_id: row.entityId,
    summary: row.summary,
    changes: row.changes,
    ip: row.ip,
  }));
}
