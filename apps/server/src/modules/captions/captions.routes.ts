// Lesson captions (ADR 078): the administrator's list, upload (WebVTT or SRT, converted) and removal per lesson and
// language, and the signed media route the player's <track> elements load, under /api/media so that the media
// session cookie (scoped to that path) comes with the request.
import path from 'node:path';
import {
  adminCaptionsResponseSchema,
  CAPTION_MAX_BYTES,
  captionLanguageSchema,
  captionUploadResponseSchema,
  idParam,
} from '@atelje/shared';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/i18n';
import { receiveForm } from '../../lib/multipart';
import { errorResponses, fileResponse, formBody, secured } from '../../plugins/route-doc';
import { auditActor, recordAudit } from '../activity/admin-audit';
import * as captions from './captions.service';

const tags = ['admin uploads'];
const language = captionLanguageSchema.describe('sr or en');
const videoParams = z.object({ id: idParam });
const captionParams = z.object({ id: idParam, language });

const captionsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const stagingDir = path.join(app.config.dataDir, 'uploads', 'staging');
  const deps = { db: app.db, storage: app.storage, config: app.config };
  const invalidate = () => app.bus.publish('catalog.changed', {});

  app.get(
    '/media/captions/:videoId/:language',
    {
      config: {
        doc: {
          responses: { 200: fileResponse('The captions as WebVTT, timed to the lesson file', 'text/vtt') },
        },
      },
      schema: {
        tags: ['media'],
        summary:
          "A lesson's captions (WebVTT) behind a signed URL from the lesson's answer, with the lesson video's access check; a CONCAT lesson's cues come shifted past its intro",
        params: z.object({ videoId: idParam, language }),
        querystring: z.object({
          exp: z.string().optional(),
          sig: z.string().optional(),
          uid: z.string().optional(),
        }),
        response: { ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      const text = await captions.serveCaption(deps, {
        videoId: request.params.videoId,
        language: request.params.language,
        exp: request.query.exp,
        sig: request.query.sig,
        uid: request.query.uid,
        cookie: request.headers.cookie,
      });
      return (reply as FastifyReply)
        .header('content-type', 'text/vtt; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );

  app.get(
    '/admin/videos/:id/captions',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        ...secured,
        summary: "A lesson's caption files (sr, en) with their versions and signed URLs",
        params: videoParams,
        response: { 200: adminCaptionsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => captions.listCaptions(deps, request.auth!.userId, request.params.id),
  );

  app.post(
    '/admin/videos/:id/captions/:language',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(z.object({}), { captions: true }) } },
      schema: {
        tags,
        ...secured,
        consumes: ['multipart/form-data'],
        summary:
          "A lesson's captions in a language (file field captions): WebVTT or SRT (converted to WebVTT), UTF-8, at most 512 KB; replaces any earlier version (409 for an intro: its lesson carries them)",
        params: captionParams,
        response: { 200: captionUploadResponseSchema, ...errorResponses(401, 403, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const form = await receiveForm(request, stagingDir, {
        captions: { maxBytes: CAPTION_MAX_BYTES, tooLarge: 'captions.tooLarge' },
      });
      try {
        const file = form.files.get('captions');
        if (!file)
          throw new AppError(422, 'captions.fileRequired', {
            fields: { captions: ['captions.fileRequired'] },
          });
        const done = await captions.uploadCaption(
          deps,
          request.auth!.userId,
          request.params.id,
          request.params.language,
          file.path,
        );
        await recordAudit(app.db, auditActor(request), {
          action: done.replaced ? 'lesson.captions_replaced' : 'lesson.captions_added',
          entityType: 'lesson',
          entityId: request.params.id,
          summary: `Titlovi (${request.params.language}) lekcije #${request.params.id}, verzija ${done.caption.version}`,
          changes: { captions: { to: `${request.params.language} v${done.caption.version}` } },
        });
        await invalidate();
        const message = translate(request.locale, done.replaced ? 'captions.replaced' : 'captions.uploaded');
        return { success: true as const, message, caption: done.caption };
      } finally {
        await form.cleanup();
      }
    },
  );

  app.delete(
    '/admin/videos/:id/captions/:language',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        ...secured,
        summary: "Removes a lesson's captions in a language and their file",
        params: captionParams,
        response: {
          200: adminCaptionsResponseSchema.extend({ message: z.string() }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const removed = await captions.removeCaption(deps, request.params.id, request.params.language);
      await recordAudit(app.db, auditActor(request), {
        action: 'lesson.captions_deleted',
        entityType: 'lesson',
        entityId: request.params.id,
        summary: `Obrisani titlovi (${request.params.language}) lekcije #${request.params.id}`,
        changes: { captions: { from: `${removed.language} v${removed.version}`, to: null } },
      });
      await invalidate();
      const list = await captions.listCaptions(deps, request.auth!.userId, request.params.id);
      return { ...list, message: translate(request.locale, 'captions.deleted') };
    },
  );
};

export default captionsRoutes;
