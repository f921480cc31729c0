// POST /contact (visitors and members) and POST /support (signed-in users), spec 000 §7.
import {
  contactRequestSchema,
  contactResponseSchema,
  errorResponseSchema,
  supportRequestSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import * as contact from './contact.service';

const errors = { 422: errorResponseSchema, 429: errorResponseSchema };

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config, limiter: app.limiter });

  app.post(
    '/contact',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the academy (stored and e-mailed to support)',
        body: contactRequestSchema,
        response: { 200: contactResponseSchema, ...errors },
      },
    },
    async (request) => {
      await contact.sendContactMessage(deps(), request.body, {
        ip: request.ip,
        userId: request.auth?.userId ?? null,
      });
      return { message: translate(request.locale, 'contact.sent') };
    },
  );

  app.post(
    '/support',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['contact'],
        summary: "A signed-in user's message to support (the profile's support modal)",
        security: [{ bearer: [] }],
        body: supportRequestSchema,
        response: { 200: contactResponseSchema, 401: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await contact.sendSupportMessage(deps(), request.auth!.userId, request.body, { ip: request.ip });
      return { message: translate(request.locale, 'support.sent') };
    },
  );
};

export default contactRoutes;
