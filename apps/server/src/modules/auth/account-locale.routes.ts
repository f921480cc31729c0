// GET and PUT /me/locale: the signed-in account's language and script of e-mails and documents (ADR 088).
import { errorResponseSchema } from '@atelje/shared';
import { accountLocaleRequestSchema, accountLocaleResponseSchema } from '@atelje/shared/profile/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAccountLocale, saveAccountLocale } from './account-locale';

const accountLocaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { tags: ['auth'], security: [{ bearer: [] }] };
  app.get(
    '/me/locale',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary:
          "The language and script of the signed-in account's e-mails and documents: sr, sr-Cyrl or en",
        response: { 200: accountLocaleResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ locale: await readAccountLocale(app.db, request.auth!.userId) }),
  );
  app.put(
    '/me/locale',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary:
          "Set the language and script of the signed-in account's e-mails and documents (certificate, invoices, slips)",
        body: accountLocaleRequestSchema,
        response: { 200: accountLocaleResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => ({
      locale: await saveAccountLocale(app.db, request.auth!.userId, request.body.locale),
    }),
  );
};

export default accountLocaleRoutes;
