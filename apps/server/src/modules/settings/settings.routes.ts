// GET /settings/public and GET /faq: site content administrators can change without a release.
import {
  errorResponseSchema,
  faqQuerySchema,
  faqResponseSchema,
  publicSettingsResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
        querystring: faqQuerySchema,
        response: { 200: faqResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { topic } = request.query;
      const items = await settings.faq(app.db, topic, request.locale);
      return reply.header('cache-control', CACHE).header('vary', 'accept-language').send({ topic, items });
    },
  );
};

export default settingsRoutes;
