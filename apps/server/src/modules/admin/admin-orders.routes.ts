// GET /admin/orders (10 per page, `meta`, `?state=` of ADR 032) and GET /admin/orders/{id} (spec 001 §7; issue 6
// "Orders").
import {
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
  fiscalReceiptSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANCHORS_TTL_MS, createAnchorCache } from '../../lib/admin-pagination';
import { translate } from '../../lib/i18n';
import { openMediaSession } from '../../lib/media-session';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { queueReceipt, reopenReceipt, toFiscalReceipt } from '../fiscal/fiscal.service';
import { adminErrors, idParams, secured } from './admin-http';
import { orderAnchors } from './admin-orders.repository';
import * as orders from './admin-orders.service';

const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const anchors = createAnchorCache((step) => orderAnchors(app.db, step), {
    ttlMs: ANCHORS_TTL_MS,
    onError: (err) => app.log.error({ err }, 'reading the order list anchors failed'),
  });
  app.get(
    '/admin/orders',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Orders, newest first, 10 per page by default, optionally only those in one state',
        description:
          "Each row carries `status` (the order's own: pending, paid, refunded, cancelled) and `state`, what really happened (ADR 032): paid; awaiting_slip (a bank slip not confirmed yet); pending (a card or PayPal payment in progress); abandoned (a card or PayPal payment with no answer for more than the 60-minute hold window); failed (declined or not completed); cancelled (by the buyer at the bank or PayPal, or the order itself); refunded. `?state=` lists only the orders in that state (`all`, the default, lists every order); an unknown state is a 422.",
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.listOrders(app.db, anchors, {
        page: request.query.page,
        perPage: request.query.per_page,
        state: request.query.state,
      })),
    }),
  );

  app.get(
    '/admin/orders/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'An order with its lines, payment attempts and invoice',
        params: idParams('generic.invalidId'),
        response: { 200: adminOrderResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      openMediaSession(reply, app.config, request.auth!.userId);
      return {
        success: true as const,
        data: await orders.orderDetail(app, request.params.id, request.auth!.userId),
      };
    },
  );
};

const retryParams = idParams('generic.invalidId').extend({
  kind: z.enum(['sale', 'refund'], { error: 'fiscal.invalidKind' }),
});

/** POST /admin/orders/{id}/fiscal-receipts/{kind}/retry (ADR 075): a receipt not issued yet is sent again. */
export const adminFiscalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/orders/:id/fiscal-receipts/:kind/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "Send an order's failed fiscal receipt to the processor again",
        description:
          'For a receipt in state `failed` (or `pending` that seems stuck): it becomes `pending` and its job is queued. 404 when the order has no such receipt, 409 when it is already issued, 422 for a kind other than `sale` or `refund`.',
        params: retryParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: fiscalReceiptSchema }),
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { id, kind } = request.params;
      const { row } = await app.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as typeof app.db;
        const reopened = await reopenReceipt(tx, id, kind);
        await recordAudit(tx, auditActor(request), {
          action: 'fiscal.retried',
          entityType: 'order',
          entityId: id,
          summary: `Ponovo poslat fiskalni račun (${kind === 'sale' ? 'prodaja' : 'refundacija'}) porudžbine #${id}`,
          changes: { fiscal_state: { from: reopened.previous, to: 'pending' } },
        });
        return reopened;
      });
      await queueReceipt(app.jobs, id, kind);
      return {
        success: true as const,
        message: translate(request.locale, 'fiscal.retryQueued'),
        data: toFiscalReceipt(row),
      };
    },
  );
};

export default adminOrdersRoutes;
