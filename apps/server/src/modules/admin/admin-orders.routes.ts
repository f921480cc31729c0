// GET /admin/orders (10 per page, `meta`) and GET /admin/orders/{id} (spec 001 §7; issue 6 "Orders").
import {
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrdersQuerySchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openMediaSession } from '../media/media-session';
import { adminErrors, idParams, secured } from './admin-http';
import { orderAnchors } from './admin-orders.repository';
import * as orders from './admin-orders.service';
import { ANCHORS_TTL_MS, createAnchorCache } from './admin-pagination';

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
        summary: 'Orders, newest first, 10 per page by default',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrderListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.listOrders(app.db, anchors, request.query.page, request.query.per_page)),
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
