// Second-factor calls (ADR 027): the profile's GET /user/totp, POST /user/totp/setup, /enable, /disable, and the
// sign-in's code step POST /login/totp.
import {
  errorResponseSchema,
  loginTotpRequestSchema,
  loginTotpResponseSchema,
  messageResponseSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
  totpStatusResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/i18n';
import { errorResponses } from '../../plugins/route-doc';
import { auditActor } from '../activity/admin-audit';
import { confirmSetup, disableTotp, startSetup, totpStatus } from './totp.service';
import { completeTotpLogin } from './totp-login';

const errors = errorResponses(401, 409, 422, 429);
const secured = { tags: ['auth'], security: [{ bearer: [] }] };

const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, config: app.config, limiter: app.limiter, bus: app.bus });

  app.get(
    '/user/totp',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Whether two-factor sign-in is on, recovery codes left, and whether the academy requires it',
        response: { 200: totpStatusResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => totpStatus(app, request.auth!.userId, request.auth!.role),
  );

  app.post(
    '/user/totp/setup',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Start enrolment: a new secret, its otpauth URI and QR code (not active until confirmed)',
        response: { 200: totpSetupResponseSchema, ...errors },
      },
    },
    async (request) => startSetup(deps(), { id: request.auth!.userId, email: request.auth!.user.email }),
  );

  app.post(
    '/user/totp/enable',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary:
          'Confirm enrolment with a current code; answers the ten recovery codes once and signs out the other sessions',
        body: totpEnableRequestSchema,
        response: { 200: totpEnableResponseSchema, ...errors },
      },
    },
    async (request) => {
      const codes = await confirmSetup(
        deps(),
        { ...auditActor(request), tokenId: request.auth!.tokenId },
        request.body.code,
      );
      return { message: translate(request.locale, 'totp.enabled'), recovery_codes: codes };
    },
  );

  app.post(
    '/user/totp/disable',
    {
      onRequest: app.authenticate,
      schema: {
        ...secured,
        summary: 'Turn two-factor sign-in off with a current code, a recovery code or the password',
        body: totpDisableRequestSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await disableTotp(deps(), { ...auditActor(request), tokenId: request.auth!.tokenId }, request.body);
      return { message: translate(request.locale, 'totp.disabled') };
    },
  );

  app.post(
    '/login/totp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Second step of a sign-in: the challenge of POST /login and a code (or a recovery code)',
        body: loginTotpRequestSchema,
        response: { 200: loginTotpResponseSchema, ...errors },
      },
    },
    async (request) => completeTotpLogin(deps(), request.body, request.ip),
  );
};

export default totpRoutes;
