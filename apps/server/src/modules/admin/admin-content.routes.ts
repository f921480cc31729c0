// The content editor's API (ADR 070): GET /admin/content lists the site documents; GET /admin/content/{key} opens
// one; PUT …/draft saves a draft, POST …/publish publishes, both on top of the version the editor loaded (409
// when someone saved in between); GET …/versions is the history, POST …/versions/{version}/restore publishes a copy
// of an old version; POST …/preview signs a short-lived link to the public page showing the latest saved version.
import {
  contentBaseRequestSchema,
  contentDocumentResponseSchema,
  contentKeyParamsSchema,
  contentListResponseSchema,
  contentPreviewResponseSchema,
  contentSaveRequestSchema,
  contentVersionParamsSchema,
  contentVersionsResponseSchema,
  isSiteDocumentKey,
  type SiteDocumentKey,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/errors';
import { type Locale, type MessageKey, translate } from '../../lib/i18n';
import { auditActor } from '../activity/admin-audit';
import * as content from '../content/content.service';
import { previewToken } from '../content/content-preview';
import { adminErrors, secured } from './admin-http';

/** A known document's key; 404 for any other. */
function documentKey(key: string): SiteDocumentKey {
  if (!isSiteDocumentKey(key)) throw notFound('content.notFound');
  return key;
}

const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (key: SiteDocumentKey, locale: Locale, message: MessageKey) => ({
    success: true as const,
    message: translate(locale, message),
    data: await content.readDocument(app.db, key),
  });

  app.get(
    '/admin/content',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'The site documents (landing pages, FAQs) with their latest and published versions',
        response: { 200: contentListResponseSchema, ...adminErrors },
      },
    },
    async () => ({ data: await content.listDocuments(app.db) }),
  );

  app.get(
    '/admin/content/:key',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'A site document: its latest version (the draft when there is one) and where visitors see it',
        params: contentKeyParamsSchema,
        response: { 200: contentDocumentResponseSchema, ...adminErrors },
      },
    },
    async (request) => answer(documentKey(request.params.key), request.locale, 'content.loaded'),
  );

  app.put(
    '/admin/content/:key/draft',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "Save a draft of a site document (checked with the document's schema; 409 on a stale version)",
        params: contentKeyParamsSchema,
        body: contentSaveRequestSchema,
        response: { 200: contentDocumentResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const key = documentKey(request.params.key);
      await content.saveVersion(app.db, auditActor(request), {
        key,
        baseVersion: request.body.base_version,
        content: content.validContent(key, request.body.content),
        publish: false,
      });
      return answer(key, request.locale, 'content.draftSaved');
    },
  );

  app.post(
    '/admin/content/:key/publish',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Publish a site document: visitors see it on their next request (409 on a stale version)',
        params: contentKeyParamsSchema,
        body: contentSaveRequestSchema,
        response: { 200: contentDocumentResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const key = documentKey(request.params.key);
      await content.saveVersion(app.db, auditActor(request), {
        key,
        baseVersion: request.body.base_version,
        content: content.validContent(key, request.body.content),
        publish: true,
      });
      return answer(key, request.locale, 'content.published');
    },
  );

  app.get(
    '/admin/content/:key/versions',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "A site document's versions, newest first, with their authors and which one is live",
        params: contentKeyParamsSchema,
        response: { 200: contentVersionsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await content.listVersions(app.db, documentKey(request.params.key)) }),
  );

  app.post(
    '/admin/content/:key/versions/:version/restore',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Restore a version: its copy is published as the newest version (409 on a stale version)',
        params: contentVersionParamsSchema,
        body: contentBaseRequestSchema,
        response: { 200: contentDocumentResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const key = documentKey(request.params.key);
      const { version } = request.params;
      await content.restoreVersion(app.db, auditActor(request), key, version, request.body.base_version);
      return answer(key, request.locale, 'content.restored');
    },
  );

  app.post(
    '/admin/content/:key/preview',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'A short-lived link to the public page showing the latest saved version, before it is published',
        params: contentKeyParamsSchema,
        response: { 200: contentPreviewResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const key = documentKey(request.params.key);
      const doc = await content.readDocument(app.db, key);
      if (!doc.public_path) throw new AppError(409, 'content.noPublicPage');
      const version = await content.latestVersionNumber(app.db, key);
      const { token, expiresAt } = previewToken(app.config.appSecret, key, version, Date.now());
      return { url: `${doc.public_path}?preview=${token}`, expires_at: expiresAt.toISOString() };
    },
  );
};

export default adminContentRoutes;
