// Reviews and ratings (issue 16, ADR 041): the public list of a course's published reviews, the signed-in
// buyer's own review (read, create-or-update, delete) and the administrators' moderation. Every change that
// moves a course's rating publishes 'catalog.changed' so cached course answers are dropped (ADR 018).
import {
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  adminReviewUpdateResponseSchema,
  adminReviewUpdateSchema,
  errorResponseSchema,
  idParam,
  myReviewResponseSchema,
  reviewDeleteResponseSchema,
  reviewRequestSchema,
  reviewSaveResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
} from '@atelje/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { errorResponses, secured } from '../../plugins/route-doc';
import { auditActor, recordAudit } from '../activity/admin-audit';
import * as reviews from './reviews.service';

const tags = ['reviews'];
const errors = errorResponses(401, 403, 404, 422);
const courseParams = z.object({ id: idParam });

const reviewer = (request: FastifyRequest) => ({
  userId: request.auth!.userId,
  name: request.auth!.user.name,
});

const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogChanged = () => app.bus.publish('catalog.changed', {});

  app.get(
    '/courses/:id/reviews',
    {
      schema: {
        tags,
        summary:
          "A published course's published reviews, newest first, 10 a page, with the average (one decimal) and count; reviewers by first name and initial",
        params: courseParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => reviews.listPublished(app.db, request.params.id, request.query.page ?? 1),
  );

  app.get(
    '/courses/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: "Whether the caller may review the course (a verified buyer) and the caller's own review",
        params: courseParams,
        response: { 200: myReviewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reviews.mine(app.db, reviewer(request), request.params.id);
    },
  );

  app.put(
    '/courses/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          "Creates the caller's review of a bought course or replaces its stars and text (one per buyer and course); 403 for anyone but a buyer whose purchase stands",
        params: courseParams,
        body: reviewRequestSchema,
        response: { 200: reviewSaveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const saved = await reviews.save(app.db, reviewer(request), request.params.id, request.body);
      await catalogChanged();
      return {
        success: true as const,
        message: translate(request.locale, saved.created ? 'reviews.created' : 'reviews.updated'),
        data: saved.review,
        summary: saved.summary,
      };
    },
  );

  app.delete(
    '/courses/:id/review',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: "Deletes the caller's own review of the course",
        params: courseParams,
        response: { 200: reviewDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      const summary = await reviews.remove(app.db, reviewer(request), request.params.id);
      await catalogChanged();
      return { success: true as const, message: translate(request.locale, 'reviews.deleted'), summary };
    },
  );

  app.get(
    '/admin/reviews',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin reviews'],
        ...secured,
        summary: 'Every review, newest first, 25 a page; filter by status and course',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsResponseSchema, ...errors },
      },
    },
    async (request) => reviews.adminList(app.db, request.query),
  );

  app.patch(
    '/admin/reviews/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin reviews'],
        ...secured,
        summary:
          "Hides a review from the course page and the course's rating, or publishes it again (audited)",
        params: courseParams,
        body: adminReviewUpdateSchema,
        response: { 200: adminReviewUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const next = request.body.status;
      const { before, review } = await reviews.moderate(app.db, id, next);
      if (before !== next) {
        await recordAudit(app.db, auditActor(request), {
          action: next === 'hidden' ? 'review.hidden' : 'review.published',
          entityType: 'review',
          entityId: id,
          summary: `${next === 'hidden' ? 'Sakrivena' : 'Objavljena'} recenzija kursa „${review.course_title}“`,
          changes: { status: { from: before, to: next } },
        });
        await catalogChanged();
      }
      return {
        success: true as const,
        message: translate(request.locale, next === 'hidden' ? 'reviews.hidden' : 'reviews.published'),
        data: review,
      };
    },
  );
};

export default reviewsRoutes;
