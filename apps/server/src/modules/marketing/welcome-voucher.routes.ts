// POST /vouchers/welcome: a signed-in learner's welcome voucher for a friend (spec 000 §2, §5; ADR 013).
import { welcomeVoucherRequestSchema, welcomeVoucherResponseSchema } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/route-doc';
import { sendWelcomeVoucher } from './welcome-voucher.service';

const welcomeVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vouchers/welcome',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['vouchers'],
        summary:
          "E-mail a friend a personal one-time welcome voucher (re-sends the friend's still-valid code)",
        security: [{ bearer: [] }],
        body: welcomeVoucherRequestSchema,
        response: { 200: welcomeVoucherResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) =>
      sendWelcomeVoucher(
        { db: app.db, jobs: app.jobs, config: app.config, limiter: app.limiter },
        request.auth!.userId,
        request.body,
        request.locale,
        request.script,
      ),
  );
};

export default welcomeVoucherRoutes;
