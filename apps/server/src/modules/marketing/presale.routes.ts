// GET /landings/{key}/presale: the pre-sale places of a paid sales page, counted from real free sign-ups.
import { errorResponseSchema, landingKeyParamsSchema, presaleResponseSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presale } from './presale.service';

const presaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landings/:key/presale',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Pre-sale places of a sales page: the limit, the free sign-ups of its funnel, what remains',
        params: landingKeyParamsSchema,
        response: { 200: presaleResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await presale(app.db, request.params.key)),
  );
};

export default presaleRoutes;
