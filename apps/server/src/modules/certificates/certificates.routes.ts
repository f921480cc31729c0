// GET /certificates (the signed-in learner's certificates) and GET /certificates/{code} (public verification).
// The PDF itself is reached only through the short-lived signed link of the learner's own list.
import { errorResponseSchema } from '@atelje/shared';
import {
  certificateVerificationSchema,
  myCertificatesResponseSchema,
} from '@atelje/shared/certificates/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMediaSession } from '../media/media-session';
import { myCertificates, verifyCertificate } from './certificates.service';

const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['certificates'],
        summary: "The signed-in learner's certificates, each with a short-lived link to its PDF",
        security: [{ bearer: [] }],
        response: { 200: myCertificatesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // The PDF links are signed for minutes: no cache may keep the answer.
      reply.header('cache-control', 'private, no-store');
      // The links are bound to the learner: their media session goes with them (ADR 026).
      openMediaSession(reply, app.config, request.auth!.userId);
      return { certificates: await myCertificates({ db: app.db, config: app.config }, request.auth!.userId) };
    },
  );

  app.get(
    '/certificates/:code',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate by its code (public): the names and date printed on it',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: certificateVerificationSchema, 404: errorResponseSchema },
      },
    },
    async (request) => verifyCertificate(app.db, request.params.code),
  );
};

export default certificatesRoutes;
