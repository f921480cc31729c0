// GET /captcha/challenge: the ALTCHA challenge the newsletter widget fetches (its `challenge` attribute).
import { captchaChallengeSchema, errorResponseSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptcha } from '../../drivers/captcha/index';
import * as captcha from './captcha.service';

const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const driver = createCaptcha(app.config, app.db);

  app.get(
    '/captcha/challenge',
    {
      schema: {
        tags: ['captcha'],
        summary: 'A signed ALTCHA proof-of-work challenge (PBKDF2/SHA-256), valid for a few minutes',
        response: { 200: captchaChallengeSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const challenge = await captcha.issueChallenge({ driver, limiter: app.limiter }, request.ip);
      return reply.header('cache-control', 'no-store').send(challenge);
    },
  );
};

export default captchaRoutes;
