// One place that turns every failure into the spec's JSON `{ message, errors? }` in the request's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { adminShape, isAdminShaped } from '../lib/error-shape';
import { AppError } from '../lib/errors';
import { isMessageKey, type MessageKey, pickLocale, translate } from '../lib/i18n';

function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts[0] ?? fallback;
}

/**
 * Errors of a multipart body the form parser could not read (busboy and its part reader): the client's fault, a
 * 400. Matched by the parser's own messages, only on a multipart request, so a storage failure stays a 500.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Boundary required|.* terminated early due to unexpected end of multipart data|Part terminated early)/;

function isMalformedMultipart(error: { statusCode?: number; message?: string }, request: FastifyRequest) {
  if (error.statusCode !== undefined && error.statusCode !== 500) return false;
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  return type.startsWith('multipart/') && MALFORMED_MULTIPART.test(error.message ?? '');
}

/** Fastify's own 400 and 414 for the URL itself, answered before any hook runs (Fastify's `frameworkErrors`). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = pickLocale(request.headers['accept-language']);
  const uriTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = uriTooLong ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 500);
  const key = uriTooLong
    ? 'http.uriTooLong'
    : error.code === 'FST_ERR_BAD_URL'
      ? 'http.badUrl'
      : status >= 500
        ? 'http.serverError'
        : 'http.badRequest';
  // The path is not echoed: it is the caller's own input.
  request.log.info({ code: error.code }, 'request rejected by the router');
  const body = { message: translate(locale, key) };
  const path = (request.url ?? '').split('?')[0] ?? '';
  reply
    .status(status)
    .header('x-request-id', request.id)
    .send(isAdminShaped(path) ? adminShape(body) : body);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const t = (key: MessageKey, params?: Record<string, string | number>) =>
      translate(request.locale, key, params);

    if (error instanceof AppError) {
      const errors = error.options.fields
        ? Object.fromEntries(
            Object.entries(error.options.fields).map(([field, keys]) => [field, keys.map((k) => t(k))]),
          )
        : undefined;
      if (error.options.headers) reply.headers(error.options.headers);
      if (error.status >= 500) request.log.error({ err: error }, 'application error');
      return reply.status(error.status).send({ message: t(error.messageKey, error.options.params), errors });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, error.validationContext ?? 'body');
        // A schema's own message is a key; a text that is not one (a library's own) is shown as it is.
        const message = issue.message ?? 'generic.validation';
        const text = isMessageKey(message) ? t(message) : message;
        errors[field] ??= [];
        if (!errors[field].includes(text)) errors[field].push(text);
      }
      const first = Object.values(errors)[0]?.[0] ?? t('generic.validation');
      return reply.status(422).send({ message: first, errors });
    }

    if (isMalformedMultipart(error, request)) {
      request.log.info({ err: error }, 'malformed multipart body');
      return reply.status(400).send({ message: t('http.malformedForm') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: t('http.tooManyRequests', { seconds: reply.getHeader('retry-after') as string }) });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: t('http.serverError') });
    }
    request.log.info({ err: error }, 'request rejected');
    const messageKey =
      status === 401
        ? 'http.unauthenticated'
        : status === 403
          ? 'http.forbidden'
          : status === 404
            ? 'http.notFound'
            : status === 413
              ? error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
                ? 'http.bodyTooLarge'
                : 'http.payloadTooLarge'
              : status === 414
                ? 'http.uriTooLong'
                : status === 415
                  ? 'http.unsupportedMediaType'
                  : status === 400 || status === 422
                    ? 'generic.validation'
                    : 'generic.error';
    return reply.status(status).send({ message: t(messageKey) });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
