// The administrator's quizzes (ADR 081), inside the admin scope: a course's quizzes with their answers, and
// creating, replacing (the whole quiz, questions and options in their order) and deleting one. Audited.
import { adminQuizInputSchema, adminQuizSchema } from '@atelje/shared/quizzes/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { auditActor } from '../activity/admin-audit';
import * as quizzes from '../quizzes/quizzes-admin.service';
import { adminErrors, idParams, secured } from './admin-http';

const courseParams = idParams('generic.invalidId');
const quizParams = idParams('generic.invalidId');
const one = z.object({ success: z.literal(true), message: z.string(), data: adminQuizSchema });

const quizzesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/courses/:id/quizzes',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: "A course's quizzes (published or not) with their correct options and attempt counts",
        params: courseParams,
        response: {
          200: z.object({ success: z.literal(true), message: z.string(), data: z.array(adminQuizSchema) }),
          ...adminErrors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'admin.quiz.loaded'),
      data: await quizzes.listQuizzes(app.db, request.params.id),
    }),
  );

  app.post(
    '/admin/courses/:id/quizzes',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Add a quiz after a lesson (video_id) or at the end of the course (video_id null); 409 when that place has one',
        params: courseParams,
        body: adminQuizInputSchema,
        response: { 201: one, ...adminErrors },
      },
    },
    async (request, reply) => {
      const data = await quizzes.createQuiz(app.db, auditActor(request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true, message: translate(request.locale, 'admin.quiz.created'), data });
    },
  );

  app.put(
    '/admin/quizzes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "Replace a quiz: its place, titles, pass mark, flags and every question and option in order (learners' open attempts end)",
        params: quizParams,
        body: adminQuizInputSchema,
        response: { 200: one, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      message: translate(request.locale, 'admin.quiz.updated'),
      data: await quizzes.updateQuiz(app.db, auditActor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/quizzes/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          'Delete a quiz with its questions and attempts (certificates already issued stay as they are)',
        params: quizParams,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...adminErrors },
      },
    },
    async (request) => {
      await quizzes.deleteQuiz(app.db, auditActor(request), request.params.id);
      return { success: true as const, message: translate(request.locale, 'admin.quiz.deleted') };
    },
  );
};

export default quizzesAdminRoutes;
