// Purchases: GET /orders, /courses/user-courses, /my-downloads, /checkout/billing, POST /courses/{id}/extend,
// GET /memberships, and the administrator's POST /admin/orders/{id}/refund.
import {
  errorResponseSchema,
  extendRequestSchema,
  extendResponseSchema,
  idParam,
  membershipsResponseSchema,
  ordersResponseSchema,
  purchasedCourseSchema,
  savedBillingResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { auditActor, recordAudit } from '../admin/admin-audit';
import { openMediaSession } from '../media/media-session';
import { refund } from '../payments/payments.service';
import { listOrders, savedBilling } from './orders.service';
import { extendFree, membershipZones, myDownloads, userCourses } from './purchases.service';

const idParams = z.object({ id: idParam });
const secured = { security: [{ bearer: [] }] };
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

const downloadSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  url: z.string(),
  purchased_at: z.string(),
});

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config });

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        ...secured,
        summary: "The signed-in user's orders",
        response: { 200: ordersResponseSchema, ...errors },
      },
    },
    // Invoice links are bound to the buyer: their media session goes with them (ADR 026).
    async (request, reply) => {
      openMediaSession(reply, app.config, request.auth!.userId);
      return { orders: await listOrders(app.db, request.auth!.userId, app.config) };
    },
  );

  app.get(
    '/courses/user-courses',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        ...secured,
        summary: 'Purchased courses with expiry and extension state',
        response: { 200: z.array(purchasedCourseSchema), ...errors },
      },
    },
    async (request) => userCourses(deps(), request.auth!.userId, request.locale),
  );

  app.get(
    '/my-downloads',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        ...secured,
        summary: 'Bought e-books and templates with download links',
        response: {
          200: z.object({ ebooks: z.array(downloadSchema), templates: z.array(downloadSchema) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      openMediaSession(reply, app.config, request.auth!.userId);
      return myDownloads(deps(), request.auth!.userId);
    },
  );

  app.get(
    '/checkout/billing',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        ...secured,
        summary:
          "The signed-in buyer's details from their last order (name, e-mail, phone, address), for the next checkout",
        response: { 200: savedBillingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Personal data: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return { billing: await savedBilling(app.db, request.auth!.userId) };
    },
  );

  app.post(
    '/courses/:id/extend',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        ...secured,
        summary: 'Use the free one-month extension of a course (once per course)',
        params: idParams,
        body: extendRequestSchema,
        response: { 200: extendResponseSchema, ...errors },
      },
    },
    async (request) => extendFree(deps(), request.auth!.userId, request.params.id, request.locale),
  );

  app.get(
    '/memberships',
    {
      schema: {
        tags: ['orders'],
        summary: 'Membership zones on sale',
        response: { 200: membershipsResponseSchema },
      },
    },
    async (request) => ({ zones: await membershipZones(app.db, request.locale) }),
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
          ...errors,
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const order = await refund(
        {
          db: app.db,
          config: app.config,
          jobs: app.jobs,
          gateways: app.gateways,
          storage: app.storage,
          log: request.log,
        },
        { userId: auth.userId, role: auth.role, user: auth.user },
        request.params.id,
      );
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

export default ordersRoutes;
