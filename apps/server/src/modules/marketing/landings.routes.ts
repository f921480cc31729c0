// GET /landings/{key}: the structured content of a landing, thank-you or sales page. With `?preview=<token>` (a
// link an administrator made, ADR 070) the saved version the token names, never stored by a cache.
import {
  contentPreviewQuerySchema,
  errorResponseSchema,
  landingKeyParamsSchema,
  landingResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewContent } from '../content/content.service';
import { landing } from './landings.service';

const landingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/landings/:key',
    {
      schema: {
        tags: ['marketing'],
        summary: 'Content of a landing, thank-you or sales page in the request language, and its course',
        params: landingKeyParamsSchema,
        querystring: contentPreviewQuerySchema,
        response: {
          200: landingResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { preview } = request.query;
      if (preview) {
        const content = await previewContent(
          app.db,
          app.config.appSecret,
          preview,
          `landing:${key}`,
          Date.now(),
        );
        return reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send(await landing(app.db, key, request.locale, { content }));
      }
      // no-cache: a browser asks again (the answer is small), so a publish shows at once (ADR 070).
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .send(await landing(app.db, key, request.locale));
    },
  );
};

export default landingsRoutes;
