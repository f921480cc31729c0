// The administrators' audit log (ADR 027): who changed which course, user, price, voucher, refund or setting.
import { z } from 'zod';
import { CALENDAR_DATE_PATTERN } from '../validation/range-pattern';
import { MAX_DB_INT } from '../validation/safe-input';

export const AUDIT_PER_PAGE = 25;

export const auditEntityTypes = [
  'course',
  'lesson',
  'user',
  'instructor',
  'voucher',
  'order',
  'payment',
  'setting',
  'totp',
  'review',
  'gift',
  'gift_card',
  'category',
  'quiz',
] as const;
export const auditEntityTypeSchema = z.enum(auditEntityTypes, { error: 'audit.invalidFilter' });
export type AuditEntityType = z.infer<typeof auditEntityTypeSchema>;

/** A Belgrade calendar day that exists (PostgreSQL's `date` refuses "2026-04-31", which Date.parse rolls over). */
const dateField = z.string().regex(new RegExp(CALENDAR_DATE_PATTERN), 'audit.invalidDate').optional();

export const adminAuditQuerySchema = z.object({
  /** Keyset: entries older than this id (the `next_before` of the previous page). */
  before: z.coerce.number({ error: 'audit.invalidFilter' }).int().min(1).max(MAX_DB_INT).optional(),
  actor: z.string().trim().max(254, 'audit.invalidFilter').optional(),
  entity_type: auditEntityTypeSchema.optional(),
  entity_id: z.string().trim().max(64, 'audit.invalidFilter').optional(),
  /** Belgrade calendar days, inclusive. */
  from: dateField,
  to: dateField,
});
export type AdminAuditQuery = z.input<typeof adminAuditQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditResponseSchema = z.object({
  data: z.array(adminAuditEntrySchema),
  per_page: z.number().int(),
  /** The `before` of the next (older) page, null on the last one. */
  next_before: z.number().int().nullable(),
});
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;

export const adminSecuritySettingsSchema = z.object({
  /** Administrators must sign in with a second factor; without one they can only enrol. */
  admin_mfa_required: z.boolean(),
});
export type AdminSecuritySettings = z.infer<typeof adminSecuritySettingsSchema>;

export const adminSecuritySettingsRequestSchema = z.object({
  admin_mfa_required: z.boolean({ error: 'generic.validation' }),
});
