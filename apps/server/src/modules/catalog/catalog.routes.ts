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
  imageUrlResponseSchema,
  instructorDetailSchema,
  instructorListSchema,
  instructorRefParam,
  popularCoursesQuerySchema,
  recommendedCoursesQuerySchema,
  templateDownloadResponseSchema,
  templateListSchema,
  templateSchema,
  trailerResponseSchema,
  videoListSchema,
} from '@atelje/shared';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Locale } from '../../lib/i18n';
import { KEPT_JSON_ROUTE, sendJsonBody } from '../../lib/json-body';
import { openMediaSession } from '../../lib/media-session';
import * as catalog from './catalog.service';
import * as media from './catalog-media.service';
import { createResponseCache } from './response-cache';

const CACHE_TTL_MS = 10_000;
const CACHE_MAX_BYTES = 128 * 1024 * 1024;
const notFound = { 404: errorResponseSchema, 422: errorResponseSchema };
const courseParams = z.object({ id: idParam });
const videoParams = z.object({ id: idParam, videoId: idParam });
const tags = ['catalog'];

const noInput = z.object({});
type Input<P extends z.ZodType, Q extends z.ZodType> = {
  locale: Locale;
  params: z.output<P>;
  query: z.output<Q>;
};

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config };
  // Room for every course page of a large catalog (10 000 courses, ~1 KB of gzip each), bounded by the bytes of
  // text kept as much as by the count: a page of a long list can weigh 100 KB (ADR 069).
  const cache = createResponseCache({ ttlMs: CACHE_TTL_MS, maxEntries: 30_000, maxBytes: CACHE_MAX_BYTES });
  // Code that changes catalog data publishes 'catalog.changed' (ADR 018): every process drops its answers.
  app.bus.subscribe('catalog.changed', () => cache.clear());
  app.bus.onResync(() => cache.clear());

  /**
   * A public GET answered from the cache: the key is the path with its params and query (as validated) and the
   * language. A route with params answers 404 and 422, one with a query only 422, one with neither no error.
   */
  const cachedGet = <P extends z.ZodType = typeof noInput, Q extends z.ZodType = typeof noInput>(
    url: string,
    route: { summary: string; params?: P; querystring?: Q; response: z.ZodType },
    compute: (input: Input<P, Q>) => Promise<unknown>,
    /** The same answer at once when it can be had without waiting (the course store), else undefined. */
    computeNow?: (input: Input<P, Q>) => unknown,
  ) => {
    const { summary, params, querystring, response } = route;
    const errors = params ? notFound : querystring ? { 422: errorResponseSchema } : {};
    app.get(
      url,
      {
        // Every answer is a kept body (sendJsonBody) or a short error: no compress plugin (lib/json-body.ts).
        ...KEPT_JSON_ROUTE,
        schema: {
          tags,
          summary,
          ...(params && { params }),
          ...(querystring && { querystring }),
          response: { 200: response, ...errors },
        },
      },
      (request, reply) => {
        const key = `${request.locale} ${url} ${JSON.stringify(request.params)} ${JSON.stringify(request.query)}`;
        // A kept answer is sent at once, and so is one computeNow gives; else it is computed (or joined while
        // another request computes it).
        const kept = cache.peek(key);
        if (kept) return sendJsonBody(request, reply, kept);
        const input = request as unknown as Input<P, Q>;
        const now = computeNow?.(input);
        if (now !== undefined) return sendJsonBody(request, reply, cache.keep(key, response, now));
        return cache
          .body(key, response, () => compute(input))
          .then((body) => sendJsonBody(request, reply, body));
      },
    );
  };

  cachedGet(
    '/courses',
    {
      summary: 'Published courses (optionally paged); include=videos,ebooks,templates adds those',
      querystring: coursesQuerySchema,
      response: courseListSchema,
    },
    ({ locale, query }) => catalog.listCourses(deps, locale, query),
  );

  cachedGet(
    '/courses/browse',
    {
      summary:
        'The catalogue results page: published courses for a text (title or instructor, without diacritics), category, type, price band and language, sorted, 24 a page',
      querystring: browseQuerySchema,
      response: browseResponseSchema,
    },
    ({ locale, query }) => catalog.browseCourses(deps, locale, query),
  );

  cachedGet(
    '/courses/popular',
    {
      summary: 'Most popular courses (limit 1..50, default 10)',
      querystring: popularCoursesQuerySchema,
      response: courseListSchema,
    },
    ({ locale, query }) => catalog.popularCourses(deps, locale, query),
  );

  cachedGet(
    '/courses/recommended',
    {
      summary: 'Other courses to look at, the same category first (limit 1..20, default 4)',
      querystring: recommendedCoursesQuerySchema,
      response: courseListSchema,
    },
    ({ locale, query }) => catalog.recommendedCourses(deps, locale, query),
  );

  for (const type of courseTypeSchema.options) {
    cachedGet(
      `/courses/${type}`,
      {
        summary: `Courses of type ${type}, most popular first (answers with or without a bearer token)`,
        querystring: courseTypeQuerySchema,
        response: courseListSchema,
      },
      ({ locale, query }) => catalog.coursesByType(deps, locale, type, query),
    );
  }

  cachedGet(
    '/courses/category/:slug',
    {
      summary: 'Courses of a main category (incl. its subcategories) or of a subcategory',
      params: z.object({ slug: categorySlugSchema }),
      querystring: courseDetailQuerySchema,
      response: categoryCoursesResponseSchema,
    },
    ({ locale, params, query }) => catalog.coursesByCategory(deps, locale, params.slug, query.include),
  );

  cachedGet(
    '/courses/:id',
    {
      summary: 'One course (a word other than lifestyle or professional is an unknown type: 404)',
      params: z.object({ id: courseRefParam }),
      querystring: courseDetailQuerySchema,
      response: courseSchema,
    },
    ({ locale, params, query }) => catalog.courseDetail(deps, locale, params.id, query.include),
    ({ locale, params, query }) => catalog.courseDetailFromStore(deps, locale, params.id, query.include),
  );

  cachedGet(
    '/courses/:id/videos',
    {
      summary: 'Lesson list: metadata only (no playable URLs), intros flagged, in play order',
      params: courseParams,
      response: videoListSchema,
    },
    ({ params }) => media.courseVideos(deps, params.id),
  );

  cachedGet(
    '/courses/:id/videos/:videoId/thumbnail',
    { summary: "A lesson's thumbnail", params: videoParams, response: imageUrlResponseSchema },
    ({ params }) => media.videoThumbnail(deps, params.id, params.videoId),
  );

  cachedGet(
    '/courses/:id/videos/:videoId/trailer-thumbnail',
    {
      summary: "A still for a video shown as trailer: its thumbnail, else the course's cover",
      params: videoParams,
      response: imageUrlResponseSchema,
    },
    ({ params }) => media.videoTrailerThumbnail(deps, params.id, params.videoId),
  );

  cachedGet(
    '/courses/:id/trailer',
    {
      summary: 'The public trailer: the video with order 1 that is not an intro (404 when none)',
      params: courseParams,
      response: trailerResponseSchema,
    },
    ({ params }) => media.trailer(deps, params.id),
  );

  cachedGet(
    '/courses/:id/trailer/thumbnail',
    {
      summary: "The trailer's thumbnail, else the course's cover",
      params: courseParams,
      response: imageUrlResponseSchema,
    },
    ({ params }) => media.trailerThumbnail(deps, params.id),
  );

  cachedGet(
    '/courses/:id/ebooks/:ebookId',
    {
      summary: 'An e-book of the course',
      params: z.object({ id: idParam, ebookId: idParam }),
      response: ebookSchema,
    },
    ({ locale, params }) => media.ebook(deps, locale, params.ebookId, params.id),
  );

  cachedGet(
    '/courses/:id/templates/:templateId',
    {
      summary: 'A template of the course',
      params: z.object({ id: idParam, templateId: idParam }),
      response: templateSchema,
    },
    ({ params }) => media.template(deps, params.templateId, params.id),
  );

  cachedGet(
    '/categories',
    { summary: 'Main categories with their subcategories', response: categoryTreeSchema },
    ({ locale }) => catalog.categoryTree(deps, locale),
  );

  cachedGet(
    '/ebooks',
    { summary: 'E-books, with their category for grouping', response: ebookListSchema },
    ({ locale }) => media.listEbooks(deps, locale),
  );

  cachedGet(
    '/ebooks/:id',
    { summary: 'One e-book', params: courseParams, response: ebookSchema },
    ({ locale, params }) => media.ebook(deps, locale, params.id),
  );

  cachedGet(
    '/templates',
    { summary: 'Templates (is_free marks the free ones)', response: templateListSchema },
    () => media.listTemplates(deps),
  );

  cachedGet(
    '/templates/:id',
    { summary: 'One template', params: courseParams, response: templateSchema },
    ({ params }) => media.template(deps, params.id),
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
      const answer = await media.templateDownload(deps, request.auth, request.params.id);
      openMediaSession(reply, app.config, request.auth!.userId);
      return answer;
    },
  );

  cachedGet(
    '/instructors',
    { summary: 'Instructors with their number of courses', response: instructorListSchema },
    ({ locale }) => media.listInstructors(deps, locale),
  );

  cachedGet(
    '/instructors/:id',
    {
      summary: 'An instructor by id or slug: bio in the request language, trailer, lifestyle and all courses',
      params: z.object({ id: instructorRefParam }),
      response: instructorDetailSchema,
    },
    ({ locale, params }) => media.instructor(deps, locale, params.id),
  );
};

export default fp(catalogRoutes, { name: 'catalog-routes' });
