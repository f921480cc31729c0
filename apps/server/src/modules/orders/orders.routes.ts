// Purchases: GET /orders, /courses/user-courses, /my-downloads, /checkout/billing, POST /courses/{id}/extend and
// GET /memberships. The administrator's refund is the admin module's (admin/admin-payments.routes.ts).
import {
  extendRequestSchema,
  extendResponseSchema,
  idParam,
  membershipsResponseSchema,
  myDownloadsResponseSchema,
  ordersResponseSchema,
  purchasedCourseSchema,
  savedBillingResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMediaSession } from '../../lib/media-session';
import { errorResponses, secured } from '../../plugins/route-doc';
import { listOrders, savedBilling } from './orders.service';
import { extendFree, membershipZones, myDownloads, userCourses } from './purchases.service';

const idParams = z.object({ id: idParam });
const errors = errorResponses(401, 403, 404, 422);

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
          200: myDownloadsResponseSchema,
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
};

export default ordersRoutes;
