// GET /pages/{name}: a static page's published rich text (ADR 076) in the request's language, or null before the
// page's first publish (the page then shows its built-in text). With `?preview=<token>` (an administrator's link,
// ADR 070) the saved version the token names, never stored by a cache.
import {
  contentPreviewQuerySchema,
  errorResponseSchema,
  homeContentResponseSchema,
  isStaticPageName,
  staticPageParamsSchema,
  staticPageResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { homeContent, staticPage } from './content.service';

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pages/:name',
    {
      schema: {
        tags: ['settings'],
        summary: 'Published text of a static page (about, terms, conditions, help) in the request language',
        params: staticPageParamsSchema,
        querystring: contentPreviewQuerySchema,
        response: {
          200: staticPageResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isStaticPageName(name)) throw notFound('content.notFound');
      const { preview } = request.query;
      if (preview) {
        const page = await staticPage(app.db, name, request.locale, {
          secret: app.config.appSecret,
          token: preview,
          nowMs: Date.now(),
        });
        return reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send({ name, page });
      }
      // no-cache: a browser asks again (the answer is small), so a publish shows at once (ADR 070).
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .send({ name, page: await staticPage(app.db, name, request.locale) });
    },
  );

  app.get(
    '/home-content',
    {
      schema: {
        tags: ['settings'],
        summary: "The home page's published texts (hero, section headings) in the request language",
        querystring: contentPreviewQuerySchema,
        response: { 200: homeContentResponseSchema, 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { preview } = request.query;
      if (preview) {
        const content = await homeContent(app.db, request.locale, {
          secret: app.config.appSecret,
          token: preview,
          nowMs: Date.now(),
        });
        return reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').send({ content });
      }
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .send({ content: await homeContent(app.db, request.locale) });
    },
  );
};

export default contentRoutes;
