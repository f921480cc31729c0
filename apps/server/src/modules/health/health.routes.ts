// Liveness (/health: the process answers, nothing else is asked) and readiness (/ready: database, media store and
// job queue reachable; with REDIS_URL, Redis too, or `degraded` while it is not, ADR 031). An orchestrator or a load
// balancer that probes routes to a process only while /ready says 200 (the shipped nginx does not probe: it takes a
// process out when requests to it fail, ADR 019); a supervisor restarts one only when /health stops answering, so a
// database outage does not restart every process at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from './readiness';

const checkResult = z.enum(['ok', 'failed']);
const checks = z.object({
  database: checkResult,
  storage: checkResult,
  queue: checkResult,
  /** Present with REDIS_URL: Redis answers and the cluster channel is subscribed ('failed': degraded, still 200). */
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
        summary: 'Readiness: database, media store and job queue reachable; degraded while Redis is not',
        response: {
          200: z.object({ status: z.enum(['ready', 'degraded']), checks }),
          503: z.object({ status: z.literal('unavailable'), checks }),
        },
      },
    },
    async (request, reply) => {
      const { ready, degraded, checks: results } = await checkReadiness(app, request.log);
      reply.header('cache-control', 'no-store');
      if (!ready) return reply.status(503).send({ status: 'unavailable' as const, checks: results });
      return { status: degraded ? ('degraded' as const) : ('ready' as const), checks: results };
    },
  );
};

export default healthRoutes;
