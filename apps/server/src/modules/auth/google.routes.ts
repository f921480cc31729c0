// Google sign-in calls (spec 000 §7, ADR 012): GET /auth/providers, GET /auth/google/redirect, the provider's
// return to GET /auth/google/callback, and POST /auth/{provider}/callback with a provider access token.
import {
  authProvidersResponseSchema,
  authResponseSchema,
  errorResponseSchema,
  googleCallbackQuerySchema,
  googleExchangeRequestSchema,
  googleRedirectQuerySchema,
  googleRedirectResponseSchema,
  mfaChallengeResponseSchema,
  providerCallbackRequestSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import {
  exchangeGoogleHandover,
  finishGoogleSignIn,
  signInWithAccessToken,
  startGoogleSignIn,
} from './google.service';
import { clearFlowStateCookie, openFlowState } from './oidc-state';
import { SecondFactorRequired } from './totp-login';

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config, limiter: app.limiter });

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which outside sign-in providers are configured (the web hides the buttons of the others)',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ google: app.config.google.configured }),
  );

  app.get(
    '/auth/google/redirect',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Start Google sign-in: the authorization URL (PKCE S256, state, nonce); the flow state is set in a 10-minute HttpOnly cookie',
        querystring: googleRedirectQuerySchema,
        response: { 200: googleRedirectResponseSchema, 404: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { redirectUrl, cookie } = await startGoogleSignIn(
        deps(),
        request.query.flow ?? 'login',
        request.locale,
        request.script,
      );
      return reply
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .send({ redirect_url: redirectUrl });
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Google's return: redirects to /login-success?code=<one-time hand-over code> (exchanged by POST /auth/google/exchange from this browser within 60 s), or to /auth/error?message=...",
        querystring: googleCallbackQuerySchema,
        response: { 303: z.null().describe('Redirect to the web app') },
      },
    },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      // Messages in the language of the page that started the flow (the provider's browser may ask otherwise).
      const locale = openFlowState(app.config, request.headers.cookie)?.locale ?? request.locale;
      let target: string;
      let cookie = clearFlowStateCookie(app.config);
      try {
        const handover = await finishGoogleSignIn(
          { ...deps(), log: request.log },
          { search, cookie: request.headers.cookie, locale },
        );
        // No bearer token in a URL (ADR 024): a one-time code that only this browser's cookie can exchange.
        target = `/login-success?${new URLSearchParams({ code: handover.code }).toString()}`;
        cookie = handover.cookie;
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'Google sign-in failed');
        const key = error instanceof AppError ? error.messageKey : 'google.failed';
        target = `/auth/error?message=${encodeURIComponent(translate(locale, key))}`;
      }
      return reply
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(target, 303);
    },
  );

  app.post(
    '/auth/google/exchange',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Exchange the one-time code of /login-success for a session (or, for an account with a second factor, a challenge for POST /login/totp): single use, 60 s, only with the sealed cookie of the browser that started the sign-in',
        body: googleExchangeRequestSchema,
        response: {
          200: z.union([
            authResponseSchema.extend({ type: z.enum(['login', 'register']) }),
            mfaChallengeResponseSchema,
          ]),
          400: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // The cookie has done its work whatever the outcome: a code is tried once per sign-in.
      reply.header('set-cookie', clearFlowStateCookie(app.config)).header('cache-control', 'no-store');
      try {
        return await exchangeGoogleHandover(deps(), {
          code: request.body.code,
          cookie: request.headers.cookie,
        });
      } catch (error) {
        // An account with a second factor: a challenge for POST /login/totp in this answer (ADR 027).
        if (error instanceof SecondFactorRequired) return error.challenge;
        throw error;
      }
    },
  );

  app.post(
    '/auth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Sign in with a provider's access token (google): its userinfo names the person; same linking rules as the redirect flow",
        params: z.object({ provider: z.string().max(40) }),
        body: providerCallbackRequestSchema,
        response: {
          200: z.union([authResponseSchema, mfaChallengeResponseSchema]),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (request.params.provider !== 'google') throw new AppError(404, 'google.unknownProvider');
      try {
        const { user, token, tokenType } = await signInWithAccessToken(
          deps(),
          request.body.access_token,
          request.locale,
          request.script,
        );
        return { user, token, tokenType };
      } catch (error) {
        // An account with a second factor gets a challenge for POST /login/totp (ADR 027).
        if (error instanceof SecondFactorRequired) return error.challenge;
        throw error;
      }
    },
  );
};

export default googleRoutes;
