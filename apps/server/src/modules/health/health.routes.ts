// Liveness (/health: the process answers, nothing else is asked) and readiness (/ready: database, media store, job
// queue and, when configured, Redis reachable). A load balancer routes to a process only while /ready says 200; a supervisor restarts
// one only when /health stops answering, so a database outage does not restart every process at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './readiness';

const checkResult = z.enum(['ok', 'failed']);
const checks = z.object({
  database: checkResult,
  storage: checkResult,
  queue: checkResult,
  /** Present with REDIS_URL: Redis answers and the cluster channel is subscribed. */
  redis: checkResult.optional(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (no dependency is asked)',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async () => ({ status: 'ok' as const, database: app.database.kind }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database, media store, job queue and (when configured) Redis reachable',
        response: {
          200: z.object({ status: z.literal('ready'), checks }),
          503: z.object({ status: z.literal('unavailable'), checks }),
        },
      },
    },
    async (request, reply) => {
      const { ready, checks: results } = await checkReadiness(app, request.log);
      reply.header('cache-control', 'no-store');
      if (!ready) return reply.status(503).send({ status: 'unavailable' as const, checks: results });
      return { status: 'ready' as const, checks: results };
    },
  );
};

export default healthRoutes;
