// GET /settings/public and GET /faq: site content administrators can change without a release.
import {
  contentPreviewQuerySchema,
  errorResponseSchema,
  faqQuerySchema,
  faqResponseSchema,
  publicSettingsResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewContent } from '../content/content.service';
import * as settings from './settings.service';

// Short, so an administrator's change shows within a minute.
const CACHE = 'public, max-age=60';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/public',
    {
      schema: {
        tags: ['settings'],
        summary: 'Company contact details, refund days and landing course ids',
        response: { 200: publicSettingsResponseSchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', CACHE).send(await settings.publicSettings(app.db, app.config)),
  );

  app.get(
    '/faq',
    {
      schema: {
        tags: ['settings'],
        summary: 'Questions and answers of the home, membership or help page, in the request language',
        querystring: faqQuerySchema.extend(contentPreviewQuerySchema.shape),
        response: { 200: faqResponseSchema, 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { topic, preview } = request.query;
      if (preview) {
        // An administrator's preview link (ADR 070): the saved version it names, never stored, never indexed.
        const content = await previewContent(
          app.db,
          app.config.appSecret,
          preview,
          `faq:${topic}`,
          Date.now(),
        );
        const items = await settings.faq(app.db, topic, request.locale, { content });
        return reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .send({ topic, items });
      }
      const items = await settings.faq(app.db, topic, request.locale);
      // no-cache: a browser asks again, so a published change shows at once (ADR 070).
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-language')
        .send({ topic, items });
    },
  );
};

export default settingsRoutes;
