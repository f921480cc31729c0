// One place that turns every failure into the spec's JSON `{ message, errors? }` in the request's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors';
import { translate } from '../lib/i18n';

function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts[0] ?? fallback;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const t = (key: string, params?: Record<string, string | number>) =>
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
        const text = t(issue.message ?? 'generic.validation');
        errors[field] ??= [];
        if (!errors[field].includes(text)) errors[field].push(text);
      }
      const first = Object.values(errors)[0]?.[0] ?? t('generic.validation');
      return reply.status(422).send({ message: first, errors });
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
              ? 'http.payloadTooLarge'
              : status === 415
                ? 'http.unsupportedMediaType'
                : status === 400 || status === 422
                  ? 'generic.validation'
                  : 'generic.error';
    return reply.status(status).send({ message: t(messageKey) });
  });
}

export default fp(errorsPlugin, { name: 'errors' });
