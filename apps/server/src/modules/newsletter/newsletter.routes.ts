// POST /newsletter/subscribe (spec 000 §7) and the double opt-in confirmation, GET or POST /newsletter/confirm;
// the signed-in learner's own marketing consent, GET and PUT /me/marketing-consent (ADR 035).
import {
  errorResponseSchema,
  newsletterConfirmRequestSchema,
  newsletterConfirmResponseSchema,
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from '@atelje/shared';
import {
  marketingConsentRequestSchema,
  marketingConsentResponseSchema,
} from '@atelje/shared/profile/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCaptcha } from '../../drivers/captcha/index';
import { translate } from '../../lib/i18n';
import { CONSENT_SOURCES, consentStatus, recordDirectConsent, withdrawConsent } from './marketing-consent';
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
      await newsletter.subscribe(deps(), request.body, {
        ip: request.ip,
        locale: request.locale,
        script: request.script,
      });
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

  const accountConsent = async (email: string) => {
    const { status, since } = await consentStatus(app.db, email);
    return { subscribed: status === 'subscribed', status, since: since?.toISOString() ?? null };
  };
  const consentSchema = {
    tags: ['newsletter'],
    security: [{ bearer: [] }],
  };
  app.get(
    '/me/marketing-consent',
    {
      onRequest: app.authenticate,
      schema: {
        ...consentSchema,
        summary: "The account address's marketing consent: subscribed, pending, withdrawn or none",
        response: { 200: marketingConsentResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => accountConsent(request.auth!.user.email),
  );
  app.put(
    '/me/marketing-consent',
    {
      onRequest: app.authenticate,
      schema: {
        ...consentSchema,
        summary: 'Give (true) or withdraw (false) the marketing consent of the account address',
        body: marketingConsentRequestSchema,
        response: { 200: marketingConsentResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { user, userId } = request.auth!;
      const context = { email: user.email, userId, locale: request.locale, ip: request.ip };
      if (request.body.subscribed) {
        // A consent in force is kept as it is (its proof stays the first); otherwise the switch gives one.
        const current = await consentStatus(app.db, user.email);
        if (current.status !== 'subscribed') {
          await recordDirectConsent(app.db, {
            ...context,
            source: CONSENT_SOURCES.profile,
            text: translate(request.locale, 'marketingConsent.profile'),
          });
        }
      } else {
        await withdrawConsent(app.db, { ...context, source: CONSENT_SOURCES.profile });
      }
      return {
        ...(await accountConsent(user.email)),
        message: translate(request.locale, 'marketingConsent.saved'),
      };
    },
  );
};

export default newsletterRoutes;
