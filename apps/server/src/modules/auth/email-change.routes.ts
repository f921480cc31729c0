// The links of an e-mail change (ADR 023): POST /confirm-email from the new address, POST /report-email-change from
// the old one. Both take the token from the link; the web pages /email-change/confirm and /email-change/report post
// it when the visitor presses the button (a mail scanner that opens the link changes nothing).

import { errorResponseSchema, messageResponseSchema } from '@atelje/shared';
import { emailChangeTokenRequestSchema } from '@atelje/shared/profile/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import { confirmEmailChange, reportEmailChange } from './email-change.service';

const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, bus: app.bus, jobs: app.jobs, config: app.config, limiter: app.limiter });
  const responses = { 200: messageResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

  app.post(
    '/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new e-mail address with the link sent to it (signs out the other sessions)',
        body: emailChangeTokenRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      await confirmEmailChange(deps(), request.body.token, request.ip);
      return { message: translate(request.locale, 'emailChange.confirmed') };
    },
  );

  app.post(
    '/report-email-change',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Report an e-mail change from the old address: cancels or undoes it, signs out everywhere, mails a password link',
        body: emailChangeTokenRequestSchema,
        response: responses,
      },
    },
    async (request) => {
      await reportEmailChange(deps(), request.body.token, request.ip);
      return { message: translate(request.locale, 'emailChange.reported') };
    },
  );
};

export default emailChangeRoutes;
