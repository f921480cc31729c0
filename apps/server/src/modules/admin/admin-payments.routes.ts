// The administrator's money calls (spec 001 §3): the bank-slip table, confirming a slip, refunding an order. They
// answer in the plain error shape they always had: app.ts registers them beside the payment routes, outside the
// admin scope's error shape (admin.routes.ts).
import {
  adminSlipListResponseSchema,
  adminSlipsQuerySchema,
  errorResponseSchema,
  idParam,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { errorResponses, secured } from '../../plugins/route-doc';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { actorOf, type PaymentsDeps, paymentParams, paymentsDepsOf } from '../payments/payment-flow';
import { cancelPendingSlip, confirmSlip, listSlips, refund } from './admin-payments.service';

const idParams = z.object({ id: idParam });
const errors = errorResponses(401, 403, 404, 409, 422, 502);
const refundErrors = errorResponses(401, 403, 404, 422);

const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log: PaymentsDeps['log']) => paymentsDepsOf(app, log);

  app.get(
    '/admin/uplatnice',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        ...secured,
        summary: 'Bank-slip payments, newest first (pending by default, 20 per page)',
        querystring: adminSlipsQuerySchema,
        response: { 200: adminSlipListResponseSchema, ...errors },
      },
    },
    async (request) =>
      listSlips(deps(request.log), {
        status: request.query.status,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
  );

  app.post(
    '/admin/uplatnice/:paymentId/confirm',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        ...secured,
        summary: 'Confirm that a bank-slip payment arrived: grants the order once',
        params: paymentParams,
        response: {
          200: z.object({
            message: z.string(),
            payment: z.object({ payment_id: z.string(), status: z.string() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const payment = await confirmSlip(deps(request.log), actorOf(request), request.params.paymentId);
      await recordAudit(app.db, auditActor(request), {
        action: 'payment.slip_confirmed',
        entityType: 'payment',
        entityId: payment.id,
        summary: `Potvrđena uplatnica ${payment.id}`,
        changes: { status: { to: payment.status } },
      });
      return {
        message: translate(request.locale, 'payment.confirmed'),
        payment: { payment_id: payment.id, status: payment.status },
      };
    },
  );

  app.post(
    '/admin/uplatnice/:paymentId/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        ...secured,
        summary:
          'Cancel a bank slip still awaiting payment: the order is cancelled, its voucher and gift-card holds released, the buyer told',
        params: paymentParams,
        response: {
          200: z.object({
            message: z.string(),
            payment: z.object({ payment_id: z.string(), status: z.string() }),
            order: z.object({ id: z.number(), number: z.string(), status: z.string() }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await cancelPendingSlip(
        deps(request.log),
        actorOf(request),
        request.params.paymentId,
        app.clock.now(),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'payment.slip_cancelled',
        entityType: 'payment',
        entityId: result.paymentId,
        summary: `Otkazana uplatnica ${result.paymentId} (porudžbina ${result.orderNumber})`,
        changes: { status: { from: 'pending', to: 'cancelled' }, order: result.orderNumber },
      });
      return {
        message: translate(request.locale, 'payment.slipCancelledOk'),
        payment: { payment_id: result.paymentId, status: 'cancelled' },
        order: { id: result.orderId, number: result.orderNumber, status: 'cancelled' },
      };
    },
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        ...secured,
        summary: 'Refund an order: access revoked, progress kept, the provider refunded where it can be',
        params: idParams,
        response: {
          200: z.object({
            message: z.string(),
            order: z.object({ id: z.number(), number: z.string(), status: z.string() }),
          }),
          409: errorResponseSchema,
          ...refundErrors,
        },
      },
    },
    async (request) => {
      const order = await refund(deps(request.log), actorOf(request), request.params.id);
      await recordAudit(app.db, auditActor(request), {
        action: 'order.refunded',
        entityType: 'order',
        entityId: order.id,
        summary: `Refundirana porudžbina ${order.number}`,
        changes: { status: { to: order.status } },
      });
      // The refunded buyer's review may have left a course's rating (ADR 041): cached course answers go.
      await app.bus.publish('catalog.changed', {});
      return {
        message: translate(request.locale, 'order.refunded'),
        order: { id: order.id, number: order.number, status: order.status },
      };
    },
  );
};

export default adminPaymentsRoutes;
