// GET /admin/audit-log (the dashboard's "Dnevnik izmena") and the academy's security setting
// GET/POST /admin/security-settings (require a second factor of administrators), ADR 027.
import {
  AUDIT_PER_PAGE,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminSecuritySettingsRequestSchema,
  adminSecuritySettingsSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { keysetPage } from '../../lib/keyset';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { ADMIN_MFA_SETTING, hasTotp, isMfaRequired } from '../auth/totp.service';
import { writeSetting } from '../settings/settings.service';
import { listAudit } from './admin-audit.repository';
import { adminErrors, secured } from './admin-http';

const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Audit log of administrators’ changes, newest first (keyset pages: pass next_before as before)',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditResponseSchema.extend({ success: z.literal(true) }), ...adminErrors },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.from && q.to && q.from > q.to) {
        throw new AppError(422, 'audit.invalidDate', { fields: { to: ['audit.invalidDate'] } });
      }
      const rows = await listAudit(
        app.db,
        {
          before: q.before,
          actor: q.actor || undefined,
          entityType: q.entity_type,
          entityId: q.entity_id || undefined,
          from: q.from,
          to: q.to,
        },
        AUDIT_PER_PAGE + 1,
      );
      const { page, next } = keysetPage(rows, AUDIT_PER_PAGE, (row) => row.id);
      return { success: true as const, data: page, per_page: AUDIT_PER_PAGE, next_before: next };
    },
  );

  app.get(
    '/admin/security-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'The academy’s security settings',
        response: {
          200: z.object({ success: z.literal(true), data: adminSecuritySettingsSchema }),
          ...adminErrors,
        },
      },
    },
    async () => ({ success: true as const, data: { admin_mfa_required: await isMfaRequired(app.db) } }),
  );

  app.post(
    '/admin/security-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Require a second factor of every administrator (on: only an administrator who has one can turn it on)',
        body: adminSecuritySettingsRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: adminSecuritySettingsSchema }),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const actor = auditActor(request);
      const next = request.body.admin_mfa_required;
      if (next && !(await hasTotp(app.db, actor.userId))) {
        throw new AppError(422, 'mfa.enableOwnFirst', {
          fields: { admin_mfa_required: ['mfa.enableOwnFirst'] },
        });
      }
      await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await isMfaRequired(tx);
        if (before === next) return;
        await writeSetting(tx, ADMIN_MFA_SETTING, next);
        await recordAudit(tx, actor, {
          action: 'setting.updated',
          entityType: 'setting',
          entityId: ADMIN_MFA_SETTING,
          summary: next
            ? 'Dvofaktorska prijava je obavezna za administratore'
            : 'Dvofaktorska prijava više nije obavezna za administratore',
          changes: { [ADMIN_MFA_SETTING]: { from: before, to: next } },
        });
      });
      return {
        success: true as const,
        message: translate(request.locale, 'mfa.settingSaved'),
        data: { admin_mfa_required: next },
      };
    },
  );
};

export default adminAuditRoutes;
