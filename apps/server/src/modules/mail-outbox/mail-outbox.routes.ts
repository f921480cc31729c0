// GET /admin/mail-outbox: administrators read the e-mails the outbox driver kept.
import { errorResponseSchema, outboxListQuerySchema, outboxListResponseSchema } from '@atelje/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema/index';

const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail-outbox',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'E-mails kept by the outbox driver, newest first',
        security: [{ bearer: [] }],
        querystring: outboxListQuerySchema,
        response: { 200: outboxListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { to, page, per_page: perPage } = request.query;
      const where = to ? eq(mailOutbox.to, to) : undefined;
      const [rows, [count]] = await Promise.all([
        app.db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        app.db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where),
      ]);
      const total = count?.total ?? 0;
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          from: row.from,
          subject: row.subject,
          template: row.template,
          html: row.html,
          text: row.text,
          created_at: row.createdAt.toISOString(),
        })),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
          total,
        },
      };
    },
  );
};

export default mailOutboxRoutes;
