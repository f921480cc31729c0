// The public catalog calls of spec 000 §7: courses (lists, popular, by type, by category, detail, recommended),
// lessons, trailers and thumbnails, supplemental materials, e-books, templates, instructors, and categories.
import {
  browseQuerySchema,
  browseResponseSchema,
  categoryCoursesResponseSchema,
  categorySlugSchema,
  categoryTreeSchema,
  courseDetailQuerySchema,
  courseListSchema,
  courseRefParam,
  courseSchema,
  coursesQuerySchema,
  courseTypeQuerySchema,
  courseTypeSchema,
  ebookListSchema,
  ebookSchema,
  errorResponseSchema,
  idParam,
  instructorDetailSchema,
  instructorListSchema,
  instructorRefParam,
  popularCoursesQuerySchema,
  recommendedCoursesQuerySchema,
  templateDownloadResponseSchema,
  templateListSchema,
  templateSchema,
  trailerResponseSchema,
  urlResponseSchema,
  videoListSchema,
} from '@atelje/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMediaSession } from '../../lib/media-session';
import * as catalog from './catalog.service';
import { createResponseCache } from './response-cache';

const CACHE_TTL_MS = 10_000;
const notFound = { 404: errorResponseSchema, 422: errorResponseSchema };
const courseParams = z.object({ id: idParam });
const tags = ['catalog'];

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };
  const cache = createResponseCache({ ttlMs: CACHE_TTL_MS, maxEntries: 2000 });
  // Code that changes catalog data publishes 'catalog.changed' (ADR 018): every process drops its answers.
  app.bus.subscribe('catalog.changed', () => cache.clear());
  app.bus.onResync(() => cache.clear());

  /** Answers from the cache: the key is the path with its query (as validated) and the language. */
  const cached = async (
    request: FastifyRequest,
    reply: FastifyReply,
    schema: z.ZodType,
    compute: () => Promise<unknown>,
  ) => {
    const key = `${request.locale} ${request.routeOptions.url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
    const body = await cache.json(key, schema, compute);
    return reply.type('application/json; charset=utf-8').send(body);
  };

  app.get(
    '/courses',
    {
      schema: {
        tags,
        summary: 'Published courses (optionally paged); include=videos,ebooks,templates adds those',
        querystring: coursesQuerySchema,
        response: { 200: courseListSchema, 422: errorResponseSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, courseListSchema, () =>
        catalog.listCourses(deps, request.locale, request.query),
      ),
  );

  app.get(
    '/courses/browse',
    {
      schema: {
        tags,
        summary:
          'The catalogue results page: published courses for a text (title or instructor, without diacritics), category, type, price band and language, sorted, 24 a page',
        querystring: browseQuerySchema,
        response: { 200: browseResponseSchema, 422: errorResponseSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, browseResponseSchema, () =>
        catalog.browseCourses(deps, request.locale, request.query),
      ),
  );

  app.get(
    '/courses/popular',
    {
      schema: {
        tags,
        summary: 'Most popular courses (limit 1..50, default 10)',
        querystring: popularCoursesQuerySchema,
        response: { 200: courseListSchema, 422: errorResponseSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, courseListSchema, () =>
        catalog.popularCourses(deps, request.locale, request.query),
      ),
  );

  app.get(
    '/courses/recommended',
    {
      schema: {
        tags,
        summary: 'Other courses to look at, the same category first (limit 1..20, default 4)',
        querystring: recommendedCoursesQuerySchema,
        response: { 200: courseListSchema, 422: errorResponseSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, courseListSchema, () =>
        catalog.recommendedCourses(deps, request.locale, request.query),
      ),
  );

  for (const type of courseTypeSchema.options) {
    app.get(
      `/courses/${type}`,
      {
        schema: {
          tags,
          summary: `Courses of type ${type}, most popular first (answers with or without a bearer token)`,
          querystring: courseTypeQuerySchema,
          response: { 200: courseListSchema, 422: errorResponseSchema },
        },
      },
      (request, reply) =>
        cached(request, reply, courseListSchema, () =>
          catalog.coursesByType(deps, request.locale, type, request.query),
        ),
    );
  }

  app.get(
    '/courses/category/:slug',
    {
      schema: {
        tags,
        summary: 'Courses of a main category (incl. its subcategories) or of a subcategory',
        params: z.object({ slug: categorySlugSchema }),
        querystring: courseDetailQuerySchema,
        response: { 200: categoryCoursesResponseSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, categoryCoursesResponseSchema, () =>
        catalog.coursesByCategory(deps, request.locale, request.params.slug, request.query.include),
      ),
  );

  app.get(
    '/courses/:id',
    {
      schema: {
        tags,
        summary: 'One course (a word other than lifestyle or professional is an unknown type: 404)',
        params: z.object({ id: courseRefParam }),
        querystring: courseDetailQuerySchema,
        response: { 200: courseSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, courseSchema, () =>
        catalog.courseDetail(deps, request.locale, request.params.id, request.query.include),
      ),
  );

  app.get(
    '/courses/:id/videos',
    {
      schema: {
        tags,
        summary: 'Lesson list: metadata only (no playable URLs), intros flagged, in play order',
        params: courseParams,
        response: { 200: videoListSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, videoListSchema, () => catalog.courseVideos(deps, request.params.id)),
  );

  const videoParams = z.object({ id: idParam, videoId: idParam });
  app.get(
    '/courses/:id/videos/:videoId/thumbnail',
    {
      schema: {
        tags,
        summary: "A lesson's thumbnail",
        params: videoParams,
        response: { 200: urlResponseSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, urlResponseSchema, () =>
        catalog.videoThumbnail(deps, request.params.id, request.params.videoId),
      ),
  );

  app.get(
    '/courses/:id/videos/:videoId/trailer-thumbnail',
    {
      schema: {
        tags,
        summary: "A still for a video shown as trailer: its thumbnail, else the course's cover",
        params: videoParams,
        response: { 200: urlResponseSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, urlResponseSchema, () =>
        catalog.videoTrailerThumbnail(deps, request.params.id, request.params.videoId),
      ),
  );

  app.get(
    '/courses/:id/trailer',
    {
      schema: {
        tags,
        summary: 'The public trailer: the video with order 1 that is not an intro (404 when none)',
        params: courseParams,
        response: { 200: trailerResponseSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, trailerResponseSchema, () => catalog.trailer(deps, request.params.id)),
  );

  app.get(
    '/courses/:id/trailer/thumbnail',
    {
      schema: {
        tags,
        summary: "The trailer's thumbnail, else the course's cover",
        params: courseParams,
        response: { 200: urlResponseSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, urlResponseSchema, () => catalog.trailerThumbnail(deps, request.params.id)),
  );

  app.get(
    '/courses/:id/ebooks/:ebookId',
    {
      schema: {
        tags,
        summary: 'An e-book of the course',
        params: z.object({ id: idParam, ebookId: idParam }),
        response: { 200: ebookSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, ebookSchema, () =>
        catalog.ebook(deps, request.locale, request.params.ebookId, request.params.id),
      ),
  );

  app.get(
    '/courses/:id/templates/:templateId',
    {
      schema: {
        tags,
        summary: 'A template of the course',
        params: z.object({ id: idParam, templateId: idParam }),
        response: { 200: templateSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, templateSchema, () =>
        catalog.template(deps, request.params.templateId, request.params.id),
      ),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Main categories with their subcategories',
        response: { 200: categoryTreeSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, categoryTreeSchema, () => catalog.categoryTree(deps, request.locale)),
  );

  app.get(
    '/ebooks',
    {
      schema: {
        tags,
        summary: 'E-books, with their category for grouping',
        response: { 200: ebookListSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, ebookListSchema, () => catalog.listEbooks(deps, request.locale)),
  );

  app.get(
    '/ebooks/:id',
    {
      schema: {
        tags,
        summary: 'One e-book',
        params: courseParams,
        response: { 200: ebookSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, ebookSchema, () => catalog.ebook(deps, request.locale, request.params.id)),
  );

  app.get(
    '/templates',
    {
      schema: {
        tags,
        summary: 'Templates (is_free marks the free ones)',
        response: { 200: templateListSchema },
      },
    },
    (request, reply) => cached(request, reply, templateListSchema, () => catalog.listTemplates(deps)),
  );

  app.get(
    '/templates/:id',
    {
      schema: {
        tags,
        summary: 'One template',
        params: courseParams,
        response: { 200: templateSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, templateSchema, () => catalog.template(deps, request.params.id)),
  );

  app.get(
    '/templates/:id/download',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary:
          'A 15-minute link to a free template, bound to the signed-in user (401 visitor, 403 paid template)',
        security: [{ bearer: [] }],
        params: courseParams,
        response: {
          200: templateDownloadResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const answer = await catalog.templateDownload(deps, request.auth, request.params.id);
      openMediaSession(reply, app.config, request.auth!.userId);
      return answer;
    },
  );

  app.get(
    '/instructors',
    {
      schema: {
        tags,
        summary: 'Instructors with their number of courses',
        response: { 200: instructorListSchema },
      },
    },
    (request, reply) =>
      cached(request, reply, instructorListSchema, () => catalog.listInstructors(deps, request.locale)),
  );

  app.get(
    '/instructors/:id',
    {
      schema: {
        tags,
        summary:
          'An instructor by id or slug: bio in the request language, trailer, lifestyle and all courses',
        params: z.object({ id: instructorRefParam }),
        response: { 200: instructorDetailSchema, ...notFound },
      },
    },
    (request, reply) =>
      cached(request, reply, instructorDetailSchema, () =>
        catalog.instructor(deps, request.locale, request.params.id),
      ),
  );
};

export default fp(catalogRoutes, { name: 'catalog-routes' });
