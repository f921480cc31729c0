// GET /landings/{key}: the structured content of a landing, thank-you or sales page.
import { errorResponseSchema, landingKeyParamsSchema, landingResponseSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { landing } from './landings.service';

const landingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landings/:key',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Content of a landing, thank-you or sales page in the request language, and its course',
        params: landingKeyParamsSchema,
        response: { 200: landingResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=60')
        .header('vary', 'accept-language')
        .send(await landing(app.db, request.params.key, request.locale)),
  );
};

export default landingsRoutes;
