// Voucher codes: GET /admin/vouchers, POST /admin/vouchers, POST /admin/vouchers/{id}/disable.
import {
  adminVoucherFormSchema,
  adminVoucherListResponseSchema,
  adminVoucherResponseSchema,
  adminVouchersQuerySchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import { formBody } from '../../plugins/route-doc';
import { auditActor } from '../activity/admin-audit';
import { readAdminForm } from './admin-form';
import { adminErrors, idParams, secured } from './admin-http';
import * as vouchers from './admin-vouchers.service';

const adminVouchersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/vouchers',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Voucher codes, newest first',
        querystring: adminVouchersQuerySchema,
        response: { 200: adminVoucherListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await vouchers.listVouchers(app.db, request.query.page, request.query.per_page)),
    }),
  );

  app.post(
    '/admin/vouchers',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(adminVoucherFormSchema, {}, { json: true }) } },
      schema: {
        ...secured,
        summary: 'Create a voucher code',
        description:
          'JSON or form: code (3-40 of A-Z 0-9 - _), kind (percent | fixed), value (percent 1-100, or RSD with step 0.01), valid_from, valid_until (YYYY-MM-DD in Belgrade, or ISO 8601), max_uses, assigned_email',
        response: { 201: adminVoucherResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const form = await readAdminForm(request, app.storage);
      const data = await vouchers.createVoucher(app.db, auditActor(request), form.fields);
      return reply
        .status(201)
        .send({ success: true as const, message: translate(request.locale, 'admin.voucher.created'), data });
    },
  );

  app.post(
    '/admin/vouchers/:id/disable',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Disable a voucher code',
        params: idParams('generic.invalidId'),
        response: { 200: adminVoucherResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'admin.voucher.disabled'),
      data: await vouchers.disableVoucher(app.db, auditActor(request), request.params.id),
    }),
  );
};

export default adminVouchersRoutes;
