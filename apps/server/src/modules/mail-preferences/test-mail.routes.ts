// Test only (TEST_CLOCK, never in a real academy; ADR 025, ADR 074): sends the signed-in learner the access-expiry
// reminder of their access that ends soonest, through the same enqueueMail as every e-mail (so the consent check
// applies). The journeys need a marketing e-mail in the outbox before the lifecycle sequences (issue 21 item 1)
// schedule them; once they do, a journey can move the test clock instead.
import { errorResponseSchema } from '@atelje/shared';
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { courseAccess, courses } from '../../db/schema/index';
import { enqueueMail } from '../../jobs/mail';
import { notFound } from '../../lib/errors';
import { localText, pageLocaleOf } from '../../lib/i18n';

const testMailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.testClock) return;
  app.post(
    '/test/mail/access-expiry-reminder',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['test'],
        security: [{ bearer: [] }],
        summary: 'Test only: e-mails the learner the reminder of their access that ends soonest',
        response: {
          200: z.object({ queued: z.boolean() }),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { user, userId } = request.auth!;
      const [access] = await app.db
        .select({ title: courses.title, titleEn: courses.titleEn, expiresAt: courseAccess.expiresAt })
        .from(courseAccess)
        .innerJoin(courses, eq(courses.id, courseAccess.courseId))
        .where(
          and(
            eq(courseAccess.userId, userId),
            isNull(courseAccess.revokedAt),
            isNotNull(courseAccess.expiresAt),
            gt(courseAccess.expiresAt, new Date()),
          ),
        )
        .orderBy(asc(courseAccess.expiresAt))
        .limit(1);
      if (!access?.expiresAt) throw notFound();
      const id = await enqueueMail(
        { db: app.db, jobs: app.jobs },
        {
          template: 'access-expiry-reminder',
          locale: pageLocaleOf(request.locale, request.script),
          to: user.email,
          props: {
            name: user.name,
            courseTitle: localText(access.title, access.titleEn, request.locale),
            expiresAt: access.expiresAt.toISOString(),
            extendUrl: `${app.config.publicUrl}/my-profile`,
          },
        },
      );
      return { queued: id !== null };
    },
  );
};

export default testMailRoutes;
