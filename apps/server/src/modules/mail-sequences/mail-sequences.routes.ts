// The one-click links of lifecycle e-mails (ADR 077):
// - POST /mail/links/open {token}: the link's page was opened (the click); what it does and whether it still works.
//   A POST from the page's script, so link scanners that fetch the e-mail's links count no click.
// - POST /mail/links/use {token}: signed in as the learner it was made for, once, before it expires.
// - POST /test/mail/sequences/run (TEST_CLOCK only): runs the sequence scan now on the test clock (or days ahead).
import { errorResponseSchema } from '@atelje/shared';
import {
  mailLinkOpenResponseSchema,
  mailLinkRequestSchema,
  mailLinkUseResponseSchema,
} from '@atelje/shared/mail-sequences/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMailLink, useMailLink } from './mail-links.service';
import { runSequences } from './sequences.job';

const mailSequencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mail/links/open',
    {
      schema: {
        tags: ['mail'],
        summary:
          "Opens an e-mail's one-click link: records the click, says what it does and whether it still works",
        body: mailLinkRequestSchema,
        response: { 200: mailLinkOpenResponseSchema, 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => openMailLink(app, request.body.token, app.clock.now(), request.locale),
  );

  app.post(
    '/mail/links/use',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['mail'],
        security: [{ bearer: [] }],
        summary:
          "Uses an e-mail's one-click link once: applies the free extension, or returns the paid extension for the cart",
        body: mailLinkRequestSchema,
        response: {
          200: mailLinkUseResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          410: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      useMailLink(app, request.auth!.userId, request.body.token, app.clock.now(), request.locale),
  );

  if (!app.config.testClock) return;
  app.post(
    '/test/mail/sequences/run',
    {
      schema: {
        tags: ['test'],
        summary:
          'Test only: runs the lifecycle e-mail sequences now on the test clock, or as of some days ahead of it',
        body: z.object({
          // The journeys look ahead instead of moving the shared clock by months (other journeys' watch time).
          days_ahead: z.number().int().min(0).max(400).optional(),
        }),
        response: { 200: z.object({ recorded: z.number().int() }) },
      },
    },
    async (request) => {
      const at = new Date(app.clock.now().getTime() + (request.body.days_ahead ?? 0) * 86_400_000);
      return { recorded: await runSequences(app, at) };
    },
  );
};

export default mailSequencesRoutes;
