// Unsubscribe and e-mail preferences (issue 21, ADR 074):
// - GET /mail/unsubscribe?token= (the List-Unsubscribe URL opened in a browser): changes nothing, since link
//   scanners fetch every link of a message; sends the browser on to the preferences page, which asks.
// - POST /mail/unsubscribe?token= with `List-Unsubscribe=One-Click` (RFC 8058): the mail client's one-click
//   unsubscribe from the link's category; answers 200 at once.
// - GET and PUT /mail/preferences: the page reached from the link in the e-mail's footer, signed by the token.
// - GET and PUT /me/mail-preferences: the same choice in the signed-in profile.
import {
  errorResponseSchema,
  mailPreferencesResponseSchema,
  mailPreferencesTokenUpdateSchema,
  mailPreferencesUpdateSchema,
  mailTokenQuerySchema,
  oneClickBodySchema,
  unsubscribeResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import {
  PREFERENCE_SOURCES,
  readPreferences,
  savePreferences,
  unsubscribe,
} from './mail-preferences.service';
import { type UnsubscribeClaim, verifyUnsubscribeToken } from './unsubscribe-token';

/**
 * The text fields of a small multipart/form-data body: RFC 8058 lets a mail client post the one-click body this way
 * (Gmail does), so the unsubscribe route reads it without the file-upload machinery of @fastify/multipart.
 */
export function multipartFields(body: string, contentType: string | undefined): Record<string, string> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const fields: Record<string, string> = {};
  const marker = boundary?.[1] ?? boundary?.[2];
  if (!marker) return fields;
  for (const part of body.split(`--${marker}`)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name)
      fields[name] = part
        .slice(split)
        .replace(/^\r?\n\r?\n/, '')
        .replace(/\r?\n$/, '');
  }
  return fields;
}

const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only for this plugin's routes (encapsulated): the one-click body as multipart/form-data.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    app.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (request, body, done) => done(null, multipartFields(body as string, request.headers['content-type'])),
    );
  }
  const claimOf = (token: string): UnsubscribeClaim => {
    const claim = verifyUnsubscribeToken(app.config.appSecret, token, Math.floor(Date.now() / 1000));
    if (!claim) {
      throw new AppError(400, 'mailPreferences.invalidToken', {
        fields: { token: ['mailPreferences.invalidToken'] },
      });
    }
    return claim;
  };
  const tokenErrors = { 400: errorResponseSchema, 422: errorResponseSchema };

  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary:
          'The List-Unsubscribe URL opened in a browser: changes nothing, redirects to the preferences page',
        querystring: mailTokenQuerySchema,
        response: {
          303: z.null().describe('Redirect to the preferences page of the web app'),
          ...tokenErrors,
        },
      },
    },
    async (request, reply) => {
      claimOf(request.query.token);
      const page = `${app.config.publicUrl}/email-preferences?${new URLSearchParams({ token: request.query.token })}`;
      return reply.header('cache-control', 'no-store').redirect(page, 303);
    },
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary: "One-click unsubscribe (RFC 8058) from the link's category; body List-Unsubscribe=One-Click",
        querystring: mailTokenQuerySchema,
        body: oneClickBodySchema,
        response: { 200: unsubscribeResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const claim = claimOf(request.query.token);
      await unsubscribe(
        app.db,
        { email: claim.email, locale: request.locale, ip: request.ip, source: PREFERENCE_SOURCES.oneClick },
        claim.category,
      );
      return { message: translate(request.locale, 'mailPreferences.unsubscribed') };
    },
  );

  app.get(
    '/mail/preferences',
    {
      schema: {
        tags: ['mail'],
        summary: 'The e-mail preferences of the address a signed link names (no sign-in)',
        querystring: mailTokenQuerySchema,
        response: { 200: mailPreferencesResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const claim = claimOf(request.query.token);
      return { ...(await readPreferences(app.db, claim.email)), link_category: claim.category };
    },
  );

  app.put(
    '/mail/preferences',
    {
      schema: {
        tags: ['mail'],
        summary: 'Turn marketing e-mail categories on or off for the address a signed link names',
        body: mailPreferencesTokenUpdateSchema,
        response: { 200: mailPreferencesResponseSchema, ...tokenErrors },
      },
    },
    async (request) => {
      const claim = claimOf(request.body.token);
      await savePreferences(
        app.db,
        { email: claim.email, locale: request.locale, ip: request.ip, source: PREFERENCE_SOURCES.link },
        request.body.categories,
      );
      return {
        ...(await readPreferences(app.db, claim.email)),
        link_category: claim.category,
        message: translate(request.locale, 'mailPreferences.saved'),
      };
    },
  );

  const signedIn = { tags: ['mail'], security: [{ bearer: [] }] };
  app.get(
    '/me/mail-preferences',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary: "The signed-in account's e-mail preferences",
        response: { 200: mailPreferencesResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => readPreferences(app.db, request.auth!.user.email),
  );
  app.put(
    '/me/mail-preferences',
    {
      onRequest: app.authenticate,
      schema: {
        ...signedIn,
        summary: "Turn marketing e-mail categories on or off for the signed-in account's address",
        body: mailPreferencesUpdateSchema,
        response: { 200: mailPreferencesResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const { user, userId } = request.auth!;
      await savePreferences(
        app.db,
        {
          email: user.email,
          userId,
          locale: request.locale,
          ip: request.ip,
          source: PREFERENCE_SOURCES.profile,
        },
        request.body.categories,
      );
      return {
        ...(await readPreferences(app.db, user.email)),
        message: translate(request.locale, 'mailPreferences.saved'),
      };
    },
  );
};

export default mailPreferencesRoutes;
