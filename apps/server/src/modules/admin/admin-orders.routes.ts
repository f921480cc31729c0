// GET /admin/orders (10 per page, `meta`, `?state=` of ADR 032) and GET /admin/orders/{id} (spec 001 §7; issue 6
// "Orders").
import {
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANCHORS_TTL_MS, createAnchorCache } from '../../lib/admin-pagination';
import { openMediaSession } from '../../lib/media-session';
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

export default adminOrdersRoutes;
