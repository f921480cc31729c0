// GET /certificates (the signed-in learner's certificates), GET /certificates/{code} (public verification) and
// GET /certificates/{code}/image.png (its public link-preview picture). The PDF itself is reached only through the
// short-lived signed link of the learner's own list.
import { errorResponseSchema } from '@atelje/shared';
import {
  certificateVerificationSchema,
  myCertificatesResponseSchema,
} from '@atelje/shared/certificates/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMediaSession } from '../../lib/media-session';
import { emptyResponse, fileResponse } from '../../plugins/route-doc';
import { certificateImage, myCertificates, verifyCertificate } from './certificates.service';

/** Crawlers and browsers keep the picture a day; the ETag makes asking again after that cheap. */
const IMAGE_MAX_AGE_SECONDS = 86_400;

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
        summary:
          'Verify a certificate by its code (public): the names and date printed on it, and its link-preview picture',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: certificateVerificationSchema, 404: errorResponseSchema },
      },
    },
    async (request) => verifyCertificate(app.db, request.params.code, request.locale),
  );

  app.get(
    '/certificates/:code/image.png',
    {
      config: {
        doc: {
          responses: {
            200: fileResponse('The certificate as a 1200×630 PNG', 'image/png'),
            304: emptyResponse('Not modified (If-None-Match)'),
          },
          errors: [404],
        },
      },
      schema: {
        tags: ['certificates'],
        summary:
          "A certificate's link-preview picture (public): the printed certificate as a 1200×630 PNG for OpenGraph",
        description:
          'The same names, date and code the verification shows, in Serbian or, with `lang=en`, English. Cached by ' +
          'ETag: a matching `If-None-Match` answers 304. An unknown code is a 404.',
        params: z.object({ code: z.string().max(64) }),
        querystring: z.object({ lang: z.enum(['sr', 'en']).optional() }),
      },
    },
    async (request, reply) => {
      const image = await certificateImage(
        { db: app.db, config: app.config, storage: app.storage },
        request.params.code,
        request.query.lang ?? 'sr',
        request.headers['if-none-match'],
      );
      reply
        .header('etag', image.etag)
        .header('cache-control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}`)
        // A link preview may show it; a search engine's image index need not hold a learner's name.
        .header('x-robots-tag', 'noindex');
      if (!image.body) return reply.status(304).send();
      return reply.type('image/png').send(image.body);
    },
  );
};

export default certificatesRoutes;
