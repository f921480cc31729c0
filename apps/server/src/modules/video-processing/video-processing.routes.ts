// The administrator's video gallery and processing job status, and the trailers generated from a course's lessons.
import {
  adminVideosQuerySchema,
  adminVideosResponseSchema,
  adminVideoUpdateResponseSchema,
  adminVideoUpdateSchema,
  errorResponseSchema,
  generatedTrailerResponseSchema,
  idParam,
  videoJobSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { openMediaSession } from '../../lib/media-session';
import { errorResponses, secured } from '../../plugins/route-doc';
import { auditActor, recordAudit } from '../activity/admin-audit';
import * as processing from './video-processing.service';

const errors = errorResponses(401, 403, 404, 422);
const idParams = z.object({ id: idParam });

const videoProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, jobs: app.jobs };

  app.get(
    '/admin/videos',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin uploads'],
        ...secured,
        summary: 'The video gallery: newest first, with signed URLs and the latest processing job of each',
        querystring: adminVideosQuerySchema,
        response: { 200: adminVideosResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      openMediaSession(reply, app.config, request.auth!.userId);
      return {
        success: true as const,
        data: await processing.gallery(
          deps,
          { courseId: request.query.course_id, q: request.query.q },
          request.auth!.userId,
        ),
      };
    },
  );

  app.patch(
    '/admin/videos/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin uploads'],
        ...secured,
        summary:
          'Marks a lesson as a free preview anyone may watch, or takes the mark away (never an intro: 422)',
        params: idParams,
        body: adminVideoUpdateSchema,
        response: { 200: adminVideoUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const next = request.body.is_preview;
      const before = await processing.setPreview(deps, id, next);
      if (before !== next) {
        await recordAudit(app.db, auditActor(request), {
          action: 'lesson.preview',
          entityType: 'lesson',
          entityId: id,
          summary: next ? 'Lekcija je besplatan pregled' : 'Lekcija više nije besplatan pregled',
          changes: { is_preview: { from: before, to: next } },
        });
        await app.bus.publish('catalog.changed', {});
      }
      return {
        success: true as const,
        message: translate(request.locale, next ? 'upload.previewOn' : 'upload.previewOff'),
        data: { id, is_preview: next },
      };
    },
  );

  app.get(
    '/admin/video-jobs/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin uploads'],
        ...secured,
        summary: 'A video processing job: queued, processing, ready or failed (with the reason)',
        params: idParams,
        response: { 200: videoJobSchema, ...errors },
      },
    },
    async (request) => processing.videoJob(deps, request.params.id),
  );

  app.get(
    '/courses/:id/generated-trailer',
    {
      schema: {
        tags: ['catalog'],
        summary:
          "A trailer cut from the course's lessons: 200 when ready; otherwise 202 'generating' (asks for one when there is none or the last failed)",
        params: idParams,
        response: {
          200: generatedTrailerResponseSchema,
          202: generatedTrailerResponseSchema,
          ...errorResponses(404, 422),
        },
      },
    },
    async (request, reply) => {
      const { answer } = await processing.generatedTrailer(deps, request.params.id, (key) =>
        translate(request.locale, key),
      );
      return reply.status(answer.status === 'generating' ? 202 : 200).send(answer);
    },
  );

  app.get(
    '/courses/:id/generated-trailer/status',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Where the generated trailer is: ready, generating or failed (the web polls every 3 s for up to 5 minutes)',
        params: idParams,
        response: { 200: generatedTrailerResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) =>
      processing.trailerStatus(deps, request.params.id, (key) => translate(request.locale, key)),
  );
};

export default videoProcessingRoutes;
