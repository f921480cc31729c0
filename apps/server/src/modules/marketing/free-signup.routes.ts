// POST /register-free-course and /register-free-course2 (spec 000 §7): the free-course sign-up forms.
import {
  errorResponseSchema,
  registerFreeCourse2RequestSchema,
  registerFreeCourseRequestSchema,
  registerFreeCourseResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as signups from './free-signup.service';

const responses = {
  200: registerFreeCourseResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

const freeSignupRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config, limiter: app.limiter });

  app.post(
    '/register-free-course',
    {
      schema: {
        tags: ['marketing'],
        summary:
          'Free interior-design mini course: open or find the account, grant the course, record consent, e-mail access',
        body: registerFreeCourseRequestSchema,
        response: responses,
      },
    },
    async (request) =>
      signups.registerFreeCourse(deps(), request.body, {
        ip: request.ip,
        locale: request.locale,
        script: request.script,
      }),
  );

  app.post(
    '/register-free-course2',
    {
      schema: {
        tags: ['marketing'],
        summary:
          'Free style mini course (men’s or women’s by gender): open or find the account, grant, record consent, e-mail access',
        body: registerFreeCourse2RequestSchema,
        response: responses,
      },
    },
    async (request) =>
      signups.registerFreeCourse2(deps(), request.body, {
        ip: request.ip,
        locale: request.locale,
        script: request.script,
      }),
  );
};

export default freeSignupRoutes;
