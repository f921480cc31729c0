// Voucher codes for checkout (spec-decisions: percentage or fixed amount, validity dates, usage limits): the
// administrator lists, creates and disables them. A calendar day given as a validity date is read in Belgrade:
// valid from its first moment, until its last.
import { type AdminVoucher, adminVoucherFormSchema } from '@atelje/shared';
import type { Db } from '../../db/client';
import { pageMeta } from '../../lib/admin-pagination';
import { notFound, validationError } from '../../lib/errors';
import { logActivity } from '../activity/activity.service';
import { type AuditActor, diffFields, recordAudit } from '../activity/admin-audit';
import { parseForm } from './admin-form';
import { belgradeDay } from './admin-format';
import * as repo from './admin-vouchers.repository';

const toVoucher = (row: repo.VoucherRow): AdminVoucher => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  valid_from: row.validFrom?.toISOString() ?? null,
  valid_until: row.validUntil?.toISOString() ?? null,
  max_uses: row.maxUses,
  used_count: row.usedCount,
  assigned_email: row.assignedEmail,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

export async function listVouchers(db: Db, page: number, perPage: number) {
  const { rows, total } = await repo.voucherPage(db, page, perPage);
  return { data: rows.map(toVoucher), meta: pageMeta(total, page, perPage) };
}

export async function createVoucher(db: Db, actor: AuditActor, fields: Record<string, unknown>) {
  const input = parseForm(adminVoucherFormSchema, fields);
  const values = {
    code: input.code,
    kind: input.kind,
    value: input.value,
    validFrom: input.valid_from ? belgradeDay(input.valid_from) : null,
    validUntil: input.valid_until ? belgradeDay(input.valid_until, true) : null,
    maxUses: input.max_uses ?? null,
    assignedEmail: input.assigned_email ?? null,
  };
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const inserted = await repo.insertVoucher(tx, values);
    if (inserted) {
      await recordAudit(tx, actor, {
        action: 'voucher.created',
        entityType: 'voucher',
        entityId: inserted.id,
        summary: `Kreiran vaučer ${inserted.code}`,
        changes: diffFields(null, values),
      });
    }
    return inserted;
  });
  if (!row) throw validationError({ code: ['admin.voucher.codeTaken'] });
  await logActivity(db, {
    actorUserId: actor.userId,
    type: 'voucher.created',
    message: `Kreiran vaučer ${row.code}`,
    data: { voucherId: row.id },
  });
  return toVoucher(row);
}

/** Turns a code off for good; disabling it again changes nothing. */
export async function disableVoucher(db: Db, actor: AuditActor, id: number) {
  const row = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const disabled = await repo.disableVoucher(tx, id);
    if (disabled) {
      await recordAudit(tx, actor, {
        action: 'voucher.disabled',
        entityType: 'voucher',
        entityId: disabled.id,
        summary: `Isključen vaučer ${disabled.code}`,
        changes: { active: { to: false } },
      });
    }
    return disabled;
  });
  if (!row) throw notFound('admin.voucher.notFound');
  await logActivity(db, {
    actorUserId: actor.userId,
    type: 'voucher.disabled',
    message: `Isključen vaučer ${row.code}`,
    data: { voucherId: row.id },
  });
  return toVoucher(row);
}
