// GET /admin/mail-outbox: administrators read the e-mails the outbox driver kept. GET /admin/mail-messages: every
// e-mail the academy sends and where it stands; the failed ones (dead: every attempt failed, ADR 029) can be sent
// again one by one or all at once.
import {
  errorResponseSchema,
  mailMessageListQuerySchema,
  mailMessageListResponseSchema,
  mailResendResponseSchema,
  outboxListQuerySchema,
  outboxListResponseSchema,
} from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nudgeMail } from '../../jobs/mail';
import { AppError, notFound } from '../../lib/errors';
import { errorResponses } from '../../plugins/route-doc';
import * as repo from './mail-outbox.repository';

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
      const { rows, total } = await repo.outboxPage(app.db, to, page, perPage);
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
          headers: row.headers ?? {},
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

  app.get(
    '/admin/mail-messages',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every outgoing e-mail and where it stands, newest first; status=dead lists the failed ones',
        security: [{ bearer: [] }],
        querystring: mailMessageListQuerySchema,
        response: { 200: mailMessageListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const { status, page, per_page: perPage } = request.query;
      const { rows, total } = await repo.mailMessagesPage(app.db, status, page, perPage);
      return {
        success: true as const,
        data: rows.map((row) => ({
          id: row.id,
          to: row.to,
          template: row.template,
          status: row.status,
          attempts: row.attempts,
          last_error: row.lastError,
          next_attempt_at: row.nextAttemptAt.toISOString(),
          created_at: row.createdAt.toISOString(),
          sent_at: row.sentAt?.toISOString() ?? null,
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

  /** Queues failed e-mails again with a fresh schedule; returns their ids. */
  const resend = async (ids?: number[]): Promise<number[]> => {
    const queued = await repo.requeueDead(app.db, ids);
    for (const id of queued) await nudgeMail(app.jobs, id);
    return queued;
  };

  app.post(
    '/admin/mail-messages/:id/resend',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Sends a failed e-mail again',
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: mailResendResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const resent = await resend([id]);
      if (resent.length === 0) {
        const exists = await repo.mailMessageExists(app.db, id);
        throw exists ? new AppError(409, 'mail.notFailed') : notFound('mail.notFound');
      }
      return { success: true as const, data: { resent: resent.length } };
    },
  );

  app.post(
    '/admin/mail-messages/resend-failed',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Sends every failed e-mail again',
        security: [{ bearer: [] }],
        response: { 200: mailResendResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async () => {
      const resent = await resend();
      return { success: true as const, data: { resent: resent.length } };
    },
  );
};

export default mailOutboxRoutes;
