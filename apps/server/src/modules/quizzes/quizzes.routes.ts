// The learner's quizzes (ADR 081): a course's published quizzes (never their answers), starting an attempt and
// submitting it. Bearer token and live access to the course, like every lesson call.
import { idParam } from '@atelje/shared';
import {
  courseQuizzesResponseSchema,
  quizAttemptStartResponseSchema,
  quizSubmitRequestSchema,
  quizSubmitResponseSchema,
} from '@atelje/shared/quizzes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, secured } from '../../plugins/route-doc';
import * as quizzes from './quizzes.service';

const tags = ['quizzes'];
const errors = errorResponses(401, 403, 404, 409, 422);

const quizzesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, config: app.config, jobs: app.jobs, storage: app.storage };
  const viewer = (request: { auth?: { userId: number; role: 'admin' | 'user' } | null }) => ({
    userId: request.auth!.userId,
    role: request.auth!.role,
  });

  app.get(
    '/courses/:id/quizzes',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          "The course's published quizzes: questions and options without the answers, and the caller's own results",
        params: z.object({ id: idParam }),
        response: { 200: courseQuizzesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return quizzes.courseQuizzes(deps, viewer(request), request.params.id, request.locale);
    },
  );

  app.post(
    '/courses/:id/quizzes/:quizId/attempts',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          'Start an attempt at a quiz, or get the one already open (attempts are unlimited, one open at a time)',
        params: z.object({ id: idParam, quizId: idParam }),
        response: { 201: quizAttemptStartResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await quizzes.startAttempt(deps, viewer(request), request.params.id, request.params.quizId)),
  );

  app.post(
    '/courses/:id/quizzes/:quizId/attempts/:attemptId/submit',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...secured,
        summary:
          'Submit an open attempt: scored on the server once (409 for a second submission); the right options are shown after a pass',
        params: z.object({ id: idParam, quizId: idParam, attemptId: idParam }),
        body: quizSubmitRequestSchema,
        response: { 200: quizSubmitResponseSchema, ...errors },
      },
    },
    async (request) =>
      quizzes.submitAttempt(
        deps,
        viewer(request),
        request.params.id,
        request.params.quizId,
        request.params.attemptId,
        request.body,
      ),
  );
};

export default quizzesRoutes;
