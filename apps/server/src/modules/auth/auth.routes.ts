// Account calls of spec 000 §7: GET /user, POST /login, /register, /logout, /forgot-password, /reset-password,
// /update-credentials.
import {
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  mfaChallengeResponseSchema,
  registerQuickRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  userResponseSchema,
} from '@atelje/shared';
import {
  updateCredentialsRequestSchema,
  updateCredentialsResponseSchema,
} from '@atelje/shared/profile/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createCaptcha } from '../../drivers/captcha/index';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { JsonBody, KEPT_JSON_ROUTE, sendJsonBody } from '../../lib/json-body';
import * as auth from './auth.service';
import { updateCredentials } from './credentials.service';

const errors = { 401: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };

/**
 * GET /user's answer per resolved user object, checked against the response schema once (ADR 063). A token
 * resolved from the token cache hands out the same user object until the entry expires or is evicted; a fresh read
 * makes a new object, so nothing here outlives what the token cache keeps and there is nothing to invalidate.
 */
const userJson = new WeakMap<object, JsonBody>();
function userAnswer(user: object): JsonBody {
  let body = userJson.get(user);
  if (body === undefined) {
    body = new JsonBody(JSON.stringify(userResponseSchema.parse({ user })));
    userJson.set(user, body);
  }
  return body;
}

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const captcha = createCaptcha(app.config, app.db);
  const deps = () => ({
    db: app.db,
    jobs: app.jobs,
    config: app.config,
    limiter: app.limiter,
    bus: app.bus,
    captcha,
  });

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await auth.register(deps(), request.body, request.locale, request.ip, request.script)),
  );

  app.post(
    '/register-quick',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a buyer at checkout (name, e-mail, phone) and sign in',
        body: registerQuickRequestSchema,
        response: {
          201: authResponseSchema.extend({ access_token: z.string(), token_type: z.literal('Bearer') }),
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { ip } = request;
      const byIp = await app.limiter.hit(`register-quick:ip:${ip}`, 20, 3600);
      if (!byIp.allowed) {
        throw new AppError(429, 'http.tooManyRequests', {
          params: { seconds: byIp.retryAfterSeconds },
          headers: { 'retry-after': String(byIp.retryAfterSeconds) },
        });
      }
      return reply
        .status(201)
        .send(await auth.registerQuick(deps(), request.body, request.locale, request.script));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'An account with two-factor sign-in gets { mfa_required, challenge, expires_in } instead of a token: send the challenge and a code to POST /login/totp',
        body: loginRequestSchema,
        response: { 200: z.union([authResponseSchema, mfaChallengeResponseSchema]), ...errors },
      },
    },
    async (request) => auth.login(deps(), request.body, request.ip),
  );

  app.get(
    '/user',
    {
      onRequest: app.authenticate,
      // The answer is a kept body (sendJsonBody) or a short 401: no compress plugin (lib/json-body.ts).
      ...KEPT_JSON_ROUTE,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: userResponseSchema, 401: errorResponseSchema },
      },
    },
    // JSON text already checked against userResponseSchema (userAnswer); Fastify sends a string as it is.
    (request, reply) => sendJsonBody(request, reply, userAnswer(request.auth!.user)),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the bearer token',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(app, request.auth!.tokenId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPassword(deps(), request.body, request.ip);
      return { message: translate(request.locale, 'forgot.sent') };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(deps(), request.body, request.ip);
      return { message: translate(request.locale, 'reset.success') };
    },
  );

  app.post(
    '/update-credentials',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary:
          'Change the e-mail (after a confirmation link) and/or the password of the signed-in user; needs the current password',
        security: [{ bearer: [] }],
        body: updateCredentialsRequestSchema,
        response: { 200: updateCredentialsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { messageKey, ...answer } = await updateCredentials(deps(), request.auth!, {
        email: request.body.email,
        password: request.body.password,
        currentPassword: request.body.current_password,
      });
      const message =
        messageKey && translate(request.locale, messageKey, { email: answer.pending_email ?? '' });
      return message ? { ...answer, message } : answer;
    },
  );
};

export default authRoutes;
