// The administrator's upload calls of spec 001 §7 (standalone video, lesson with intro, cover, e-book, template,
// video categories) and the resumable tus endpoint. Every route checks the administrator before any body is read.
import path from 'node:path';
import {
  COVER_MAX_BYTES,
  contentImageParamsSchema,
  contentImageResponseSchema,
  coverUploadFieldsSchema,
  coverUploadResponseSchema,
  EBOOK_MAX_BYTES,
  errorResponseSchema,
  fileUploadFieldsSchema,
  idParam,
  lessonWithIntroFieldsSchema,
  TEMPLATE_MAX_BYTES,
  uploadResponseSchema,
  VIDEO_MAX_BYTES,
  videoCategoriesQuerySchema,
  videoCategoriesResponseSchema,
  videoUploadFieldsSchema,
  videoUploadResponseSchema,
} from '@atelje/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { type MessageKey, translate } from '../../lib/i18n';
import { type FileLimit, type ReceivedForm, receiveForm } from '../../lib/multipart';
import { errorResponses, fileResponse, formBody, secured } from '../../plugins/route-doc';
import { auditActor, recordAudit } from '../activity/admin-audit';
import { registerTus } from './tus';
import * as uploads from './uploads.service';

const tags = ['admin uploads'];
const errors = errorResponses(401, 403, 404, 413, 422);
const courseParams = z.object({ courseId: idParam });
const idParams = z.object({ id: idParam });
const multipartBody = { consumes: ['multipart/form-data'] };

const videoLimit: FileLimit = { maxBytes: VIDEO_MAX_BYTES, tooLarge: 'http.payloadTooLarge' };

const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  const uploadsDir = path.join(app.config.dataDir, 'uploads');
  const stagingDir = path.join(uploadsDir, 'staging');
  const tus = await registerTus(app, path.join(uploadsDir, 'tus'));
  const deps: uploads.UploadDeps = {
    db: app.db,
    storage: app.storage,
    jobs: app.jobs,
    config: app.config,
    tus,
    invalidate: () => app.bus.publish('catalog.changed', {}),
  };

  /** Receives the form, runs the service, and always removes what was staged. */
  const withForm = async <T>(
    request: FastifyRequest,
    limits: Record<string, FileLimit>,
    run: (form: ReceivedForm) => Promise<T>,
  ): Promise<T> => {
    const form = await receiveForm(request, stagingDir, limits);
    try {
      return await run(form);
    } finally {
      await form.cleanup();
    }
  };
  const t = (request: FastifyRequest, key: MessageKey) => translate(request.locale, key);

  app.post(
    '/admin/videos/upload/:courseId',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(videoUploadFieldsSchema, { video: true, cover: false }) } },
      schema: {
        tags,
        ...secured,
        ...multipartBody,
        summary:
          'A video (mp4, mov, avi, flv, webm by content) with title, is_intro 1/0 and an optional cover ≤ 5 MB',
        params: courseParams,
        response: { 201: videoUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const done = await withForm(
        request,
        { video: videoLimit, cover: { maxBytes: COVER_MAX_BYTES, tooLarge: 'upload.coverTooLarge' } },
        (form) => uploads.uploadVideo(deps, request.params.courseId, form),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'lesson.created',
        entityType: 'lesson',
        entityId: done.videoId,
        summary: `Dodata lekcija u kurs #${request.params.courseId}`,
        changes: { course_id: { to: request.params.courseId } },
      });
      return reply
        .status(201)
        .send({ success: true, message: t(request, done.messageKey), video_id: done.videoId, job: done.job });
    },
  );

  app.post(
    '/admin/videos/:id/file',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(z.object({}), { video: true }) } },
      schema: {
        tags,
        ...secured,
        ...multipartBody,
        summary:
          'A new file (field video) for a video, e.g. one whose processing failed: processed again, shown to learners once that succeeds',
        params: idParams,
        response: { 200: videoUploadResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const done = await withForm(request, { video: videoLimit }, (form) =>
        uploads.replaceVideoFile(deps, request.params.id, form),
      );
      if (done.draftedCourse) {
        await recordAudit(app.db, auditActor(request), {
          action: 'course.unpublished',
          entityType: 'course',
          entityId: done.draftedCourse.id,
          summary: `Kurs vraćen u nacrt: ${done.draftedCourse.title} (zamenjen fajl jedine lekcije spremne za gledanje)`,
          changes: { published: { from: true, to: false } },
        });
      }
      return { success: true, message: t(request, done.messageKey), video_id: done.videoId, job: done.job };
    },
  );

  app.post(
    '/videos/lesson-with-intro',
    {
      onRequest: app.requireAdmin,
      config: {
        // The upload form sends JSON with the ids of finished resumable uploads (the web's only way).
        doc: {
          body: formBody(
            lessonWithIntroFieldsSchema,
            { main_video: true, intro_video: false },
            { json: true },
          ),
        },
      },
      schema: {
        tags,
        ...secured,
        consumes: ['multipart/form-data', 'application/json'],
        summary:
          'A lesson (main_video) and optional intro_video, as file parts or finished tus upload ids (main_upload_id, intro_upload_id); the intro is joined in by a job',
        response: { 201: videoUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const done = await withForm(request, { main_video: videoLimit, intro_video: videoLimit }, (form) =>
        uploads.lessonWithIntro(deps, form),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'lesson.created',
        entityType: 'lesson',
        entityId: done.videoId,
        summary: 'Dodata lekcija sa uvodnim videom',
      });
      return reply
        .status(201)
        .send({ success: true, message: t(request, done.messageKey), video_id: done.videoId, job: done.job });
    },
  );

  app.post(
    '/admin/courses/:id/cover',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(coverUploadFieldsSchema, { cover: true }) } },
      schema: {
        tags,
        ...secured,
        ...multipartBody,
        summary: "The course's cover: PNG or JPEG (by content), at most 5 MB",
        params: idParams,
        response: { 200: coverUploadResponseSchema, ...errors },
      },
    },
    async (request) => {
      const done = await withForm(
        request,
        { cover: { maxBytes: COVER_MAX_BYTES, tooLarge: 'upload.imageTooLarge' } },
        (form) => uploads.uploadCover(deps, request.params.id, form),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'course.cover_changed',
        entityType: 'course',
        entityId: request.params.id,
        summary: `Nova naslovna slika kursa #${request.params.id}`,
      });
      return { success: true as const, message: t(request, done.messageKey), url: done.url };
    },
  );

  app.post(
    '/admin/content/images',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(z.object({}), { image: true }) } },
      schema: {
        tags,
        ...secured,
        ...multipartBody,
        summary: 'A picture for a site document (content editor): PNG or JPEG (by content), at most 5 MB',
        response: { 200: contentImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const done = await withForm(
        request,
        { image: { maxBytes: COVER_MAX_BYTES, tooLarge: 'upload.imageTooLarge' } },
        (form) => uploads.uploadContentImage(deps, form),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'content.image_uploaded',
        entityType: 'setting',
        entityId: 'content-images',
        summary: `Otpremljena slika za sadržaj sajta: ${done.url}`,
      });
      return { success: true as const, message: t(request, 'content.imageUploaded'), url: done.url };
    },
  );

  // A document's picture, public and unchanging (named by its SHA-256): cached for good by browsers and proxies.
  app.get(
    '/content-images/:name',
    {
      config: {
        doc: {
          responses: { 200: fileResponse('The picture', 'image/png', 'image/jpeg') },
        },
      },
      schema: {
        tags: ['marketing'],
        summary: "A picture of a site document (a landing page's portrait or illustration)",
        params: contentImageParamsSchema,
        response: { ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const key = `${uploads.CONTENT_IMAGE_PREFIX}${request.params.name}`;
      const info = await app.storage.stat(key);
      if (!info) throw new AppError(404, 'content.imageNotFound');
      return reply
        .type(request.params.name.endsWith('.png') ? 'image/png' : 'image/jpeg')
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(app.storage.createReadStream(key) as never);
    },
  );

  app.post(
    '/admin/ebook/upload/:courseId',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(fileUploadFieldsSchema, { ebook: true }) } },
      schema: {
        tags,
        ...secured,
        ...multipartBody,
        summary: "The course's e-book (file field ebook: PDF or PPTX by content) and title",
        params: courseParams,
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = await withForm(
        request,
        { ebook: { maxBytes: EBOOK_MAX_BYTES, tooLarge: 'upload.fileTooLarge' } },
        (form) => uploads.uploadEbook(deps, request.params.courseId, form),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'course.ebook_changed',
        entityType: 'course',
        entityId: request.params.courseId,
        summary: `Nova e-knjiga kursa #${request.params.courseId}`,
      });
      return reply.status(201).send({ success: true, message: t(request, key) });
    },
  );

  app.post(
    '/admin/templates/upload/:courseId',
    {
      onRequest: app.requireAdmin,
      config: { doc: { body: formBody(fileUploadFieldsSchema, { template: true }) } },
      schema: {
        tags,
        ...secured,
        ...multipartBody,
        summary: "The course's template (file field template, any file) and title",
        params: courseParams,
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = await withForm(
        request,
        { template: { maxBytes: TEMPLATE_MAX_BYTES, tooLarge: 'upload.fileTooLarge' } },
        (form) => uploads.uploadTemplate(deps, request.params.courseId, form),
      );
      await recordAudit(app.db, auditActor(request), {
        action: 'course.template_changed',
        entityType: 'course',
        entityId: request.params.courseId,
        summary: `Nov šablon kursa #${request.params.courseId}`,
      });
      return reply.status(201).send({ success: true, message: t(request, key) });
    },
  );

  app.get(
    '/video/categories',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        ...secured,
        summary: 'Video categories (lesson groups), optionally of one course',
        querystring: videoCategoriesQuerySchema,
        response: { 200: videoCategoriesResponseSchema, ...errors },
      },
    },
    async (request) => uploads.videoCategories(app.db, request.query.course_id),
  );
};

export default uploadsRoutes;
