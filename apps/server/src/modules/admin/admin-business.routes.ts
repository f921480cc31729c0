// GET /admin/dashboard/{revenue,courses,learners,funnel,vouchers,progress,expiring}: the business dashboard's
// charts (issue 20 item 3, ADR 073), each over ?from&to (Belgrade days, both included) and &granularity, with
// the period of as many days before it.
import {
  businessCoursesResponseSchema,
  businessExpiringResponseSchema,
  businessFunnelQuerySchema,
  businessFunnelResponseSchema,
  businessLearnersResponseSchema,
  businessProgressResponseSchema,
  businessRangeQuerySchema,
  businessRevenueResponseSchema,
  businessVouchersResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as business from './admin-business.service';
import { adminErrors, secured } from './admin-http';

const adminBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const guarded = { onRequest: app.requireAdmin };
  app.get(
    '/admin/dashboard/revenue',
    {
      ...guarded,
      schema: {
        ...secured,
        summary:
          'Revenue and refunds per day, week or month and per payment method, with the previous period',
        querystring: businessRangeQuerySchema,
        response: { 200: businessRevenueResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await business.revenue(app.db, request.query) }),
  );

  app.get(
    '/admin/dashboard/courses',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: 'Course sales and refunds in the range and the previous period, best selling first',
        querystring: businessRangeQuerySchema,
        response: { 200: businessCoursesResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await business.courses(app.db, request.query) }),
  );

  app.get(
    '/admin/dashboard/learners',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: 'New learner accounts per day, week or month, with the previous period',
        querystring: businessRangeQuerySchema,
        response: { 200: businessLearnersResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await business.learners(app.db, request.query) }),
  );

  app.get(
    '/admin/dashboard/funnel',
    {
      ...guarded,
      schema: {
        ...secured,
        summary:
          'Visits, free sign-ups, first purchases, lessons started and courses completed per landing or course',
        querystring: businessFunnelQuerySchema,
        response: { 200: businessFunnelResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await business.funnel(app.db, request.query) }),
  );

  app.get(
    '/admin/dashboard/vouchers',
    {
      ...guarded,
      schema: {
        ...secured,
        summary:
          'Orders paid with each voucher, what they brought and the discount given, with the previous period',
        querystring: businessRangeQuerySchema,
        response: { 200: businessVouchersResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, data: await business.vouchers(app.db, request.query) }),
  );

  app.get(
    '/admin/dashboard/progress',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: "Each course's learners now, its completion rate and their average progress",
        response: { 200: businessProgressResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await business.progress(app.db) }),
  );

  app.get(
    '/admin/dashboard/expiring',
    {
      ...guarded,
      schema: {
        ...secured,
        summary: 'Course access ending in the next 30 days, per day and per course',
        response: { 200: businessExpiringResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await business.expiring(app.db) }),
  );
};

export default adminBusinessRoutes;
