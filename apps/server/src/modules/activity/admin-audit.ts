// The administrators' audit log (ADR 027): one row per change made in the dashboard (or by an administrator's
// own security settings), written in the transaction of the change where the code allows. Only the fields that
// changed are kept, as { field: { from, to } }; anything that looks like a secret (password, hash, token,
// secret) is recorded only as { changed: true }.
import type { AuditEntityType } from '@atelje/shared/admin/audit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../types';
import { insertAuditEntry } from './activity.repository';

export interface AuditActor {
  userId: number;
  email: string;
  ip?: string | null;
}

export interface AuditEntry {
  action: string;
  entityType: AuditEntityType;
  entityId?: string | number | null;
  summary?: string;
  changes?: Record<string, unknown>;
}

const SECRET_FIELD = /pass(word)?|hash|secret|token|recovery/i;

/** The actor of a request: the signed-in user and the client address. */
export function auditActor(request: FastifyRequest): AuditActor {
  const auth = request.auth as AuthContext;
  return { userId: auth.userId, email: auth.user.email, ip: request.ip };
}

/** Drops secret values, whatever the caller passed. */
export function redact(changes: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes)) {
    out[field] = SECRET_FIELD.test(field) ? { changed: true } : value;
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Long texts (descriptions) are kept to their first 200 characters: the log says what changed, not a copy. */
const short = (value: unknown) =>
  typeof value === 'string' && value.length > 200 ? `${value.slice(0, 200)}…` : (value ?? null);

/** `{ field: { from, to } }` for each listed field whose value differs (secrets: `{ changed: true }`). */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  fields: string[] = Object.keys(after),
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    const from = before ? before[field] : undefined;
    const to = after[field];
    if (before && same(from, to)) continue;
    // A new entity lists only the fields it was given.
    if (!before && (to === null || to === undefined)) continue;
    changes[field] = before ? { from: short(from), to: short(to) } : { to: short(to) };
  }
  return redact(changes);
}

/** Writes one entry with the given executor (pass the change's transaction to keep both or neither). */
export async function recordAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary ?? '',
    changes: redact(entry.changes ?? {}),
    ip: actor.ip ?? null,
  });
}
