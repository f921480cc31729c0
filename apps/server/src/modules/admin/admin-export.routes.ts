// The Omnisend export calls (spec 001 §7): GET /admin/users/export-csv starts it, GET
// /admin/users/check-csv/{userId} (the requesting administrator's id) reports ready, download_url and error.
import { adminExportStartResponseSchema, adminExportStatusResponseSchema, ID_PATTERN } from '@atelje/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/i18n';
import { openMediaSession } from '../../lib/media-session';
import * as exports from './admin-export.service';
import { adminErrors, secured } from './admin-http';

const adminExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/users/export-csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary: 'Start the Omnisend CSV export of contacts with recorded consent (a background job)',
        response: { 200: adminExportStartResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const started = await exports.startExport(app, request.auth!);
      return {
        success: true as const,
        message: translate(request.locale, 'admin.export.started'),
        export_id: started.id,
      };
    },
  );

  app.get(
    '/admin/users/check-csv/:userId',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...secured,
        summary:
          "The requesting administrator's latest export: ready, download_url (bound to them, 15 minutes), error",
        params: z.object({
          userId: z
            .string({ error: 'generic.invalidId' })
            .regex(/^[0-9]{1,10}$/, 'generic.invalidId')
            .meta({ pattern: ID_PATTERN })
            .transform(Number),
        }),
        response: { 200: adminExportStatusResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const status = await exports.exportStatus(app, request.auth!, request.params.userId, request.locale);
      // The download link is bound to this administrator: their media session goes with it (ADR 026).
      if (status.download_url) openMediaSession(reply, app.config, request.auth!.userId);
      return { success: true as const, ...status };
    },
  );
};

export default adminExportRoutes;
