// The learner's lesson calls: access to a course, a lesson's playable URL, saving and reading progress, the
// learner's courses (My progress) and the lesson gallery. All need a bearer token but a free preview lesson's
// URL, which anyone may have.
import {
  continueWatchingResponseSchema,
  courseAccessResponseSchema,
  courseProgressResponseSchema,
  errorResponseSchema,
  galleryResponseSchema,
  idParam,
  lessonUrlResponseSchema,
  MAX_LESSON_SECONDS,
  myProgressResponseSchema,
  previewLessonResponseSchema,
  progressRequestSchema,
  progressUpdateResponseSchema,
  supplementalMaterialsResponseSchema,
} from '@atelje/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openMediaSession } from '../../lib/media-session';
import { errorResponses, secured } from '../../plugins/route-doc';
import * as progress from './lesson-progress.service';
import * as lessons from './lessons.service';

const tags = ['lessons'];
const errors = errorResponses(401, 403, 404, 422);
const courseParams = z.object({ id: idParam });
const videoParams = z.object({ id: idParam, videoId: idParam });

const viewer = (request: FastifyRequest): lessons.Viewer => ({
  userId: request.auth!.userId,
  role: request.auth!.role,
});

const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, jobs: app.jobs, storage: app.storage };

  app.get(
    '/courses/:id/supplemental-materials',
    {
      preHandler: app.optionalAuth,
      schema: {
        // Listed with the catalog's course calls, where the public half of the answer comes from.
        tags: ['catalog'],
        summary:
          "The course's PDF with a user-bound 4-hour link, for holders of access (401 visitor, 403 without access)",
        security: [{ bearer: [] }],
        params: courseParams,
        response: { 200: supplementalMaterialsResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    // Not cached: the answer depends on who asks.
    async (request, reply) => {
      const answer = await lessons.supplementalMaterials(deps, request.auth, request.params.id);
      if (request.auth && answer.pdf) openMediaSession(reply, app.config, request.auth.userId);
      return answer;
    },
  );

  app.get(
    '/courses/:id/access',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: "Whether the caller may watch the course's lessons, why, and until when",
        params: courseParams,
        response: { 200: courseAccessResponseSchema, ...errors },
      },
    },
    async (request) => lessons.courseAccess(deps, viewer(request), request.params.id),
  );

  app.get(
    '/courses/:id/videos/:videoId/url',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          'A lesson to play: user-bound URLs valid for 4 hours (sets the media session cookie), its type, intro and saved position; opens the watch session from which watch time is credited',
        params: videoParams,
        response: { 200: lessonUrlResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await lessons.lessonUrl(
        deps,
        viewer(request),
        request.params.id,
        request.params.videoId,
        new Date(),
        app.clock.now(),
      );
      openMediaSession(reply, app.config, request.auth!.userId);
      return answer;
    },
  );

  app.get(
    '/courses/:id/videos/:videoId/preview',
    {
      schema: {
        tags,
        summary:
          "A free preview lesson for anyone: its URL (and its intro's) signed for 4 hours, bound to no one; 403 for a lesson that is not a free preview",
        params: videoParams,
        response: { 200: previewLessonResponseSchema, ...errorResponses(403, 404, 422) },
      },
    },
    async (request, reply) => {
      // Each answer carries freshly signed URLs: shared caches must not keep it.
      reply.header('cache-control', 'private, no-store');
      return lessons.previewLesson(deps, request.params.id, request.params.videoId);
    },
  );

  app.put(
    '/courses/:id/videos/:videoId/progress',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          "Saves where the learner is in a lesson and credits believable watch time; 90 % of the lesson's stored length credited completes it for good (duration_seconds is not trusted)",
        params: videoParams,
        body: progressRequestSchema,
        response: { 200: progressUpdateResponseSchema, ...errors },
      },
    },
    async (request) =>
      progress.saveProgress(
        deps,
        viewer(request),
        request.params.id,
        request.params.videoId,
        request.body,
        new Date(),
        app.clock.now(),
      ),
  );

  // Test only (TEST_CLOCK, never in a real academy; ADR 025): makes watch time pass without waiting.
  if (app.config.testClock) {
    app.post(
      '/test/clock',
      {
        schema: {
          tags: ['test'],
          summary: 'Test only: moves the watch-time clock forward',
          body: z.object({ advance_seconds: z.number().min(0).max(MAX_LESSON_SECONDS) }),
          response: { 200: z.object({ now: z.string() }), 422: errorResponseSchema },
        },
      },
      async (request) => {
        app.clock.advance(request.body.advance_seconds * 1000);
        return { now: app.clock.now().toISOString() };
      },
    );
  }

  app.get(
    '/courses/:id/progress',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: "The caller's progress in a course: per lesson and overall",
        params: courseParams,
        response: { 200: courseProgressResponseSchema, ...errors },
      },
    },
    async (request) => progress.courseProgress(deps, viewer(request), request.params.id),
  );

  app.get(
    '/my-progress',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: "The caller's courses with progress, access expiry and the lesson to continue with",
        response: { 200: myProgressResponseSchema, ...errors },
      },
    },
    async (request) => progress.myProgress(deps, viewer(request)),
  );

  app.get(
    '/user/continue-watching',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          "Continue watching: the caller's started, unfinished courses they may still watch, each with the lesson to go back to and the second it resumes from, most recently watched first (at most 4)",
        response: { 200: continueWatchingResponseSchema, ...errors },
      },
    },
    async (request) => progress.continueWatching(deps, viewer(request)),
  );

  app.get(
    '/my-videos',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary: 'Every lesson the caller may watch now, newest first (the /videos gallery)',
        response: { 200: galleryResponseSchema, ...errors },
      },
    },
    async (request) => progress.myVideos(deps, viewer(request)),
  );
};

export default lessonsRoutes;
