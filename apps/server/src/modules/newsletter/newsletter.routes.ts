// POST /newsletter/subscribe (spec 000 §7) and the double opt-in confirmation, GET or POST /newsletter/confirm.
import {
  errorResponseSchema,
  newsletterConfirmRequestSchema,
  newsletterConfirmResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptcha } from '../../drivers/captcha/index';
import { translate } from '../../lib/i18n';
import * as newsletter from './newsletter.service';

const errors = { 422: errorResponseSchema, 429: errorResponseSchema };

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = createCaptcha(app.config, app.db);
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config, limiter: app.limiter, captcha });

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe with consent and a solved captcha; a confirmation e-mail follows (double opt-in)',
        body: newsletterSubscribeRequestSchema,
        response: { 200: newsletterSubscribeResponseSchema, ...errors },
      },
    },
    async (request) => {
      await newsletter.subscribe(deps(), request.body, { ip: request.ip, locale: request.locale });
      return { message: translate(request.locale, 'newsletter.subscribed') };
    },
  );

  const confirmSchema = {
    tags: ['newsletter'],
    summary: 'Confirm a subscription with the e-mailed token (idempotent)',
    response: { 200: newsletterConfirmResponseSchema, 422: errorResponseSchema },
  };
  app.get(
    '/newsletter/confirm',
    { schema: { ...confirmSchema, querystring: newsletterConfirmRequestSchema } },
    async (request) => ({
      message: translate(request.locale, 'newsletter.confirmed'),
      ...(await newsletter.confirm(deps(), request.query)),
    }),
  );
  app.post(
    '/newsletter/confirm',
    { schema: { ...confirmSchema, body: newsletterConfirmRequestSchema } },
    async (request) => ({
      message: translate(request.locale, 'newsletter.confirmed'),
      ...(await newsletter.confirm(deps(), request.body)),
    }),
  );
};

export default newsletterRoutes;
