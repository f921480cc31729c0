// What every admin route shares: its OpenAPI tag and security, the error statuses it documents, and the error
// body of spec 001 §7 ({ success: false, message, error_details, errors }) built from the central handler's.
import { errorResponseSchema, ID_PATTERN } from '@atelje/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminShape, type ErrorBody, markAdminShaped } from '../../lib/error-shape';
import '../../plugins/route-doc';

export const secured = { tags: ['admin'], security: [{ bearer: [] }] };

/**
 * The central error handler answers `{ message, errors? }`; the hook below adds success and error_details after
 * serialisation, so the documented schema is the handler's.
 */
export const adminErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  422: errorResponseSchema,
};

export const idParams = (message: string) =>
  z.object({
    id: z
      .string({ error: message })
      .regex(/^[0-9]{1,10}$/, message)
      .meta({ pattern: ID_PATTERN })
      .transform(Number)
      .refine((id) => id >= 1 && id <= 2_147_483_647, message),
  });

/** Adds `success: false` and `error_details` (the field messages in one line) to every JSON error answer. */
export function addAdminErrorShape(app: FastifyInstance): void {
  // The document shows this scope's errors in their shape (plugins/docs.ts); the router's own answers find the
  // scope by the path (lib/error-shape.ts).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, doc: { ...route.config?.doc, errorShape: 'admin' } };
    markAdminShaped(route.url);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!body || typeof body !== 'object' || 'success' in body) return payload;
    return JSON.stringify(adminShape(body as ErrorBody));
  });
}
