// GET /admin/dashboard/stats and /admin/dashboard/activities (spec 001 §7).
import { adminActivitiesResponseSchema, adminStatsResponseSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, secured } from './admin-http';
import * as stats from './admin-stats.service';

const adminStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/stats',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'The overview cards, revenue of the last 12 months and sales by course',
        response: { 200: adminStatsResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await stats.dashboardStats(app.db) }),
  );

  app.get(
    '/admin/dashboard/activities',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'The 20 latest entries of the activity log',
        response: { 200: adminActivitiesResponseSchema, ...adminErrors },
      },
    },
    async () => ({ success: true as const, data: await stats.latestActivities(app.db) }),
  );
};

export default adminStatsRoutes;
